// The content lint's checks: parses a doc as MDX (the same syntax Docusaurus uses) and returns its problems
// as `file:line:column  rule  message`. The CLI is scripts/lint-content.ts; tests import lintFile directly.
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
import type {Node, Point, Position} from 'unist';
import type {Nodes, Root} from 'mdast';
import {staticFileExists} from './site-routes';
import {product} from '../../src/config/product';
import {knownLanguages} from '../../src/plugins/code-highlighting/nodePrism';
import {checkFacts, type FactTally} from './fact-detectors';
import {escapeRegExp} from '../../src/lib/templates';

const ROOT = path.resolve(__dirname, '../..');
/** Where a parse error points: its position's start, or the point itself. */
const placeStart = (place: Point | Position | undefined): Point =>
  (place && 'start' in place ? place.start : place) ?? {line: 1, column: 1};
// Prose floors per section (landing pages excepted): reference and concept pages must teach, not list.
const MIN_WORDS: readonly [RegExp, number][] = [
  [/^docs\/cli-guide\//, 250],
  [/^docs\/(concepts|setup|integrations|support-and-kb)\//, 300],
  [/./, 200],
];
const minimumWords = (file: string) => MIN_WORDS.find(([pattern]) => pattern.test(path.relative(ROOT, file)))![1];
export const DESCRIPTION_LENGTH = {min: 50, max: 160};
// `[[...]]` is the fill-in marker of the page templates in templates/: a doc must not keep one.
const PLACEHOLDERS = [/lorem ipsum/i, /\bTODO\b/, /\bTBD\b/, /coming soon/i, /\bxxx+\b/i, /\[\[[^\]]+\]\]/];
// The first paragraph is what readers scan for the answer: it must give the task or the answer, not describe the page.
const SELF_REFERENCE = [
  /\b(?:this|these|the following)\s+(?:page|pages|guide|guides|section|sections|article|document|doc|docs|topic|notes?|tutorial|walkthrough|reference|how-to|chapter)\b/i,
  /^(?:here|below)\b/i,
];
const {name, cliName} = product;
const AMERICAN: readonly [RegExp, string][] = [
  [/our/, 'or'],
  [/is(e|es|ed|ing|ation|ations|able)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/tre(s|d)?$/, 'ter$1'],
  [/licence/i, 'license'],
  [/ogue(s?)$/, 'og$1'],
  [/ogu(ed|ing)$/, 'og$1'],
  [/ll(ed|ing)$/, 'l$1'],
  [/artefact/i, 'artifact'],
  [/efence/, 'efense'],
  [/rey$/, 'ray'],
];
/** The American spelling of a British one: "behaviour" is "behavior", "initialise" is "initialize". */
export function americanSpelling(word: string): string {
  const [pattern, replacement] = AMERICAN.find(([candidate]) => candidate.test(word)) ?? [/$/, ''];
  return word.replace(pattern, replacement);
}
// Product vocabulary (src/config/product.ts): the wrong spellings writers most often reach for.
const VOCABULARY: {
  pattern: RegExp;
  /** What to write instead; a function of the word found for rules that cover many words. */
  message: string | ((wrong: string) => string);
  allowed?: readonly string[];
  inFrontMatter?: boolean;
  /** Also checked in code blocks and inline code, for words the CLI itself prints. */
  inCode?: boolean;
}[] = [
  {
    // Any casing or spacing of the name ("SkyLoom", "Sky Loom", "SKYLOOM"), but not env variables (SKYLOOM_TOKEN).
    pattern: new RegExp(`\\b${name.split('').map(escapeRegExp).join(' ?')}\\b(?!_)`, 'gi'),
    allowed: [name, cliName],
    message: `write the product name as "${name}"`,
    inFrontMatter: true,
  },
  {
    pattern: new RegExp(`(?<![\\w@./:-])${escapeRegExp(cliName)}(?![\\w@./:-])`),
    message: `write "${name}" for the product, or \`${cliName}\` in code for the CLI`,
  },
  {pattern: /\b(AppStacks?|Appstacks?|app stacks?|App Stacks?)\b/, message: 'write "appStack" / "appStacks"'},
  {pattern: /\b(Cloud2Code|cloud2Code|Cloud2code)\b/, message: 'write "cloud2code"'},
  {pattern: /\b(Open Tofu|Opentofu)\b/, message: 'write "OpenTofu"'},
  {
    // The CLI prints "organization" (`--org`, its errors and prompts): the guide spells the word family the same way.
    pattern: /\b[Oo]rganis(?:e|es|ed|ing|ation|ations|ational)\b/,
    message: 'write "organization" and "organize", as the CLI prints them',
    inFrontMatter: true,
    inCode: true,
  },
  {
    // American English, as the CLI and the web app print it; the product's feature is the "catalog".
    pattern:
      /\b(?:[Bb]ehaviour(?:s|al|ally)?|(?:[Ii]nitiali|[Rr]ecogni|[Nn]ormali|[Ss]ummari|[Aa]uthori|[Uu]nauthori|[Cc]ustomi|[Oo]ptimi|[Pp]rioriti|[Ss]tandardi|[Ss]eriali|[Uu]tili|[Mm]inimi|[Mm]aximi|[Cc]ategori|[Vv]isuali|[Ss]ynchroni|[Ff]inali|[Aa]pologi|[Ee]mphasi|[Mm]emoi|[Aa]naly)s(?:e|es|ed|ing|ation|ations|able)|[Cc]olour(?:s|ed|ing|ful)?|[Cc]entre(?:s|d)?|[Ll]icences?|[Cc]atalogu(?:e|es|ed|ing)|[Hh]onour(?:s|ed|ing)?|[Ff]avour(?:s|ed|ing|ite|ites)?|[Ll]abell(?:ed|ing)|[Mm]odell(?:ed|ing)|[Aa]rtefacts?|[Dd]efence|[Gg]rey)\b/,
    message: (wrong) => `write American English: "${americanSpelling(wrong)}"`,
    inFrontMatter: true,
  },
];

const messageOf = (rule: (typeof VOCABULARY)[number], wrong: string) =>
  typeof rule.message === 'string' ? rule.message : rule.message(wrong);

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/**
 * Lints one doc file against the site's routes; returns one line per problem. `facts` counts, per fact of
 * src/data, the places where the page states it (see fact-detectors/).
 */
/** Words of prose: the text of the page, not its code blocks, inline code or component attributes. */
function countProseWords(tree: Root): number {
  let words = 0;
  visit(tree, 'text', (node) => {
    words += node.value.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
  });
  return words;
}

/** The words of prose of a doc file, as the `word-count` rule counts them. */
export const proseWords = (file: string): number => countProseWords(parser.parse(fs.readFileSync(file, 'utf8')));

export function lintFile(file: string, routes: Set<string>, facts?: FactTally): string[] {
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
    const {place, reason, message} = error as {place?: Point | Position; reason?: string; message: string};
    report({position: {start: placeStart(place), end: placeStart(place)}}, 'mdx-syntax', reason ?? message);
    return problems;
  }

  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const frontMatter: Record<string, unknown> =
    yamlNode && 'value' in yamlNode ? (YAML.parse(yamlNode.value) ?? {}) : {};
  /** Points a frontmatter problem at the key's own line (the line after `---` when the key is missing). */
  const frontMatterKey = (key: string): Partial<Node> => {
    const index =
      yamlNode && 'value' in yamlNode ? yamlNode.value.split('\n').findIndex((line) => line.startsWith(`${key}:`)) : -1;
    return {
      position: {start: {line: 2 + Math.max(index, 0), column: 1}, end: {line: 2 + Math.max(index, 0), column: 1}},
    };
  };
  if (typeof frontMatter.title !== 'string' || !frontMatter.title.trim())
    report(frontMatterKey('title'), 'frontmatter', 'missing `title`');
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    report(
      frontMatterKey('description'),
      'frontmatter',
      `\`description\` must be ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters (has ${description.length})`,
    );
  }
  if (!Array.isArray(frontMatter.keywords) || frontMatter.keywords.length === 0) {
    report(frontMatterKey('keywords'), 'frontmatter', '`keywords` must be a non-empty list');
  }
  // Title and description are shown as the page h1, in search results and in llms.txt: same rules as prose.
  for (const keyword of [frontMatter.keywords ?? []].flat(Infinity))
    checkPlaceholders(frontMatterKey('keywords') as Node, String(keyword));
  for (const key of ['title', 'description']) {
    if (typeof frontMatter[key] === 'string') checkText(frontMatterKey(key) as Node, frontMatter[key], true);
  }

  const opener = tree.children.find((node) => node.type === 'paragraph');
  if (opener) {
    const text = toString(opener);
    const selfReference = SELF_REFERENCE.map((pattern) => text.match(pattern)).find(Boolean);
    if (selfReference) {
      report(
        opener,
        'opener',
        `the first paragraph talks about the page ("${selfReference[0]}"); open with the reader's task or the answer itself`,
      );
    }
  }

  let previousDepth = 1; // the frontmatter title renders as the page's only h1
  visit(tree, (node: Nodes) => {
    if (node.type === 'heading') {
      if (node.depth === 1) report(node, 'single-h1', 'the title is the page h1; start body headings at ##');
      else if (node.depth > previousDepth + 1)
        report(node, 'heading-levels', `h${node.depth} follows h${previousDepth}; do not skip levels`);
      previousDepth = node.depth;
    }
    if (node.type === 'code') {
      if (!node.lang) report(node, 'code-language', 'code block needs a language (bash, yaml, json, hcl, text, ...)');
      else if (node.lang !== 'text' && !knownLanguages.has(node.lang.toLowerCase())) {
        report(
          node,
          'code-language',
          `\`${node.lang}\` is not highlighted: use text, or add it to src/plugins/code-highlighting/codeLanguages.ts`,
        );
      }
      checkPlaceholders(node, node.value);
      checkCodeSpelling(node, node.value);
      return SKIP;
    }
    // Screen readers announce each cell with its column header, so an empty one leaves the column unnamed.
    if (node.type === 'table') {
      const header = node.children[0];
      header.children.forEach((cell, index) => {
        if (!cell.children.length)
          report(
            cell,
            'table-header',
            `column ${index + 1} of this table has an empty header; name what the column holds`,
          );
      });
    }
    if (node.type === 'image') checkImage(node, node.url, node.alt);
    if (node.type === 'image') checkPlaceholders(node, `${node.alt ?? ''} ${node.url}`);
    if (node.type === 'link') checkPlaceholders(node, node.url);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attr = (attribute: string) => {
        const value = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === attribute)?.value;
        return typeof value === 'string' ? value : undefined;
      };
      if (node.name === 'img') checkImage(node, attr('src'), attr('alt'));
      if (/^h[1-6]$/.test(node.name ?? ''))
        report(
          node,
          'heading-levels',
          `write headings as Markdown (##), not <${node.name}>, so the table of contents and levels stay right`,
        );
      const target = node.name === 'a' ? attr('href') : node.name === 'Link' ? attr('to') : undefined;
      if (target !== undefined) checkLink(node, target);
    }
    if (node.type === 'link' || node.type === 'definition') checkLink(node, node.url);
    if (node.type === 'inlineCode') {
      checkPlaceholders(node, node.value);
      checkCodeSpelling(node, node.value);
    }
    if (node.type === 'text') checkText(node, node.value);
  });
  for (const {line, column, message} of checkFacts(source, tree, facts, path.relative(ROOT, file))) {
    report({position: {start: {line, column}, end: {line, column}}}, 'fact', message);
  }
  const words = countProseWords(tree);
  if (!frontMatter.landing && words < minimumWords(file)) {
    report(
      yamlNode,
      'word-count',
      `${words} words of prose; this section needs at least ${minimumWords(file)} (set \`landing: true\` for a landing page)`,
    );
  }
  return problems;

  // Frontmatter is plain text (no code spans), so only the name's spelling is checked there, not the CLI rule.
  function checkText(node: Node | undefined, text: string, frontMatterText = false) {
    checkPlaceholders(node, text);
    for (const rule of VOCABULARY) {
      if (frontMatterText && !rule.inFrontMatter) continue;
      const wrong = [...text.matchAll(new RegExp(rule.pattern, 'g' + rule.pattern.flags.replace('g', '')))].find(
        ([match]) => !rule.allowed?.includes(match),
      );
      if (wrong) report(node, 'vocabulary', `"${wrong[0]}": ${messageOf(rule, wrong[0])}`);
    }
  }
  function checkCodeSpelling(node: Node, code: string) {
    for (const rule of VOCABULARY.filter((candidate) => candidate.inCode)) {
      code.split('\n').forEach((text, index) => {
        const wrong = text.match(rule.pattern);
        if (!wrong) return;
        const start = node.position!.start;
        // A code block's first line is its fence; inline code sits on its own line.
        const line = node.type === 'code' ? start.line + 1 + index : start.line;
        report(
          {position: {start: {line, column: 1}, end: {line, column: 1}}},
          'vocabulary',
          `"${wrong[0]}": ${messageOf(rule, wrong[0])}`,
        );
      });
    }
  }
  function checkPlaceholders(node: Node | undefined, text: string) {
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
