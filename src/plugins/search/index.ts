import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {extractRecords} from './indexing/extractRecords';
import {compactIndex} from './compactIndex';
import {SEARCH_INDEX_FILE, type SearchRecord} from './records';

/** Routes that are not content: the search page itself and the not-found page. */
const SKIPPED_ROUTES = new Set(['/search', '/404.html']);

async function htmlFileOf(outDir: string, route: string): Promise<string | null> {
  for (const candidate of [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)]) {
    try {
      return await fs.readFile(candidate, 'utf8');
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * Builds the search records from the built pages (the same records the hosted index is fed with), writes the
 * embedded index asset, and routes the /search page's client through the backend switch. The alias does not
 * depend on the backend, so webpack's persistent cache cannot carry one backend's wiring into the other's build.
 */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'skyloom-search',
    // The search bar, the /search page and the button: overrides of theme-search-algolia's components.
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack() {
      return {resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, 'client/liteClient.ts')}}};
    },
    async postBuild({outDir, routesPaths, siteConfig}) {
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (SKIPPED_ROUTES.has(route)) continue;
        const html = await htmlFileOf(outDir, route);
        if (html) records.push(...extractRecords({route, html, siteUrl: siteConfig.url}));
      }
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(compactIndex(records, siteConfig.url)));
    },
  };
}
