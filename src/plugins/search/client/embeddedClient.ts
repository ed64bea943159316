/**
 * A search client with the hosted service's `search` API, answered in the browser from the embedded index the
 * build writes. Shards download as queries need them; a failed or unreadable download rejects like an
 * unreachable host (`RetryError`), so DocSearch's error screen shows, and the next search starts over.
 */
import siteConfig from '@generated/docusaurus.config';
import type {SearchEngine, SearchParams, SearchResponse} from '../engine';
import {SEARCH_INDEX_FILE, type IndexEntry} from '../indexFormat';

/** The engine loads with the modal, not with the page (the index format is all this module needs up front). */
const loadEngine = () => import('../engine');

type Request = SearchParams & {indexName: string; params?: SearchParams};

class RetryError extends Error {
  override name = 'RetryError';
}

export interface EmbeddedSearchClient {
  appId: string;
  search(input: {requests: Request[]} | Request[]): Promise<{results: SearchResponse[]}>;
  /** Starts downloading what the first search needs before the reader types. */
  preload(): void;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return (await response.json()) as T;
}

function createEmbeddedSearchClient(siteRoot: string): EmbeddedSearchClient {
  let engine: Promise<SearchEngine> | undefined;
  const load = () =>
    (engine ??= loadEngine().then(({createSearchEngine}) =>
      createSearchEngine({
        entry: () => fetchJson<IndexEntry>(`${siteRoot}${SEARCH_INDEX_FILE}`),
        shard: (entry, file) => fetchJson(`${siteRoot}${entry.dir}/${file}`),
      }),
    ));

  return {
    appId: 'embedded',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      try {
        const ready = await load();
        return {
          results: await Promise.all(
            requests.map(({indexName, params, ...rest}) => ready.search({...rest, ...params}, indexName)),
          ),
        };
      } catch (error) {
        throw new RetryError(`Unreachable hosts: the search index could not be read (${String(error)})`);
      }
    },
    preload() {
      void load().then(
        (ready) => ready.preload(),
        () => (engine = undefined),
      );
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

export const embeddedSearchClient = createEmbeddedSearchClient(siteConfig.baseUrl);
