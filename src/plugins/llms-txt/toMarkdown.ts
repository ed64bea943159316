// Turns a doc's MDX source into clean Markdown for readers that are not browsers (AI assistants, IDEs):
// no imports or JSX, components rendered from their data, admonitions as quotes, links absolute.
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import {visit, SKIP} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {Root, RootContent, Parent} from 'mdast';
import {COMPONENT_MARKDOWN} from './components';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const markdownParser = unified().use(remarkParse).use(remarkGfm);
const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '*', rule: '-', fences: true});

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

export interface MarkdownPage {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
}

const header = ({title, description, url}: MarkdownPage) => `# ${title}\n\n> ${description}\n\nSource: <${url}>\n`;

/** Replaces each node `replace` returns an array for with that array's nodes (depth-first, children first). */
function replaceNodes(tree: Parent, replace: (node: any) => RootContent[] | undefined): void {
  tree.children = tree.children.flatMap((child: any) => {
    if ('children' in child) replaceNodes(child, replace);
    return replace(child) ?? [child];
  }) as typeof tree.children;
}

const jsxProps = (node: any): Record<string, string> =>
  Object.fromEntries(
    node.attributes.map((attribute: any) => {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
        throw new Error(`<${node.name}>: only string attributes can be rendered as Markdown`);
      }
      return [attribute.name, attribute.value];
    }),
  );

/** The Markdown twin of one doc: its title, description and source URL, then the body as plain Markdown. */
export function docToMarkdown(source: string, page: MarkdownPage, siteUrl: string): string {
  const tree = parser.parse(source) as Root;
  replaceNodes(tree, (node) => {
    if (
      node.type === 'yaml' ||
      node.type === 'mdxjsEsm' ||
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression'
    )
      return [];
    if (node.type === 'containerDirective') {
      const label = node.children.find((child: any) => child.data?.directiveLabel);
      const title = label ? toString(label) : (ADMONITION_LABELS[node.name] ?? node.name);
      const body = node.children.filter((child: any) => child !== label);
      return [
        {
          type: 'blockquote',
          children: [
            {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: title}]}]},
            ...body,
          ],
        },
      ];
    }
    if (node.type === 'leafDirective' || node.type === 'textDirective') {
      return [{type: 'text', value: `:${node.name}${node.children.length ? toString(node) : ''}`}] as RootContent[];
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'summary') {
        const summary = {
          type: 'strong',
          children: node.children.flatMap((child: any) => (child.type === 'paragraph' ? child.children : [child])),
        };
        return [
          node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [summary]} : summary,
        ] as RootContent[];
      }
      if (node.name === 'details') return node.children;
      if (node.name === 'br') return [{type: 'break'}] as RootContent[];
      if (node.name === 'kbd') return [{type: 'inlineCode', value: toString(node)}] as RootContent[];
      // Other HTML elements keep their content; only components (capitalised) need a Markdown form.
      if (/^[a-z]/.test(node.name ?? '')) return node.children;
      const render = COMPONENT_MARKDOWN[node.name];
      if (!render)
        throw new Error(`<${node.name}> has no Markdown form; add one to src/plugins/llms-txt/components.ts`);
      return markdownParser.parse(render(jsxProps(node))).children;
    }
    return undefined;
  });
  visit(tree, (node: any) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url.startsWith('/')) {
      node.url = new URL(node.url, siteUrl).href;
    }
    if (node.type === 'code') return SKIP;
  });
  return `${header(page)}\n${stringifier.stringify(tree).trim()}\n`;
}

/** The Markdown twin of a generated category index: its title, description and a list of its pages. */
export function indexToMarkdown(page: MarkdownPage, children: MarkdownPage[]): string {
  return `${header(page)}\n${children.map((child) => `- [${child.title}](${child.url}): ${child.description}`).join('\n')}\n`;
}
