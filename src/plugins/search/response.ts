/**
 * The hits of a search response, in the shape the hosted search service returns them: the records asked for,
 * with matched words highlighted and snippets cut around the first match.
 */
import {HIERARCHY_LEVELS, type SearchRecord} from './records';
import {WORD, normalize, words as wordsOf} from './ranking';
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

type HighlightTags = Required<Pick<SearchParams, 'highlightPreTag' | 'highlightPostTag' | 'snippetEllipsisText'>>;

function highlight(
  text: string,
  matched: Set<string>,
  queryWords: string[],
  pre: string,
  post: string,
): HighlightValue {
  let value = '';
  let last = 0;
  const found = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = normalize(match[0]);
    if (!matched.has(word)) continue;
    for (const query of queryWords) if (word.startsWith(query) || matched.has(word)) found.add(query);
    value += `${escapeHtml(text.slice(last, match.index))}${pre}${escapeHtml(match[0])}${post}`;
    last = match.index! + match[0].length;
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = queryWords.filter((word) => found.has(word));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === queryWords.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords};
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
function snippet(
  text: string,
  words: number,
  matched: Set<string>,
  queryWords: string[],
  params: HighlightTags,
): HighlightValue {
  const {highlightPreTag: pre, highlightPostTag: post, snippetEllipsisText: ellipsis} = params;
  const parts = text.split(/\s+/).filter(Boolean);
  const full = highlight(text, matched, queryWords, pre, post);
  if (parts.length <= words) return {value: full.value, matchLevel: full.matchLevel, matchedWords: full.matchedWords};
  const firstMatchWord = parts.findIndex((part) => wordsOf(part).some((token) => matched.has(normalize(token))));
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

const highlightTags = (params: SearchParams): HighlightTags => ({
  highlightPreTag: params.highlightPreTag ?? '<em>',
  highlightPostTag: params.highlightPostTag ?? '</em>',
  snippetEllipsisText: params.snippetEllipsisText ?? '…',
});

/** One hit: the record's retrieved attributes, highlighted and snippeted for the words the record matched. */
export function toHit(
  record: SearchRecord,
  matchedTerms: readonly string[],
  words: string[],
  params: SearchParams,
): SearchHit {
  const tags = highlightTags(params);
  const lengths = snippetLengths(params.attributesToSnippet);
  const matched = new Set(matchedTerms);
  const highlightOf = (text: string) => highlight(text, matched, words, tags.highlightPreTag, tags.highlightPostTag);
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
      ...(record.content && contentSize ? {content: snippet(record.content, contentSize, matched, words, tags)} : {}),
    },
  };
}
