// Content lint for writers, the one command to run before a pull request: checks every doc (or the files given)
// and prints each problem as file:line:column rule message, sorted by file and line, with the fix. Usage:
// npm run lint:content [-- [--facts] [--update-routes] files...]. The checks of a doc are in lib/content-lint.ts;
// the routes a move must keep in lib/published-routes.ts, and the pages redirects land on in lib/redirect-targets.ts;
// the pages named outside docs/ (src/data, the site's pages and components, sidebars.ts, the search evaluation) in
// lib/route-references.ts; the folders of the sidebar categories in lib/sidebar-categories.ts; Prettier on the files
// a writer touches (only the files given, when files are given) in lib/formatting.ts. --facts also prints each fact
// held as data, its value and how many places insert it by reference, restate it by hand or render it;
// --update-routes adds new doc routes to src/config/published-routes.txt.
import path from 'node:path';
import {docFiles} from './lib/site-routes';
import {lintDoc} from './lib/content-lint';
import {byPlace, formatProblem} from './lib/lint-problem';
import {siteIndex} from './lib/site-index';
import {checkPublishedRoutes, updatePublishedRoutes} from './lib/published-routes';
import {checkSourceRoutes, checkSearchEvaluations, checkSidebarIds} from './lib/route-references';
import {checkFormatting} from './lib/formatting';
import {checkRedirectTargets} from './lib/redirect-targets';
import {checkCategoryFolders} from './lib/sidebar-categories';
import {allFacts, insertedKey, renderedKey, type FactTally} from './lib/fact-detectors';

const args = process.argv.slice(2);
if (args.includes('--update-routes')) {
  const added = updatePublishedRoutes();
  console.log(`published routes: ${added.length} route(s) added to src/config/published-routes.txt`);
}
const named = args.filter((arg) => !arg.startsWith('--'));
const files = named.length ? named.map((f) => path.resolve(f)) : docFiles();

/** Lints the docs and the files around them; prints the problems and returns the exit code. */
async function main(): Promise<number> {
  const site = siteIndex();
  const tally: FactTally = new Map();
  const docs = files.map((file) => lintDoc(file, site, tally));
  const ignoresInUse = docs.reduce((sum, doc) => sum + doc.ignoresInUse, 0);
  const root = path.resolve(__dirname, '..');
  const formatting = await checkFormatting(named.length ? files.map((file) => path.relative(root, file)) : undefined);
  const problems = [
    ...docs.flatMap((doc) => doc.problems),
    ...checkPublishedRoutes(),
    ...checkRedirectTargets(site),
    ...checkCategoryFolders(),
    ...checkSourceRoutes(site),
    ...checkSidebarIds(site),
    ...checkSearchEvaluations(site),
    ...formatting,
  ]
    .sort(byPlace)
    .map(formatProblem);
  for (const line of problems) console.log(line);
  if (args.includes('--facts')) printFacts(tally);
  const ignores = ignoresInUse ? `, ${ignoresInUse} lint-ignore(s) in use` : '';
  console.log(
    problems.length
      ? `\n${problems.length} problem(s) in ${files.length} file(s)${ignores}`
      : `content lint: ${files.length} file(s), no problems${ignores}`,
  );
  return problems.length ? 1 : 0;
}

/** Each fact held as data, its value, and how many places insert it, restate it (checked) or render it. */
function printFacts(tally: FactTally) {
  const facts = allFacts();
  const total = (key: (id: string) => string) => facts.reduce((sum, fact) => sum + (tally.get(key(fact.id)) ?? 0), 0);
  console.log(
    `\nFacts held as data (${facts.length}) in ${files.length} file(s): places that insert them by reference`,
  );
  console.log('(`:fact[id]`, `{{fact:id}}`), places that restate them by hand (checked by the fact rules) and places');
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

main().then((code) => process.exit(code));
