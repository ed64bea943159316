// Prism with the site's highlighted languages, in Node: what the content lint and the tests check code blocks with.
import {createRequire} from 'node:module';
import type PrismType from 'prismjs';
import {highlightedLanguages} from './codeLanguages';
import {highlightEveryFlag} from './bashFlags';

const require = createRequire(__filename);

/** Prism's core with the languages loaded the way the theme loads them in the browser: one by one, in order. */
export const prism: typeof PrismType = require('prismjs/components/prism-core');
const globals = globalThis as {Prism?: typeof PrismType};
globals.Prism = prism;
for (const language of highlightedLanguages) require(`prismjs/components/prism-${language}`);
highlightEveryFlag(prism);

/** Every fence language that gets highlighted: the languages and their aliases (`sh`, `yml`, `ts`, ...). */
export const knownLanguages = new Set(
  Object.keys(prism.languages).filter((key) => typeof prism.languages[key] === 'object'),
);
