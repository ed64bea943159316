// Scale benchmark of search: builds a scratch copy of the site grown to --pages pages (copies of the guide's docs
// under their own paths), serves it with the production nginx config and measures, in Chromium:
// - build time and peak memory (the build's whole process tree);
// - the index on disk (every file, raw and as served with brotli);
// - bytes on the wire and time from opening search on a doc page to the first result, at 1x and 4x CPU throttling,
//   each query in a fresh browser context;
// - JS heap growth from opening search to the first result (after garbage collection);
// - median and p95 time from typing a query to its results, over the evaluation queries, once search is open.
// Budgets for a site of about 1,000 pages: <= 75 KB to the first result (every query), heap growth <= 30 MB.
// Usage: npm run bench:scale -- --pages 1000 [--source <checkout>] [--port 4270] [--keep]
import fs from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {parseArgs} from 'node:util';
import {chromium, type Browser, type CDPSession, type Page} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {createScratchSite, growDocs} from './lib/scratch-site';

const ROOT = path.resolve(__dirname, '..');
const {values} = parseArgs({
  options: {
    pages: {type: 'string', default: '1000'},
    source: {type: 'string', default: ROOT},
    port: {type: 'string', default: '4270'},
    keep: {type: 'boolean', default: false},
  },
});
const BUDGET = {firstResultKB: 75, heapMB: 30, atPages: 1000};
const ORIGIN = `http://127.0.0.1:${values.port}`;
/** Every sixth evaluation query: short and long, exact and misspelt, prose and flags. */
const EVALUATION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/evaluation.json'), 'utf8')) as {queries: {query: string}[]}
).queries.map(({query}) => query);
const FIRST_SEARCH_QUERIES = EVALUATION.filter((_, index) => index % 6 === 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const kb = (bytes: number) => bytes / 1024;

/** Resident memory of a process and all its descendants, in bytes, read from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const queue = [pid]; queue.length;) {
    const current = queue.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${current}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      continue;
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Runs a command to completion; resolves with its wall time and the peak memory of its process tree. */
function measured(command: string, args: string[], cwd: string): Promise<{seconds: number; peakBytes: number}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
    let peakBytes = 0;
    const poll = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 250);
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code === 0) resolve({seconds: (performance.now() - started) / 1000, peakBytes});
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Pages a build lets search find: every built page that carries the docs search tag. */
function searchablePages(buildDir: string): number {
  return (fs.readdirSync(buildDir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html') && !['404.html', path.join('search', 'index.html')].includes(file))
    .filter((file) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('docsearch:docusaurus_tag')).length;
}

/** The index files of a build, whatever its format: the entry file and, when it has one, its shard folder. */
function indexSize(buildDir: string): {files: number; raw: number; brotli: number} {
  const entryFile = path.join(buildDir, 'search-index.json');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as {dir?: string};
  const files = [entryFile];
  if (entry.dir) {
    const dir = path.join(buildDir, entry.dir);
    files.push(
      ...fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(dir, name)),
    );
  }
  const brotliOf = (file: string) =>
    fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    brotli: files.reduce((sum, file) => sum + brotliOf(file), 0),
  };
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (
      await fetch(`${ORIGIN}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not answer on ${ORIGIN}`);
}

async function openDocPage(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/concepts/drift`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
}

const usedHeap = async (cdp: CDPSession) => {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
};

interface FirstSearch {
  bytes: number;
  ms: number;
  heapBytes: number;
}

/** Opens search on a doc page in a fresh context and types `query`: what it costs until the first result shows. */
async function firstSearch(browser: Browser, query: string, throttling: number): Promise<FirstSearch> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDocPage(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling});
  const heapBefore = await usedHeap(cdp);
  const requested = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', ({requestId}) => requested.add(requestId));
  cdp.on('Network.loadingFinished', ({requestId, encodedDataLength}) => {
    if (requested.has(requestId)) bytes += encodedDataLength;
  });
  await page.evaluate(() => {
    const started = new Promise<number>((resolve) =>
      window.addEventListener('keydown', () => resolve(performance.now()), {capture: true, once: true}),
    );
    (window as unknown as {firstResult: Promise<number>}).firstResult = started.then(
      (start) =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (document.querySelector('.DocSearch-Hit')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, {subtree: true, childList: true});
        }),
    );
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const ms = await page.evaluate(() => (window as unknown as {firstResult: Promise<number>}).firstResult);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  const heapBytes = (await usedHeap(cdp)) - heapBefore;
  await context.close();
  return {bytes, ms, heapBytes};
}

/** With search open, the time from typing each evaluation query to its results. */
async function queryTimes(browser: Browser): Promise<number[]> {
  const page = await browser.newPage();
  await openDocPage(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill(EVALUATION[0]);
  await page.locator('.DocSearch-Hit').first().waitFor();
  const times: number[] = [];
  for (const query of EVALUATION) {
    await input.fill('');
    await page.locator('.DocSearch-StartScreen, .DocSearch-NoResults--noRecentSearches').first().waitFor();
    const elapsed = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (
              document.querySelector('.DocSearch-Hit, .DocSearch-NoResults:not(.DocSearch-NoResults--noRecentSearches)')
            ) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, {subtree: true, childList: true});
        }),
    );
    await input.fill(query);
    times.push(await elapsed);
  }
  await page.close();
  return times;
}

async function main(): Promise<void> {
  const site = createScratchSite(path.resolve(values.source));
  const servers: ChildProcess[] = [];
  try {
    const sources = growDocs(site.dir, Number(values.pages));
    console.log(`Scratch site with ${sources} pages of content in ${site.dir}; building…`);
    const docusaurus = path.join(site.dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const build = await measured(process.execPath, [docusaurus, 'build'], site.dir);
    const finish = await measured(
      process.execPath,
      [path.join(site.dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/finish-build.ts', 'build'],
      site.dir,
    );
    const index = indexSize(path.join(site.dir, 'build'));
    const pages = searchablePages(path.join(site.dir, 'build'));

    servers.push(
      spawn(
        process.execPath,
        [path.join(site.dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve-build.ts', '--port', values.port],
        {cwd: site.dir, stdio: 'ignore'},
      ),
    );
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
    });
    const first: Record<number, FirstSearch[]> = {1: [], 4: []};
    for (const throttling of [1, 4]) {
      for (const query of FIRST_SEARCH_QUERIES) first[throttling].push(await firstSearch(browser, query, throttling));
    }
    const times = await queryTimes(browser);
    await browser.close();

    const bytes = first[1].map((run) => run.bytes);
    const heap = first[1].map((run) => run.heapBytes);
    const rows: [string, string][] = [
      ['Searchable pages', String(pages)],
      ['Build time (s)', (build.seconds + finish.seconds).toFixed(0)],
      ['Build peak memory (MB)', (Math.max(build.peakBytes, finish.peakBytes) / 2 ** 20).toFixed(0)],
      ['Index files', String(index.files)],
      ['Index size, raw / brotli (KB)', `${kb(index.raw).toFixed(0)} / ${kb(index.brotli).toFixed(0)}`],
      [
        'To first result, median / worst (KB on the wire)',
        `${kb(median(bytes)).toFixed(1)} / ${kb(Math.max(...bytes)).toFixed(1)}`,
      ],
      ['To first result at 1x CPU, median (ms)', median(first[1].map((run) => run.ms)).toFixed(0)],
      ['To first result at 4x CPU, median (ms)', median(first[4].map((run) => run.ms)).toFixed(0)],
      [
        'JS heap growth, median / worst (MB)',
        `${(median(heap) / 2 ** 20).toFixed(1)} / ${(Math.max(...heap) / 2 ** 20).toFixed(1)}`,
      ],
      [
        'Query time once open, median / p95 (ms)',
        `${median(times).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)}`,
      ],
    ];
    console.log(
      `\nSearch at ${pages} pages (${FIRST_SEARCH_QUERIES.length} first searches per CPU setting, ${times.length} queries once open)\n`,
    );
    console.log('| Measure | Value |\n| --- | --- |');
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
    if (pages <= BUDGET.atPages * 1.1) {
      const misses = [
        ...(Math.max(...bytes) > BUDGET.firstResultKB * 1024 ? [`first result over ${BUDGET.firstResultKB} KB`] : []),
        ...(Math.max(...heap) > BUDGET.heapMB * 2 ** 20 ? [`heap growth over ${BUDGET.heapMB} MB`] : []),
      ];
      console.log(misses.length ? `\nBudget missed: ${misses.join(', ')}` : '\nBudgets met.');
      process.exitCode = misses.length ? 1 : 0;
    }
  } finally {
    for (const server of servers) server.kill();
    if (values.keep) console.log(`Kept ${site.dir}`);
    else site.remove();
  }
}

main().catch((error: Error) => {
  console.error(`bench:scale failed: ${error.message}`);
  process.exit(1);
});
