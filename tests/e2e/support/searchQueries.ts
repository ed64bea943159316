/**
 * Search queries for the browser tests, taken from the search evaluation (tests/search/evaluation.json, the queries
 * readers type) and chosen by what the built index answers, so that no test types a query that only works while a
 * given page says a given thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  createSearchEngine,
  type IndexSource,
  type SearchEngine,
  type SearchHit,
  type SearchParams,
  type SearchResponse,
} from '../../../src/plugins/search/engine';
import {diskIndexSource} from '../../../src/plugins/search/indexing/diskSource';
import type {IndexEntry} from '../../../src/plugins/search/indexFormat';

const ROOT = path.resolve(__dirname, '../../..');
const BUILD_DIR = path.join(ROOT, 'build');
/** DocSearch shows at most this many hits of one top-level section. */
const SHOWN_PER_SECTION = 5;

/** The everyday queries of the search evaluation, in its order. */
const everydayQueries: readonly string[] = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/evaluation.json'), 'utf8')) as {queries: {query: string}[]}
).queries.map(({query}) => query);

/**
 * What the search modal asks, minus fields that do not change results: DocSearch cuts snippets to 5 words in a
 * window 768 px wide or less, and to 10 words in a wider one.
 */
export const modalRequest = (snippetWords = 10): SearchParams => ({
  hitsPerPage: 20,
  attributesToSnippet: ['lvl1', 'lvl2', 'lvl3']
    .map((level) => `hierarchy.${level}:${snippetWords}`)
    .concat(`content:${snippetWords}`),
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  // The tags of contextual search: pages, and the current version of each docs instance that is indexed (the guide,
  // the API reference; the style guide is not).
  facetFilters: [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
  ],
});

let builtEngine: SearchEngine | undefined;
/** The embedded engine on build/'s index: it answers in Node as it answers in the browser. */
export function builtSiteEngine(): SearchEngine {
  builtEngine ??= createSearchEngine(diskIndexSource(BUILD_DIR));
  return builtEngine;
}

/** The hits the modal shows, in its order: grouped by top-level section in order of first appearance, five each. */
export function shownHits(hits: readonly SearchHit[]): SearchHit[] {
  const sections = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const section = sections.get(hit.hierarchy!.lvl0!) ?? [];
    if (section.length < SHOWN_PER_SECTION) section.push(hit);
    sections.set(hit.hierarchy!.lvl0!, section);
  }
  return [...sections.values()].flat();
}

interface QueryChoice {
  /** What the query must find, for the failure message. */
  what?: string;
  wanted?: (response: SearchResponse) => boolean;
  /** Asked as the modal asks by default. */
  request?: SearchParams;
  /** The index asked: build/'s by default. */
  engine?: SearchEngine;
}

/**
 * The first everyday query whose results satisfy `wanted` (by default: it finds something). Fails, naming what was
 * wanted, when no query does.
 */
export async function everydayQuery({
  what = 'results',
  wanted = (response) => response.hits.length > 0,
  request = modalRequest(),
  engine = builtSiteEngine(),
}: QueryChoice = {}): Promise<string> {
  for (const query of everydayQueries) if (wanted(await engine.search({...request, query}))) return query;
  throw new Error(`No query of tests/search/evaluation.json finds ${what}`);
}

/** An everyday query that reads more of the index on a first search than any other (counted uncompressed). */
export async function heaviestEverydayQuery(): Promise<string> {
  const disk = diskIndexSource(BUILD_DIR);
  let heaviest = {query: everydayQueries[0], bytes: 0};
  for (const query of everydayQueries) {
    let bytes = 0;
    const counting: IndexSource = {
      entry: disk.entry,
      shard: <T>(entry: IndexEntry, file: string) => {
        bytes += fs.statSync(path.join(BUILD_DIR, entry.dir, file)).size;
        return disk.shard<T>(entry, file);
      },
    };
    await createSearchEngine(counting).search({...modalRequest(), query});
    if (bytes > heaviest.bytes) heaviest = {query, bytes};
  }
  return heaviest.query;
}
