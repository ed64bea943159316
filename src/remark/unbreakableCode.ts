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

type Piece =
  {type: 'text'; value: string} | {type: 'element'; tagName: 'span' | 'wbr'; properties: object; children: Piece[]};

const text = (value: string): Piece => ({type: 'text', value});
const unbreakable = (value: string): Piece => ({
  type: 'element',
  tagName: 'span',
  properties: {className: [NOWRAP_CLASS]},
  children: [text(value)],
});

/** In a table cell, a word of code longer than this may also break at its safe points, so it never widens a column. */
export const CELL_BREAK_LENGTH = 20;
/** After `/`, `.`, `_`, `=`, `:` or `,`, or after a hyphen inside a word (never after the leading `--` of a flag). */
const SAFE_POINT = /(?<=[/._=:,])(?=.)|(?<=[^-]-)(?=[^-])/;
const wordBreak: Piece = {type: 'element', tagName: 'wbr', properties: {}, children: []};

/**
 * A word of code as pieces that break only at its safe points (`profiles.` `<name>.` `insecure_skip_tls_verify`):
 * each piece kept whole, a `<wbr>` between them. Its text is unchanged, so it copies as written.
 */
function safeBreakPieces(word: string): Piece[] {
  return word
    .split(SAFE_POINT)
    .flatMap((part, index) => [
      ...(index > 0 ? [wordBreak] : []),
      part.length > MAX_UNBREAKABLE_LENGTH ? text(part) : unbreakable(part),
    ]);
}

/** The pieces of a word: whole when short, at safe points in a table cell, free to break anywhere when long. */
function wordPieces(word: string, inCell: boolean): Piece[] {
  if (/\s/.test(word)) return [text(word)];
  if (inCell && word.length > CELL_BREAK_LENGTH) return safeBreakPieces(word);
  return [word.length > MAX_UNBREAKABLE_LENGTH ? text(word) : unbreakable(word)];
}

/**
 * Inline code breaks only between its words: a flag (`--plan-only`) or a short command never wraps after `--` or
 * at a hyphen. A code span of one short word is marked whole; a longer one has each short word marked, so it still
 * wraps at its spaces. In a table cell a long word also breaks at its safe points (safeBreakPieces).
 */
/**
 * The markup of a code span: one short word is kept whole by its class; several words, or in a table cell a long
 * word, become pieces that break only between words and at safe points; a long word elsewhere may break anywhere.
 */
export function codeMarkup(value: string, inCell: boolean): {className?: string; pieces?: Piece[]} {
  const words = value.split(/(\s+)/).filter((word) => word !== '');
  if (words.length === 1 && !(inCell && value.length > CELL_BREAK_LENGTH))
    return value.length > MAX_UNBREAKABLE_LENGTH ? {} : {className: NOWRAP_CLASS};
  return {className: WORDS_CLASS, pieces: words.flatMap((word) => wordPieces(word, inCell))};
}

export default function unbreakableCode() {
  return (tree: Root): void => {
    const inCells = new Set<InlineCode>();
    visit(tree, 'tableCell', (cell) => visit(cell, 'inlineCode', (node: InlineCode) => void inCells.add(node)));
    visit(tree, 'inlineCode', (node: InlineCode) => {
      const {className, pieces} = codeMarkup(node.value, inCells.has(node));
      if (!className) return;
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, className: [className]},
        ...(pieces ? {hChildren: pieces as never} : {}),
      };
    });
  };
}
