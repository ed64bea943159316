import {gzipSync} from 'node:zlib';
import {test, expect} from '@playwright/test';
import {redirects} from '../../src/config/redirects';
import {HTTP_RULES, SERVER_RULES} from '../../scripts/lib/server-layout';
import {parse} from 'yaml';
import {apiDocument} from '../../src/data/api';
import {referenceRoutes} from '../../src/plugins/api-reference/referenceRoutes';
import {DOWNLOADS, downloadPath} from '../../src/plugins/api-reference/routes';
import {contract, styleGuide, waitForHydration} from './support/site';
import {builtHtml, guideDocs} from './support/builtPages';
import {COMPILE_HINT, ENTRY_SCRIPT} from '../../src/plugins/page-loading/compileHints';

/** The route contract's redirects of `.html` paths, which the server answers itself. */
const htmlRedirects = contract.flatMap((entry) =>
  entry.kind === 'redirect' && entry.path.endsWith('.html') ? [entry] : [],
);
/** A doc page of fixed content, with every component (the style guide's concept page). */
const DOC_PAGE = styleGuide.concept;

const get = (
  request: import('@playwright/test').APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) => request.get(path, {maxRedirects: 0, headers});

test.describe('Production serving: redirects and status codes', () => {
  for (const {from, to} of redirects) {
    test(`${from} answers 301 to ${to}`, async ({request}) => {
      const response = await get(request, from);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  for (const [path, target] of [
    ...htmlRedirects.map((entry) => [entry.path, entry.target]),
    ...htmlRedirects.slice(0, 1).map((entry) => [`${entry.path}?ref=old`, `${entry.target}?ref=old`]),
  ]) {
    test(`${path} answers 301 to ${target}`, async ({request}) => {
      const response = await get(request, path);
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(target);
    });
  }

  for (const entry of contract) {
    if (entry.kind !== 'notFound') continue;
    test(`${entry.path} answers 404 with the not-found page`, async ({request}) => {
      const response = await get(request, entry.path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    });
  }

  test("the server's generated rules are not served: they live beside the site, not in it", async ({request}) => {
    for (const rules of [HTTP_RULES, SERVER_RULES])
      for (const path of [`/${rules}`, `/_nginx/${rules}`]) expect((await get(request, path)).status(), path).toBe(404);
  });
});

test.describe('Production serving: headers, caching and compression', () => {
  test('pages carry the security headers and a CSP without unsafe-eval or inline scripts', async ({request}) => {
    const notFound = contract.find((entry) => entry.kind === 'notFound')!.path;
    for (const path of ['/', DOC_PAGE, notFound]) {
      const headers = (await get(request, path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      const csp = headers['content-security-policy'];
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(csp, path).not.toMatch(/algolia|googletagmanager|amplitude/);
    }
  });

  test('scripts and search shards carry nosniff but not the headers that govern documents', async ({request, page}) => {
    await page.goto(DOC_PAGE);
    const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const {dir} = (await (await get(request, '/search-index.json')).json()) as {dir: string};
    for (const path of [script!, `/${dir}/p-0.json`]) {
      const headers = (await get(request, path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
        expect(headers[name], `${name} on ${path}`).toBeUndefined();
    }
  });

  test('HTML revalidates and hashed assets are immutable', async ({request, page}) => {
    expect((await get(request, DOC_PAGE)).headers()['cache-control']).toBe('no-cache');
    await page.goto(DOC_PAGE);
    const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    expect((await get(request, script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the search index entry revalidates; its shards are immutable and served compressed', async ({request}) => {
    const entry = await get(request, '/search-index.json');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const {dir} = (await entry.json()) as {dir: string};
    const shard = await get(request, `/${dir}/p-0.json`, {'Accept-Encoding': 'br, gzip'});
    expect(shard.status()).toBe(200);
    expect(shard.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shard.headers()['content-encoding']).toBe('br');
    expect(shard.headers()['content-type']).toContain('application/json');
  });

  test('text assets are served precompressed with brotli, else gzip', async ({request, page}) => {
    await page.goto('/');
    const script = (await page.locator('script[src*="/assets/js/main."]').getAttribute('src'))!;
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      for (const path of [DOC_PAGE, script]) {
        const headers = (await get(request, path, {'Accept-Encoding': accept})).headers();
        expect(headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(headers.vary, path).toContain('Accept-Encoding');
      }
    }
  });
});

test.describe('Production serving: the API document', () => {
  test('downloads as YAML and JSON from the links of an API reference page, the document the reference shows', async ({
    page,
    request,
  }) => {
    await page.goto(referenceRoutes()[0]);
    for (const format of Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]) {
      const link = page.locator(`a[download][href="${downloadPath(format)}"]`);
      await expect(link, format).toBeVisible();
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status(), format).toBe(200);
      const text = await response.text();
      expect(format === 'json' ? JSON.parse(text) : parse(text, {merge: true}), format).toEqual(apiDocument);
    }
  });
});

test.describe('Production serving: first load of a doc page', () => {
  // The page with every component, and the guide's doc with the most HTML, whichever it is.
  const heaviestDoc = () =>
    guideDocs().reduce((heaviest, route) =>
      builtHtml(route)!.length > builtHtml(heaviest)!.length ? route : heaviest,
    );
  const heaviestApiPage = () =>
    referenceRoutes().reduce((heaviest, route) =>
      builtHtml(route)!.length > builtHtml(heaviest)!.length ? route : heaviest,
    );
  for (const [which, path] of [
    ['the style guide page with every component', () => DOC_PAGE],
    ["the guide's doc page with the most HTML", heaviestDoc],
    ["the API reference's page with the most HTML", heaviestApiPage],
  ] as const) {
    test(`${which} stays within 250 KB transferred and 180 KB of compressed JavaScript, all from the site, counting every request`, async ({
      page,
      baseURL,
    }) => {
      const loads: Promise<{url: string; type: string; bytes: number}>[] = [];
      page.on('requestfinished', (request) =>
        loads.push(
          request.sizes().then((sizes) => ({
            url: request.url(),
            type: request.resourceType(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
        ),
      );
      await page.goto(path());
      await page.waitForLoadState('networkidle');
      const requests = await Promise.all(loads);
      const kb = (items: typeof requests) => items.reduce((sum, item) => sum + item.bytes, 0) / 1024;
      expect(
        requests.filter((request) => !request.url.startsWith(baseURL!) && !request.url.startsWith('data:')),
        'third-party requests',
      ).toEqual([]);
      expect(kb(requests), 'total KB').toBeLessThanOrEqual(250);
      expect(kb(requests.filter((request) => request.type === 'script')), 'JavaScript KB').toBeLessThanOrEqual(180);
    });
  }

  test("the API reference's page with the most HTML loads at most 400 KiB gzip on first load, counting every response it loads or preloads", async ({
    page,
    request,
  }) => {
    const loads: Promise<{url: string; headerBytes: number}>[] = [];
    page.on('requestfinished', (finished) =>
      loads.push(finished.sizes().then((sizes) => ({url: finished.url(), headerBytes: sizes.responseHeadersSize}))),
    );
    const path = heaviestApiPage();
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Each body as gzip would send it (HTML, CSS, fonts, scripts), whatever encoding the browser was served.
    const bytes = await Promise.all(
      (await Promise.all(loads))
        .filter(({url}) => !url.startsWith('data:'))
        .map(async ({url, headerBytes}) => {
          const body = await (await request.get(url, {headers: {'Accept-Encoding': 'identity'}})).body();
          return gzipSync(body, {level: 9}).length + headerBytes;
        }),
    );
    const kib = bytes.reduce((sum, size) => sum + size, 0) / 1024;
    test.info().annotations.push({type: 'first load', description: `${path}: ${kib.toFixed(1)} KiB gzip`});
    console.log(`${path}: ${bytes.length} responses, ${kib.toFixed(1)} KiB gzip on first load`);
    expect(kib, 'KiB gzip').toBeLessThanOrEqual(400);
  });

  test('the HTML preloads the code each page runs before it hydrates, main.js included, and nothing more', async ({
    page,
  }) => {
    for (const path of [DOC_PAGE, styleGuide.command, '/', '/release-notes/versions', '/search']) {
      const loaded = new Set<string>();
      const onRequest = (request: import('@playwright/test').Request) => {
        if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const preloaded = await page
        .locator('link[rel="preload"][as="script"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded.filter((script) => /\/(runtime~)?main\.\w+\.js$/.test(script)).length, path).toBe(2);
      expect([...loaded].sort(), path).toEqual(preloaded.sort());
    }
  });

  test('the page is painted before its scripts run, and then hydrates', async ({page}) => {
    await page.addInitScript(() => {
      const seen = window as unknown as {paintedBeforeMain?: boolean};
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src))
              seen.paintedBeforeMain ??= performance.getEntriesByName('first-contentful-paint').length > 0;
      }).observe(document, {childList: true, subtree: true});
    });
    for (const path of [DOC_PAGE, '/']) {
      await page.goto(path);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => (window as unknown as {paintedBeforeMain?: boolean}).paintedBeforeMain),
        path,
      ).toBe(true);
    }
  });

  test("main.js runs in a task of its own: the page's chunks start loading in a later task", async ({page}) => {
    await page.addInitScript(() => {
      const seen = window as unknown as {chunkScripts: string[]; chunksWhenMainRan?: number};
      seen.chunkScripts = [];
      // Mutation records arrive after a script has run and before its load event, which fires in the same task.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLScriptElement) || !node.src.includes('/assets/js/')) continue;
            if (/\/main\.\w+\.js$/.test(node.src))
              node.addEventListener('load', () => (seen.chunksWhenMainRan = seen.chunkScripts.length));
            else if (!node.src.includes('/runtime~main.')) seen.chunkScripts.push(node.src);
          }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    const seen = await page.evaluate(() => {
      const {chunkScripts, chunksWhenMainRan} = window as unknown as {
        chunkScripts: string[];
        chunksWhenMainRan?: number;
      };
      return {chunkScripts, chunksWhenMainRan};
    });
    expect(seen.chunksWhenMainRan, 'chunk scripts inserted while main.js ran').toBe(0);
    expect(seen.chunkScripts.length, 'chunk scripts inserted before hydration').toBeGreaterThan(0);
  });

  test('the entry scripts ask V8 to compile all their functions while they download (first line: the compile hint)', async ({
    page,
    request,
  }) => {
    await page.goto(DOC_PAGE);
    const entryScripts = await page
      .locator('link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const entries = entryScripts.filter((script) => ENTRY_SCRIPT.test(new URL(script).pathname));
    expect(entries).toHaveLength(2);
    for (const script of entries)
      expect((await (await request.get(script)).text()).split('\n', 1)[0], script).toBe(COMPILE_HINT);
  });

  test('code highlighting loads only with a page that shows code, and highlights it when the page opens in the app', async ({
    page,
  }) => {
    const prism: string[] = [];
    page.on('request', (request) => {
      if (/\/prism-[\w-]+\.\w+\.js$/.test(new URL(request.url()).pathname)) prism.push(request.url());
    });
    const withoutCode = '/styleguide';
    expect(builtHtml(withoutCode), 'the style guide home shows no code').not.toMatch(/<pre\b/);
    await page.goto(withoutCode);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(prism, 'Prism downloaded on a page without code').toEqual([]);
    await page.locator(`.theme-doc-sidebar-container a.menu__link[href="${styleGuide.command}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${styleGuide.command}$`));
    await expect(page.locator('pre.prism-code .token-line .token:not(.plain)').first()).toBeVisible();
    expect(prism.length, 'the grammars of the page opened').toBeGreaterThan(0);
  });

  test('links in view are not prefetched; hovering a link loads the code of its page', async ({page}) => {
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(
      page.locator('link[rel="prefetch"]'),
      'Docusaurus no longer prefetches links in view through window.docusaurus, so src/plugins/page-loading/prefetchOnIntent.ts needs updating',
    ).toHaveCount(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator(`.theme-doc-sidebar-container a.menu__link[href="${styleGuide.command}"]`).hover();
    await expect.poll(() => scripts.length, 'page code loaded on hover').toBeGreaterThan(0);
    expect(scripts.every((url) => new URL(url).pathname.startsWith('/assets/js/'))).toBe(true);
  });
});
