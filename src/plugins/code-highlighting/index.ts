import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './codeThemes';
import {themeCss} from './themeCss';
import {OUTPUT_CLASS} from './outputBlocks';
import {themePrismModule} from './themePrismModule';
import {GRAMMARS_FOLDER, grammarModules} from './grammars';

/**
 * Code highlighting that costs a first load as little as possible:
 * - token colors are CSS per color mode (from ./codeThemes), so server and browser render the same markup in
 *   either mode and code blocks need no second render after hydration (theme/CodeBlock);
 * - Prism stays off pages without code: the theme's client module that imports it on every page is dropped
 *   (./themePrismModule), and code blocks tokenize with a lean Prism of their own (./prism, ./lines,
 *   theme/CodeBlock/Content) whose core and grammars load with the first block of a language that has one
 *   (./grammars writes one module per language of ./codeLanguages), so a page downloads only the grammars it shows.
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
  const grammars = path.join(path.dirname(stylesheet), GRAMMARS_FOLDER);
  fs.mkdirSync(grammars, {recursive: true});
  for (const [file, source] of grammarModules(path.join(__dirname, 'prism.ts')))
    fs.writeFileSync(path.join(grammars, file), source);
  const prismModule = themePrismModule(context);
  return {
    name: 'skyloom-code-highlighting',
    getThemePath: () => './theme',
    getClientModules: () => [stylesheet],
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {[`${prismModule}$`]: false}},
      // Prism's core in a chunk of its own, shared by the grammar chunks of a page with code in several languages.
      optimization: isServer
        ? {}
        : {
            splitChunks: {
              cacheGroups: {
                prismCore: {
                  name: 'prism-core',
                  test: /[\\/](prismjs[\\/]components[\\/]prism-core\.js|code-highlighting[\\/]prism\.ts)$/,
                  chunks: 'async',
                  enforce: true,
                },
              },
            },
          },
    }),
  };
}
