// Content lint for writers, the one command to run before a pull request: checks every doc (or the files given)
// and prints each problem as file:line:column rule message, sorted by file and line, with the fix. Usage:
// npm run lint:content [-- [--facts] [--update-routes] files...]. The checks of a doc are in lib/content-lint.ts,
// the routes a move must keep in lib/published-routes.ts; --facts also prints each fact held as data, its value
// and how many places insert it by reference, restate it by hand or render it; --update-routes adds new doc
// routes to src/config/published-routes.txt.
import path from 'node:path';
import {docFiles} from './lib/site-routes';
import {byPlace, formatProblem, lintDoc} from './lib/content-lint';
import {siteIndex} from './lib/site-index';
import {checkPublishedRoutes, updatePublishedRoutes} from './lib/published-routes';
import {allFacts, insertedKey, renderedKey, type FactTally} from './lib/fact-detectors';

const args = process.argv.slice(2);
const showFacts = args.includes('--facts');
if (args.includes('--update-routes')) {
  const added = updatePublishedRoutes();
  console.log(`published routes: ${added.length} route(s) added to src/config/published-routes.txt`);
}
const named = args.filter((arg) => !arg.startsWith('--'));
const files = named.length ? named.map((f) => path.resolve(f)) : docFiles();
const site = siteIndex();
const tally: FactTally = new Map();
const problems = [...files.flatMap((file) => lintDoc(file, site, tally)), ...checkPublishedRoutes()]
  .sort(byPlace)
  .map(formatProblem);
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
