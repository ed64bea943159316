// Content lint for writers: checks every doc (or the files given) and prints each problem as
// file:line:column rule message. Usage: npm run lint:content [-- files...]. The checks are in lib/content-lint.ts.
import path from 'node:path';
import {docFiles, knownRoutes} from './lib/site-routes';
import {lintFile} from './lib/content-lint';

const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : docFiles();
const routes = knownRoutes();
const problems = files.flatMap((file) => lintFile(file, routes));
for (const line of problems) console.log(line);
console.log(
  problems.length
    ? `\n${problems.length} problem(s) in ${files.length} file(s)`
    : `content lint: ${files.length} file(s), no problems`,
);
process.exit(problems.length ? 1 : 0);
