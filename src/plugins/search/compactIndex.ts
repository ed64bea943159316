/**
 * The embedded index asset: records grouped by page so that the hierarchy is stored once per heading
 * instead of once per record (about half the gzipped size). `expandIndex(compactIndex(r))` equals `r`.
 */
import {HIERARCHY_LEVELS, LEVEL_WEIGHT, recordId, type Hierarchy, type RecordType, type SearchRecord} from './records';

export const INDEX_FORMAT_VERSION = 1;

/** [depth 2-6, text, anchor] */
type CompactHeading = [number, string, string];

interface CompactPage {
  /** URL path of the page; with `siteUrl` it gives the page URL. */
  route: string;
  section: string;
  title: string;
  tag: string;
  language: string;
  keywords?: string[];
  /** Record order on the page: 'h' heading, 'c' content, after the lvl1 record. */
  order: string;
  headings: CompactHeading[];
  content: string[];
}

export interface CompactIndex {
  version: typeof INDEX_FORMAT_VERSION;
  siteUrl: string;
  pages: CompactPage[];
}

const depthOf = (type: RecordType) => Number(type.slice(3));

export function compactIndex(records: readonly SearchRecord[], siteUrl: string): CompactIndex {
  const pages = new Map<string, CompactPage>();
  for (const record of records) {
    const route = new URL(record.url).pathname;
    let page = pages.get(route);
    if (record.type === 'lvl1' || !page) {
      page = {
        route,
        section: record.hierarchy.lvl0,
        title: record.hierarchy.lvl1,
        tag: record.docusaurus_tag,
        language: record.language,
        ...(record.keywords ? {keywords: record.keywords} : {}),
        order: '',
        headings: [],
        content: [],
      };
      pages.set(route, page);
      continue;
    }
    if (record.type === 'content') {
      page.content.push(record.content ?? '');
      page.order += 'c';
    } else {
      const depth = depthOf(record.type);
      page.headings.push([
        depth,
        record.hierarchy[`lvl${depth}` as keyof Hierarchy] ?? '',
        new URL(record.url).hash.slice(1),
      ]);
      page.order += 'h';
    }
  }
  return {version: INDEX_FORMAT_VERSION, siteUrl, pages: [...pages.values()]};
}

export function expandIndex(index: CompactIndex): SearchRecord[] {
  if (index?.version !== INDEX_FORMAT_VERSION || !Array.isArray(index.pages)) {
    throw new Error(`Unsupported search index format (expected version ${INDEX_FORMAT_VERSION})`);
  }
  return index.pages.flatMap((page) => {
    const pageUrl = new URL(page.route, index.siteUrl).href;
    const hierarchy: Hierarchy = {
      lvl0: page.section,
      lvl1: page.title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const records: SearchRecord[] = [];
    let anchor = '';
    const push = (type: RecordType, content: string | null) => {
      const position = records.length;
      records.push({
        objectID: recordId(page.route, position),
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        type,
        hierarchy: {...hierarchy},
        content,
        language: page.language,
        docusaurus_tag: page.tag,
        weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
      });
    };
    push('lvl1', null);
    if (page.keywords) records[0].keywords = page.keywords;
    let heading = 0;
    let text = 0;
    for (const kind of page.order) {
      if (kind === 'h') {
        const [depth, title, id] = page.headings[heading++];
        for (const level of HIERARCHY_LEVELS.slice(depth)) hierarchy[level] = null as never;
        hierarchy[`lvl${depth}` as 'lvl2'] = title;
        anchor = id || anchor;
        push(`lvl${depth}` as RecordType, null);
      } else {
        push('content', page.content[text++]);
      }
    }
    return records;
  });
}
