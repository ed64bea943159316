// Content lint for writers: parses every doc as MDX (the same syntax Docusaurus uses) and reports
// problems as file:line:column rule message. Usage: node scripts/lint-content.mjs [files...]
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit, SKIP} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import YAML from 'yaml';
import {docFiles, knownRoutes, staticFileExists} from './lib/site-routes';
import type {Node} from 'unist';

const ROOT = path.resolve(__dirname, '..');
// Prose floors per section (landing pages excepted): reference and concept pages must teach, not list.
const MIN_WORDS: readonly [RegExp, number][] = [
  [/^docs\/cli-guide\//, 250],
  [/^docs\/(concepts|setup|integrations|support-and-kb)\//, 300],
  [/./, 200],
];
const minimumWords = (file: string) => MIN_WORDS.find(([pattern]) => pattern.test(path.relative(ROOT, file)))![1];
const DESCRIPTION_LENGTH = {min: 50, max: 160};
const PLACEHOLDERS = [/lorem ipsum/i, /\bTODO\b/, /\bTBD\b/, /coming soon/i, /\bxxx+\b/i];
// Product vocabulary from shared/PRODUCT.md: the wrong spellings writers most often reach for.
const VOCABULARY = [
  {pattern: /\b(SkyLoom|Sky Loom|SKYLOOM(?!_))\b/, message: 'write the product name as "Skyloom"'},
  {pattern: /(?<![\w@./:-])skyloom(?![\w@./:-])/, message: 'write "Skyloom" for the product, or `skyloom` in code for the CLI'},
  {pattern: /\b(AppStacks?|Appstacks?|app stacks?|App Stacks?)\b/, message: 'write "appStack" / "appStacks"'},
  {pattern: /\b(Cloud2Code|cloud2Code|Cloud2code)\b/, message: 'write "cloud2code"'},
  {pattern: /\b(Open Tofu|Opentofu)\b/, message: 'write "OpenTofu"'},
];

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

function lintFile(file: string, routes: Set<string>): string[] {
  const problems: string[] = [];
  const report = (node: Partial<Node> | undefined, rule: string, message: string) => {
    const pos = node?.position?.start ?? {line: 1, column: 1};
    problems.push(`${path.relative(ROOT, file)}:${pos.line}:${pos.column}  ${rule}  ${message}`);
  };
  const source = fs.readFileSync(file, 'utf8');
  let tree;
  try {
    tree = parser.parse(source);
  } catch (error) {
    const {place, reason, message} = error as {place?: any; reason?: string; message: string};
    report({position: {start: place?.start ?? place ?? {line: 1, column: 1}, end: place?.start ?? {line: 1, column: 1}}}, 'mdx-syntax', reason ?? message);
    return problems;
  }

  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const frontMatter: Record<string, any> = yamlNode && 'value' in yamlNode ? YAML.parse(yamlNode.value) ?? {} : {};
  if (!frontMatter.title) report(yamlNode, 'frontmatter', 'missing `title`');
  const description = frontMatter.description ?? '';
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    report(yamlNode, 'frontmatter', `\`description\` must be ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters (has ${description.length})`);
  }
  if (!Array.isArray(frontMatter.keywords) || frontMatter.keywords.length === 0) {
    report(yamlNode, 'frontmatter', '`keywords` must be a non-empty list');
  }

  let previousDepth = 1; // the frontmatter title renders as the page's only h1
  let words = 0;
  visit(tree, (node: any) => {
    if (node.type === 'heading') {
      if (node.depth === 1) report(node, 'single-h1', 'the title is the page h1; start body headings at ##');
      else if (node.depth > previousDepth + 1) report(node, 'heading-levels', `h${node.depth} follows h${previousDepth}; do not skip levels`);
      previousDepth = node.depth;
    }
    if (node.type === 'code') {
      if (!node.lang) report(node, 'code-language', 'code block needs a language (bash, yaml, json, hcl, text, ...)');
      checkPlaceholders(node, node.value);
      return SKIP;
    }
    if (node.type === 'image') checkImage(node, node.url, node.alt);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'img') {
        const attr = (name: string) => node.attributes.find((a: any) => a.name === name)?.value;
        checkImage(node, attr('src'), attr('alt'));
      }
    }
    if (node.type === 'link') checkLink(node, node.url);
    if (node.type === 'text') {
      words += node.value.split(/\s+/).filter((w: string) => /[A-Za-z]/.test(w)).length;
      checkPlaceholders(node, node.value);
      for (const rule of VOCABULARY) {
        const match = node.value.match(rule.pattern);
        if (match) report(node, 'vocabulary', `"${match[0]}": ${rule.message}`);
      }
    }
  });
  if (!frontMatter.landing && words < minimumWords(file)) {
    report(yamlNode, 'word-count', `${words} words of prose; this section needs at least ${minimumWords(file)} (set \`landing: true\` for a landing page)`);
  }
  return problems;

  function checkPlaceholders(node: Node, text: string) {
    for (const pattern of PLACEHOLDERS) {
      const match = text.match(pattern);
      if (match) report(node, 'placeholder', `placeholder text "${match[0]}"`);
    }
  }
  function checkImage(node: Node, src: unknown, alt: unknown) {
    if (!alt || !String(alt).trim()) report(node, 'image-alt', `image ${src} needs alt text`);
    if (typeof src !== 'string') return;
    const exists = src.startsWith('/') ? staticFileExists(src) : fs.existsSync(path.resolve(path.dirname(file), src));
    if (!/^https?:/.test(src) && !exists) report(node, 'image-missing', `image ${src} does not exist`);
  }
  function checkLink(node: Node, url: string) {
    if (/^(https?:|mailto:|#)/.test(url)) return;
    const target = url.split('#')[0];
    if (target.startsWith('/')) {
      const normal = target.length > 1 ? target.replace(/\/$/, '') : target;
      if (!routes.has(normal) && !staticFileExists(target)) report(node, 'link', `${url} is not a page of this site`);
    } else if (!fs.existsSync(path.resolve(path.dirname(file), target))) {
      report(node, 'link', `${url} does not exist relative to this file`);
    }
  }
}

const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : docFiles();
const routes = knownRoutes();
const problems = files.flatMap((file) => lintFile(file, routes));
for (const line of problems) console.log(line);
console.log(problems.length ? `\n${problems.length} problem(s) in ${files.length} file(s)` : `content lint: ${files.length} file(s), no problems`);
process.exit(problems.length ? 1 : 0);
