/** The records of a built site: every page's outline read from its HTML (the production index and the hosted one). */
import fs from 'node:fs/promises';
import path from 'node:path';
import {recordsFromOutline, type SearchRecord} from '../records';
import {outlineFromHtml} from './outlineFromHtml';

/** Routes that are not content: the search page itself and the not-found page. */
const SKIPPED_ROUTES = new Set(['/search', '/404.html']);

async function htmlOf(outDir: string, route: string): Promise<string | null> {
  for (const candidate of [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)]) {
    const html = await fs.readFile(candidate, 'utf8').catch(() => null);
    if (html !== null) return html;
  }
  return null;
}

/** The routes of a built site, from its HTML files: `/a/index.html` is `/a`, `/404.html` stays as it is. */
export async function builtRoutes(outDir: string): Promise<string[]> {
  const files = await fs.readdir(outDir, {recursive: true});
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/\/index\.html$/, '') || '/');
}

/** Each searchable page's records, pages in route order. */
export async function builtSiteRecords(
  outDir: string,
  routes: readonly string[],
  siteUrl: string,
): Promise<SearchRecord[][]> {
  const pages: SearchRecord[][] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (SKIPPED_ROUTES.has(route)) continue;
    const html = await htmlOf(outDir, route);
    const outline = html === null ? null : outlineFromHtml({route, html});
    if (outline) pages.push(recordsFromOutline(outline, siteUrl));
  }
  return pages;
}
