// Writes the search records of the last build as JSON, in the hosted index's record shape.
// Usage: npm run search:records [-- --out search-records.json]
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {builtSearchRecords} from './lib/search-records';

const ROOT = path.resolve(__dirname, '..');
const {values} = parseArgs({options: {out: {type: 'string', default: 'build/search-records.json'}}});
const records = builtSearchRecords(path.join(ROOT, 'build'));
const out = path.resolve(ROOT, values.out);
fs.writeFileSync(out, `${JSON.stringify(records, null, 2)}\n`);
console.log(`Wrote ${records.length} search records to ${path.relative(ROOT, out)}`);
