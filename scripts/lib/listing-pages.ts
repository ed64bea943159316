// Hand-written lists of pages: a landing or overview page that lists the pages of a folder in a table or a bulleted
// list (docs/troubleshooting.md lists every troubleshooting guide, docs/how-tos.md every how-to). A new page joins
// the list that holds its siblings, in the same shape, with a marker for the text only the writer can write.
import fs from 'node:fs';
import path from 'node:path';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Link, List, Node, Parent, Table, Text} from 'mdast';
import {parseMdx} from '../../src/lib/mdx';
import {docRoute, frontMatterOf} from './site-routes';

/** Lists under these headings point readers onward; they list related pages, not a folder's pages. */
const ONWARD_HEADING = /^(related|next steps|see also|learn more)\b/i;

/** A table or list of a doc whose rows link pages of one folder. */
export interface ListingBlock {
  kind: 'table' | 'list';
  /** The heading the block sits under, or '' before the first heading. */
  heading: string;
  /** Lines (1-based) of the rows that link a page of the folder. */
  siblingRows: {start: number; end: number}[];
  /** Table header cells. */
  columns: string[];
  /** The list items say something after their link (`- [Page](/page): what it is`). */
  described: boolean;
}

const routeOf = (url: string) => url.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
const linksFolder = (node: Node | undefined, folder: string) => {
  let found = false;
  if (node)
    visit(node, 'link', (link: Link) => {
      if (path.posix.dirname(routeOf(link.url)) === folder) found = true;
    });
  return found;
};

/** A list item that says what its page is after the link: `- [Page](/page): what it is`. */
function describedItem(item: Parent): boolean {
  const [link, next] = (item.children[0] as Parent | undefined)?.children ?? [];
  return link?.type === 'link' && next?.type === 'text' && /^:\s*\S/.test((next as Text).value);
}

/** The tables and top-level lists of a doc in which at least half of the rows link a page of `folder`. */
export function listingBlocks(source: string, folder: string): ListingBlock[] {
  const tree = parseMdx(source);
  const blocks: ListingBlock[] = [];
  let heading = '';
  for (const node of tree.children) {
    if (node.type === 'heading') heading = toString(node);
    if ((node.type !== 'table' && node.type !== 'list') || ONWARD_HEADING.test(heading)) continue;
    const rows = (node.type === 'table' ? (node as Table).children.slice(1) : (node as List).children) as Parent[];
    // A table row is about the page its first cell links; a list item, about the pages its first paragraph links.
    const siblings = rows.filter((row) => linksFolder(row.children[0], folder));
    if (!siblings.length || siblings.length * 2 < rows.length) continue;
    blocks.push({
      kind: node.type,
      heading,
      siblingRows: siblings.map((row) => ({start: row.position!.start.line, end: row.position!.end.line})),
      columns: node.type === 'table' ? (node as Table).children[0].children.map((cell) => toString(cell)) : [],
      described: node.type === 'list' && siblings.filter(describedItem).length * 2 > siblings.length,
    });
  }
  return blocks;
}

/** The block of a doc that lists a folder's pages: the one with the most of them. */
const mainListing = (source: string, folder: string) =>
  listingBlocks(source, folder).sort((a, b) => b.siblingRows.length - a.siblingRows.length)[0];

/** A row in the shape of the block's rows: the link, then a marker for each cell only the writer can fill. */
export function listingRow(block: ListingBlock, title: string, route: string): string {
  const link = `[${title}](${route})`;
  if (block.kind === 'table')
    return `| ${[link, ...block.columns.slice(1).map((column) => `[[what goes under "${column}" for this page]]`)].join(' | ')} |`;
  return `- ${link}${block.described ? ': [[what the page gives the reader, in the words of the items around it]]' : ''}`;
}

/** Inserts a row after the block's last row that links the folder, or before its first one for `first`. */
function insertRow(source: string, block: ListingBlock, row: string, position: 'last' | 'first'): string {
  const lines = source.split('\n');
  const at = position === 'first' ? block.siblingRows[0].start - 1 : block.siblingRows.at(-1)!.end;
  lines.splice(at, 0, row);
  return lines.join('\n');
}

export interface ListingUpdate {
  file: string;
  heading: string;
  line: number;
}

/**
 * Whether a doc is one that lists the pages of a folder: the folder's overview (`/concepts/topology` for
 * `/concepts/topology/…`, or its `overview` page), a landing page of a section that holds the folder (`/cli-guide/`
 * for `/cli-guide/usage/…`), or a top-level landing page named for the page's kind (`/troubleshooting` for a
 * troubleshooting page, `/how-tos` for a how-to, wherever they live).
 */
function listsFolder(file: string, folder: string, kind: string): boolean {
  const route = docRoute(file);
  if ([folder, `${folder}/`, `${folder}/overview`].includes(route)) return true;
  if (frontMatterOf(file).landing !== true) return false;
  const section = route.endsWith('/') ? route.slice(0, -1) : path.posix.dirname(route);
  if (section === '' || section === '/') return route.slice(1).startsWith(kind);
  return folder === section || folder.startsWith(`${section}/`);
}

/**
 * Adds the page to every doc that lists the pages of its folder, in the block that holds most of them. `kind` is
 * the page's template; `row` builds the row from the block (by default the page's title as its link, and markers
 * for the rest).
 */
export function addToListingPages(
  docs: readonly string[],
  page: {file: string; title: string; route: string; kind: string},
  options: {position?: 'last' | 'first'; row?: (block: ListingBlock) => string} = {},
): ListingUpdate[] {
  const folder = path.posix.dirname(page.route);
  const position = options.position ?? 'last';
  return docs.flatMap((file) => {
    if (path.resolve(file) === path.resolve(page.file) || !listsFolder(file, folder, page.kind)) return [];
    const source = fs.readFileSync(file, 'utf8');
    const block = mainListing(source, folder);
    if (!block) return [];
    const row = options.row?.(block) ?? listingRow(block, page.title, page.route);
    fs.writeFileSync(file, insertRow(source, block, row, position));
    const line = position === 'first' ? block.siblingRows[0].start : block.siblingRows.at(-1)!.end + 1;
    return [{file, heading: block.heading, line}];
  });
}
