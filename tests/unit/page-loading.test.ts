import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
// Docusaurus's own writer of routesChunkNames.json (an internal module): the test runs the real thing, so a change
// in what it writes fails here, with the message the plugin would stop the build with.
import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {routeChunkFiles, withChunkNames, type ClientManifest} from '../../src/plugins/page-loading/routeChunks';
import vm from 'node:vm';
import {withPaintFirstEntry} from '../../src/plugins/page-loading/paintFirstEntry';
import {withPreloads} from '../../src/plugins/page-loading/routeChunkPreloads';
import {COMPONENT_CREATOR_MODULE} from '../../src/plugins/page-loading';

/** The shape the docs plugin gives a site whose docs live at `/`: three nested layouts on `/`, then the docs. */
const routes: RouteConfig[] = [
  {path: '/search', component: '@theme/SearchPage', exact: true},
  {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        modules: {version: '@generated/version.json'},
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: [
              {
                path: '/concepts/drift',
                component: '@theme/DocItem',
                exact: true,
                modules: {content: '@site/docs/drift.md'},
              },
              {path: '/', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/README.md'}},
            ],
          },
        ],
      },
    ],
  },
];

/** A client manifest where every chunk name is its own asset, served as `/assets/js/<name>.js`. */
function manifestFor(routesChunkNames: Record<string, unknown>): ClientManifest {
  const names = JSON.stringify(routesChunkNames)
    .match(/"[^"]+"(?=[,}])/g)!
    .map((name) => JSON.parse(name) as string);
  return {
    origins: Object.fromEntries(names.map((name) => [name, [name]])),
    assets: Object.fromEntries(names.map((name) => [name, {js: [{publicPath: `/assets/js/${name}.js`}]}])),
  };
}

describe('Route components built on first use', () => {
  it("Docusaurus's route table builds every route's component through the module the client build replaces", () => {
    const {routesConfig} = generateRoutesCode(routes);
    assert.match(routesConfig, new RegExp(`^import ComponentCreator from '${COMPONENT_CREATOR_MODULE}';$`, 'm'));
    const routeCount = JSON.stringify(routes).match(/"path":/g)!.length;
    // One call per route, and one for the not-found route Docusaurus adds.
    assert.equal(routesConfig.match(/component: ComponentCreator\(/g)?.length, routeCount + 1);
  });
});

describe('Route chunk preloads', () => {
  const {routesChunkNames} = generateRoutesCode(routes);
  const manifest = manifestFor(routesChunkNames);

  it("pair every route with the chunk names Docusaurus writes for it (fails when Docusaurus's format changes)", () => {
    assert.doesNotThrow(() => withChunkNames(routes, routesChunkNames));
  });

  it('are the chunks of the routes react-router matches for the page, and no other', () => {
    const chunksOf = routeChunkFiles(routes, routesChunkNames, manifest);
    const drift = chunksOf('/concepts/drift');
    const home = chunksOf('/');
    assert.equal(drift.length, 6, 'three layouts, the version data, the doc component and the doc');
    assert.deepEqual(drift.slice(0, 5), home.slice(0, 5), 'the layouts and the doc component load on every doc');
    assert.notEqual(drift[5], home[5], "a doc page does not preload the home doc's content");
    assert.equal(chunksOf('/search').length, 1);
  });

  it('stop the build with a clear message when the generated files do not match the route config', () => {
    const reordered = Object.fromEntries(Object.entries(routesChunkNames).reverse());
    assert.throws(
      () => withChunkNames(routes, reordered),
      /routesChunkNames\.json entry 0 is "\/-\w+", not the key of route \/search: Docusaurus no longer writes one <path>-<hash> entry per route in route-config order, and src\/plugins\/page-loading needs updating/,
    );
    assert.throws(
      () => withChunkNames(routes, {...routesChunkNames, '/extra-abc': {}}),
      /routesChunkNames\.json has 7 entries for 6 routes/,
    );
    assert.throws(
      () => routeChunkFiles(routes, routesChunkNames, {chunks: {}} as unknown as ClientManifest),
      /client-manifest\.json has no "origins" and "assets"/,
    );
  });

  it('go next to main.js, at low priority', () => {
    const html = '<head><script src=/assets/js/runtime~main.0a1b2c3d.js defer></script></head>';
    assert.equal(
      withPreloads(html, ['/assets/js/a.js']),
      '<head><link rel=preload as=script fetchpriority=low href=/assets/js/a.js><script src=/assets/js/runtime~main.0a1b2c3d.js defer></script></head>',
    );
  });
});

describe('Entry scripts run after the first paint', () => {
  const page =
    '<head><link rel=stylesheet href=/a.css><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head><body><h1>Drift</h1>';

  /** Runs the page's loader in a stand-in browser and returns what it appended, and the hooks it left. */
  function runLoader(html: string, {hidden = false, paintTiming = true} = {}) {
    const appended: {src: string; async: boolean}[] = [];
    const timers: (() => void)[] = [];
    const observers: ((list: {getEntriesByName: (name: string) => unknown[]}, o: {disconnect(): void}) => void)[] = [];
    const PerformanceObserver = Object.assign(
      function (this: unknown, callback: (typeof observers)[number]) {
        observers.push(callback);
        return {observe: () => undefined};
      },
      {supportedEntryTypes: paintTiming ? ['paint', 'resource'] : ['resource']},
    );
    const listeners: Record<string, () => void> = {};
    const context = {
      document: {
        hidden,
        readyState: 'loading',
        createElement: () => ({src: '', async: true}),
        head: {appendChild: (script: {src: string; async: boolean}) => appended.push(script)},
      },
      setTimeout: (callback: () => void) => timers.push(callback),
      requestAnimationFrame: (callback: () => void) => callback(),
      addEventListener: (type: string, callback: () => void) => (listeners[type] = callback),
      PerformanceObserver,
      window: {} as Record<string, unknown>,
    };
    context.window = context as unknown as Record<string, unknown>;
    const loader = /<script>(\(function\(s\)[^<]+)<\/script>/.exec(withPaintFirstEntry(html))?.[1];
    assert.ok(loader, 'the page has the loader');
    vm.runInNewContext(loader, context);
    const paint = (name: string) =>
      observers.forEach((observer) =>
        observer({getEntriesByName: (entry) => (entry === name ? [{}] : [])}, {disconnect: () => undefined}),
      );
    return {appended, timers, paint, listeners};
  }

  it('replaces the deferred entry scripts with low-priority preloads and one loader', () => {
    const html = withPaintFirstEntry(page);
    assert.doesNotMatch(html, /defer/);
    assert.match(
      html,
      /^<head><link rel=stylesheet href=\/a\.css><link rel=preload as=script fetchpriority=low href=\/assets\/js\/runtime~main\.1\.js><link rel=preload as=script fetchpriority=low href=\/assets\/js\/main\.2\.js><script>\(function\(s\)/,
    );
    assert.equal(html.match(/<script>/g)?.length, 1);
  });

  it('stops the build when Docusaurus no longer writes deferred entry scripts', () => {
    assert.throws(
      () => withPaintFirstEntry('<head><script type=module src=/main.js></script>', 'build/index.html'),
      /no `<script src=… defer>` entry script in build\/index\.html/,
    );
  });

  it('appends the scripts in order, not async, only once the first contentful paint is reported', () => {
    const {appended, timers, paint} = runLoader(page);
    assert.equal(timers.splice(0).length, 1, 'only the safety timeout waits, and it has not fired');
    assert.deepEqual(appended, [], 'nothing runs before the paint');
    paint('first-paint');
    assert.deepEqual(appended, []);
    paint('first-contentful-paint');
    timers.splice(0).forEach((timer) => timer());
    assert.deepEqual(
      appended.map(({src, async}) => [src, async]),
      [
        ['/assets/js/runtime~main.1.js', false],
        ['/assets/js/main.2.js', false],
      ],
    );
  });

  it('still runs them when no paint is reported, once', () => {
    const {appended, timers, paint} = runLoader(page);
    timers.splice(0).forEach((timer) => timer());
    assert.equal(appended.length, 2, 'the safety timeout runs them');
    paint('first-contentful-paint');
    timers.splice(0).forEach((timer) => timer());
    assert.equal(appended.length, 2, 'a late paint does not run them again');
    const hidden = runLoader(page, {hidden: true});
    assert.equal(hidden.appended.length, 2, 'a hidden tab, which never paints, runs them at once');
    const old = runLoader(page, {paintTiming: false});
    assert.equal(old.appended.length, 0);
    old.listeners.DOMContentLoaded();
    old.timers.forEach((timer) => timer());
    assert.equal(old.appended.length, 2, 'without paint timing, one frame after parsing');
  });
});

describe('utils-common without tslib', () => {
  it('exports exactly what @docusaurus/utils-common exports, the same values (fails when the package changes)', async () => {
    const upstream = await import('@docusaurus/utils-common');
    const shim = await import('../../src/plugins/page-loading/utilsCommon');
    const exported = (module: object) => Object.keys(module).filter((key) => key !== 'default' && key !== '__esModule');
    assert.deepEqual(exported(shim).sort(), exported(upstream).sort());
    for (const key of exported(upstream))
      assert.equal(
        shim[key as keyof typeof shim],
        upstream[key as keyof typeof upstream],
        `${key}: src/plugins/page-loading/utilsCommon.ts needs updating`,
      );
  });
});
