import type {PrismTheme} from 'prism-react-renderer';

const kebab = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const declarations = (style: Record<string, unknown>): string =>
  Object.entries(style)
    .map(([property, value]) => `${kebab(property)}: ${String(value)};`)
    .join(' ');

/**
 * A Prism theme as CSS scoped to one color mode (and, with `within`, to the elements it selects): the plain colors as the theme's code-block variables, and each
 * token style as a `.token.<type>` rule (limited to its languages where the theme says so), in the theme's order.
 */
export function themeCss(theme: PrismTheme, mode: 'light' | 'dark', within = ''): string {
  const scope = `[data-theme='${mode}']${within && ` ${within}`}`;
  const plain = `${scope} {--prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor};}`;
  const rules = theme.styles
    .filter(({style}) => Object.keys(style).length > 0)
    .map(({types, languages, style}) => {
      const within = languages ? languages.map((language) => `${scope} .language-${language}`) : [scope];
      const selectors = within.flatMap((prefix) => types.map((type) => `${prefix} .token.${type}`));
      return `${selectors.join(', ')} {${declarations(style as Record<string, unknown>)}}`;
    });
  return [plain, ...rules].join('\n');
}
