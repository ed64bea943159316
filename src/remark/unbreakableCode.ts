import type {InlineCode, Root} from 'mdast';
import {visit} from 'unist-util-visit';

/** Longer runs (URLs, long paths) may break anywhere: kept whole, they would push a phone's page sideways. */
export const MAX_UNBREAKABLE_LENGTH = 40;

const NOWRAP_CLASS = 'code-nowrap';

/** The class that keeps a one-word code span on one line, or undefined when it may break (components use it too). */
export function unbreakableClass(value: string): string | undefined {
  return /\s/.test(value) || value.length > MAX_UNBREAKABLE_LENGTH ? undefined : NOWRAP_CLASS;
}
/** The class of inline code made of several words; src/theme/MDXComponents/Code.tsx keeps it inline. */
export const WORDS_CLASS = 'code-words';

type Piece = {type: 'text'; value: string} | {type: 'element'; tagName: 'span'; properties: object; children: Piece[]};

const text = (value: string): Piece => ({type: 'text', value});
const unbreakable = (value: string): Piece => ({
  type: 'element',
  tagName: 'span',
  properties: {className: [NOWRAP_CLASS]},
  children: [text(value)],
});

/**
 * Inline code breaks only between its words: a flag (`--plan-only`) or a short command never wraps after `--` or
 * at a hyphen. A code span of one short word is marked whole; a longer one has each short word marked, so it still
 * wraps at its spaces.
 */
export default function unbreakableCode() {
  return (tree: Root): void => {
    visit(tree, 'inlineCode', (node: InlineCode) => {
      const words = node.value.split(/(\s+)/);
      if (words.length === 1) {
        if (node.value.length > MAX_UNBREAKABLE_LENGTH) return;
        node.data = {...node.data, hProperties: {...node.data?.hProperties, className: [NOWRAP_CLASS]}};
        return;
      }
      const children = words
        .filter((word) => word !== '')
        .map((word) => (/\s/.test(word) || word.length > MAX_UNBREAKABLE_LENGTH ? text(word) : unbreakable(word)));
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, className: [WORDS_CLASS]},
        hChildren: children as never,
      };
    });
  };
}
