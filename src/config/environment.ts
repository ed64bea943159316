/**
 * Every environment-dependent setting of the build, read once here with a safe default so that
 * `npm ci && npm start` works with no variables set. Documented in README.md.
 */
import {product} from './product';

const read = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

export interface SearchBackend {
  mode: 'hosted' | 'embedded';
  appId: string;
  apiKey: string;
  indexName: string;
}

function searchBackend(appId: string | undefined, apiKey: string | undefined, indexName: string): SearchBackend {
  if (appId && apiKey) return {mode: 'hosted', appId, apiKey, indexName};
  // DocSearch requires non-empty credentials; in embedded mode no request ever reaches a host with them.
  return {mode: 'embedded', appId: 'embedded', apiKey: 'embedded', indexName};
}

export const environment = {
  /** Public URL the build is deployed at (canonical links, sitemap). */
  siteUrl: read('SITE_URL') ?? product.siteUrl,
  /** Path the site is served under. */
  baseUrl: read('BASE_URL') ?? '/',
  /** Hosted search when both credentials are set; otherwise the embedded index answers the same queries. */
  search: searchBackend(
    read('ALGOLIA_APP_ID'),
    read('ALGOLIA_SEARCH_API_KEY'),
    read('ALGOLIA_INDEX_NAME') ?? product.searchIndexName,
  ),
  /** Tag manager container (GTM-XXXXXXX); analytics load only on the production host. */
  gtmContainerId: read('GTM_CONTAINER_ID'),
  /** Product analytics API key; analytics load only on the production host. */
  amplitudeApiKey: read('AMPLITUDE_API_KEY'),
  /** Writes a report of what each browser bundle holds (src/plugins/bundle-report); never on in a normal build. */
  bundleReport: read('BUNDLE_REPORT') === '1',
} as const;
