import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/codeThemes';
import {themeCss} from './themeCss';

// The theme's client module that registers Prism's extra languages, as Docusaurus writes it into client-modules.js.
const themePrismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * Code highlighting that costs a first load as little as possible:
 * - token colours are CSS per colour mode (from src/config/codeThemes), so server and browser render the same
 *   markup in either mode and code blocks need no second render after hydration (src/theme/CodeBlock);
 * - Prism stays out of the main bundle: the theme's client module that imports it on every page is dropped, and
 *   code blocks tokenize with a lean Prism of their own (./prism, ./lines, src/theme/CodeBlock/Content) that holds
 *   only the configured languages, so pages without the code-block chunk (such as /search) never download Prism
 *   and doc pages do not evaluate grammars they never use.
 */
export default function codeHighlighting(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'skyloom-code-highlighting', 'code-themes.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, `${themeCss(lightCodeTheme, 'light')}\n${themeCss(darkCodeTheme, 'dark')}\n`);
  return {
    name: 'skyloom-code-highlighting',
    getClientModules: () => [stylesheet],
    configureWebpack: () => ({resolve: {alias: {[`${themePrismClientModule}$`]: false}}}),
  };
}
