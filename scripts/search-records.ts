// Writes the search records of the last build as JSON, in the hosted index's record shape.
// Usage: npm run search:records [-- --out search-records.json]
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {builtSearchRecords} from './lib/search-records';
import {environment} from '../src/config/environment';

const ROOT = path.resolve(__dirname, '..');
const {values} = parseArgs({options: {out: {type: 'string', default: 'build/search-records.json'}}});

async function main() {
  const records = await builtSearchRecords(path.join(ROOT, 'build'), environment.siteUrl);
  const out = path.resolve(ROOT, values.out);
  fs.writeFileSync(out, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`Wrote ${records.length} search records to ${path.relative(ROOT, out)}`);
}

main().catch((error: Error) => {
  console.error(`search:records failed: ${error.message}`);
  process.exit(1);
});
