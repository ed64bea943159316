// The `section-overview` rule: the overview doc of a sidebar category (`section()` in sidebars.ts) links every page
// of its category, so a reader who lands on the overview finds each page of the section.
import type {Root} from 'mdast';
import type {Node} from 'unist';
import {toString} from 'mdast-util-to-string';
import type {Section} from './site-index';

const LIST_HEADING = /^in this section$/i;

/**
 * One problem per page of the section that the overview does not link (`linked` holds the routes its links go to,
 * without trailing slashes or sections), placed at its "In this section" heading, else at the top of the page.
 */
export function missingSectionLinks(
  tree: Root,
  section: Section,
  linked: ReadonlySet<string>,
): {node: Partial<Node> | undefined; message: string}[] {
  const heading = tree.children.find((node) => node.type === 'heading' && LIST_HEADING.test(toString(node)));
  const where = heading ? `under "## ${toString(heading)}"` : 'in a "## In this section" list';
  return section.pages
    .filter((page) => !linked.has(page.route))
    .map((page) => ({
      node: heading,
      message: `the sidebar category "${section.label}" shows ${page.route}, and its overview page links every page of the category: add \`- [${page.title}](${page.route})\` ${where}`,
    }));
}
