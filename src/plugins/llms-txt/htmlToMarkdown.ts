// Turns the HTML the build rendered for a doc into clean Markdown for readers that are not browsers (AI assistants,
// IDEs). The page's React components stay its only renderer: a twin is a conversion of what they rendered, so a
// new component needs nothing for its Markdown form.
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toMdast, defaultHandlers, type Handle} from 'hast-util-to-mdast';
import {toString} from 'hast-util-to-string';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {visit, SKIP} from 'unist-util-visit';
import {parseEntities} from 'parse-entities';
import type {Element, ElementContent} from 'hast';
import type {BlockContent, Code, List, ListItem, PhrasingContent, Root} from 'mdast';
import {llmsEntry, type LlmsEntry} from './llmsTxt';
import {minimalTextEscapes} from './textEscapes';

const stringify = (tree: Root) =>
  unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {
      bullet: '-',
      emphasis: '*',
      rule: '-',
      fences: true,
      handlers: {text: minimalTextEscapes(tree)},
    })
    .stringify(tree);

/** Where a doc's own content sits in its built page: inside the article, without the page chrome around it. */
const DOC_CONTENT = 'article .theme-doc-markdown';
/** Inside the content, what only makes sense in a browser: the `#` link after each heading, the image preview's "Tap
 * to enlarge", and the title (the twin's header names it). */
const BROWSER_ONLY = '.hash-link, .image-preview-cue, h1';

/** A page as the header of its twin names it. */
export type MarkdownPage = LlmsEntry;

export interface ConversionOptions {
  /** The URL an image stands for when its `src` is not one (an image the build inlined as a `data:` URI). */
  imageUrl?: (src: string) => string | undefined;
}

const header = ({title, description, url}: MarkdownPage) => `# ${title}\n\n> ${description}\n\nSource: <${url}>\n`;

const classNames = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
const hasClass = (node: Element, name: string) => classNames(node).includes(name);
const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});

/** A code block as the reader sees it: one line per line of Prism's output, no line numbers, no buttons. */
function codeBlock(node: Element): Code {
  const pre = select('pre', node) ?? node;
  const lines = selectAll('.token-line', pre).map((line) =>
    line.children
      .filter((child) => !(child.type === 'element' && classNames(child).some((name) => name.includes('LineNumber'))))
      .map((child) => toString(child))
      .join(''),
  );
  const language = classNames(pre)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const title = select('[class*="codeBlockTitle"]', node);
  return {
    type: 'code',
    lang: language ?? null,
    meta: title ? `title=${JSON.stringify(toString(title))}` : null,
    value: lines.length > 0 ? lines.join('\n') : toString(pre).replace(/\n$/, ''),
  };
}

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-code-block')) return codeBlock(node);
  if (hasClass(node, 'theme-admonition')) {
    // An admonition becomes a quote that opens with its label: the page's title for it, or the theme's ("tip").
    const heading = select('[class*="admonitionHeading"]', node);
    const type = classNames(node).find((name) => name.startsWith('theme-admonition-'));
    const label = (heading ? toString(heading) : (type?.slice('theme-admonition-'.length) ?? '')).trim();
    const content = select('[class*="admonitionContent"]', node) ?? node;
    const quote: BlockContent = {
      type: 'blockquote',
      children: [
        {type: 'paragraph', children: [strong([text(label.charAt(0).toUpperCase() + label.slice(1))])]},
        ...(state.toFlow(state.all(content)) as BlockContent[]),
      ],
    };
    return quote;
  }
  return defaultHandlers.div(state, node);
};

/** A collapsible section is open in Markdown: its summary becomes a bold line above its content. */
const summary: Handle = (state, node) => ({
  type: 'paragraph',
  children: [strong(state.all(node) as PhrasingContent[])],
});

/** A table keeps its caption as its title, in the line above it that Pandoc reads as one (`Table: CLI defaults`). */
const table: Handle = (state, node) => {
  const caption = select('caption', node);
  const result = defaultHandlers.table(state, node);
  return caption ? [{type: 'paragraph', children: [text(`Table: ${toString(caption).trim()}`)]}, result] : result;
};

/** A diagram drawn inline (src/plugins/diagrams) is, in Markdown, the image it was written as. */
const svg: Handle = (_state, node) =>
  typeof node.properties.dataDiagramSrc === 'string'
    ? {type: 'image', url: node.properties.dataDiagramSrc, alt: String(node.properties.ariaLabel ?? '')}
    : undefined;

/** A description list becomes a list of `**term:** description` items. */
const dl: Handle = (state, node) => {
  const items: ListItem[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const phrasing = state
      .toFlow(state.all(child))
      .flatMap((block) => (block.type === 'paragraph' ? block.children : [])) as PhrasingContent[];
    if (child.tagName === 'dt') {
      items.push({type: 'listItem', children: [{type: 'paragraph', children: [strong([...phrasing, text(':')])]}]});
    } else if (child.tagName === 'dd' && items.length > 0) {
      const paragraph = items.at(-1)!.children[0];
      if (paragraph.type === 'paragraph') paragraph.children.push(text(' '), ...phrasing);
    }
  }
  const list: List = {type: 'list', ordered: false, spread: false, children: items};
  return list;
};

/** Drops the matching elements, and comments (React's `<!-- -->` between adjacent pieces of text). */
function remove(tree: Element, selector: string): void {
  const dropped = new Set<ElementContent>(selectAll(selector, tree));
  visit(tree, 'element', (node) => {
    node.children = node.children.filter((child) => child.type !== 'comment' && !dropped.has(child));
  });
}

/** A list item holding one block (plus nested lists) reads as part of a tight list, as on the page. */
const isLoose = (item: ListItem) => item.children.filter((child) => child.type !== 'list').length > 1;

/** The Markdown twin of one doc: its title, description and source URL, then the page's content as Markdown. */
export function docToMarkdown(html: string, page: MarkdownPage, options: ConversionOptions = {}): string {
  const content = select(DOC_CONTENT, fromHtml(html));
  if (!content) throw new Error(`${page.url}: the built page has no "${DOC_CONTENT}" element to convert`);
  remove(content, BROWSER_ONLY);
  const tree = toMdast(content, {handlers: {div, dl, summary, svg, table}}) as Root;
  visit(tree, (node) => {
    if (node.type === 'code') return SKIP;
    if (node.type === 'list') node.spread = node.children.some(isLoose);
    if (node.type === 'listItem') node.spread = isLoose(node);
    if (node.type === 'image') {
      node.url = options.imageUrl?.(node.url) ?? node.url;
      // Docusaurus escapes a Markdown image's alt before React does (`job&amp;#39;s`): decode what is left.
      node.alt = node.alt && parseEntities(node.alt);
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = new URL(node.url, page.url).href;
    }
    return undefined;
  });
  return `${header(page)}\n${stringify(tree).trim()}\n`;
}

/** The Markdown twin of a generated category index: its title, description and a list of its pages. */
export function indexToMarkdown(page: MarkdownPage, children: MarkdownPage[]): string {
  return `${header(page)}\n${children.map(llmsEntry).join('\n')}\n`;
}
