/**
 * Stands in for `algoliasearch/lite` (the search plugin's webpack alias) so the /search page asks the same backend
 * as the modal: the embedded index, or the hosted service when the build has its credentials.
 */
import {liteClient as hostedLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {isEmbeddedSearch} from '../searchMode';
import {embeddedSearchClient} from './embeddedClient';

export function liteClient(...args: Parameters<typeof hostedLiteClient>) {
  return isEmbeddedSearch ? embeddedSearchClient : hostedLiteClient(...args);
}
