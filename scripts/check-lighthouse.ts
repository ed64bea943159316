// Lighthouse budget (mobile, default throttling) on five representative pages of the production build,
// served by nginx with the production config. Prints a table; exits 1 when a page misses a budget.
// Each page is measured --runs times (default 5) and the median run by performance score is reported, as Lighthouse
// recommends for its run-to-run variance (docs/variability.md: the median of five runs is about twice as stable as one).
// Usage: npm run check [-- --port N] [-- --runs N] [-- --page /path ...] [-- --root dir]
//   default port: E2E_PORT + 2, clear of the test suite's two servers; --page (repeatable) measures only those pages;
//   --root serves another build than build/ (to compare two builds side by side, one after the other)
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {chromiumArgs} from '../playwright.config';
import {PORT} from '../tests/e2e/support/servers';

const ROOT = path.resolve(__dirname, '..');
const BUDGET_PAGES = ['/', '/cli-guide/get-started', '/concepts/drift', '/release-notes/versions', '/search'];
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: String(PORT + 2)},
    runs: {type: 'string', default: '5'},
    page: {type: 'string', multiple: true, default: BUDGET_PAGES},
    root: {type: 'string', default: 'build'},
  },
});
const ORIGIN = `http://127.0.0.1:${values.port}`;
const MIN_SCORES = {performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1};
const MAX_TRANSFER_KB = 250;
const MAX_SCRIPT_KB = 180;
/** Cumulative layout shift: text set in the bundled face, images with their size, nothing moves. */
const MAX_CLS = 0.02;
/** The metrics behind the performance score, printed so a miss shows its cause. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
  TTI: 'interactive',
};

interface NetworkRequest {
  url: string;
  transferSize: number;
  resourceType?: string;
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not answer on ${ORIGIN}`);
}

/** Runs Lighthouse on the page --runs times and returns the run with the median performance score. */
async function medianRun(page: string, port: number) {
  const {default: lighthouse} = await import('lighthouse');
  const runs = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const result = await lighthouse(`${ORIGIN}${page}`, {port, output: 'json', logLevel: 'error'});
    runs.push(result!.lhr);
  }
  runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  return runs[Math.floor(runs.length / 2)];
}

async function main(): Promise<number> {
  const chromeLauncher = await import('chrome-launcher');
  // Run tsx itself (not npx) so that stopping it stops nginx too.
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/serve-build.ts', '--port', values.port, '--root', values.root],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows: string[][] = [];
  let failures = 0;
  try {
    await waitForServer();
    for (const page of values.page) {
      const lhr = await medianRun(page, chrome.port);
      const requests = (lhr.audits['network-requests'].details as unknown as {items: NetworkRequest[]}).items;
      const transferKb = requests.reduce((sum, request) => sum + request.transferSize, 0) / 1024;
      const scriptKb =
        requests
          .filter((request) => request.resourceType === 'Script')
          .reduce((sum, request) => sum + request.transferSize, 0) / 1024;
      const thirdParty = requests.filter(
        (request) => !request.url.startsWith(ORIGIN) && !request.url.startsWith('data:'),
      ).length;
      const scores = Object.entries(MIN_SCORES).map(([category, min]) => {
        const score = lhr.categories[category].score ?? 0;
        if (score < min) failures++;
        return `${score.toFixed(2)}${score < min ? ' ✗' : ''}`;
      });
      const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
      if (transferKb > MAX_TRANSFER_KB || scriptKb > MAX_SCRIPT_KB || thirdParty > 0 || cls > MAX_CLS) failures++;
      const failedAudits = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      const metrics = Object.values(METRICS).map(
        (audit) => `${lhr.audits[audit].displayValue ?? '-'}${audit === METRICS.CLS && cls > MAX_CLS ? ' ✗' : ''}`,
      );
      rows.push([
        page,
        ...scores,
        ...metrics,
        transferKb.toFixed(0),
        scriptKb.toFixed(0),
        String(thirdParty),
        failedAudits.join(' ') || '-',
      ]);
      console.error(`measured ${page}: ${rows.at(-1)!.join(' ')}`);
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
  const header = [
    'Page',
    'Performance',
    'Accessibility',
    'Best practices',
    'SEO',
    ...Object.keys(METRICS),
    'Transfer KB',
    'JS KB',
    'Third-party',
    'Failed audits',
  ];
  const budget = [
    'budget',
    ...Object.values(MIN_SCORES).map((min) => `≥ ${min.toFixed(2)}`),
    ...Object.keys(METRICS).map((metric) => (metric === 'CLS' ? `≤ ${MAX_CLS}` : '')),
    `≤ ${MAX_TRANSFER_KB}`,
    `≤ ${MAX_SCRIPT_KB}`,
    '0',
    '',
  ];
  console.log([header, budget, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n'));
  console.log(failures ? `\n${failures} budget(s) missed.` : '\nEvery page is within budget.');
  return failures ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
