/**
 * The embedded search engine: answers the same requests the hosted search service answers (query, facet
 * filters, paging, highlight and snippet), over DocSearch-shaped records, using MiniSearch for matching.
 */
import MiniSearch, {type Query, type SearchResult as MiniResult} from 'minisearch';
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './records';
import {synonyms} from './synonyms';
import {escapeHtml} from './escapeHtml';

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: string | readonly (string | readonly string[])[];
  facets?: string | readonly string[];
  attributesToRetrieve?: readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type SearchHit = Partial<SearchRecord> & {
  objectID: string;
  _highlightResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<string, HighlightValue>; content?: HighlightValue};
};

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or the this to what when where which with you your'.split(
    ' ',
  ),
);
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
const DEFAULT_HITS_PER_PAGE = 20;
/** Below this many results, the search widens: typos are allowed, then results that match only some words. */
const MIN_RESULTS = 5;

const WORD = /[\p{L}\p{N}]+/gu;
export const tokenize = (text: string): string[] => text.match(WORD) ?? [];
const normalize = (term: string) => term.toLowerCase();
const indexTerm = (term: string) => {
  const lower = normalize(term);
  return STOP_WORDS.has(lower) ? null : lower;
};
/** Typo tolerance grows with word length: none up to 3 letters, 1 edit up to 7, 2 edits beyond. */
const typoTolerance = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

interface IndexedRecord {
  id: number;
  title: string;
  keywords: string;
  heading: string;
  content: string;
  context: string;
}

function indexedFields(record: SearchRecord, id: number): IndexedRecord {
  const {hierarchy, type} = record;
  const levels = HIERARCHY_LEVELS.map((level) => hierarchy[level]).filter((value): value is string => Boolean(value));
  const none = {title: '', keywords: '', heading: '', content: ''};
  if (type === 'lvl1')
    return {...none, id, title: hierarchy.lvl1, keywords: (record.keywords ?? []).join(' '), context: hierarchy.lvl0};
  if (type === 'content') return {...none, id, content: record.content ?? '', context: levels.slice(1).join(' ')};
  return {...none, id, heading: hierarchy[type] ?? '', context: levels.slice(1, -1).join(' ')};
}

/** Words with two neighbouring letters swapped ("drfit"): one typo to a reader, two edits to Levenshtein. */
function transpositions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) variants.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return variants;
}

/**
 * The query as a tree: every word must match, or a synonym; the last word may be a prefix. With `typos`, a word
 * may also match with the typos its length allows.
 */
function queryTree(words: string[], combineWith: 'AND' | 'OR', typos: boolean): Query {
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
        ...(typos && typoTolerance(word) > 0 ? [{queries: transpositions(word), prefix: false, fuzzy: false}] : []),
      ],
    })),
  };
}

function parseFacetFilters(filters: SearchParams['facetFilters']): string[][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) => (typeof entry === 'string' ? [entry] : [...entry]));
}

const matchesFacets = (record: SearchRecord, groups: string[][]) =>
  groups.every((group) =>
    group.some((filter) => {
      const [attribute, value] = filter.split(/:(.*)/s);
      return String(record[attribute as keyof SearchRecord]) === value;
    }),
  );

function highlight(
  text: string,
  matched: Set<string>,
  queryWords: string[],
  pre: string,
  post: string,
): HighlightValue & {firstMatch: number} {
  let value = '';
  let last = 0;
  let firstMatch = -1;
  const found = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = normalize(match[0]);
    if (!matched.has(word)) continue;
    if (firstMatch < 0) firstMatch = match.index!;
    for (const query of queryWords) if (word.startsWith(query) || matched.has(word)) found.add(query);
    value += `${escapeHtml(text.slice(last, match.index))}${pre}${escapeHtml(match[0])}${post}`;
    last = match.index! + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = queryWords.filter((word) => found.has(word));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === queryWords.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords, firstMatch};
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
function snippet(
  text: string,
  words: number,
  matched: Set<string>,
  queryWords: string[],
  params: Required<Pick<SearchParams, 'highlightPreTag' | 'highlightPostTag' | 'snippetEllipsisText'>>,
): HighlightValue {
  const {highlightPreTag: pre, highlightPostTag: post, snippetEllipsisText: ellipsis} = params;
  const parts = text.split(/\s+/).filter(Boolean);
  const full = highlight(text, matched, queryWords, pre, post);
  if (parts.length <= words) return {value: full.value, matchLevel: full.matchLevel, matchedWords: full.matchedWords};
  const firstMatchWord = parts.findIndex((part) => tokenize(part).some((token) => matched.has(normalize(token))));
  const start = Math.max(
    0,
    Math.min(parts.length - words, (firstMatchWord < 0 ? 0 : firstMatchWord) - Math.floor(words / 3)),
  );
  const window = parts.slice(start, start + words).join(' ');
  const marked = highlight(window, matched, queryWords, pre, post);
  const value = `${start > 0 ? ellipsis : ''}${marked.value}${start + words < parts.length ? ellipsis : ''}`;
  return {value, matchLevel: full.matchLevel, matchedWords: full.matchedWords};
}

function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, size] = attribute.split(':');
    lengths.set(name, Number(size) || 10);
  }
  return lengths;
}

function retrieve(record: SearchRecord, attributes: readonly string[] | undefined): Partial<SearchRecord> {
  if (!attributes || attributes.includes('*')) return {...record};
  const keys = new Set(attributes.map((attribute) => attribute.split('.')[0]));
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}

export interface SearchEngine {
  search(params: SearchParams, indexName?: string): SearchResponse;
  readonly size: number;
}

export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const mini = new MiniSearch<IndexedRecord>({
    fields: ['title', 'keywords', 'heading', 'content', 'context'],
    storeFields: [],
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      processTerm: indexTerm,
      boostDocument: (id) => TYPE_BOOST[records[id as number].type],
    },
  });
  mini.addAll(records.map(indexedFields));

  let queryCounter = 0;
  return {
    size: records.length,
    search(params, indexName = 'skyloom') {
      const started = performance.now();
      const query = (params.query ?? '').slice(0, 512);
      const words = [
        ...new Set(
          tokenize(query)
            .map(normalize)
            .filter((word) => !STOP_WORDS.has(word)),
        ),
      ];
      const facetGroups = parseFacetFilters(params.facetFilters);
      const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
      const page = params.page ?? 0;

      let results: MiniResult[] = [];
      if (words.length > 0) {
        const filter = (result: MiniResult) => matchesFacets(records[result.id], facetGroups);
        // Widen step by step until there are enough results: exact words, then typos, then any of the words.
        for (const [combineWith, typos] of [
          ['AND', false],
          ['AND', true],
          ['OR', true],
        ] as const) {
          if (results.length >= MIN_RESULTS) break;
          if (combineWith === 'OR' && words.length === 1) break;
          const seen = new Set(results.map((result) => result.id));
          results = [
            ...results,
            ...mini.search(queryTree(words, combineWith, typos), {filter}).filter((result) => !seen.has(result.id)),
          ];
        }
      }

      const tags = {
        highlightPreTag: params.highlightPreTag ?? '<em>',
        highlightPostTag: params.highlightPostTag ?? '</em>',
        snippetEllipsisText: params.snippetEllipsisText ?? '…',
      };
      const lengths = snippetLengths(params.attributesToSnippet);
      const pageResults = results.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage);
      const hits = pageResults.map((result): SearchHit => {
        const record = records[result.id];
        const matched = new Set(result.terms);
        const highlightOf = (text: string) => {
          const {firstMatch: _, ...value} = highlight(
            text,
            matched,
            words,
            tags.highlightPreTag,
            tags.highlightPostTag,
          );
          return value;
        };
        const hierarchyHighlight: Record<string, HighlightValue> = {};
        const hierarchySnippet: Record<string, HighlightValue> = {};
        for (const level of HIERARCHY_LEVELS) {
          const text = record.hierarchy[level];
          if (!text) continue;
          hierarchyHighlight[level] = highlightOf(text);
          const size = lengths.get(`hierarchy.${level}`);
          if (size) hierarchySnippet[level] = snippet(text, size, matched, words, tags);
        }
        const contentSize = lengths.get('content');
        return {
          ...retrieve(record, params.attributesToRetrieve),
          objectID: record.objectID,
          _highlightResult: {
            hierarchy: hierarchyHighlight,
            ...(record.content ? {content: highlightOf(record.content)} : {}),
          },
          _snippetResult: {
            hierarchy: hierarchySnippet,
            ...(record.content && contentSize
              ? {content: snippet(record.content, contentSize, matched, words, tags)}
              : {}),
          },
        };
      });

      const facetNames = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
      const facets = facetNames.length
        ? Object.fromEntries(
            facetNames.map((name) => {
              const counts: Record<string, number> = {};
              for (const result of results) {
                const value = String(records[result.id][name as keyof SearchRecord]);
                counts[value] = (counts[value] ?? 0) + 1;
              }
              return [name, counts];
            }),
          )
        : undefined;

      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
        hitsPerPage,
        processingTimeMS: Math.round(performance.now() - started),
        query,
        params: new URLSearchParams({query}).toString(),
        index: indexName,
        exhaustiveNbHits: true,
        ...(facets ? {facets} : {}),
        ...(params.clickAnalytics ? {queryID: `embedded-${(++queryCounter).toString(16).padStart(8, '0')}`} : {}),
      };
    },
  };
}
