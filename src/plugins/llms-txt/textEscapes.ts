// The serializer (mdast-util-to-markdown with GFM) escapes every character that could start a construct anywhere in
// a line, which fills a twin with `\[`, `\_`, `\~`, `security\@` and `https\://`. This text handler keeps only the
// escapes that change what the Markdown means where they stand: a delimiter that has a partner it could pair with
// in its block, a bracket before `](`, and everything at the start of a line (list markers, headings, task boxes).
import type {Options} from 'remark-stringify';
import type {Nodes, PhrasingContent, Text} from 'mdast';
import {visit} from 'unist-util-visit';

type TextHandle = NonNullable<NonNullable<Options['handlers']>['text']>;
type Unsafe = Parameters<TextHandle>[2]['unsafe'][number];

/** The blocks inside which delimiters pair up (emphasis, strikethrough) and brackets make links. */
const PHRASING_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
/** GFM literal autolinks (`www.`, `https:`, `a@b.c`): unescaped, a reader's renderer links them, same text. */
const AUTOLINK_CHARACTERS = ['@', ':', '.'];
/** Delimiters that pair into emphasis, strong or (GFM) strikethrough. */
const DELIMITERS = ['*', '_', '~'] as const;
/** An underscore between letters or digits neither opens nor closes emphasis. */
const INTRAWORD_UNDERSCORES = /(?<=[\p{L}\p{N}])_+(?=[\p{L}\p{N}])/gu;
const WHITESPACE = /^\s?$/u;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

/** A block's phrasing as one line of the Markdown it becomes, close enough to tell which delimiters are flanking. */
function line(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'inlineCode') return '`code`';
  if (node.type === 'break') return '\n';
  if (node.type === 'link') return `[${node.children.map(line).join('')}](url)`;
  if (node.type === 'image') return '![alt](url)';
  return 'children' in node ? node.children.map(line).join('') : 'x';
}

/**
 * Whether a delimiter in this line has a partner: one occurrence that can open (left-flanking, CommonMark 6.2)
 * before one that can close (right-flanking). Each character counts as its own run, which only ever finds more.
 */
function pairs(value: string, delimiter: (typeof DELIMITERS)[number]): boolean {
  const text = delimiter === '_' ? value.replace(INTRAWORD_UNDERSCORES, '') : value;
  let opener = false;
  for (let index = 0; index < text.length; index++) {
    if (text[index] !== delimiter) continue;
    const [before, after] = [text.charAt(index - 1), text.charAt(index + 1)];
    const left =
      !WHITESPACE.test(after) && (!PUNCTUATION.test(after) || WHITESPACE.test(before) || PUNCTUATION.test(before));
    const right =
      !WHITESPACE.test(before) && (!PUNCTUATION.test(before) || WHITESPACE.test(after) || PUNCTUATION.test(after));
    if (opener && right) return true;
    opener ||= left;
  }
  return false;
}

/** The characters of a block's text that need no escape there. */
function safeCharacters(block: Nodes): Set<string> {
  const safe = new Set(AUTOLINK_CHARACTERS);
  let attention = false;
  let texts = '';
  visit(block, (node) => {
    if (node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete') attention = true;
    if (node.type === 'text') texts += node.value;
  });
  // The serializer's own `*`, `_` and `~` markers could pair with a lone one in the text.
  const value = line(block);
  for (const delimiter of DELIMITERS) if (!attention && !pairs(value, delimiter)) safe.add(delimiter);
  // Without definitions (a twin writes none), a bracket starts a link or footnote only before `](`.
  if (!texts.includes('](')) safe.add('[');
  return safe;
}

const inPhrasing = (pattern: Unsafe) =>
  !pattern.atBreak &&
  (pattern.inConstruct === 'phrasing' ||
    (Array.isArray(pattern.inConstruct) && pattern.inConstruct.includes('phrasing')));

/**
 * A text handler for remark-stringify that escapes only what would otherwise change meaning in the tree it will
 * serialize: the serializer's patterns for anywhere in a line of text are left out for the characters that are
 * safe in the text's block; those for the start of a line, link labels and other constructs stay.
 */
export function minimalTextEscapes(tree: Nodes): TextHandle {
  const safeIn = new WeakMap<PhrasingContent, Set<string>>();
  visit(tree, (node) => {
    if (!PHRASING_BLOCKS.has(node.type)) return;
    const safe = safeCharacters(node);
    visit(node, 'text', (text) => {
      safeIn.set(text, safe);
    });
  });
  // A pattern for phrasing and other constructs (a bracket in link labels too) keeps the others: one copy each, so
  // the serializer compiles it once; a pattern with no construct left would apply everywhere, so it goes.
  const narrowed = new WeakMap<Unsafe, Unsafe[]>();
  const withoutPhrasing = (pattern: Unsafe): Unsafe[] => {
    if (!narrowed.has(pattern)) {
      const others = [pattern.inConstruct ?? []].flat().filter((construct) => construct !== 'phrasing');
      narrowed.set(pattern, others.length ? [{...pattern, inConstruct: others}] : []);
    }
    return narrowed.get(pattern)!;
  };
  return (node: Text, _parent, state, info) => {
    const safe = safeIn.get(node);
    if (!safe) return state.safe(node.value, info);
    const all = state.unsafe;
    state.unsafe = all.flatMap((pattern) =>
      inPhrasing(pattern) && safe.has(pattern.character) ? withoutPhrasing(pattern) : [pattern],
    );
    try {
      return state.safe(node.value, info);
    } finally {
      state.unsafe = all;
    }
  };
}
