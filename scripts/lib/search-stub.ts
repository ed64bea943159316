// A new page's first search query: its title, expecting its route, in tests/search/evaluation.json, which
// `npm run bench:search` scores. The entry is added as text before the end of the list and the file formatted with
// Prettier, so the rest of the file keeps its layout (one line per query).
import fs from 'node:fs';
import path from 'node:path';
import {formatWithPrettier} from './prettier-format';

const ROOT = path.resolve(__dirname, '../..');
const EVALUATION_FILE = path.join(ROOT, 'tests/search/evaluation.json');

export interface EvaluationQuery {
  query: string;
  expect: string[];
}

const readEvaluation = (file = EVALUATION_FILE) =>
  (JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: EvaluationQuery[]}).queries;

/** Adds the query unless the file has it already; returns whether it was added. */
export async function addSearchQuery(entry: EvaluationQuery, file = EVALUATION_FILE): Promise<boolean> {
  if (readEvaluation(file).some(({query}) => query.toLowerCase() === entry.query.toLowerCase())) return false;
  const source = fs.readFileSync(file, 'utf8');
  const end = source.lastIndexOf(']', source.lastIndexOf('}')); // the end of "queries", before the closing brace
  const before = source.slice(0, end).trimEnd();
  const edited = `${before}${before.endsWith('[') ? '' : ','}\n${JSON.stringify(entry)}\n${source.slice(end)}`;
  fs.writeFileSync(file, await formatWithPrettier(file, edited));
  return true;
}
