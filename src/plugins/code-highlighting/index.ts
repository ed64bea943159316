import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';
import {themeCss} from './themeCss';
import {OUTPUT_CLASS} from './outputBlocks';
import {themePrismModule} from './themePrismModule';

/**
 * Code highlighting that costs a first load as little as possible:
 * - token colors are CSS per color mode (from ./codeThemes), so server and browser render the same markup in
 *   either mode and code blocks need no second render after hydration (theme/CodeBlock);
 * - Prism stays out of the main bundle: the theme's client module that imports it on every page is dropped
 *   (./themePrismModule), and code blocks tokenize with a lean Prism of their own (./prism, ./lines,
 *   theme/CodeBlock/Content) that holds only the languages of ./codeLanguages, so pages without the code-block
 *   chunk (such as /search) never download Prism and doc pages do not evaluate grammars they never use.
 */
export default function codeHighlighting(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'skyloom-code-highlighting', 'code-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  // Output blocks are a dark terminal in both modes, so they take the dark colors in light mode too; the `pre`
  // (`[class*='language-']`) in the selector outranks the light theme's per-language rules.
  const sheets = [
    themeCss(lightCodeTheme, 'light'),
    themeCss(darkCodeTheme, 'dark'),
    themeCss(darkCodeTheme, 'light', `.${OUTPUT_CLASS} [class*='language-']`),
  ];
  fs.writeFileSync(stylesheet, `${sheets.join('\n')}\n`);
  const prismModule = themePrismModule(context);
  return {
    name: 'skyloom-code-highlighting',
    getThemePath: () => './theme',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({resolve: {alias: {[`${prismModule}$`]: false}}}),
  };
}
