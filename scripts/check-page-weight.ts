// The first-load budget of every page: for each HTML page of a build, what a first visit transfers (the HTML, its
// stylesheets, preloads and scripts, and the font files of the faces its CSS applies to the page), gzip and brotli
// as nginx serves them, and its JavaScript (brotli). Prints the five heaviest pages; exits 1 when a page is over.
// Usage: tsx scripts/check-page-weight.ts [outDir...]   (default build)
import path from 'node:path';
import {environment} from '../src/config/environment';
import {kb, kib, overBudget, pageWeights, type Budget, type PageWeight} from './lib/page-weight';

const ROOT = path.resolve(__dirname, '..');
/**
 * The budget of every page, the first whose prefix matches its route: the API reference's (long pages of schemas and
 * samples, issue 32), then every other page's (issue 30).
 */
const BUDGETS: readonly Budget[] = [
  {prefix: '/api/', transferGzipKiB: 400, jsBrotliKB: 160},
  {transferGzipKiB: 230, jsBrotliKB: 160},
];
const HEAVIEST = 5;

const count = (page: PageWeight, kind: string) => page.resources.filter((each) => each.kind === kind);
const row = (page: PageWeight) => {
  const sum = (kind: string) => count(page, kind).reduce((total, each) => total + each.gzip, 0);
  return [
    page.route,
    kib(page.transfer.gzip).toFixed(1),
    kib(page.transfer.brotli).toFixed(1),
    kb(page.js.brotli).toFixed(1),
    kib(sum('html')).toFixed(1),
    kib(sum('css')).toFixed(1),
    kib(sum('font')).toFixed(1),
    `${kib(sum('js')).toFixed(1)} (${count(page, 'js').length})`,
    kib(sum('other')).toFixed(1),
  ];
};

async function main(): Promise<number> {
  const outDirs = process.argv.length > 2 ? process.argv.slice(2) : ['build'];
  let failures = 0;
  for (const outDir of outDirs) {
    const pages = await pageWeights(path.resolve(ROOT, outDir), environment.baseUrl);
    if (pages.length === 0) throw new Error(`No HTML pages under ${outDir}/: build the site first.`);
    const heaviest = [...pages].sort((a, b) => b.transfer.gzip - a.transfer.gzip).slice(0, HEAVIEST);
    const header = [
      'Page',
      'Transfer KiB gzip',
      'Transfer KiB brotli',
      'JS KB brotli',
      'HTML',
      'CSS',
      'Fonts',
      'JS (files)',
      'Other',
    ];
    console.log(`\n${outDir}/: the ${HEAVIEST} heaviest first loads of ${pages.length} pages (parts in KiB gzip)`);
    console.log([header, ...heaviest.map(row)].map((cells) => `| ${cells.join(' | ')} |`).join('\n'));
    const over = pages.map((page) => ({page, misses: overBudget(page, BUDGETS)})).filter((each) => each.misses.length);
    for (const {page, misses} of over) console.log(`${outDir}/ ${page.route}: ${misses.join('; ')}`);
    const budgets = BUDGETS.map(
      (budget) =>
        `${budget.prefix ?? 'other pages'}: transfer ≤ ${budget.transferGzipKiB} KiB gzip, JS ≤ ${budget.jsBrotliKB} KB brotli`,
    ).join('; ');
    console.log(
      over.length
        ? `check-page-weight: ${over.length} of ${pages.length} pages in ${outDir}/ over budget (${budgets}).`
        : `check-page-weight: all ${pages.length} pages in ${outDir}/ within budget (${budgets}).`,
    );
    // Docusaurus inlines images under WEBPACK_URL_LOADER_LIMIT into the page and again into its chunk (README).
    const inlining = pages.filter((page) => page.inlinedImages > 0);
    for (const page of inlining)
      console.log(
        `${outDir}/ ${page.route}: ${page.inlinedImages} image(s) inlined as data URIs: build with WEBPACK_URL_LOADER_LIMIT=0 (npm run build does).`,
      );
    failures += over.length + inlining.length;
  }
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
