/**
 * The embedded index on disk: a small entry file, and a folder of immutable shards that a search downloads only
 * as it needs them (ARCHITECTURE.md, "Search"):
 * - vocabulary shards: every indexed word, by first character, to expand a query word (prefix, typos, synonyms),
 *   with the postings shard of each word;
 * - postings shards: for each word, the records that contain it and the score MiniSearch gives each of them;
 * - record chunks: the records themselves, to show the hits of a result page.
 */
import {HIERARCHY_LEVELS, LEVEL_WEIGHT, recordId, type RecordType, type SearchRecord} from './records';

export const INDEX_FORMAT_VERSION = 3;
/** The entry file at the site root. It changes with every index, so it is served `no-cache`. */
export const SEARCH_INDEX_FILE = 'search-index.json';
/** The folder that holds each index's shards, under a name that is the hash of their content. */
export const SHARD_ROOT = 'search-index';

export interface FacetRun {
  /** First and last record id of the run. */
  from: number;
  to: number;
  language: string;
  docusaurus_tag: string;
}

export interface IndexEntry {
  version: typeof INDEX_FORMAT_VERSION;
  siteUrl: string;
  /** Folder of this index's shards, relative to the site root: `search-index/<hash>`. */
  dir: string;
  /** First characters (code points) of the indexed words; each has a vocabulary shard. */
  vocabularies: number[];
  /** Records come in chunks of this many ids: record `n` is in chunk `floor(n / chunkStride)`. */
  chunkStride: number;
  /** The facet values of every record, as runs of ids. */
  facets: FacetRun[];
  /** How many records the index holds (ids skip a few, so that each page starts a chunk). */
  records: number;
  /** The first record id of each page, as gaps from the previous page's (pages weigh results, matching.ts). */
  pageStarts: number[];
  /** The pages (their positions in `pageStarts`) that say what changed in a release: release notes, known issues. */
  releasePages: number[];
}

/**
 * Every indexed word that starts with one character, in the order of `compareTerms`, and where their postings
 * are: postings shards hold runs of words in that same order, so the shard numbers only ever go up by one.
 */
export interface VocabularyShard {
  words: string[];
  /** Postings shard of the first word. */
  firstShard: number;
  /** Indexes in `words` where the next postings shard starts. */
  shardStarts: number[];
}

/** For each word, its records and their scores, interleaved: `[id gap, score, id gap, score, …]`, ids ascending. */
export type PostingsShard = Record<string, number[]>;

/** [type, headings below the page title (lvl2…, trailing empty levels dropped), anchor, content] */
export type ChunkRecord = [type: RecordType, headings: (string | null)[], anchor: string, content: string | null];

export interface ChunkPage {
  route: string;
  section: string;
  title: string;
  tag: string;
  language: string;
  keywords?: string[];
  /** Id and position on its page of the first record below; the others follow one by one. */
  firstId: number;
  firstPosition: number;
  records: ChunkRecord[];
}

export interface RecordChunk {
  pages: ChunkPage[];
}

export const vocabularyFile = (codePoint: number): string => `v-${codePoint}.json`;
export const postingsFile = (shard: number): string => `p-${shard}.json`;
export const chunkFile = (chunk: number): string => `c-${chunk}.json`;

/** Word order of the shards: by UTF-16 code units, the same in Node and every browser. */
export const compareTerms = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const firstCodePoint = (term: string): number => term.codePointAt(0)!;

/** Each word of a vocabulary shard with the number of the postings shard that holds it. */
export function vocabularyWords({words, firstShard, shardStarts}: VocabularyShard): [string, number][] {
  let shard = firstShard;
  let next = 0;
  return words.map((word, index) => {
    while (next < shardStarts.length && shardStarts[next] <= index) {
      shard++;
      next++;
    }
    return [word, shard];
  });
}

/** The pages of an index: how many, and the page of each record id (a table, as results ask for thousands). */
export interface Pages {
  count: number;
  of: (id: number) => number;
}

export function indexPages(entry: Pick<IndexEntry, 'pageStarts' | 'facets'>): Pages {
  const pageOfId = new Uint32Array((entry.facets.at(-1)?.to ?? -1) + 1);
  let start = 0;
  entry.pageStarts.forEach((gap, page) => {
    start += gap;
    const next = start + (entry.pageStarts[page + 1] ?? pageOfId.length);
    pageOfId.fill(page, start, next);
  });
  return {count: entry.pageStarts.length, of: (id) => pageOfId[id]};
}

/** Scores keep four significant digits: enough to rank as MiniSearch does, small once compressed. */
export const roundScore = (score: number): number => Number(score.toPrecision(4));

export function decodePostings(encoded: readonly number[]): {ids: number[]; scores: number[]} {
  const ids: number[] = [];
  const scores: number[] = [];
  let id = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    id += encoded[i];
    ids.push(id);
    scores.push(encoded[i + 1]);
  }
  return {ids, scores};
}

export function encodeChunkPage(records: readonly SearchRecord[], firstId: number): ChunkPage {
  const [first] = records;
  const route = new URL(first.url).pathname;
  return {
    route,
    section: first.hierarchy.lvl0,
    title: first.hierarchy.lvl1,
    tag: first.docusaurus_tag,
    language: first.language,
    ...(first.keywords ? {keywords: first.keywords} : {}),
    firstId,
    firstPosition: first.weight.position,
    records: records.map((record): ChunkRecord => {
      const headings = HIERARCHY_LEVELS.slice(2).map((level) => record.hierarchy[level]);
      while (headings.length && headings.at(-1) === null) headings.pop();
      return [record.type, headings, new URL(record.url).hash.slice(1), record.content];
    }),
  };
}

/** The records of a chunk, by id, exactly as the build had them. */
export function decodeChunk(chunk: RecordChunk, siteUrl: string): Map<number, SearchRecord> {
  const records = new Map<number, SearchRecord>();
  for (const page of chunk.pages) {
    const pageUrl = new URL(page.route, siteUrl).href;
    page.records.forEach(([type, headings, anchor, content], index) => {
      const position = page.firstPosition + index;
      const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings;
      records.set(page.firstId + index, {
        objectID: recordId(page.route, position),
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        type,
        hierarchy: {lvl0: page.section, lvl1: page.title, lvl2, lvl3, lvl4, lvl5, lvl6},
        content,
        ...(position === 0 && page.keywords ? {keywords: page.keywords} : {}),
        language: page.language,
        docusaurus_tag: page.tag,
        weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
      });
    });
  }
  return records;
}
