import {builtRoutes, builtSiteRecords} from '../../src/plugins/search/indexing/builtSite';
import type {SearchRecord} from '../../src/plugins/search/records';

/** The search records of a built site: the same records its embedded index holds. */
export async function builtSearchRecords(buildDir: string, siteUrl: string): Promise<SearchRecord[]> {
  const pages = await builtSiteRecords(buildDir, await builtRoutes(buildDir), siteUrl);
  if (pages.length === 0) throw new Error(`No built pages in ${buildDir}: run \`npm run build\` first.`);
  return pages.flat();
}
