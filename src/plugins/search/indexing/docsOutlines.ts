/**
 * The outlines of every doc, read from the docs plugin's loaded content and the doc sources: what the dev server
 * indexes. Each doc gets the section its breadcrumbs would show, as in the production build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PageOutline} from '../records';
import {outlineFromSource} from './outlineFromSource';
import {STANDALONE_SECTION} from './outlineFromHtml';

type LoadedVersion = DocsContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A doc's breadcrumbs in a sidebar: the categories above it, outermost first, then the doc unless it is a category's own page. */
function breadcrumbs(items: readonly SidebarItem[], docId: string, title: string): string[] | null {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id === docId) return [title];
    if (item.type !== 'category') continue;
    if (item.link?.type === 'doc' && item.link.id === docId) return [item.label];
    const below = breadcrumbs(item.items, docId, title);
    if (below) return [item.label, ...below];
  }
  return null;
}

/** The first breadcrumb when there are several, else the navbar label of the doc's sidebar, as outlineFromHtml.ts reads it. */
function sectionOf(version: LoadedVersion, doc: LoadedVersion['docs'][number], navbarLabels: Map<string, string>) {
  if (!doc.sidebar) return STANDALONE_SECTION;
  const crumbs = breadcrumbs(version.sidebars[doc.sidebar] ?? [], doc.id, doc.title) ?? [];
  return crumbs.length > 1 ? crumbs[0] : (navbarLabels.get(doc.sidebar) ?? STANDALONE_SECTION);
}

export interface DocsOutlinesInput {
  docs: DocsContent;
  siteDir: string;
  language: string;
  /** Navbar labels of the doc sidebars, by sidebar id. */
  navbarLabels: Map<string, string>;
}

export async function docsOutlines({docs, siteDir, language, navbarLabels}: DocsOutlinesInput): Promise<PageOutline[]> {
  const [version] = docs.loadedVersions;
  const tag = `docs-default-${version.versionName}`;
  const sorted = [...version.docs].sort((a, b) => (a.permalink < b.permalink ? -1 : a.permalink > b.permalink ? 1 : 0));
  return Promise.all(
    sorted.map(async (doc) => {
      const keywords = doc.frontMatter.keywords;
      return outlineFromSource({
        source: await fs.readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8'),
        route: doc.permalink,
        section: sectionOf(version, doc, navbarLabels),
        title: doc.title,
        keywords: Array.isArray(keywords) ? keywords.map(String) : [],
        description: doc.description,
        language,
        tag,
      });
    }),
  );
}
