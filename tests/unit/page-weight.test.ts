import {describe, it, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  budgetFor,
  kb,
  kib,
  linkedResources,
  overBudget,
  pageFontUrls,
  pageWeights,
  routeOf,
  type Budget,
  type PageWeight,
} from '../../scripts/lib/page-weight';

/** A tiny build: a page with preloads and an inline loader, one with a deferred script, an API page. */
const FIXTURE = path.join(__dirname, '../fixtures/page-weight');
const size = (file: string) => fs.statSync(path.join(FIXTURE, file)).size;

describe('Page weight', () => {
  let build: string;
  let pages: PageWeight[];
  const page = (route: string) => pages.find((each) => each.route === route)!;
  const files = (route: string) => page(route).resources.map((each) => `${each.kind} ${each.file}`);

  before(async () => {
    // A copy, given precompressed forms of main.js as finish-build writes them, of sizes no compressor would make.
    build = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
    fs.cpSync(FIXTURE, build, {recursive: true});
    fs.writeFileSync(path.join(build, 'assets/js/main.js.gz'), Buffer.alloc(333));
    fs.writeFileSync(path.join(build, 'assets/js/main.js.br'), Buffer.alloc(222));
    pages = await pageWeights(build);
  });
  after(() => fs.rmSync(build, {recursive: true, force: true}));

  it('finds every HTML page of the build, by route', () => {
    assert.deepEqual(pages.map((each) => each.route).sort(), ['/', '/api/reference', '/plain']);
    assert.equal(routeOf(path.join('a', 'b.html')), '/a/b');
  });

  it('counts the HTML, stylesheets, preloads of any kind, scripts and the font of the faces the page text uses', () => {
    assert.deepEqual(files('/'), [
      'html index.html',
      'font assets/fonts/body.woff2',
      'css assets/css/styles.css',
      'js assets/js/route.js',
      'js assets/js/main.js',
      'other img/logo.svg',
    ]);
  });

  it('counts a script that a preload and a script tag both name once, and resolves relative URLs', () => {
    assert.deepEqual(files('/plain'), [
      'html plain/index.html',
      'css assets/css/styles.css',
      'js assets/js/main.js',
      'font assets/fonts/body.woff2',
    ]);
  });

  it('counts the images inlined into a page as data URIs', () => {
    assert.deepEqual(pages.map((each) => [each.route, each.inlinedImages]).sort(), [
      ['/', 0],
      ['/api/reference', 0],
      ['/plain', 1],
    ]);
  });

  it('leaves out prefetches, icons, inline script text, and faces only some elements use', () => {
    for (const route of ['/', '/plain'])
      for (const file of ['assets/js/later.js', 'assets/js/missing.js', 'assets/fonts/code.woff2'])
        assert.ok(!files(route).some((each) => each.endsWith(file)), `${route} ${file}`);
  });

  it('takes the precompressed files when present, else compresses text as nginx does, and never fonts', () => {
    const resources = page('/').resources;
    const main = resources.find((each) => each.file === 'assets/js/main.js')!;
    assert.deepEqual([main.raw, main.gzip, main.brotli], [size('assets/js/main.js'), 333, 222]);
    const route = resources.find((each) => each.file === 'assets/js/route.js')!;
    assert.ok(route.gzip > 0 && route.gzip < route.raw, 'compressed on the fly');
    assert.equal(route.brotli, route.gzip, 'nginx sends gzip where no .br was written');
    const font = resources.find((each) => each.kind === 'font')!;
    assert.deepEqual([font.gzip, font.brotli], [size('assets/fonts/body.woff2'), size('assets/fonts/body.woff2')]);
  });

  it('adds up the transfer and the JavaScript of a page', () => {
    const {resources, transfer, js} = page('/');
    assert.equal(
      transfer.gzip,
      resources.reduce((sum, each) => sum + each.gzip, 0),
    );
    assert.equal(js.brotli, 222 + resources.find((each) => each.file === 'assets/js/route.js')!.brotli);
  });

  it('reads the links of a page and the page-wide faces of a stylesheet', () => {
    assert.deepEqual(linkedResources('<link rel="modulepreload" href="/m.js"><script src=/s.js async></script>'), [
      {url: '/m.js', kind: 'js'},
      {url: '/s.js', kind: 'js'},
    ]);
    assert.deepEqual(pageFontUrls(fs.readFileSync(path.join(FIXTURE, 'assets/css/styles.css'), 'utf8')), [
      '../fonts/body.woff2',
    ]);
  });
});

describe('Page weight budgets', () => {
  const weigh = (route: string, transferGzip: number, jsBrotli: number): PageWeight => ({
    route,
    inlinedImages: 0,
    resources: [],
    transfer: {raw: transferGzip, gzip: transferGzip, brotli: transferGzip},
    js: {raw: jsBrotli, gzip: jsBrotli, brotli: jsBrotli},
  });
  const budgets: Budget[] = [
    {prefix: '/api/', transferGzipKiB: 400, jsBrotliKB: 160},
    {transferGzipKiB: 230, jsBrotliKB: 160},
  ];

  it('gives a route the budget of its prefix, and every other route the one without', () => {
    assert.equal(budgetFor('/api/reference', budgets).transferGzipKiB, 400);
    assert.equal(budgetFor('/apis', budgets).transferGzipKiB, 230);
    assert.throws(() => budgetFor('/', budgets.slice(0, 1)), /No budget applies to \//);
  });

  it('passes a page at its budget and names each budget a heavier page misses, with both numbers', () => {
    const transfer = 230 * 1024;
    const script = 160 * 1000;
    assert.deepEqual(overBudget(weigh('/a', transfer, script), budgets), []);
    assert.deepEqual(overBudget(weigh('/a', transfer + 103, script + 100), budgets), [
      `transfer ${kib(transfer + 103).toFixed(1)} KiB gzip > 230 KiB`,
      `JS ${kb(script + 100).toFixed(1)} KB brotli > 160 KB`,
    ]);
    assert.deepEqual(overBudget(weigh('/api/reference', transfer + 103, script), budgets), []);
  });
});
