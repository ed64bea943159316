import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';
import {routeChunkFiles, type ClientManifest} from './routeChunks';
import {writeRouteChunks} from './routeChunkPreloads';
import {EntryScriptCompileHints} from './compileHints';

/** The module Docusaurus's generated route table builds each route's component with, replaced in the client build. */
export const COMPONENT_CREATOR_MODULE = '@docusaurus/ComponentCreator';

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await fs.readFile(file, 'utf8')) as T;

/**
 * How a page's code loads, for readers on slow phones and across deploys:
 * - route chunks download with main.js: Docusaurus writes only runtime~main and main into a page's HTML, so the
 *   browser learned of the page's own chunks only once main.js had run; this plugin's postBuild finds every chunk
 *   each page's route loads (./routeChunks), and the post-build step ./routeChunkPreloads preloads them;
 * - the entry scripts run after the first paint (./paintFirstEntry), so the server-rendered page shows before
 *   React hydrates it, and V8 compiles them while they download (./compileHints), not function by function as they run;
 * - each route's component is built when a page first uses it (./lazyRouteComponents), not all 300-odd as main.js runs;
 * - links load on intent, not when they scroll into view (./prefetchOnIntent);
 * - a page's chunks start loading in a task after main.js has run, and a page whose chunk fails to load after a
 *   deploy is reloaded once, then shows the error box with Retry (./routeLoading); a page still loading after a
 *   while offers a reload (theme/Loading);
 * - main.js carries no tslib: Docusaurus's client code imports @docusaurus/utils-common, whose index pulls all of
 *   it in for one helper, so the bundle takes the same exports from ./utilsCommon.
 * The two rewrites of the built pages are steps of the one post-build pipeline (scripts/lib/post-build/pipeline.ts).
 */
export default function pageLoading(context: LoadContext): Plugin {
  return {
    name: 'skyloom-page-loading',
    getClientModules: () => [path.join(__dirname, 'prefetchOnIntent.ts'), path.join(__dirname, 'routeLoading.ts')],
    getThemePath: () => './theme',
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          '@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts'),
          ...(isServer ? {} : {[COMPONENT_CREATOR_MODULE]: path.join(__dirname, 'lazyRouteComponents.tsx')}),
        },
      },
      plugins: isServer ? [] : [new EntryScriptCompileHints()],
    }),
    async postBuild({outDir, baseUrl, routes, routesPaths}) {
      const chunksOf = routeChunkFiles(
        routes,
        await readJson<RouteChunkNames>(path.join(context.generatedFilesDir, 'routesChunkNames.json')),
        await readJson<ClientManifest>(path.join(context.generatedFilesDir, 'client-manifest.json')),
      );
      const pages = Object.fromEntries(
        [...new Set(routesPaths)].map((route) => {
          const relative = route.slice(baseUrl.length);
          return [relative.endsWith('.html') ? relative : path.join(relative, 'index.html'), chunksOf(route)];
        }),
      );
      await writeRouteChunks(context.generatedFilesDir, outDir, pages);
    },
  };
}
