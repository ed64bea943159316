// The one MDX parser of the site's own tools: the content lint, the CLI checker and the search outline of a doc's
// source read a doc with the syntax the Docusaurus build uses (MDX, GFM, frontmatter, directives), and headings get
// the ids the build gives them.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {toString} from 'mdast-util-to-string';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Root} from 'mdast';

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * Parses a doc as the build does; `{#id}` after a heading is kept as the heading's explicit id (the build escapes it
 * so that MDX does not read it as an expression). Throws the MDX syntax error as the build would.
 */
export const parseMdx = (source: string): Root => mdxParser.parse(escapeMarkdownHeadingIds(source)) as Root;

/** Gives each heading of one page the id Docusaurus gives it: an explicit `{#id}`, else a slug unique on the page. */
export function headingIds(): (heading: Heading) => {text: string; id: string} {
  const slugger = createSlugger();
  return (heading) => {
    const {text, id} = parseMarkdownHeadingId(toString(heading));
    return {text, id: id ?? slugger.slug(text)};
  };
}
