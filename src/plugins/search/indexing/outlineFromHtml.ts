/** Reads a built page's outline: what the reader sees in its article, in reading order (the production index). */
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Element, Nodes, Root} from 'hast';
import {cleanText, type HeadingDepth, type OutlineBlock, type PageOutline} from '../records';

/** Elements whose text becomes a content record; nested matches are skipped so text is indexed once. */
const CONTENT_SELECTOR = 'p, li, td, th, dt, dd, blockquote, summary';
const HEADING_SELECTOR = 'h2, h3, h4, h5, h6';
/** A table row with an anchor defines what its first cell names, such as a flag: it is searched like a heading. */
const ENTRY_SELECTOR = 'tr[id]';
/**
 * Marks content that many pages repeat word for word and one page owns (an API operation's errors), so search finds
 * it on that page only: a page's Markdown writes it as `<div data-search-skip>`.
 */
export const SEARCH_SKIP = 'data-search-skip';
/** Chrome inside the article that is not the page's content. */
const CHROME_SELECTOR = 'pre, nav, .theme-doc-footer, .pagination-nav, .theme-doc-toc-mobile';
/** The section of pages that belong to no sidebar (standalone pages). */
export const STANDALONE_SECTION = 'Site pages';

/** The text of a node, leaving out the subtrees of the elements given (a heading's `#` link). */
function textOf(node: Nodes, leftOut: ReadonlySet<Element> = new Set()): string {
  if (node.type === 'text') return node.value;
  if (!('children' in node) || (node.type === 'element' && leftOut.has(node))) return '';
  return node.children.map((child) => textOf(child, leftOut)).join('');
}

/** Each element's parent below the root given: hast nodes do not point up, and the outline asks what a block is in. */
function parentElements(root: Element): Map<Element, Element> {
  const parents = new Map<Element, Element>();
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      parents.set(child, node);
      walk(child);
    }
  };
  walk(root);
  return parents;
}

/** An attribute of an element (a `<meta>`'s content, an id) as a string, when it has one. */
const attribute = (element: Element | undefined, name: string): string | undefined => {
  const value = element?.properties[name];
  return value === undefined || value === null ? undefined : String(value);
};

/** The top-level section a page is grouped under: its first breadcrumb category, else its sidebar's navbar label. */
function sectionOf(tree: Root): string {
  const crumbs = selectAll('nav.theme-doc-breadcrumbs .breadcrumbs__item', tree)
    .map((item) => cleanText(toString(item)))
    .filter(Boolean);
  if (crumbs.length > 1) return crumbs[0];
  const activeLink = select('.navbar__items:not(.navbar__items--right) .navbar__link--active', tree);
  const sidebarLabel = cleanText(activeLink ? toString(activeLink) : '');
  return sidebarLabel || STANDALONE_SECTION;
}

/** The outline of one built page; null for pages that are not searchable (redirects, noindex pages, pages without a docs tag). */
export function outlineFromHtml({route, html}: {route: string; html: string}): PageOutline | null {
  const tree = fromHtml(html);
  const head = select('head', tree) ?? tree;
  const meta = (selector: string) => attribute(select(`meta[${selector}]`, head), 'content');
  if (select('meta[http-equiv="refresh"]', head)) return null;
  if (/noindex/i.test(meta('name="robots"') ?? '')) return null;
  const tag = meta('name="docsearch:docusaurus_tag"');
  const language = meta('name="docsearch:language"') ?? attribute(select('html', tree), 'lang') ?? 'en';
  const main = select('article', tree) ?? select('main', tree);
  const heading = main && select('h1', main);
  const title = cleanText(heading ? toString(heading) : '');
  if (!main || !tag || !title) return null;

  // What a block sits in, within the article (nothing outside it is chrome, an entry or content).
  const parents = parentElements(main);
  const chrome = new Set(selectAll(CHROME_SELECTOR, main));
  const entries = new Set(selectAll(ENTRY_SELECTOR, main));
  const contents = new Set(selectAll(CONTENT_SELECTOR, main));
  const repeated = new Set(selectAll(`[${SEARCH_SKIP}]`, main));
  /** Whether the element, or one of its ancestors when `self` is false, is in the set. */
  const within = (element: Element, set: ReadonlySet<Element>, self = true): boolean => {
    for (let node = self ? element : parents.get(element); node; node = parents.get(node)) {
      if (set.has(node)) return true;
    }
    return false;
  };

  const blocks: OutlineBlock[] = [];
  for (const element of selectAll(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}, ${ENTRY_SELECTOR}, pre`, main)) {
    if (within(element, repeated)) continue;
    if (element.tagName === 'pre') {
      const lines = selectAll('.token-line', element).map((line) => toString(line));
      blocks.push({kind: 'code', lines: lines.length ? lines : toString(element).split('\n')});
      continue;
    }
    if (within(element, chrome)) continue;
    if (element.tagName === 'tr') {
      const [term, ...cells] = element.children
        .filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'))
        .map((cell) => toString(cell));
      blocks.push({kind: 'entry', term: term ?? '', anchor: attribute(element, 'id')!, text: cells.join(' ')});
      continue;
    }
    if (within(element, entries)) continue;
    if (/^h[2-6]$/.test(element.tagName)) {
      blocks.push({
        kind: 'heading',
        depth: Number(element.tagName[1]) as HeadingDepth,
        text: textOf(element, new Set(selectAll('.hash-link', element))),
        anchor: attribute(element, 'id') ?? '',
      });
      continue;
    }
    if (within(element, contents, false)) continue;
    blocks.push({kind: 'text', text: toString(element)});
  }
  return {
    route,
    section: sectionOf(tree),
    title,
    keywords: (meta('name="keywords"') ?? '').split(',').map(cleanText).filter(Boolean),
    description: meta('name="description"') ?? '',
    language,
    tag,
    blocks,
  };
}
