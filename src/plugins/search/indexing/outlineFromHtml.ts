/** Reads a built page's outline: what the reader sees in its article, in reading order (the production index). */
import {load, type CheerioAPI} from 'cheerio';
import {cleanText, type HeadingDepth, type OutlineBlock, type PageOutline} from '../records';

/** Elements whose text becomes a content record; nested matches are skipped so text is indexed once. */
const CONTENT_SELECTOR = 'p, li, td, th, dt, dd, blockquote, summary';
const HEADING_SELECTOR = 'h2, h3, h4, h5, h6';
/** A table row with an anchor defines what its first cell names, such as a flag: it is searched like a heading. */
const ENTRY_SELECTOR = 'tr[id]';
/** Chrome inside the article that is not the page's content. */
const CHROME_SELECTOR = 'pre, nav, .theme-doc-footer, .pagination-nav, .theme-doc-toc-mobile';
/** The section of pages that belong to no sidebar (standalone pages). */
export const STANDALONE_SECTION = 'Site pages';

/** The top-level section a page is grouped under: its first breadcrumb category, else its sidebar's navbar label. */
function sectionOf($: CheerioAPI): string {
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((item) => cleanText($(item).text()))
    .filter(Boolean);
  if (crumbs.length > 1) return crumbs[0];
  const sidebarLabel = cleanText($('.navbar__items:not(.navbar__items--right) .navbar__link--active').first().text());
  return sidebarLabel || STANDALONE_SECTION;
}

/** The outline of one built page; null for pages that are not searchable (redirects, noindex pages, pages without a docs tag). */
export function outlineFromHtml({route, html}: {route: string; html: string}): PageOutline | null {
  const $ = load(html);
  if ($('meta[http-equiv="refresh"]').length) return null;
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return null;
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const main = $('article').first().length ? $('article').first() : $('main').first();
  const title = cleanText(main.find('h1').first().text());
  if (!tag || !title) return null;

  const blocks: OutlineBlock[] = [];
  main.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}, ${ENTRY_SELECTOR}, pre`).each((_, element) => {
    const node = $(element);
    if (element.tagName === 'pre') {
      const lines = node
        .find('.token-line')
        .toArray()
        .map((line) => $(line).text());
      blocks.push({kind: 'code', lines: lines.length ? lines : node.text().split('\n')});
      return;
    }
    if (node.closest(CHROME_SELECTOR).length) return;
    if (element.tagName === 'tr') {
      const [term, ...cells] = node
        .children('td, th')
        .toArray()
        .map((cell) => $(cell).text());
      blocks.push({kind: 'entry', term: term ?? '', anchor: node.attr('id')!, text: cells.join(' ')});
      return;
    }
    if (node.closest(ENTRY_SELECTOR).length) return;
    if (/^h[2-6]$/.test(element.tagName)) {
      const text = node.clone().find('.hash-link').remove().end().text();
      blocks.push({
        kind: 'heading',
        depth: Number(element.tagName[1]) as HeadingDepth,
        text,
        anchor: node.attr('id') ?? '',
      });
      return;
    }
    if (node.parents(CONTENT_SELECTOR).length) return;
    blocks.push({kind: 'text', text: node.text()});
  });
  return {
    route,
    section: sectionOf($),
    title,
    keywords: ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(cleanText).filter(Boolean),
    description: $('meta[name="description"]').attr('content') ?? '',
    language,
    tag,
    blocks,
  };
}
