// Search quality, speed and download budgets, measured on the built embedded index (`npm run build` first), over two
// sets of queries: tests/search/evaluation.json (everyday queries: Recall@5 >= 0.9, MRR >= 0.75) and
// tests/search/hard-evaluation.json (questions, error strings, paths, flags, typos, partial words, jargon and release
// questions, written before the ranking was tuned for them: Recall@5 >= 0.95, MRR >= 0.85, each kind's Recall@5
// >= 0.8). Median query <= 2 ms and p95 <= 10 ms in Node once its shards are read (a query's CPU time, the fastest of
// its passes); what a first search reads of the index (each query on a fresh engine) <= 40 KB brotli for every
// everyday query (long pasted error strings of the hard set read more: reported, not budgeted). Prints tables; exits 1
// when a budget fails.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createSearchEngine, type IndexSource, type SearchHit} from '../src/plugins/search/engine';
import {diskIndexSource} from '../src/plugins/search/indexing/diskSource';
import {SEARCH_INDEX_FILE, type IndexEntry} from '../src/plugins/search/indexFormat';

const ROOT = path.resolve(__dirname, '..');
const BUILD = path.join(ROOT, 'build');
const BUDGET = {medianMs: 2, p95Ms: 10};
const MAX_RESULTS_PER_GROUP = 5;
/** What the modal sends (DocSearch 3.9 with contextual search), minus fields that do not change results. */
const MODAL_REQUEST = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  // Contextual search: pages, and the current version of each indexed docs instance (the guide, the API reference).
  facetFilters: [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
  ],
};

interface Judgement {
  query: string;
  /** What sort of query it is (hard set only): question, error-string, path, flag, typo, partial, synonym, release. */
  kind?: string;
  expect: string[];
}

interface EvaluationSet {
  name: string;
  file: string;
  /** `firstSearchKB`: the most the worst query of the set may read of the index on its first search. */
  budget: {recallAt5: number; mrr: number; kindRecallAt5?: number; firstSearchKB?: number};
}

const SETS: EvaluationSet[] = [
  {name: 'everyday', file: 'tests/search/evaluation.json', budget: {recallAt5: 0.9, mrr: 0.75, firstSearchKB: 40}},
  {name: 'hard', file: 'tests/search/hard-evaluation.json', budget: {recallAt5: 0.95, mrr: 0.85, kindRecallAt5: 0.8}},
];

interface Relevance {
  queries: number;
  recallAt5: number;
  mrr: number;
}

type Row = [string, string, string, boolean];

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
const compressedSizes = new Map<string, number>();
/** A file's size as brotli sends it, compressed once however many queries read it. */
function brotliBytes(file: string): number {
  if (!compressedSizes.has(file)) compressedSizes.set(file, zlib.brotliCompressSync(fs.readFileSync(file)).length);
  return compressedSizes.get(file)!;
}

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

/** Recall@5 and mean reciprocal rank of the first answering page, from each query's rank (0: not found). */
function relevance(ranks: number[]): Relevance {
  const found = ranks.filter((rank) => rank > 0 && rank <= 5).length;
  const reciprocal = ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0);
  return {queries: ranks.length, recallAt5: found / ranks.length, mrr: reciprocal / ranks.length};
}

const WARM_UP_PASSES = 3;
const TIMED_PASSES = 10;

/**
 * Each query's time on a warm engine (shards already read), sorted: the fastest of its passes, in CPU time. Other
 * work on the machine (a build, a browser suite, CI neighbors) only ever adds to a pass (cache misses, a shared core),
 * so the fastest pass is the search's own cost; the median of passes still drifted over 2 ms on a busy CI host.
 */
async function queryTimes(engine: ReturnType<typeof createSearchEngine>, queries: Judgement[]): Promise<number[]> {
  for (let pass = 0; pass < WARM_UP_PASSES; pass++)
    for (const {query} of queries) await engine.search({...MODAL_REQUEST, query});
  const passes: number[][] = queries.map(() => []);
  for (let pass = 0; pass < TIMED_PASSES; pass++) {
    for (const [index, {query}] of queries.entries()) {
      const started = process.cpuUsage();
      await engine.search({...MODAL_REQUEST, query});
      const {user, system} = process.cpuUsage(started);
      passes[index]!.push((user + system) / 1000);
    }
  }
  return passes.map((times) => Math.min(...times)).sort((a, b) => a - b);
}

async function main() {
  if (!fs.existsSync(path.join(BUILD, SEARCH_INDEX_FILE))) {
    console.error('No search index in build/: run `npm run build` first.');
    process.exit(1);
  }
  const entry = JSON.parse(fs.readFileSync(path.join(BUILD, SEARCH_INDEX_FILE), 'utf8')) as IndexEntry;
  const files = fs.readdirSync(path.join(BUILD, entry.dir));
  const indexBytes = files.reduce((sum, file) => sum + fs.statSync(path.join(BUILD, entry.dir, file)).size, 0);
  const sets = SETS.map((set) => ({
    ...set,
    queries: (JSON.parse(fs.readFileSync(path.join(ROOT, set.file), 'utf8')) as {queries: Judgement[]}).queries,
  }));
  /** What a first search reads of the index for each query of a set (each on a fresh engine), sorted. */
  async function firstSearchKB(queries: Judgement[]): Promise<number[]> {
    const kb: number[] = [];
    for (const {query} of queries) {
      const counting = countingSource();
      await createSearchEngine(counting.source).search({...MODAL_REQUEST, query});
      kb.push(counting.bytes() / 1024);
    }
    return kb.sort((a, b) => a - b);
  }

  const engine = createSearchEngine(diskIndexSource(BUILD));
  const rows: Row[] = [];
  const kindRows: string[] = [];
  const misses: string[] = [];
  for (const set of sets) {
    const ranks: {kind: string; rank: number}[] = [];
    for (const {query, kind = 'all', expect} of set.queries) {
      const pages = displayedPages((await engine.search({...MODAL_REQUEST, query})).hits);
      const rank = pages.findIndex((page) => expect.includes(page)) + 1;
      ranks.push({kind, rank});
      if (rank !== 1)
        misses.push(
          `  [${set.name}${kind === 'all' ? '' : `, ${kind}`}] ${JSON.stringify(query)}: expected ${expect.join(' or ')} at rank ${rank || 'none'}; top 3: ${pages.slice(0, 3).join(', ')}`,
        );
    }
    const overall = relevance(ranks.map(({rank}) => rank));
    const {recallAt5, mrr, kindRecallAt5} = set.budget;
    rows.push(
      [`Recall@5, ${set.name} set`, overall.recallAt5.toFixed(3), `>= ${recallAt5}`, overall.recallAt5 >= recallAt5],
      [`MRR, ${set.name} set`, overall.mrr.toFixed(3), `>= ${mrr}`, overall.mrr >= mrr],
    );
    const kinds = [...new Set(ranks.map(({kind}) => kind))];
    for (const kind of kinds) {
      const measured = relevance(ranks.filter((entry) => entry.kind === kind).map(({rank}) => rank));
      const ok = kindRecallAt5 === undefined || measured.recallAt5 >= kindRecallAt5;
      if (!ok)
        rows.push([`Recall@5, ${set.name} set, ${kind}`, measured.recallAt5.toFixed(3), `>= ${kindRecallAt5}`, ok]);
      kindRows.push(
        `| ${set.name} | ${kind} | ${measured.queries} | ${measured.recallAt5.toFixed(3)} | ${measured.mrr.toFixed(3)} |`,
      );
    }
  }

  for (const set of sets) {
    const timings = await queryTimes(engine, set.queries);
    const median = percentile(timings, 0.5);
    const p95 = percentile(timings, 0.95);
    rows.push(
      [`Median query (ms), ${set.name} set`, median.toFixed(2), `<= ${BUDGET.medianMs}`, median <= BUDGET.medianMs],
      [`p95 query (ms), ${set.name} set`, p95.toFixed(2), `<= ${BUDGET.p95Ms}`, p95 <= BUDGET.p95Ms],
    );
  }
  for (const set of sets) {
    const kb = await firstSearchKB(set.queries);
    const worst = kb.at(-1)!;
    const budgeted = set.budget.firstSearchKB !== undefined;
    rows.push(
      [`First search reads, median (KB brotli), ${set.name} set`, percentile(kb, 0.5).toFixed(1), '', true],
      [
        `First search reads, worst query (KB brotli), ${set.name} set`,
        worst.toFixed(1),
        budgeted ? `<= ${set.budget.firstSearchKB}` : '',
        !budgeted || worst <= set.budget.firstSearchKB!,
      ],
    );
  }
  console.log(
    `Embedded search: ${files.length} index files, ${(indexBytes / 1024).toFixed(0)} KB in all, in ${entry.dir}/`,
  );
  console.log(
    `Evaluation: ${sets.map((set) => `${set.queries.length} ${set.name} queries`).join(', ')}; each timed ${TIMED_PASSES} times\n`,
  );
  console.log('| Measure | Value | Budget | |\n| --- | --- | --- | --- |');
  for (const [name, value, budget, ok] of rows)
    console.log(`| ${name} | ${value} | ${budget} | ${ok ? 'pass' : 'FAIL'} |`);
  console.log('\n| Set | Kind | Queries | Recall@5 | MRR |\n| --- | --- | --- | --- | --- |');
  console.log(kindRows.join('\n'));
  if (misses.length)
    console.log(`\nQueries whose answer is not the first page (${misses.length}):\n${misses.join('\n')}`);
  process.exit(rows.every(([, , , ok]) => ok) ? 0 : 1);
}

void main();
