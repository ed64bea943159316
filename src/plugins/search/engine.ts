/**
 * The embedded search engine: answers the requests the hosted search service answers (query, facet filters,
 * paging, highlight and snippet) from the sharded index, downloading only the shards a query needs: the
 * vocabulary of its words' first letters, the postings of the words they reach, and the records of the hits shown.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type {SearchRecord} from './records';
import {
  MIN_RESULTS,
  RELEASE_BOOST,
  asksAboutReleases,
  queryGroups,
  queryTree,
  queryWords,
  spreadPages,
  weighPages,
  widening,
  type QueryGroup,
} from './ranking';
import {rankQuery, termDeriver, termSpecs, type Coverage, type Postings, type RankedResult} from './matching';
import {
  INDEX_FORMAT_VERSION,
  chunkFile,
  decodeChunk,
  decodePostings,
  firstCodePoint,
  indexPages,
  postingsFile,
  vocabularyWords,
  vocabularyFile,
  type IndexEntry,
  type PostingsShard,
  type RecordChunk,
  type VocabularyShard,
} from './indexFormat';
import {toHit, type SearchParams, type SearchResponse} from './response';

export type {SearchParams, SearchResponse, SearchHit} from './response';

/** Where the index files come from: the network in the browser, the disk in tests and benchmarks. */
export interface IndexSource {
  entry(): Promise<IndexEntry>;
  /** A file of the entry's shard folder, parsed. */
  shard<T>(entry: IndexEntry, file: string): Promise<T>;
}

export interface SearchEngine {
  search(params: SearchParams, indexName?: string): Promise<SearchResponse>;
  /** Starts reading the entry file, so that the first search has one download less to wait for. */
  preload(): void;
}

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_QUERY_LENGTH = 512;

/** The promise `load` returns for `key`, made once: a second caller shares the first download. */
function once<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let loading = cache.get(key);
  if (!loading) cache.set(key, (loading = load()));
  return loading;
}

/** What has been downloaded of one index. */
class LoadedIndex {
  /** Each downloaded word, with the postings shard that holds it. */
  readonly vocabulary = new SearchableMap<number>();
  private readonly vocabularies = new Map<number, Promise<void>>();
  private readonly postingsShards = new Map<number, Promise<void>>();
  private readonly loadedPostings = new Map<number, PostingsShard>();
  private readonly decoded = new Map<string, Postings>();
  private readonly chunks = new Map<number, Promise<Map<number, SearchRecord>>>();
  /** What weighs results that match only part of a query. */
  readonly coverage: Coverage;
  private readonly releasePages: Set<number>;

  constructor(
    readonly entry: IndexEntry,
    private readonly source: IndexSource,
  ) {
    this.coverage = {records: entry.records, pages: indexPages(entry)};
    this.releasePages = new Set(entry.releasePages);
  }

  isReleaseRecord = (id: number): boolean => this.releasePages.has(this.coverage.pages.of(id));

  /** Every word of the index that starts like one of `terms`. */
  loadVocabulary(terms: Iterable<string>): Promise<void[]> {
    const known = new Set(this.entry.vocabularies);
    const keys = new Set([...terms].map(firstCodePoint).filter((key) => known.has(key)));
    return Promise.all(
      [...keys].map((key) =>
        once(this.vocabularies, key, async () => {
          const shard = await this.source.shard<VocabularyShard>(this.entry, vocabularyFile(key));
          for (const [word, postingsShard] of vocabularyWords(shard)) this.vocabulary.set(word, postingsShard);
        }),
      ),
    );
  }

  /** The postings of every one of `terms` (words of the downloaded vocabulary). */
  loadPostings(terms: Iterable<string>): Promise<void[]> {
    const shards = new Set([...terms].map((term) => this.shardOf(term)));
    return Promise.all(
      [...shards].map((shard) =>
        once(this.postingsShards, shard, async () => {
          this.loadedPostings.set(shard, await this.source.shard<PostingsShard>(this.entry, postingsFile(shard)));
        }),
      ),
    );
  }

  private shardOf(term: string): number {
    const shard = this.vocabulary.get(term);
    if (shard === undefined) throw new Error(`Search index: "${term}" is not in the downloaded vocabulary`);
    return shard;
  }

  postingsOf = (term: string): Postings => {
    let postings = this.decoded.get(term);
    if (!postings) {
      const shard = this.loadedPostings.get(this.shardOf(term));
      if (!shard?.[term]) throw new Error(`Search index: no postings for "${term}" in its shard`);
      postings = decodePostings(shard[term]);
      this.decoded.set(term, postings);
    }
    return postings;
  };

  async records(ids: readonly number[]): Promise<Map<number, SearchRecord>> {
    const chunkIds = new Set(ids.map((id) => Math.floor(id / this.entry.chunkStride)));
    const loaded = await Promise.all(
      [...chunkIds].map((chunkId) =>
        once(this.chunks, chunkId, async () =>
          decodeChunk(await this.source.shard<RecordChunk>(this.entry, chunkFile(chunkId)), chunkId, this.entry),
        ),
      ),
    );
    return new Map(loaded.flatMap((chunk) => [...chunk]));
  }

  /** The value of a facet attribute (`language`, `docusaurus_tag`) for a record id. */
  facetOf(id: number, attribute: string): string | undefined {
    const run = this.entry.facets.find(({from, to}) => id >= from && id <= to);
    return run && (attribute === 'language' || attribute === 'docusaurus_tag') ? run[attribute] : undefined;
  }
}

function parseFacetFilters(filters: SearchParams['facetFilters']): [string, string][][] {
  if (!filters) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.map((entry) =>
    (typeof entry === 'string' ? [entry] : [...entry]).map((filter) => filter.split(/:(.*)/s, 2) as [string, string]),
  );
}

/**
 * Ranked results: all of the query's groups first, then with typos, then any of them, until there are enough. A
 * question about releases ranks the records of release pages higher within each step.
 */
async function rank(
  index: LoadedIndex,
  groups: QueryGroup[],
  params: SearchParams,
  aboutReleases: boolean,
): Promise<RankedResult[]> {
  const facetGroups = parseFacetFilters(params.facetFilters);
  const accept = (id: number) =>
    facetGroups.every((group) => group.some(([attribute, value]) => index.facetOf(id, attribute) === value));
  let results: RankedResult[] = [];
  for (const [combineWith, typos] of widening(groups)) {
    if (results.length >= MIN_RESULTS) break;
    const tree = queryTree(groups, combineWith, typos);
    const specs = termSpecs(tree);
    await index.loadVocabulary(specs.map((spec) => spec.term));
    const derive = termDeriver(index.vocabulary);
    await index.loadPostings(specs.flatMap((spec) => derive(spec).map(({term}) => term)));
    const seen = new Set(results.map((result) => result.id));
    const step = rankQuery(tree, derive, index.postingsOf, accept, index.coverage).filter(
      (result) => !seen.has(result.id),
    );
    if (aboutReleases) for (const result of step) if (index.isReleaseRecord(result.id)) result.score *= RELEASE_BOOST;
    results = [...results, ...weighPages(step, index.coverage.pages)];
  }
  return spreadPages(results, index.coverage.pages);
}

function facetCounts(index: LoadedIndex, results: readonly RankedResult[], facets: SearchParams['facets']) {
  const names = typeof facets === 'string' ? [facets] : (facets ?? []);
  if (!names.length) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const counts: Record<string, number> = {};
      for (const {id} of results) {
        const value = String(index.facetOf(id, name));
        counts[value] = (counts[value] ?? 0) + 1;
      }
      return [name, counts];
    }),
  );
}

/**
 * A search engine over the index that `source` serves. A failed download rejects the search and forgets the
 * index, so the next search starts again from the entry file (which may name a newer index after a deploy).
 */
export function createSearchEngine(source: IndexSource): SearchEngine {
  let loaded: Promise<LoadedIndex> | undefined;
  let queryCounter = 0;
  const load = () =>
    (loaded ??= source.entry().then((entry) => {
      if (entry?.version !== INDEX_FORMAT_VERSION) {
        throw new Error(`Unsupported search index format ${entry?.version} (expected ${INDEX_FORMAT_VERSION})`);
      }
      return new LoadedIndex(entry, source);
    }));
  return {
    preload() {
      const current = load();
      current.catch(() => {
        if (loaded === current) loaded = undefined;
      });
    },
    async search(params, indexName = 'skyloom') {
      const started = performance.now();
      const current = load();
      try {
        const index = await current;
        const query = (params.query ?? '').slice(0, MAX_QUERY_LENGTH);
        const groups = queryGroups(query);
        const words = queryWords(query);
        const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
        const page = params.page ?? 0;
        const results = groups.length ? await rank(index, groups, params, asksAboutReleases(query)) : [];
        const shown = results.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage);
        const records = await index.records(shown.map(({id}) => id));
        const facets = facetCounts(index, results, params.facets);
        return {
          hits: shown.map((result) => {
            const record = records.get(result.id);
            if (!record) throw new Error(`Search index: record ${result.id} is missing from its chunk`);
            return toHit(record, result.terms, words, params);
          }),
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
      } catch (error) {
        if (loaded === current) loaded = undefined;
        throw error;
      }
    },
  };
}
