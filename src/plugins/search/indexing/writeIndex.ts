/**
 * Builds the embedded index from the site's records (indexFormat.ts describes the files): MiniSearch indexes the
 * records with the ranking settings and scores each indexed word for each record that contains it, so the
 * browser only has to add up the scores of the words a query matches.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type {SearchRecord} from '../records';
import {
  indexedFields,
  INDEXED_FIELDS,
  isReleasePage,
  miniSearchOptions,
  processTerm,
  tokenize,
  type IndexedRecord,
} from '../ranking';
import {
  INDEX_FORMAT_VERSION,
  SEARCH_INDEX_FILE,
  SHARD_ROOT,
  chunkFile,
  compareTerms,
  encodeChunk,
  firstCodePoint,
  frontCode,
  postingsFile,
  roundScore,
  vocabularyFile,
  type FacetRun,
  type IndexEntry,
  type PostingsShard,
  type RecordChunk,
  type VocabularyShard,
} from '../indexFormat';

interface IndexLayout {
  /** Ids per record chunk; each page starts a chunk, so its title and first headings come in one file. */
  chunkStride: number;
  /** A postings shard holds words up to this many bytes of JSON; a larger word has a shard of its own. */
  postingsShardBytes: number;
}

const DEFAULT_LAYOUT: IndexLayout = {chunkStride: 4, postingsShardBytes: 3_000};

export interface BuiltIndex {
  entry: IndexEntry;
  /** File name inside the shard folder → content. */
  shards: Map<string, string>;
  records: number;
}

/** Record ids: in page order, each page starting on a chunk boundary. */
function assignIds(pages: readonly SearchRecord[][], stride: number): {byId: SearchRecord[]; firstIds: number[]} {
  const byId: SearchRecord[] = [];
  const firstIds: number[] = [];
  let next = 0;
  for (const records of pages) {
    const first = Math.ceil(next / stride) * stride;
    firstIds.push(first);
    records.forEach((record, index) => (byId[first + index] = record));
    next = first + records.length;
  }
  return {byId, firstIds};
}

function facetRuns(pages: readonly SearchRecord[][], firstIds: readonly number[]): FacetRun[] {
  const runs: FacetRun[] = [];
  pages.forEach((records, index) => {
    const [{language, docusaurus_tag}] = records;
    const from = firstIds[index];
    const to = from + records.length - 1;
    const last = runs.at(-1);
    if (last && last.language === language && last.docusaurus_tag === docusaurus_tag) last.to = to;
    else runs.push({from, to, language, docusaurus_tag});
  });
  return runs;
}

/** Every indexed word and, for each, the records that contain it with MiniSearch's score of the word alone. */
function scoreWords(byId: readonly SearchRecord[]): Map<string, number[]> {
  const mini = new MiniSearch<IndexedRecord>(miniSearchOptions((id) => byId[id].type));
  const documents = byId.flatMap((record, id) => (record ? [indexedFields(record, id)] : []));
  mini.addAll(documents);
  const words = new Set<string>();
  for (const document of documents) {
    for (const field of INDEXED_FIELDS) {
      for (const word of tokenize(document[field])) {
        const term = processTerm(word);
        if (term) words.add(term);
      }
    }
  }
  const postings = new Map<string, number[]>();
  for (const word of [...words].sort(compareTerms)) {
    const hits = mini.search(word).sort((a, b) => a.id - b.id);
    let previous = 0;
    postings.set(
      word,
      hits.flatMap((hit) => {
        const gap = hit.id - previous;
        previous = hit.id;
        return [gap, roundScore(hit.score)];
      }),
    );
  }
  return postings;
}

/** The index files for a site's records, given page by page in the order they should rank on equal scores. */
export function buildIndex(pages: readonly SearchRecord[][], siteUrl: string, layout = DEFAULT_LAYOUT): BuiltIndex {
  const nonEmpty = pages.filter((records) => records.length > 0);
  const {byId, firstIds} = assignIds(nonEmpty, layout.chunkStride);
  const shards = new Map<string, string>();

  const postings = scoreWords(byId);
  const shardOfWord = new Map<string, number>();
  let shard: PostingsShard = {};
  let shardBytes = 0;
  let shardCount = 0;
  const closeShard = () => {
    if (shardBytes === 0) return;
    shards.set(postingsFile(shardCount++), JSON.stringify(shard));
    shard = {};
    shardBytes = 0;
  };
  for (const [word, list] of postings) {
    const bytes = word.length + 4 + JSON.stringify(list).length;
    // A word that would overfill the shard starts the next one, so a common word never drags its neighbors along.
    if (shardBytes + bytes > layout.postingsShardBytes) closeShard();
    shard[word] = list;
    shardOfWord.set(word, shardCount);
    shardBytes += bytes;
    if (shardBytes >= layout.postingsShardBytes) closeShard();
  }
  closeShard();

  const vocabularies = new Map<number, Omit<VocabularyShard, 'words'> & {words: string[]}>();
  for (const [word, shardId] of shardOfWord) {
    const key = firstCodePoint(word);
    const vocabulary = vocabularies.get(key) ?? {words: [], firstShard: shardId, shardStarts: []};
    const previousShard = vocabulary.words.length ? shardOfWord.get(vocabulary.words.at(-1)!)! : shardId;
    if (shardId !== previousShard) vocabulary.shardStarts.push(vocabulary.words.length);
    vocabulary.words.push(word);
    vocabularies.set(key, vocabulary);
  }
  for (const [key, vocabulary] of vocabularies) {
    const shard: VocabularyShard = {...vocabulary, words: frontCode(vocabulary.words)};
    shards.set(vocabularyFile(key), JSON.stringify(shard));
  }

  const chunks = new Map<number, RecordChunk>();
  nonEmpty.forEach((records, index) => {
    for (let offset = 0; offset < records.length; offset += layout.chunkStride) {
      const chunkId = (firstIds[index] + offset) / layout.chunkStride;
      chunks.set(chunkId, encodeChunk(records.slice(offset, offset + layout.chunkStride)));
    }
  });
  for (const [chunkId, chunk] of chunks) shards.set(chunkFile(chunkId), JSON.stringify(chunk));

  const hash = crypto.createHash('sha256');
  for (const name of [...shards.keys()].sort()) hash.update(`${name}\n${shards.get(name)}\n`);
  const entry: IndexEntry = {
    version: INDEX_FORMAT_VERSION,
    siteUrl,
    dir: `${SHARD_ROOT}/${hash.digest('hex').slice(0, 12)}`,
    vocabularies: [...vocabularies.keys()].sort((a, b) => a - b),
    chunkStride: layout.chunkStride,
    facets: facetRuns(nonEmpty, firstIds),
    records: byId.filter(Boolean).length,
    pageStarts: firstIds.map((id, index) => id - (firstIds[index - 1] ?? 0)),
    releasePages: nonEmpty.flatMap(([first], index) => (isReleasePage(new URL(first.url).pathname) ? [index] : [])),
  };
  return {entry, shards, records: nonEmpty.reduce((count, records) => count + records.length, 0)};
}

/**
 * Writes the shard folder, then the entry file that names it (replaced in one step, so a reader never sees a half
 * written one), then removes older shard folders in `outDir`. The folder of the entry it replaces stays, so a
 * reader who read that entry a moment ago can still finish its search (the dev server rewrites on every edit).
 */
export async function writeIndex(outDir: string, index: BuiltIndex): Promise<void> {
  const entryFile = path.join(outDir, SEARCH_INDEX_FILE);
  const previous = await fs.readFile(entryFile, 'utf8').then(
    (text) => (JSON.parse(text) as IndexEntry).dir,
    () => undefined,
  );
  const dir = path.join(outDir, index.entry.dir);
  await fs.mkdir(dir, {recursive: true});
  // A few writers at a time: a large site has tens of thousands of shards, more than a process may keep open.
  const queue = [...index.shards];
  await Promise.all(
    Array.from({length: 16}, async () => {
      for (let shard = queue.pop(); shard; shard = queue.pop()) await fs.writeFile(path.join(dir, shard[0]), shard[1]);
    }),
  );
  await fs.writeFile(`${entryFile}.tmp`, JSON.stringify(index.entry));
  await fs.rename(`${entryFile}.tmp`, entryFile);
  const kept = new Set([index.entry.dir, previous].map((folder) => folder && path.basename(folder)));
  for (const folder of await fs.readdir(path.join(outDir, SHARD_ROOT))) {
    if (!kept.has(folder)) await fs.rm(path.join(outDir, SHARD_ROOT, folder), {recursive: true, force: true});
  }
}
