// Replaces the hosted search index with the records of the last build (no crawler involved).
// Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY; ALGOLIA_INDEX_NAME defaults to `skyloom`.
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {builtSearchRecords} from './lib/search-records';
import {environment} from '../src/config/environment';
import {pushRecords, pushSettings} from './lib/search-push';

async function main() {
  const {appId, apiKey, indexName} = pushSettings(process.env);
  const records = await builtSearchRecords(path.resolve(__dirname, '../build'), environment.siteUrl);
  await pushRecords(algoliasearch(appId, apiKey), indexName, records);
  console.log(`Replaced index "${indexName}" with ${records.length} records.`);
}

main().catch((error: Error) => {
  console.error(`search:push failed: ${error.message}`);
  process.exit(1);
});
