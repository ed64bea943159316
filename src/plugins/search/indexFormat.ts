/**
 * The embedded index on disk: a small entry file, and a folder of immutable shards that a search downloads only
 * as it needs them (ARCHITECTURE.md, "Search"):
 * - vocabulary shards: every indexed word, by first character, to expand a query word (prefix, typos, synonyms),
 *   with the postings shard of each word;
 * - postings shards: for each word, the records that contain it and the score MiniSearch gives each of them;
 * - record chunks: the records themselves, to show the hits of a result page.
 */
import {HIERARCHY_LEVELS, LEVEL_WEIGHT, recordId, type RecordType, type SearchRecord} from './records';

export const INDEX_FORMAT_VERSION = 4;
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
  /** The first record id of each page, as gaps from the previous page's (pages weigh results; chunks need positions). */
  pageStarts: number[];
  /** The pages (their positions in `pageStarts`) that say what changed in a release: release notes, known issues. */
  releasePages: number[];
}

/**
 * Every indexed word that starts with one character, in the order of `compareTerms`, and where their postings
 * are: postings shards hold runs of words in that same order, so the shard numbers only ever go up by one.
 */
export interface VocabularyShard {
  /** The words, front-coded (`frontCode`). */
  words: string;
  /** Postings shard of the first word. */
  firstShard: number;
  /** Indexes in `words` where the next postings shard starts. */
  shardStarts: number[];
}

/** Front coding marks each word with a letter A–Z: how many characters it shares with the word before it. */
const SHARED_MARKS = 26;
const FIRST_MARK = 'A'.charCodeAt(0);

/**
 * Sorted words as one string: each word is a mark (`A` shares nothing with the word before, `B` its first
 * character…) followed by the rest of the word. Indexed words are lower-case, so a mark never occurs inside one.
 */
export function frontCode(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      if (/[A-Z]/.test(word)) throw new Error(`Search index: "${word}" is not lower-case`);
      let shared = 0;
      while (shared < SHARED_MARKS - 1 && shared < previous.length && previous[shared] === word[shared]) shared++;
      previous = word;
      return String.fromCharCode(FIRST_MARK + shared) + word.slice(shared);
    })
    .join('');
}

function frontDecode(coded: string): string[] {
  let previous = '';
  return (coded.match(/[A-Z][^A-Z]*/g) ?? []).map((part) => {
    previous = previous.slice(0, part.charCodeAt(0) - FIRST_MARK) + part.slice(1);
    return previous;
  });
}

/** For each word, its records and their scores, interleaved: `[id gap, score, id gap, score, …]`, ids ascending. */
export type PostingsShard = Record<string, number[]>;

/** [type, headings below the page title (lvl2…, trailing empty levels dropped), anchor, content] */
type ChunkRecord = [type: RecordType, headings: (string | null)[], anchor: string, content: string | null];

/**
 * The records of one chunk: a run of one page's records (each page starts a chunk), the first at id
 * `chunk * chunkStride`. Their position on the page follows from the entry's `pageStarts`, their language and tag
 * from its `facets`, so a chunk holds only what differs.
 */
export type RecordChunk = [
  route: string,
  section: string,
  title: string,
  keywords: string[] | null,
  records: ChunkRecord[],
];

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
  return frontDecode(words).map((word, index) => {
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

export function encodeChunk(records: readonly SearchRecord[]): RecordChunk {
  const [first] = records;
  return [
    new URL(first.url).pathname,
    first.hierarchy.lvl0,
    first.hierarchy.lvl1,
    first.weight.position === 0 && first.keywords ? first.keywords : null,
    records.map((record): ChunkRecord => {
      const headings = HIERARCHY_LEVELS.slice(2).map((level) => record.hierarchy[level]);
      while (headings.length && headings.at(-1) === null) headings.pop();
      return [record.type, headings, new URL(record.url).hash.slice(1), record.content];
    }),
  ];
}

/** The first record id of the page that holds record `id`. */
function pageStartOf(pageStarts: readonly number[], id: number): number {
  let start = 0;
  for (const gap of pageStarts) {
    if (start + gap > id) break;
    start += gap;
  }
  return start;
}

/** The records of chunk number `chunkId`, by id, exactly as the build had them. */
export function decodeChunk(
  [route, section, title, keywords, chunkRecords]: RecordChunk,
  chunkId: number,
  entry: Pick<IndexEntry, 'siteUrl' | 'chunkStride' | 'pageStarts' | 'facets'>,
): Map<number, SearchRecord> {
  const firstId = chunkId * entry.chunkStride;
  const firstPosition = firstId - pageStartOf(entry.pageStarts, firstId);
  const facets = entry.facets.find(({from, to}) => firstId >= from && firstId <= to);
  if (!facets) throw new Error(`Search index: record ${firstId} has no facets`);
  const pageUrl = new URL(route, entry.siteUrl).href;
  const records = new Map<number, SearchRecord>();
  chunkRecords.forEach(([type, headings, anchor, content], index) => {
    const position = firstPosition + index;
    const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = headings;
    records.set(firstId + index, {
      objectID: recordId(route, position),
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy: {lvl0: section, lvl1: title, lvl2, lvl3, lvl4, lvl5, lvl6},
      content,
      ...(position === 0 && keywords ? {keywords} : {}),
      language: facets.language,
      docusaurus_tag: facets.docusaurus_tag,
      weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
    });
  });
  return records;
}
