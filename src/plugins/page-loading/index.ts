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

/** The client entry scripts Docusaurus writes into every page's head (runtime~main, then main). */
const ENTRY_SCRIPT = /<script src=([^ >]+) defer><\/script>/g;

/**
 * Runs the entry scripts once the browser reports the first contentful paint (after one frame where paint timing is
 * missing, at once in a hidden tab, which does not paint). They still download from the start as low-priority
 * preloads, the priority `defer` gives them, so only their evaluation waits: a slow phone shows the page first.
 * Docusaurus's base-URL banner (core/lib/client/BaseUrlIssueBanner) calls its global `insertBanner` when main.js has
 * not run by DOMContentLoaded; main.js now runs later, so the loader holds that call and makes it only if a script
 * fails to load, which is what the banner is for (the e2e "Wrong base URL" tests fail if this changes upstream).
 */
const paintFirstLoader = (scripts: string[]): string =>
  `(function(s){var d=0,w=0,f=0,B=window.insertBanner,P=window.PerformanceObserver;if(typeof B=="function")window.insertBanner=function(){w=1};function x(){if(!f&&B){f=1;w?B():addEventListener("DOMContentLoaded",B)}}function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;e.onerror=x;document.head.appendChild(e)})}if(document.hidden)l();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(t,o){if(t.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l)}}).observe({type:"paint",buffered:!0});setTimeout(l,5e3)}else addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(l)})})})(${JSON.stringify(scripts)})`;

/** Replaces the deferred entry scripts with preloads and the loader above, where the first of them stood. */
export function withPaintFirstEntry(html: string, page = 'a built page'): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  // Docusaurus's HTML template writes these tags; if it changes, the build stops here rather than ship slower pages.
  if (!scripts.length) throw new Error(`page-loading: no \`<script src=… defer>\` entry script in ${page}`);
  const loader = `${scripts.map((script) => `<link rel=preload as=script fetchpriority=low href=${script}>`).join('')}<script>${paintFirstLoader(scripts)}</script>`;
  let first = true;
  return html.replace(ENTRY_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return loader;
  });
}

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
 * - the entry scripts run after the first paint (withPaintFirstEntry), so the server-rendered page shows before
 *   React hydrates it;
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
        await fs.writeFile(
          `${file}.preloads`,
          withFontPreloads(withPaintFirstEntry(withPreloads(html, chunks), file), fonts),
        );
        await fs.rename(`${file}.preloads`, file);
        if (chunks.length) preloaded++;
      }
      console.log(`page-loading: route chunks preloaded on ${preloaded} pages.`);
    },
  };
}
