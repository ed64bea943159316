/**
 * Code block color themes: prism-react-renderer's GitHub (light) and Dracula (dark), with the token
 * colors that fall below WCAG AA contrast (4.5:1) on their background replaced by darker/lighter shades,
 * and no faded (translucent) tokens, which lose contrast the same way.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const {color: color, opacity: _faded, ...rest} = style.style;
      return {...style, style: {...rest, ...(color ? {color: replacements[color] ?? color} : {})}};
    }),
  };
}

export const lightCodeTheme = withColours(themes.github, {
  '#999988': '#57606a',
  '#36acaa': '#0e7672',
  '#00a4db': '#0969da',
  '#e3116c': '#bf1650',
  '#d73a49': '#b62324',
});

export const darkCodeTheme = withColours(themes.dracula, {'rgb(98, 114, 164)': '#a4aed4'});

/**
 * The theme the code blocks render with: token classes only. The colors above reach the page as CSS per color
 * mode (./themeCss), so the markup does not depend on the mode.
 */
export const tokenClassTheme: PrismTheme = {plain: {}, styles: []};
