import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
// Docusaurus's own writer of routesChunkNames.json (an internal module): the test runs the real thing, so a change
// in what it writes fails here, with the message the plugin would stop the build with.
import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import {routeChunkFiles, withChunkNames, type ClientManifest} from '../../src/plugins/page-loading/routeChunks';
import {withPreloads} from '../../src/plugins/page-loading';

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
