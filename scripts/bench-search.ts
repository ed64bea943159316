// Search quality, speed and download budgets, measured on the built embedded index (`npm run build` first):
// Recall@5 >= 0.9 and MRR >= 0.75 over tests/search/evaluation.json; median query <= 2 ms and p95 <= 10 ms in Node
// once its shards are read; what a first search reads of the index (each query on a fresh engine) <= 40 KB brotli.
// Prints a table; exits 1 when a budget fails.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createSearchEngine, type IndexSource, type SearchHit} from '../src/plugins/search/engine';
import {diskIndexSource} from '../src/plugins/search/indexing/diskSource';
import {SEARCH_INDEX_FILE, type IndexEntry} from '../src/plugins/search/indexFormat';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const BUDGET = {recallAt5: 0.9, mrr: 0.75, medianMs: 2, p95Ms: 10, firstSearchKB: 40};
const MAX_RESULTS_PER_GROUP = 5;
/** What the modal sends (DocSearch 3.9 with contextual search), minus fields that do not change results. */
const MODAL_REQUEST = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

interface Judgement {
  query: string;
  expect: string[];
}

/** The order a reader sees: hits grouped by top-level section (first appearance), at most 5 per group. */
function displayedPages(hits: SearchHit[]): string[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy!.lvl0) ?? [];
    if (group.length < MAX_RESULTS_PER_GROUP) group.push(hit);
    groups.set(hit.hierarchy!.lvl0, group);
  }
  const pages = [...groups.values()].flat().map((hit) => new URL(hit.url!).pathname.replace(/(.)\/$/, '$1'));
  return [...new Set(pages)];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const brotliBytes = (file: string) => zlib.brotliCompressSync(fs.readFileSync(file)).length;

/** A disk source that counts the compressed size of every file a fresh engine reads. */
function countingSource(): {source: IndexSource; bytes: () => number} {
  const disk = diskIndexSource(BUILD);
  let bytes = 0;
  return {
    source: {
      entry: () => ((bytes += brotliBytes(path.join(BUILD, SEARCH_INDEX_FILE))), disk.entry()),
      shard: <T>(entry: IndexEntry, file: string) => {
        bytes += brotliBytes(path.join(BUILD, entry.dir, file));
        return disk.shard<T>(entry, file);
      },
    },
    bytes: () => bytes,
  };
}

async function main() {
  if (!fs.existsSync(path.join(BUILD, SEARCH_INDEX_FILE))) {
    console.error('No search index in build/: run `npm run build` first.');
    process.exit(1);
  }
  const entry = JSON.parse(fs.readFileSync(path.join(BUILD, SEARCH_INDEX_FILE), 'utf8')) as IndexEntry;
  const files = fs.readdirSync(path.join(BUILD, entry.dir));
  const indexBytes = files.reduce((sum, file) => sum + fs.statSync(path.join(BUILD, entry.dir, file)).size, 0);
  const {queries} = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/evaluation.json'), 'utf8')) as {
    queries: Judgement[];
  };

  const firstSearchKB: number[] = [];
  for (const {query} of queries) {
    const counting = countingSource();
    await createSearchEngine(counting.source).search({...MODAL_REQUEST, query});
    firstSearchKB.push(counting.bytes() / 1024);
  }
  firstSearchKB.sort((a, b) => a - b);

  const engine = createSearchEngine(diskIndexSource(BUILD));
  let found = 0;
  let reciprocalRanks = 0;
  const misses: string[] = [];
  for (const {query, expect} of queries) {
    const pages = displayedPages((await engine.search({...MODAL_REQUEST, query})).hits);
    const rank = pages.findIndex((page) => expect.includes(page)) + 1;
    if (rank > 0 && rank <= 5) found++;
    if (rank > 0) reciprocalRanks += 1 / rank;
    if (rank !== 1)
      misses.push(
        `  ${JSON.stringify(query)}: expected ${expect.join(' or ')} at rank ${rank || 'none'}; top 3: ${pages.slice(0, 3).join(', ')}`,
      );
  }

  for (let pass = 0; pass < 5; pass++) for (const {query} of queries) await engine.search({...MODAL_REQUEST, query});
  const timings: number[] = [];
  for (let pass = 0; pass < 20; pass++) {
    for (const {query} of queries) {
      const started = performance.now();
      await engine.search({...MODAL_REQUEST, query});
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);

  const measured = {
    recallAt5: found / queries.length,
    mrr: reciprocalRanks / queries.length,
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    firstSearchKB: percentile(firstSearchKB, 0.5),
    worstFirstSearchKB: firstSearchKB.at(-1)!,
  };
  const rows: [string, string, string, boolean][] = [
    ['Recall@5', measured.recallAt5.toFixed(3), `>= ${BUDGET.recallAt5}`, measured.recallAt5 >= BUDGET.recallAt5],
    ['MRR', measured.mrr.toFixed(3), `>= ${BUDGET.mrr}`, measured.mrr >= BUDGET.mrr],
    ['Median query (ms)', measured.medianMs.toFixed(2), `<= ${BUDGET.medianMs}`, measured.medianMs <= BUDGET.medianMs],
    ['p95 query (ms)', measured.p95Ms.toFixed(2), `<= ${BUDGET.p95Ms}`, measured.p95Ms <= BUDGET.p95Ms],
    ['First search reads, median (KB brotli)', measured.firstSearchKB.toFixed(1), '', true],
    [
      'First search reads, worst query (KB brotli)',
      measured.worstFirstSearchKB.toFixed(1),
      `<= ${BUDGET.firstSearchKB}`,
      measured.worstFirstSearchKB <= BUDGET.firstSearchKB,
    ],
  ];

  console.log(
    `Embedded search: ${files.length} index files, ${(indexBytes / 1024).toFixed(0)} KB in all, in ${entry.dir}/`,
  );
  console.log(`Evaluation: ${queries.length} queries, ${timings.length} timed searches\n`);
  console.log('| Measure | Value | Budget | |\n| --- | --- | --- | --- |');
  for (const [name, value, budget, ok] of rows)
    console.log(`| ${name} | ${value} | ${budget} | ${ok ? 'pass' : 'FAIL'} |`);
  if (misses.length)
    console.log(`\nQueries whose answer is not the first page (${misses.length}):\n${misses.join('\n')}`);
  process.exit(rows.every(([, , , ok]) => ok) ? 0 : 1);
}

void main();
