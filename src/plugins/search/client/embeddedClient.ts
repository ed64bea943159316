/**
 * A search client with the hosted service's `search` API, answered in the browser from the static index the
 * build writes. The index is fetched on first use; a failed load rejects like an unreachable host
 * (`RetryError`), so DocSearch shows its error screen, and the next search tries again.
 */
import siteConfig from '@generated/docusaurus.config';
import type {CompactIndex} from '../compactIndex';
import type {SearchEngine, SearchParams, SearchResponse} from '../engine';
import {SEARCH_INDEX_FILE} from '../records';

/** The engine and the index format load with the index, so the first page load carries neither. */
const loadEngineModules = () => Promise.all([import('../engine'), import('../compactIndex')]);

type Request = SearchParams & {indexName: string; params?: SearchParams};

class RetryError extends Error {
  override name = 'RetryError';
}

export interface EmbeddedSearchClient {
  appId: string;
  search(input: {requests: Request[]} | Request[]): Promise<{results: SearchResponse[]}>;
  preload(): void;
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
}

export function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  let engine: Promise<SearchEngine> | undefined;
  const load = (): Promise<SearchEngine> =>
    (engine ??= Promise.all([
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<CompactIndex>;
      }),
      loadEngineModules(),
    ])
      .then(([index, [{createSearchEngine}, {expandIndex}]]) => createSearchEngine(expandIndex(index)))
      .catch((error: unknown) => {
        engine = undefined;
        throw new RetryError(`Unreachable hosts: the search index ${indexUrl} could not be loaded (${String(error)})`);
      }));

  return {
    appId: 'embedded',
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const ready = await load();
      return {results: requests.map(({indexName, params, ...rest}) => ready.search({...rest, ...params}, indexName))};
    },
    preload() {
      load().catch(() => undefined);
    },
    addAlgoliaAgent() {},
    async clearCache() {},
  };
}

export const embeddedSearchClient = createEmbeddedSearchClient(`${siteConfig.baseUrl}${SEARCH_INDEX_FILE}`);
