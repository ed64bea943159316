// Post-build step: a page's entry scripts run after its first paint, so the server-rendered page shows before React
// hydrates it.
import path from 'node:path';
import {renderedPages, rewritePages, type PostBuildStep} from '../../../scripts/lib/post-build/site';

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

export const paintFirstEntry: PostBuildStep = {
  name: 'paint-first-entry',
  async run(site) {
    const pages = await renderedPages(site);
    await rewritePages(site, pages, (html, page) => withPaintFirstEntry(html, path.join(site.outDir, page)));
    return `the entry scripts of ${pages.length} pages run after the first paint`;
  },
};
