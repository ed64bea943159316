import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, RouteChunkNames} from '@docusaurus/types';
import {routeChunkFiles, type ClientManifest} from './routeChunks';

/** The script tag Docusaurus writes for the client entry; route chunks are preloaded just before it. */
const MAIN_SCRIPT = /<script src=[^ >]*\/runtime~main\.[0-9a-f]+\.js defer>/;

/**
 * Low-priority preloads for the given route chunks, next to the page's main.js, so that they download with it
 * rather than one round trip after it; low, so that the stylesheet and the first image keep their priority.
 */
export const withPreloads = (html: string, chunks: string[]): string =>
  html.replace(
    MAIN_SCRIPT,
    (script) =>
      `${chunks.map((chunk) => `<link rel=preload as=script fetchpriority=low href=${chunk}>`).join('')}${script}`,
  );

/** The stylesheet link of a built page (minified HTML has no `</head>`); fonts are preloaded just before it. */
const STYLESHEET = /<link rel=stylesheet href=[^ >]+>/;

/** A preload of each bundled font before the stylesheet, so the text face is there for the first render. */
export const withFontPreloads = (html: string, fonts: string[]): string =>
  html.replace(
    STYLESHEET,
    (link) =>
      `${fonts.map((font) => `<link rel=preload as=font type=font/woff2 href=${font} crossorigin>`).join('')}${link}`,
  );

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await fs.readFile(file, 'utf8')) as T;

/**
 * How a page's code loads, for readers on slow phones and across deploys:
 * - the bundled text font is preloaded on every page, so its `font-display: optional` face is ready for the first
 *   render and text never moves when it arrives;
 * - route chunks download with main.js: Docusaurus writes only runtime~main and main into a page's HTML, so the
 *   browser learned of the page's own chunks only once main.js had run; after the build each page gets a preload for
 *   every chunk its route loads (./routeChunks);
 * - links load on intent, not when they scroll into view (./prefetchOnIntent);
 * - a page whose chunk fails to load after a deploy is reloaded once, then shows the error box with Retry
 *   (./chunkLoadRecovery), and a page still loading after a while offers a reload (theme/Loading).
 */
export default function pageLoading(context: LoadContext): Plugin {
  return {
    name: 'skyloom-page-loading',
    getClientModules: () => [path.join(__dirname, 'prefetchOnIntent.ts'), path.join(__dirname, 'chunkLoadRecovery.ts')],
    getThemePath: () => './theme',
    async postBuild({outDir, baseUrl, routes, routesPaths}) {
      const chunksOf = routeChunkFiles(
        routes,
        await readJson<RouteChunkNames>(path.join(context.generatedFilesDir, 'routesChunkNames.json')),
        await readJson<ClientManifest>(path.join(context.generatedFilesDir, 'client-manifest.json')),
      );
      const fontDir = path.join(outDir, 'assets', 'fonts');
      const fonts = (await fs.readdir(fontDir).catch(() => []))
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => `${baseUrl}assets/fonts/${name}`);
      let preloaded = 0;
      for (const route of new Set(routesPaths)) {
        const relative = route.slice(baseUrl.length);
        const file = path.join(outDir, relative.endsWith('.html') ? relative : path.join(relative, 'index.html'));
        const html = await fs.readFile(file, 'utf8');
        const chunks = MAIN_SCRIPT.test(html) ? chunksOf(route) : [];
        // Other plugins read the built pages at the same time: they see the old file or the new one, never half.
        await fs.writeFile(`${file}.preloads`, withFontPreloads(withPreloads(html, chunks), fonts));
        await fs.rename(`${file}.preloads`, file);
        if (chunks.length) preloaded++;
      }
      console.log(`page-loading: route chunks preloaded on ${preloaded} pages.`);
    },
  };
}
