// Content lint for writers: checks every doc (or the files given) and prints each problem as
// file:line:column rule message. Usage: npm run lint:content [-- [--facts] files...]. The checks are in
// lib/content-lint.ts; --facts also prints each fact held as data, its value and how many places insert it by
// reference, restate it by hand or render it.
import path from 'node:path';
import {docFiles, knownRoutes} from './lib/site-routes';
import {lintFile} from './lib/content-lint';
import {allFacts, insertedKey, renderedKey, type FactTally} from './lib/fact-detectors';

const args = process.argv.slice(2);
const showFacts = args.includes('--facts');
const named = args.filter((arg) => arg !== '--facts');
const files = named.length ? named.map((f) => path.resolve(f)) : docFiles();
const routes = knownRoutes();
const tally: FactTally = new Map();
const problems = files.flatMap((file) => lintFile(file, routes, tally));
for (const line of problems) console.log(line);
if (showFacts) {
  const facts = allFacts();
  const total = (key: (id: string) => string) => facts.reduce((sum, fact) => sum + (tally.get(key(fact.id)) ?? 0), 0);
  console.log(
    `\nFacts held as data (${facts.length}) in ${files.length} file(s): places that insert them by reference`,
  );
  console.log('(`:fact[id]`, `{{fact:id}}`), places that restate them by hand (checked by the fact rule) and places');
  console.log('that render them with <FactTable>.\n');
  console.log('inserted  checked  rendered  fact  value');
  for (const fact of facts) {
    const [inserted, checked, rendered] = [insertedKey, (id: string) => id, renderedKey].map(
      (key) => tally.get(key(fact.id)) ?? 0,
    );
    console.log(
      `${String(inserted).padStart(8)}  ${String(checked).padStart(7)}  ${String(rendered).padStart(8)}  ${fact.id}  ${fact.value}`,
    );
  }
  console.log(
    `\nIn all: ${total(insertedKey)} inserted, ${total((id) => id)} checked, ${total(renderedKey)} rendered.`,
  );
}
console.log(
  problems.length
    ? `\n${problems.length} problem(s) in ${files.length} file(s)`
    : `content lint: ${files.length} file(s), no problems`,
);
process.exit(problems.length ? 1 : 0);
