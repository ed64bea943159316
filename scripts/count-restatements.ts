// Counts what the guide says on several pages: fenced blocks and tables on two pages or more, and output lines on six
// or more, on the built Markdown twins (category pages left out). Prints the two counts and each offender's pages.
// Usage: tsx scripts/count-restatements.ts [outDir]   (default build)
import fs from 'node:fs';
import path from 'node:path';
import {countRestatements, formatRestatements, type Twin} from './lib/restatements';

const ROOT = path.resolve(__dirname, '..');
const outDir = path.resolve(ROOT, process.argv[2] ?? 'build');

const twins: Twin[] = fs
  .readdirSync(outDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort()
  .map((file) => ({
    page: `/${path.relative(outDir, file).split(path.sep).join('/')}`,
    markdown: fs.readFileSync(file, 'utf8'),
  }));
if (twins.length === 0) throw new Error(`No Markdown twins under ${outDir}/: build the site first (npm run build).`);

console.log(formatRestatements(countRestatements(twins)));
