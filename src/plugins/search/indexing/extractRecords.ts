import {load, type CheerioAPI} from 'cheerio';
import {LEVEL_WEIGHT, recordId, type Hierarchy, type RecordType, type SearchRecord} from '../records';

/** Elements whose text becomes a content record; nested matches are skipped so text is indexed once. */
const CONTENT_SELECTOR = 'p, li, td, th, dt, dd, blockquote, summary';
const HEADING_SELECTOR = 'h2, h3, h4, h5, h6';
/** Level weights as the DocSearch crawler assigns them: page titles rank above headings, headings above text. */
const STANDALONE_SECTION = 'Site pages';
/** Lines of code blocks worth finding: the errors and warnings readers paste into search. */
const MESSAGE_LINE = /^\s*(?:error|warning|fatal)\b[:\s]/i;
const MAX_CONTENT_LENGTH = 600;

export interface PageInput {
  /** Route of the page, e.g. `/concepts/drift`. */
  route: string;
  html: string;
  siteUrl: string;
}

const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

/** The top-level section a page is grouped under: its first breadcrumb category, else its sidebar's navbar label. */
function sectionOf($: CheerioAPI): string {
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((item) => clean($(item).text()))
    .filter(Boolean);
  if (crumbs.length > 1) return crumbs[0];
  const sidebarLabel = clean($('.navbar__items:not(.navbar__items--right) .navbar__link--active').first().text());
  return sidebarLabel || STANDALONE_SECTION;
}

/** Turns one built HTML page into DocSearch-shaped records; returns none for pages that are not searchable. */
export function extractRecords({route, html, siteUrl}: PageInput): SearchRecord[] {
  const $ = load(html);
  if ($('meta[http-equiv="refresh"]').length) return [];
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const main = $('article').first().length ? $('article').first() : $('main').first();
  const title = clean(main.find('h1').first().text());
  if (!tag || !title) return [];

  const pageUrl = new URL(route, siteUrl).href;
  const hierarchy: Hierarchy = {
    lvl0: sectionOf($),
    lvl1: title,
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
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    records.push({
      objectID: recordId(route, position),
      url,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: tag,
      weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
    });
  };

  push('lvl1', null);
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(clean).filter(Boolean);
  if (keywords.length) records[0].keywords = keywords;
  const description = clean($('meta[name="description"]').attr('content') ?? '');
  if (description) push('content', description);

  main.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}, pre`).each((_, element) => {
    const node = $(element);
    if (element.tagName === 'pre') {
      const lines = node
        .find('.token-line')
        .toArray()
        .map((line) => $(line).text());
      for (const line of lines.length ? lines : node.text().split('\n')) {
        if (MESSAGE_LINE.test(line)) push('content', clean(line));
      }
      return;
    }
    if (node.closest('pre, nav, .theme-doc-footer, .pagination-nav, .theme-doc-toc-mobile').length) return;
    if (element.tagName.match(/^h[2-6]$/)) {
      const level = Number(element.tagName[1]);
      const text = clean(node.clone().find('.hash-link').remove().end().text());
      if (!text) return;
      for (let depth = level; depth <= 6; depth++) hierarchy[`lvl${depth}` as keyof Hierarchy] = null as never;
      hierarchy[`lvl${level}` as 'lvl2'] = text;
      anchor = node.attr('id') ?? anchor;
      push(`lvl${level}` as RecordType, null);
      return;
    }
    if (node.parents(CONTENT_SELECTOR).length) return;
    const text = clean(node.text());
    if (text.length < 3) return;
    push(
      'content',
      text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH).replace(/\s\S*$/, '')}…` : text,
    );
  });
  return records;
}
