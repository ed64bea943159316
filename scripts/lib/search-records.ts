import fs from 'node:fs';
import path from 'node:path';
import {expandIndex} from '../../src/plugins/search/compactIndex';
import {SEARCH_INDEX_FILE, type SearchRecord} from '../../src/plugins/search/records';

/** The search records of the last build: the same records the embedded index serves. */
export function builtSearchRecords(buildDir: string): SearchRecord[] {
  const file = path.join(buildDir, SEARCH_INDEX_FILE);
  if (!fs.existsSync(file)) throw new Error(`No search index at ${file}: run \`npm run build\` first.`);
  return expandIndex(JSON.parse(fs.readFileSync(file, 'utf8')));
}
