import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';
import {themeCss} from './themeCss';
import {OUTPUT_CLASS} from './outputBlocks';
import {themePrismModule} from './themePrismModule';
import {GRAMMARS_FOLDER, grammarChunkGroups, grammarModules} from './grammars';

/**
 * Code highlighting that costs a first load as little as possible:
 * - token colors are CSS per color mode (from ./codeThemes), so server and browser render the same markup in
 *   either mode and code blocks need no second render after hydration (theme/CodeBlock);
 * - Prism stays off pages without code: the theme's client module that imports it on every page is dropped
 *   (./themePrismModule), and code blocks tokenize with a lean Prism of their own (./prism, ./lines,
 *   theme/CodeBlock/Content) that a page loads with its own code, core and grammars in shared chunks, only for the
 *   languages its fences use (./grammars, ./remarkGrammars).
 */
export default function codeHighlighting(context: LoadContext): Plugin {
  const generated = path.join(context.generatedFilesDir, 'skyloom-code-highlighting');
  const stylesheet = path.join(generated, 'code-themes.css');
  fs.mkdirSync(path.join(generated, GRAMMARS_FOLDER), {recursive: true});
  // Output blocks are a dark terminal in both modes, so they take the dark colors in light mode too; the `pre`
  // (`[class*='language-']`) in the selector outranks the light theme's per-language rules.
  const sheets = [
    themeCss(lightCodeTheme, 'light'),
    themeCss(darkCodeTheme, 'dark'),
    themeCss(darkCodeTheme, 'light', `.${OUTPUT_CLASS} [class*='language-']`),
  ];
  fs.writeFileSync(stylesheet, `${sheets.join('\n')}\n`);
  const prism = path.join(__dirname, 'prism.ts');
  for (const [file, source] of grammarModules(prism))
    fs.writeFileSync(path.join(generated, GRAMMARS_FOLDER, file), source);
  const prismModule = themePrismModule(context);
  return {
    name: 'skyloom-code-highlighting',
    getThemePath: () => './theme',
    getClientModules: () => [stylesheet],
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {[`${prismModule}$`]: false}},
      optimization: isServer ? {} : {splitChunks: {cacheGroups: grammarChunkGroups(prism)}},
    }),
  };
}
