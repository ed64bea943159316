// The grammar modules code blocks load on demand, one per highlighted language, written by the plugin (./index.ts)
// into the generated files: a page downloads Prism only when it shows code, and only the grammars of its languages.
import {createRequire} from 'node:module';
import {highlightedLanguages} from './codeLanguages';

const require = createRequire(__filename);

interface PrismComponent {
  require?: string | string[];
  modify?: string | string[];
  alias?: string | string[];
}
const components = (require('prismjs/components.json') as {languages: Record<string, PrismComponent>}).languages;
const list = (value: string | string[] | undefined) => [value ?? []].flat();

/** Where a grammar module is written, under the plugin's generated folder, and the chunk it is loaded as. */
export const GRAMMARS_FOLDER = 'grammars';
export const grammarChunkName = (language: string) => `prism-grammar-${language}`;

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

/** Every name a fence may use for a highlighted language (its aliases: `sh`, `yml`, `ts`...), with the language. */
export function fenceNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const language of highlightedLanguages)
    for (const name of [language, ...list(components[language]?.alias)])
      if (!names.has(name)) names.set(name, language);
  return names;
}

/**
 * The generated modules: one per language that imports Prism's core (`prismModule`) and the grammars it needs, in
 * order, and an index mapping every fence name to a loader of its language's module, in a chunk of its own.
 */
export function grammarModules(prismModule: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const language of highlightedLanguages) {
    const imports = grammarsFor(language).map((name) => `import 'prismjs/components/prism-${name}.js';`);
    modules.set(
      `${language}.js`,
      `import Prism from ${JSON.stringify(prismModule)};\n${imports.join('\n')}\nexport default Prism;\n`,
    );
  }
  const loaders = [...fenceNames()].map(
    ([name, language]) =>
      `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: ${JSON.stringify(grammarChunkName(language))} */ './${language}.js'),`,
  );
  modules.set('index.js', `export default {\n${loaders.join('\n')}\n};\n`);
  return modules;
}

/** The grammar chunks a built page's code blocks load while it hydrates (its blocks' `language-*` classes). */
export function grammarChunksOf(html: string): string[] {
  const names = fenceNames();
  const languages = [...html.matchAll(/\bprism-code language-([\w-]+)/g)].flatMap(([, name]) => names.get(name) ?? []);
  return [...new Set(languages)].map(grammarChunkName);
}
