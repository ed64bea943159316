/**
 * Stands in for `algoliasearch/lite` (webpack alias set by the search-index plugin) so the /search page asks the
 * same backend as the modal: the embedded index, or the hosted service when the build has its credentials.
 */
import siteConfig from '@generated/docusaurus.config';
import {liteClient as hostedLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {embeddedSearchClient} from './embeddedClient';

export function liteClient(...args: Parameters<typeof hostedLiteClient>) {
  return siteConfig.customFields?.searchMode === 'hosted' ? hostedLiteClient(...args) : embeddedSearchClient;
}
