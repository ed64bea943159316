// Content lint for writers, the one command to run before a pull request: checks every doc (or the files given)
// and prints each problem as file:line:column rule message, sorted by file and line, with the fix. Usage:
// npm run lint:content [-- [--facts] [--update-routes] files...]. The checks of a doc are in lib/content-lint.ts;
// the routes a move must keep in lib/published-routes.ts, and the pages redirects land on in lib/redirect-targets.ts;
// the pages named outside docs/ (src/data, the site's pages and components, sidebars.ts, the search evaluation) in
// lib/route-references.ts; the folders of the sidebar categories in lib/sidebar-categories.ts; Prettier on the files
// a writer touches (only the files given, when files are given) in lib/formatting.ts. --facts also prints each fact
// held as data, its value and how many places insert it by reference, restate it by hand or render it;
// --update-routes adds new doc routes to src/config/published-routes.txt. The type check of src/data (lib/data-types.ts)
// runs beside the rules, which load the data: a record that stops them loading is reported by its file and line.
import path from 'node:path';
import {byPlace, formatProblem, type LintProblem} from './lib/lint-problem';
import {checkDataTypes} from './lib/data-types';
import type {FactTally} from './lib/fact-detectors';

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('--'));

/** Lints the docs and the files around them; prints the problems and returns the exit code. */
async function main(): Promise<number> {
  const typeProblems = checkDataTypes();
  try {
    return await lint(typeProblems);
  } catch (error) {
    // The data failed to load: its type problems say where; the error is the rest.
    for (const problem of (await typeProblems).sort(byPlace)) console.log(formatProblem(problem));
    console.log(
      `\ncontent lint stopped: src/data failed to load (${(error as Error).message}); fix the problems above`,
    );
    return 1;
  }
}

async function lint(typeProblems: Promise<LintProblem[]>): Promise<number> {
  const {docFiles} = await import('./lib/site-routes');
  const {lintDoc} = await import('./lib/content-lint');
  const {siteIndex} = await import('./lib/site-index');
  const {checkPublishedRoutes, updatePublishedRoutes} = await import('./lib/published-routes');
  const {checkSourceRoutes, checkSearchEvaluations, checkSidebarIds} = await import('./lib/route-references');
  const {checkFormatting} = await import('./lib/formatting');
  const {checkRedirectTargets} = await import('./lib/redirect-targets');
  const {checkCategoryFolders} = await import('./lib/sidebar-categories');
  if (args.includes('--update-routes')) {
    const added = updatePublishedRoutes();
    console.log(`published routes: ${added.length} route(s) added to src/config/published-routes.txt`);
  }
  const files = named.length ? named.map((f) => path.resolve(f)) : docFiles();
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
    ...(await typeProblems),
  ]
    .sort(byPlace)
    .map(formatProblem);
  for (const line of problems) console.log(line);
  if (args.includes('--facts')) await printFacts(tally, files.length);
  const ignores = ignoresInUse ? `, ${ignoresInUse} lint-ignore(s) in use` : '';
  console.log(
    problems.length
      ? `\n${problems.length} problem(s) in ${files.length} file(s)${ignores}`
      : `content lint: ${files.length} file(s), no problems${ignores}`,
  );
  return problems.length ? 1 : 0;
}

/** Each fact held as data, its value, and how many places insert it, restate it (checked) or render it. */
async function printFacts(tally: FactTally, fileCount: number) {
  const {allFacts, insertedKey, renderedKey} = await import('./lib/fact-detectors');
  const facts = allFacts();
  const total = (key: (id: string) => string) => facts.reduce((sum, fact) => sum + (tally.get(key(fact.id)) ?? 0), 0);
  console.log(`\nFacts held as data (${facts.length}) in ${fileCount} file(s): places that insert them by reference`);
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
