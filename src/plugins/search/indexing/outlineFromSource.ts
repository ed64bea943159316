/**
 * Reads a doc's outline from its Markdown source, for the dev server, which renders pages only in the browser.
 * Headings get the ids Docusaurus gives them; components are read for the text written inside them (a
 * production build indexes what they render, see outlineFromHtml.ts).
 */
import {toString} from 'mdast-util-to-string';
import type {Nodes, Root} from 'mdast';
import {headingIds, parseMdx} from '../../../lib/mdx';
import type {HeadingDepth, OutlineBlock, PageOutline} from '../records';
import {VFile} from 'vfile';
import remarkFacts from '../../facts/remarkFacts';

// The facts a page inserts, as the page shows them.
const insertFacts = remarkFacts();

/** Block nodes whose whole text is one record, as the production build reads p, li, td, th, blockquote. */
const TEXT_NODES = new Set(['paragraph', 'listItem', 'tableCell', 'blockquote']);

function blocksOf(tree: Root): OutlineBlock[] {
  const idOf = headingIds();
  const blocks: OutlineBlock[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'heading') {
      const {text, id} = idOf(node);
      if (node.depth >= 2) blocks.push({kind: 'heading', depth: node.depth as HeadingDepth, text, anchor: id});
      return;
    }
    if (node.type === 'code') {
      blocks.push({kind: 'code', lines: node.value.split('\n')});
      return;
    }
    if (TEXT_NODES.has(node.type)) {
      blocks.push({kind: 'text', text: toString(node)});
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return blocks;
}

export interface DocSource extends Omit<PageOutline, 'blocks'> {
  /** The doc's Markdown or MDX, frontmatter included. */
  source: string;
}

export function outlineFromSource({source, ...page}: DocSource): PageOutline {
  const tree = parseMdx(source);
  insertFacts(tree, new VFile({path: page.route}));
  return {...page, blocks: blocksOf(tree)};
}
