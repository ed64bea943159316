import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {POST_BUILD_STEPS, runPostBuild} from '../../scripts/lib/post-build/pipeline';
import {routeChunkPreloads} from '../../src/plugins/page-loading/routeChunkPreloads';
import {paintFirstEntry} from '../../src/plugins/page-loading/paintFirstEntry';
import {validClientRedirectPages, validRedirectPage} from '../../scripts/lib/post-build/client-redirect-pages';
import {serverRules} from '../../scripts/lib/post-build/server-rules';
import {precompress} from '../../scripts/lib/post-build/precompress';
import {HTTP_RULES, SERVER_RULES} from '../../scripts/lib/server-layout';
import {
  filesIn,
  fixtureBuild,
  fixtureFile,
  fixtureFiles,
  fixtureRouteChunks,
  fixtureSite,
  type FixtureBuild,
} from './support/postBuildFixture';

const quiet = () => undefined;
const redirectPages = fixtureSite.redirects.map(({from}) => `${from.slice(1)}/index.html`);
const renderedPages = fixtureFiles().filter((file) => file.endsWith('.html') && !redirectPages.includes(file));
const preloadsOf = (html: string, as: string) =>
  [...html.matchAll(new RegExp(`<link rel=preload as=${as} [^>]*href=([^ >]+)`, 'g'))].map((match) => match[1]);
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).filter(Boolean);
/** A file's gzip and brotli copies, decompressed. */
const decompressed = (build: FixtureBuild, file: string) => ({
  gz: zlib.gunzipSync(fs.readFileSync(path.join(build.outDir, `${file}.gz`))).toString('utf8'),
  br: zlib.brotliDecompressSync(fs.readFileSync(path.join(build.outDir, `${file}.br`))).toString('utf8'),
});
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** Runs `check` on a fresh copy of the fixture build after `steps`, then removes the copy. */
async function afterSteps(
  steps: Parameters<typeof runPostBuild>[1],
  check: (build: FixtureBuild) => void | Promise<void>,
  options?: Parameters<typeof fixtureBuild>[0],
) {
  const build = await fixtureBuild(options);
  try {
    await runPostBuild(build, steps, quiet);
    await check(build);
  } finally {
    build.remove();
  }
}

describe('Post-build step route-chunk-preloads', () => {
  it("preloads, beside the entry script, exactly the chunks each page's route loads", () =>
    afterSteps([routeChunkPreloads], (build) => {
      for (const page of renderedPages) {
        const html = build.read(page);
        assert.deepEqual(preloadsOf(html, 'script'), fixtureRouteChunks[page], page);
        if (fixtureRouteChunks[page].length)
          assert.match(html, /fetchpriority=low href=[^ >]+><script src=\/assets\/js\/runtime~main\.\w+\.js defer>/);
        else assert.equal(html, fixtureFile(page), `${page} loads no chunk of its own and is left as it was`);
      }
      for (const page of redirectPages) assert.equal(build.read(page), fixtureFile(page));
    }));

  it('stops the build when the recorded chunks are of another build', async () => {
    const build = await fixtureBuild();
    const otherBuild = `${build.outDir}-hosted`;
    fs.cpSync(build.outDir, otherBuild, {recursive: true});
    try {
      await assert.rejects(
        routeChunkPreloads.run({...build, outDir: otherBuild}),
        /is of the build in .*build, not .*build-hosted: run the post-build steps right after `docusaurus build/,
      );
    } finally {
      build.remove();
    }
  });

  it('stops the build when a page has no entry script to preload its chunks beside (it runs before paint-first-entry)', async () => {
    const build = await fixtureBuild();
    try {
      await runPostBuild(build, [paintFirstEntry], quiet);
      await assert.rejects(
        routeChunkPreloads.run(build),
        /no deferred runtime~main script in [\w/]+\.html to preload its route.s chunks beside/,
      );
    } finally {
      build.remove();
    }
  });
});

describe('Post-build step paint-first-entry', () => {
  it("replaces every rendered page's deferred entry scripts with low-priority preloads and one loader", () =>
    afterSteps([paintFirstEntry], (build) => {
      for (const page of renderedPages) {
        const entry = [...fixtureFile(page).matchAll(/<script src=([^ >]+) defer>/g)].map((match) => match[1]);
        const html = build.read(page);
        assert.doesNotMatch(html, / defer>/, page);
        assert.deepEqual(preloadsOf(html, 'script'), entry, page);
        assert.ok(
          inlineScripts(html).some((script) => script.endsWith(`(${JSON.stringify(entry)})`)),
          page,
        );
      }
      for (const page of redirectPages) assert.equal(build.read(page), fixtureFile(page));
    }));
});

describe('Post-build step valid-client-redirect-pages', () => {
  it('rewrites each client-redirect page into a valid page with the same redirect, in the language of the site', () =>
    afterSteps([validClientRedirectPages], (build) => {
      const lang = /<html lang=(\w+)/.exec(fixtureFile('index.html'))![1];
      for (const page of redirectPages)
        assert.equal(build.read(page), validRedirectPage(fixtureFile(page), {lang, siteTitle: fixtureSite.siteTitle}));
      for (const page of renderedPages) assert.equal(build.read(page), fixtureFile(page));
    }));
});

describe('Post-build step server-rules', () => {
  it('writes the nginx rules beside the build, with a CSP that allows every inline script of its pages', () =>
    afterSteps([serverRules], (build) => {
      assert.deepEqual(filesIn(build.rulesDir), [HTTP_RULES, SERVER_RULES].sort());
      assert.deepEqual(filesIn(build.outDir), fixtureFiles(), 'nothing is written into the document root');
      const rules = fs.readFileSync(path.join(build.rulesDir, HTTP_RULES), 'utf8');
      const scripts = fixtureFiles()
        .filter((file) => file.endsWith('.html'))
        .flatMap((file) => inlineScripts(fixtureFile(file)));
      assert.ok(scripts.length >= 2, 'the fixture pages and the client-redirect page have inline scripts');
      for (const script of scripts) assert.ok(rules.includes(sha256(script)), script);
      const server = fs.readFileSync(path.join(build.rulesDir, SERVER_RULES), 'utf8');
      for (const {from, to} of fixtureSite.redirects)
        assert.ok(server.includes(`location = ${from} { return 301 ${to}$is_args$args; }`), from);
    }));
});

describe('Post-build step precompress', () => {
  const isText = (file: string) => !file.endsWith('.woff2');
  const size = (file: string) => Buffer.byteLength(fixtureFile(file));

  it('writes a gzip and a brotli copy of every text file of 1 KB or more, and of nothing else', () =>
    afterSteps([precompress], (build) => {
      const compressed = fixtureFiles().filter((file) => isText(file) && size(file) >= 1024);
      assert.ok(compressed.length > 0 && compressed.length < fixtureFiles().filter(isText).length);
      for (const file of compressed)
        assert.deepEqual(decompressed(build, file), {gz: build.read(file), br: build.read(file)});
      assert.deepEqual(
        filesIn(build.outDir),
        [...fixtureFiles(), ...compressed.flatMap((file) => [`${file}.gz`, `${file}.br`])].sort(),
      );
    }));

  it('compresses each content once: a second build of the same files takes every copy from the cache', async () => {
    const first = await fixtureBuild();
    try {
      await runPostBuild(first, [precompress], quiet);
      const cached = filesIn(first.cacheDir);
      const stale = path.join(first.cacheDir, 'stale.br');
      fs.writeFileSync(stale, '');
      const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
      fs.utimesSync(stale, weekAgo, weekAgo);
      await afterSteps(
        [precompress],
        (second) => {
          assert.deepEqual(filesIn(second.cacheDir), cached, 'no new entry; the entry unused for a week is removed');
        },
        {cacheDir: first.cacheDir},
      );
    } finally {
      first.remove();
    }
  });
});

describe('Post-build pipeline', () => {
  it('serves pages whose every inline script the CSP allows and whose compressed copies are the pages as served', () =>
    afterSteps(POST_BUILD_STEPS, (build) => {
      const csp = /"([^"]*script-src[^"]*)"/.exec(fs.readFileSync(path.join(build.rulesDir, HTTP_RULES), 'utf8'))![1];
      for (const page of [...renderedPages, ...redirectPages]) {
        const html = build.read(page);
        for (const script of inlineScripts(html)) assert.ok(csp.includes(sha256(script)), `${page}: ${script}`);
        if (fs.existsSync(path.join(build.outDir, `${page}.br`)))
          assert.deepEqual(decompressed(build, page), {gz: html, br: html}, page);
      }
    }));

  it("preloads a page's route chunks before its entry scripts", () =>
    afterSteps(POST_BUILD_STEPS, (build) => {
      const html = build.read('guides/install/index.html');
      const entry = [...fixtureFile('guides/install/index.html').matchAll(/<script src=([^ >]+) defer>/g)].map(
        (match) => match[1],
      );
      assert.deepEqual(preloadsOf(html, 'script'), [...fixtureRouteChunks['guides/install/index.html'], ...entry]);
    }));

  it('keeps each step independent: without paint-first-entry, every other step still does its job', () =>
    afterSteps(
      POST_BUILD_STEPS.filter((step) => step !== paintFirstEntry),
      (build) => {
        const html = build.read('guides/install/index.html');
        assert.match(html, /<script src=\/assets\/js\/runtime~main\.\w+\.js defer>/);
        assert.deepEqual(preloadsOf(html, 'script'), fixtureRouteChunks['guides/install/index.html']);
        assert.ok(fs.existsSync(path.join(build.rulesDir, SERVER_RULES)));
        assert.ok(fs.existsSync(path.join(build.outDir, 'guides/install/index.html.br')));
      },
    ));

  it('names each step once', () => {
    const names = POST_BUILD_STEPS.map((step) => step.name);
    assert.deepEqual(names, [...new Set(names)]);
  });
});
