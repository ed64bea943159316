// The grammars code blocks highlight with, loaded with the pages that show them: one generated module per language
// (the core and the grammars it needs), which each page imports for the languages of its code blocks
// (./remarkGrammars), so a page without code never downloads Prism and a page with code only its own grammars.
import {createRequire} from 'node:module';
import path from 'node:path';
import {highlightedLanguages} from './codeLanguages';

const require = createRequire(__filename);

interface PrismComponent {
  require?: string | string[];
  modify?: string | string[];
  alias?: string | string[];
}
const components = (require('prismjs/components.json') as {languages: Record<string, PrismComponent>}).languages;
const list = (value: string | string[] | undefined) => [value ?? []].flat();

/** The folder of the plugin's generated files that holds the grammar modules, and the import path of one. */
export const GRAMMARS_FOLDER = 'grammars';
export const grammarModule = (language: string) =>
  `@generated/skyloom-code-highlighting/${GRAMMARS_FOLDER}/${language}.js`;

/**
 * The highlighted languages a language's grammar needs, in the order the site loads them all (./codeLanguages): the
 * ones it builds on, and those among them that change another's grammar when loaded, so that a block tokenizes on a
 * page that loads only its own grammars exactly as with every grammar loaded.
 */
export function grammarsFor(language: string): string[] {
  const needed = new Set<string>();
  const add = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    list(components[name]?.require).forEach(add);
    for (const other of highlightedLanguages) if (list(components[other]?.modify).includes(name)) add(other);
  };
  add(language);
  return highlightedLanguages.filter((name) => needed.has(name));
}

/** Every name a fence may use for a highlighted language (its aliases: `sh`, `yml`, `ts`...), to the language. */
export function fenceNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const language of highlightedLanguages)
    for (const name of [language, ...list(components[language]?.alias)])
      if (!names.has(name)) names.set(name, language);
  return names;
}

/** The module that gives every flag of a shell command one color once the bash grammar is loaded (./bashFlags). */
const BASH_FLAGS = path.join(__dirname, 'bashFlags.ts');

/**
 * The generated module of each language, by file name: Prism's core (`prismModule`), then its grammars in order,
 * then, where bash is among them, the widening of its flag token.
 */
export function grammarModules(prismModule: string): Map<string, string> {
  return new Map(
    highlightedLanguages.map((language) => {
      const grammars = grammarsFor(language);
      return [
        `${language}.js`,
        [
          `import ${JSON.stringify(prismModule)};`,
          ...grammars.map((name) => `import 'prismjs/components/prism-${name}.js';`),
          ...(grammars.includes('bash')
            ? [
                `import {highlightEveryFlag} from ${JSON.stringify(BASH_FLAGS)};`,
                'highlightEveryFlag(globalThis.Prism);',
              ]
            : []),
          '',
        ].join('\n'),
      ];
    }),
  );
}

const componentFile = (name: string) => new RegExp(`[\\\\/]prismjs[\\\\/]components[\\\\/]prism-${name}\\.js$`);

/**
 * Split-chunk groups that put Prism's core (with ./prism) and each grammar in a chunk of its own, shared by every
 * page that shows that language rather than copied into each page's chunk.
 */
export function grammarChunkGroups(prismModule: string): Record<string, object> {
  const group = (name: string, test: RegExp) => [name, {name, test, chunks: 'async', enforce: true, priority: 60}];
  const escaped = prismModule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.fromEntries([
    group('prism-core', new RegExp(`${componentFile('core').source}|^${escaped}$`)),
    ...highlightedLanguages.map((name) => group(`prism-${name}`, componentFile(name))),
  ]);
}
