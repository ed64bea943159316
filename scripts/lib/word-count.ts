// The `word-count` rule: the words of prose a doc needs, by its folder (landing pages excepted). Its floors are the
// one source of the numbers: CONTRIBUTING.md states them and the unit tests take them from here.
import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import {parseMdx} from '../../src/lib/mdx';

const ROOT = path.resolve(__dirname, '../..');

export interface WordFloor {
  /** The doc's path from the repository root. */
  folder: RegExp;
  words: number;
  /** The pages it is for, as the message names them. */
  pages: string;
}

/**
 * Reference and concept pages must teach, not list; a support page walks through the exact message, why, the fix
 * and how to prevent it, and a security page answers a security review: the first floor that matches a doc is its own.
 */
export const WORD_FLOORS: readonly WordFloor[] = [
  {
    folder: /^docs\/(support-and-kb\/(how-tos|troubleshooting)|security-and-admin)\//,
    words: 450,
    pages: 'how-tos, troubleshooting and security pages',
  },
  {folder: /^docs\/cli-guide\//, words: 250, pages: 'pages of the CLI guide'},
  {folder: /^docs\/(concepts|setup|integrations|support-and-kb)\//, words: 300, pages: 'pages of this section'},
  {folder: /./, words: 200, pages: 'pages'},
];

/** The floor of a doc file, by its folder. */
export const wordFloor = (file: string): WordFloor =>
  WORD_FLOORS.find(({folder}) => folder.test(path.relative(ROOT, file).split(path.sep).join('/')))!;

/** Words of prose: the text of the page, not its code blocks, inline code or component attributes. */
export function countProseWords(tree: Root): number {
  let words = 0;
  visit(tree, 'text', (node) => {
    words += node.value.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
  });
  return words;
}

/** The words of prose of a doc file, as the `word-count` rule counts them. */
export const proseWords = (file: string): number => countProseWords(parseMdx(fs.readFileSync(file, 'utf8')));
