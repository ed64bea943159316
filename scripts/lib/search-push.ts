import type {SearchRecord} from '../../src/plugins/search/records';

export interface PushEnvironment {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_ADMIN_API_KEY?: string;
  ALGOLIA_INDEX_NAME?: string;
}

/** The part of the hosted service's admin client that feeding the index needs. */
export interface IndexAdminClient {
  setSettings(request: {indexName: string; indexSettings: Record<string, unknown>}): Promise<unknown>;
  replaceAllObjects(request: {
    indexName: string;
    objects: Record<string, unknown>[];
    batchSize?: number;
  }): Promise<unknown>;
}

/** Index settings of a DocSearch index, so hosted ranking matches the embedded one: titles, headings, text. */
const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:10'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  removeWordsIfNoResults: 'allOptional',
};

export function pushSettings(env: PushEnvironment): {appId: string; apiKey: string; indexName: string} {
  if (!env.ALGOLIA_APP_ID)
    throw new Error('`appId` is missing. Set ALGOLIA_APP_ID to the hosted search application id.');
  if (!env.ALGOLIA_ADMIN_API_KEY)
    throw new Error('`apiKey` is missing. Set ALGOLIA_ADMIN_API_KEY to an admin API key (never the search-only key).');
  return {appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_ADMIN_API_KEY, indexName: env.ALGOLIA_INDEX_NAME || 'skyloom'};
}

/** Replaces the hosted index with the records: settings first, then an atomic replace of every object. */
export async function pushRecords(
  client: IndexAdminClient,
  indexName: string,
  records: readonly SearchRecord[],
): Promise<void> {
  await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.replaceAllObjects({indexName, objects: records.map((record) => ({...record})), batchSize: 1000});
}
