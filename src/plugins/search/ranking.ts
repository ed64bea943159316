/**
 * How the embedded search ranks, in one place: the words it indexes, the fields and their boosts, and the query
 * it runs for what a reader types. The build scores every indexed word with MiniSearch under these settings; the
 * browser runs the same query against the scores it downloads, so both rank alike (tests/unit/search.test.ts).
 */
import type {Options as MiniSearchOptions} from 'minisearch';
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './records';
import type {Pages} from './indexFormat';
import {phrases, synonyms} from './synonyms';

/**
 * Words that carry no subject: articles, pronouns, auxiliaries and question words. A reader's question ("where did
 * my settings go") then searches for its subject, and the rarer words of the subject decide the ranking.
 */
const STOP_WORDS = new Set(
  `a about am an and any are as at be been being but by can could did do does doing done for from get gets go goes
  going got had happen happened happens has have how i if in into is it its me my of on or our should so than that the their them then there
  these they this those to us was we were what when where which who whom whose why will with would you your`.split(
    /\s+/,
  ),
);
/** A word: a run of letters and digits in any script. */
export const WORD = /[\p{L}\p{N}]+/gu;
/**
 * A compound: words joined by `.`, `-`, `_`, `/`, `:` or `@` without a space, as file names, paths, flags, versions
 * and identifiers are written (`config.yaml`, `--plan-only`, `3.0.1`, `sts:AssumeRole`). It is indexed whole as well
 * as word by word, so an exact mention outranks the same words apart. Longer ones (ids, addresses) are not kept whole.
 */
const COMPOUND = /[\p{L}\p{N}]+(?:[._\-/:@][\p{L}\p{N}]+)+/gu;
const MAX_COMPOUND_WORDS = 4;

/** The compounds of a text worth indexing whole: short ones, and the file and folder names of a path. */
function compounds(text: string): string[] {
  const found: string[] = [];
  for (const [compound] of text.matchAll(COMPOUND)) {
    const segments = compound.includes('/') ? compound.split('/') : [];
    for (const candidate of [compound, ...segments]) {
      const words = candidate.match(WORD)?.length ?? 0;
      if (words > 1 && words <= MAX_COMPOUND_WORDS) found.push(candidate);
    }
  }
  return found;
}

/** The words of a text, without its compounds. */
export const words = (text: string): string[] => text.match(WORD) ?? [];
/** The words of a text, then its compounds: what the index holds for it. */
export const tokenize = (text: string): string[] => [...words(text), ...compounds(text)];
export const normalize = (term: string): string => term.toLowerCase();
/** An indexed or searched word: lower case, and nothing for stop words. */
export const processTerm = (term: string): string | null => {
  const lower = normalize(term);
  return STOP_WORDS.has(lower) ? null : lower;
};
/** A leaf of a query tree is one term already: searches do not split it again. */
export const tokenizeQueryLeaf = (term: string): string[] => [term];

/** One unit of a query: a word, or a compound with its words (a match of either counts). */
export interface QueryGroup {
  term: string;
  /** The words of a compound, when none is a stop word; empty for a single word. */
  words: string[];
}

/** The units of a query the engine looks for, in the order typed, each once. */
export function queryGroups(typed: string): QueryGroup[] {
  const query = Object.entries(phrases).reduce(
    (text, [phrase, word]) => text.replace(new RegExp(`\\b${phrase}\\b`, 'giu'), word),
    typed,
  );
  const groups = new Map<string, QueryGroup>();
  const add = (group: QueryGroup) => groups.has(group.term) || groups.set(group.term, group);
  let last = 0;
  const singles = (text: string) => {
    for (const word of text.match(WORD) ?? []) {
      const term = processTerm(word);
      if (term) add({term, words: []});
    }
  };
  for (const match of query.matchAll(COMPOUND)) {
    singles(query.slice(last, match.index));
    last = match.index! + match[0].length;
    const all = match[0].match(WORD) ?? [];
    const words = all.flatMap((word) => processTerm(word) ?? []);
    if (all.length > MAX_COMPOUND_WORDS) words.forEach((term) => add({term, words: []}));
    // Its words stand in for a compound only when they say all it says (`--from-version` is not `version`).
    else add({term: normalize(match[0]), words: words.length === all.length ? words : []});
  }
  singles(query.slice(last));
  return [...groups.values()];
}

/** The words of a query, for highlighting: each word, and the words of each compound, once. */
export const queryWords = (query: string): string[] => [
  ...new Set(queryGroups(query).flatMap(({term, words}) => (words.length ? words : [term]))),
];

/** Pages that say what changed in a release, by route: release notes and known issues. */
export const isReleasePage = (route: string): boolean =>
  /^\/(?:change-log|release-notes|known-issues)(?:\/|$)/.test(route);

/**
 * A question about releases ("which version fixed…", "when did … change", "2.5.1", "known issues june 2025"):
 * the words that ask it, a version number or a month name.
 */
const RELEASE_QUESTION =
  /\b(?:fixed|bugs?|releases?|released|introduced|deprecated|when|latest|came|come|\d+\.\d+(?:\.\d+)?|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
export const asksAboutReleases = (query: string): boolean => RELEASE_QUESTION.test(query);
/** How much more a release page's records count for a question about releases. */
export const RELEASE_BOOST = 2;

/** How much the other matching records of a page add to each of its records' score. */
const PAGE_EVIDENCE = 0.3;

/**
 * Adds to each result a share of the scores of the other results on its page: a page that answers with several
 * sections outranks one that mentions the words once. Sorts by the new score.
 */
export function weighPages<T extends {id: number; score: number}>(results: T[], pages: Pages): T[] {
  const totals = new Float64Array(pages.count);
  for (const {id, score} of results) totals[pages.of(id)] += score;
  for (const result of results) result.score += PAGE_EVIDENCE * (totals[pages.of(result.id)] - result.score);
  return results.sort((a, b) => b.score - a.score);
}

/**
 * Records of one page a result list shows before the other pages' results: more of the same page wait below them,
 * so one page with many matching paragraphs does not fill a whole section of results.
 */
const RECORDS_PER_PAGE = 2;

/** `results` with each page's records beyond the first `RECORDS_PER_PAGE` moved, in order, after the others. */
export function spreadPages<T extends {id: number}>(results: readonly T[], pages: Pages): T[] {
  const shown = new Uint32Array(pages.count);
  const first: T[] = [];
  const later: T[] = [];
  for (const result of results) (shown[pages.of(result.id)]++ < RECORDS_PER_PAGE ? first : later).push(result);
  return [...first, ...later];
}

/** Score multipliers by record type: page titles above headings, headings above body text. */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.6,
  lvl4: 1.4,
  lvl5: 1.2,
  lvl6: 1.1,
  content: 1,
};
const FIELD_BOOST = {title: 6, keywords: 4, heading: 3, content: 1, context: 0.6};
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
    tokenize: tokenizeQueryLeaf,
    processTerm,
    boostDocument: (id) => TYPE_BOOST[typeOf(id as number)],
  },
});

/** Typo tolerance grows with word length: none up to 3 letters, 1 edit up to 7, 2 edits beyond. */
const typoTolerance = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

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

/** A word of the query alone or through a synonym, as a prefix if asked; with `typos`, also with typos. */
function wordQuery(word: string, prefix: boolean, typos: boolean): QueryTree {
  return {
    combineWith: 'OR',
    queries: [
      {
        queries: [word, ...(synonyms[word] ?? [])],
        prefix,
        fuzzy: typos ? (term: string) => typoTolerance(term) : false,
      },
      ...(typos && typoTolerance(word) > 0
        ? [{queries: transpositions(word), prefix: false, fuzzy: false as const}]
        : []),
    ],
  };
}

/**
 * The query as a MiniSearch query tree: every group must match (AND), or any group (OR). A group is a word, alone
 * or through a synonym, or a compound: the compound whole, or all of its words. The last group may be a prefix (a
 * compound's words never are: `3.2.1` must not reach every word that starts with 1). With `typos`, a word may also
 * match with the typos its length allows.
 */
export function queryTree(groups: readonly QueryGroup[], combineWith: Combination, typos: boolean): QueryTree {
  return {
    combineWith,
    queries: groups.map(({term, words}, index) => {
      const whole = wordQuery(term, index === groups.length - 1, typos);
      if (!words.length) return whole;
      return {
        combineWith: 'OR',
        queries: [whole, {combineWith: 'AND', queries: words.map((word) => wordQuery(word, false, typos))}],
      };
    }),
  };
}

/** The searches a query runs, in order, until it has `MIN_RESULTS`: exact words, then typos, then any word. */
export const widening = (groups: readonly QueryGroup[]): [Combination, boolean][] =>
  groups.length > 1
    ? [
        ['AND', false],
        ['AND', true],
        ['OR', true],
      ]
    : [
        ['AND', false],
        ['AND', true],
      ];
