/**
 * How the embedded search ranks, in one place: the words it indexes, the fields and their boosts, and the query
 * it runs for what a reader types. The build scores every indexed word with MiniSearch under these settings; the
 * browser runs the same query against the scores it downloads, so both rank alike (tests/unit/search.test.ts).
 */
import type {Options as MiniSearchOptions} from 'minisearch';
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './records';
import {synonyms} from './synonyms';

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the this to what when where which with you your'.split(
    ' ',
  ),
);
/** A word: a run of letters and digits in any script. */
export const WORD = /[\p{L}\p{N}]+/gu;

export const tokenize = (text: string): string[] => text.match(WORD) ?? [];
export const normalize = (term: string): string => term.toLowerCase();
/** An indexed or searched word: lower case, and nothing for stop words. */
export const processTerm = (term: string): string | null => {
  const lower = normalize(term);
  return STOP_WORDS.has(lower) ? null : lower;
};
/** The words of a query the engine looks for: processed, without stop words, each once. */
export const queryWords = (query: string): string[] => [
  ...new Set(tokenize(query).flatMap((word) => processTerm(word) ?? [])),
];

/** Score multipliers by record type: page titles above headings, headings above body text. */
export const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.6,
  lvl4: 1.4,
  lvl5: 1.2,
  lvl6: 1.1,
  content: 1,
};
export const FIELD_BOOST = {title: 6, keywords: 4, heading: 3, content: 1, context: 0.6};
export type IndexedField = keyof typeof FIELD_BOOST;
export const INDEXED_FIELDS = Object.keys(FIELD_BOOST) as IndexedField[];

/** Below this many results, the search widens: typos are allowed, then results that match only some words. */
export const MIN_RESULTS = 5;

export type IndexedRecord = {id: number} & Record<IndexedField, string>;

/** What of a record is searchable, field by field: a title and its keywords, a heading, or text with its headings. */
export function indexedFields(record: SearchRecord, id: number): IndexedRecord {
  const {hierarchy, type} = record;
  const levels = HIERARCHY_LEVELS.map((level) => hierarchy[level]).filter((value): value is string => Boolean(value));
  const none = {title: '', keywords: '', heading: '', content: ''};
  if (type === 'lvl1') {
    return {...none, id, title: hierarchy.lvl1, keywords: (record.keywords ?? []).join(' '), context: hierarchy.lvl0};
  }
  if (type === 'content') return {...none, id, content: record.content ?? '', context: levels.slice(1).join(' ')};
  return {...none, id, heading: hierarchy[type] ?? '', context: levels.slice(1, -1).join(' ')};
}

/** MiniSearch's settings for the records: the build scores with them (indexing/writeIndex.ts). */
export const miniSearchOptions = (typeOf: (id: number) => RecordType): MiniSearchOptions<IndexedRecord> => ({
  fields: INDEXED_FIELDS,
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    boost: FIELD_BOOST,
    processTerm,
    boostDocument: (id) => TYPE_BOOST[typeOf(id as number)],
  },
});

/** Typo tolerance grows with word length: none up to 3 letters, 1 edit up to 7, 2 edits beyond. */
export const typoTolerance = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/** Words with two neighbouring letters swapped ("drfit"): one typo to a reader, two edits to Levenshtein. */
function transpositions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}

export type Combination = 'AND' | 'OR';

/** A MiniSearch query: a string, or queries combined with AND or OR, with prefix and typo options for their terms. */
export type QueryTree =
  | string
  | {combineWith?: Combination; prefix?: boolean; fuzzy?: false | ((term: string) => number); queries: QueryTree[]};

/**
 * The query as a MiniSearch query tree: every word must match (AND), or any word (OR), each word alone or through
 * a synonym; the last word may be a prefix. With `typos`, a word may also match with the typos its length allows.
 */
export function queryTree(words: readonly string[], combineWith: Combination, typos: boolean): QueryTree {
  return {
    combineWith,
    queries: words.map((word, index) => ({
      combineWith: 'OR',
      queries: [
        {
          queries: [word, ...(synonyms[word] ?? [])],
          prefix: index === words.length - 1,
          fuzzy: typos ? (term: string) => typoTolerance(term) : false,
        },
        ...(typos && typoTolerance(word) > 0
          ? [{queries: transpositions(word), prefix: false, fuzzy: false as const}]
          : []),
      ],
    })),
  };
}

/** The searches a query runs, in order, until it has `MIN_RESULTS`: exact words, then typos, then any word. */
export const widening = (words: readonly string[]): [Combination, boolean][] =>
  words.length > 1
    ? [
        ['AND', false],
        ['AND', true],
        ['OR', true],
      ]
    : [
        ['AND', false],
        ['AND', true],
      ];
