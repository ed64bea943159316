// The content lint's checks: parses a doc as MDX (the same syntax Docusaurus uses) and returns its problems
// as `file:line:column  rule  message`, sorted by line. The CLI is scripts/lint-content.ts; tests import lintFile
// directly. What a check needs from the rest of the site (routes, anchors, sidebars, titles) is a SiteIndex.
import fs from 'node:fs';
import path from 'node:path';
import {visit, SKIP} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import YAML from 'yaml';
import type {Node, Point, Position} from 'unist';
import type {Nodes, Root} from 'mdast';
import {DOCS_DIR, docRoute, staticFile, staticFileExists, withoutTrailingSlash} from './site-routes';
import {MIN_TEXT_PX, READING_COLUMN_PX, smallestRenderedText} from '../../src/plugins/diagrams/textSize';
import {anchorsOfTree, parsedDoc, type SiteIndex} from './site-index';
import {FLAG_SET_IDS, checkInvocation, findInvocations, inlineInvocation} from './cli-invocations';
import {nearest} from '../../src/lib/nearest';
import {cliErrors} from '../../src/data/cli/errors';
import {commands, findCommand, type FlagSetId} from '../../src/data/cli';
import {product} from '../../src/config/product';
import {knownLanguages} from '../../src/plugins/code-highlighting/nodePrism';
import {checkFacts, type FactTally} from './fact-detectors';
import {applyIgnores} from './lint-ignores';
import {byPlace, formatProblem, type LintProblem} from './lint-problem';
import {anchorProblem, routeLinkProblem, type LinkProblem} from './route-links';
import {escapeRegExp} from '../../src/lib/templates';
import {isOutputMeta} from '../../src/plugins/code-highlighting/outputBlocks';
import {SHELL_LANGUAGES} from './fact-detectors/document';
import {checkFlagMentions} from './flag-mentions';
import {checkSynopses} from './synopsis';
import {countProseWords, wordFloor} from './word-count';
import {datesOutOfStyle} from './date-style';
import {missingSectionLinks} from './section-overviews';
import {factTableProblem} from './fact-tables';
import {importOf} from '../../src/plugins/data-tables/elements';
import {API_POLICY_COMPONENT, apiPolicyMarkdown} from '../../src/plugins/api-reference/remarkApiPolicies';
import {checkReleasePage} from './release-page-checks';
import {TEMPLATE_MARKER} from './page-templates';

const ROOT = path.resolve(__dirname, '../..');
/** Where a parse error points: its position's start, or the point itself. */
const placeStart = (place: Point | Position | undefined): Point =>
  (place && 'start' in place ? place.start : place) ?? {line: 1, column: 1};
const DESCRIPTION_LENGTH = {min: 50, max: 160};
/** Alt text shorter than this ("Flow", "Diagram") names the image instead of saying what it shows. */
const MIN_ALT_LENGTH = 11;
const PLACEHOLDERS = [/lorem ipsum/i, /\bTODO\b/, /\bTBD\b/, /coming soon/i, /\bxxx+\b/i];
// `[[...]]` is the fill-in marker of the page templates in templates/: a doc must not keep one, in any frontmatter
// field (YAML reads `[[[KEYWORD]]]` as nested lists), in prose, in code, or split by inline code.
/** Prose right after a command that says it is typed for completion, not run. */
const COMPLETION_HINT = /^[^.:;]*\b(?:Tab|completes?)\b/;
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
function americanSpelling(word: string): string {
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

// Components every MDX page has without an import (Docusaurus's MDXComponents).
// <ApiPolicy> is replaced with its text at build time (src/plugins/api-reference/remarkApiPolicies.ts).
const GLOBAL_COMPONENTS = new Set(['Head', 'Details', API_POLICY_COMPONENT]);

/** The names a page imports (`import A from …`, `import {B, C as D} from …`). */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? [])
      if (statement.type === 'ImportDeclaration')
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
  });
  return names;
}

const ERROR_MISS = /^"Error: (.*)" is not a message of the CLI error catalog/;
/** A catalog miss names the catalog's message closest to what the page printed. */
function withNearestError(message: string): string {
  const printed = ERROR_MISS.exec(message)?.[1];
  if (printed === undefined) return message;
  const closest = nearest(
    printed,
    cliErrors.map((error) => error.message),
    Infinity,
  );
  return closest ? `${message}; the nearest catalog message is "Error: ${closest}"` : message;
}

/**
 * Lints one doc file against the rest of the site (`site`); returns one line per problem, sorted by line. `facts`
 * counts, per fact of src/data, the places where the page states it (see fact-detectors/).
 */
export function lintFile(file: string, site: SiteIndex, facts?: FactTally): string[] {
  return lintDoc(file, site, facts).problems.sort(byPlace).map(formatProblem);
}

/** The problems of one doc, after its lint-ignore comments, and how many of those comments silence a problem. */
export interface DocLint {
  problems: LintProblem[];
  ignoresInUse: number;
}

export function lintDoc(file: string, site: SiteIndex, facts?: FactTally): DocLint {
  const problems: LintProblem[] = [];
  const relative = path.relative(ROOT, file);
  const report = (node: Partial<Node> | undefined, rule: string, message: string) => {
    const pos = node?.position?.start ?? {line: 1, column: 1};
    problems.push({file: relative, line: pos.line, column: pos.column, rule, message});
  };
  const at = (line: number, column = 1): Partial<Node> => ({
    position: {start: {line, column}, end: {line, column}},
  });
  const source = fs.readFileSync(file, 'utf8');
  /** The routes this page links to, without trailing slashes or sections. */
  const linked = new Set<string>();
  checkTemplateMarkers();
  checkDates();
  const {tree, error} = parsedDoc(file, source);
  if (!tree) {
    const {place, reason, message} = error as {place?: Point | Position; reason?: string; message: string};
    report(
      {position: {start: placeStart(place), end: placeStart(place)}},
      'mdx-syntax',
      `${reason ?? message}; put { } < > of prose in \`code\`, and write comments as {/* ... */}`,
    );
    return {problems, ignoresInUse: 0};
  }
  const ownAnchors = anchorsOfTree(tree);
  const imported = importedNames(tree);

  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  let frontMatter: Record<string, unknown> = {};
  try {
    frontMatter = yamlNode && 'value' in yamlNode ? (YAML.parse(yamlNode.value) ?? {}) : {};
  } catch (yamlError) {
    const {linePos, message} = yamlError as {linePos?: {line: number; col: number}[]; message: string};
    report(
      at(1 + (linePos?.[0].line ?? 1), linePos?.[0].col ?? 1),
      'frontmatter',
      `the frontmatter is not valid YAML (${message.split(':')[0]}); write one \`key: value\` per line and quote values that hold : or #`,
    );
  }
  /** Points a frontmatter problem at the key's own line (the line after `---` when the key is missing). */
  const frontMatterKey = (key: string): Partial<Node> => {
    const index =
      yamlNode && 'value' in yamlNode ? yamlNode.value.split('\n').findIndex((line) => line.startsWith(`${key}:`)) : -1;
    return {
      position: {start: {line: 2 + Math.max(index, 0), column: 1}, end: {line: 2 + Math.max(index, 0), column: 1}},
    };
  };
  if (typeof frontMatter.title !== 'string' || !frontMatter.title.trim())
    report(frontMatterKey('title'), 'frontmatter', 'missing `title`: add `title: <the page h1>` to the frontmatter');
  const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
  if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    report(
      frontMatterKey('description'),
      'frontmatter',
      `\`description\` must be ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} characters (has ${description.length})`,
    );
  }
  if (!Array.isArray(frontMatter.keywords) || frontMatter.keywords.length === 0) {
    report(
      frontMatterKey('keywords'),
      'frontmatter',
      '`keywords` must be a non-empty list: add `keywords: [word, other words]`',
    );
  }
  // Every field may reach readers (sidebar labels, search, llms.txt): none may keep placeholder text.
  for (const [key, value] of Object.entries(frontMatter)) {
    for (const item of [value].flat(Infinity)) checkPlaceholders(frontMatterKey(key) as Node, String(item));
  }
  // Title and description are shown as the page h1, in search results and in llms.txt: same rules as prose.
  for (const key of ['title', 'description']) {
    if (typeof frontMatter[key] === 'string') checkVocabulary(frontMatterKey(key) as Node, frontMatter[key], true);
  }
  const sidebarCount = site.sidebarCount(file);
  const docId = path
    .relative(DOCS_DIR, file)
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  if (sidebarCount === 0)
    report(at(1), 'sidebar', `the page is in no sidebar: add '${docId}' to its section in sidebars.ts`);
  if (sidebarCount !== undefined && sidebarCount > 1)
    report(at(1), 'sidebar', `the page is in ${sidebarCount} sidebars: keep '${docId}' in one of them in sidebars.ts`);
  const route = docRoute(file);
  for (const command of commands.filter((each) => each.docPath === route)) {
    const name = [product.cliName, ...command.path].join(' ');
    if (!source.includes(name))
      report(
        at(1),
        'cli',
        `this is the page of \`${name}\` (its docPath in src/data/cli), but it never shows the command: add its usage or an example`,
      );
  }
  const sameTitle = typeof frontMatter.title === 'string' ? site.titles.get(frontMatter.title) : undefined;
  const otherTitled = sameTitle?.find((other) => other !== file);
  if (otherTitled)
    report(
      frontMatterKey('title'),
      'frontmatter',
      `the title "${frontMatter.title}" is also the title of ${path.relative(ROOT, otherTitled)}; give each page its own title so search results and tabs tell them apart`,
    );

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
  visit(tree, (node: Nodes, index, parent) => {
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
      // What a command prints renders as a terminal panel with no copy button only when its fence says so.
      const previous = index === undefined ? undefined : parent?.children[index - 1];
      if (
        node.lang === 'text' &&
        !isOutputMeta(node.meta) &&
        !/\btitle=/.test(node.meta ?? '') &&
        previous?.type === 'code' &&
        SHELL_LANGUAGES.has(previous.lang ?? '')
      )
        report(
          node,
          'code-output',
          'a text block right after a command block is its output: open it with ```text output (no copy button, shown as output)',
        );
      checkPlaceholders(node, node.value);
      checkCodeSpelling(node, node.value);
      for (const invocation of findInvocations(node.value)) {
        for (const problem of checkInvocation(invocation.text))
          report(at(node.position!.start.line + 1 + invocation.lineIndex), 'cli', problem.message);
      }
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
      if (node.name === 'CliFlagTable') checkFlagTable(node, attr('command'), attr('set'));
      if (node.name === 'FactTable') checkFactTable(node, node.attributes);
      if (node.name === API_POLICY_COMPONENT) checkApiPolicy(node, attr('of'));
      if (node.name === 'summary' && attr('id')) checkSummaryId(node, attr('id')!);
      const component = node.name?.split('.')[0];
      if (component && /^[A-Z]/.test(component) && !imported.has(component) && !GLOBAL_COMPONENTS.has(component))
        report(
          node,
          'mdx-syntax',
          `<${node.name}> is used without its import, and the build fails on it: add ${
            importOf(component) ??
            (fs.existsSync(path.join(ROOT, 'src/components', component))
              ? `import ${component} from '@site/src/components/${component}';`
              : 'its import')
          } below the frontmatter`,
        );
    }
    if (node.type === 'link' || node.type === 'definition') checkLink(node, node.url);
    if (node.type === 'inlineCode') {
      checkPlaceholders(node, node.value);
      checkCodeSpelling(node, node.value);
      const invocation = inlineInvocation(node.value);
      // A shell-completion fragment ("type `skyloom app` and press Tab") is half a word on purpose.
      const after = parent && index !== undefined ? parent.children[index + 1] : undefined;
      const completion = after?.type === 'text' && COMPLETION_HINT.test(after.value);
      if (invocation !== undefined && !completion)
        for (const problem of checkInvocation(invocation, {mention: true})) report(node, 'cli', problem.message);
    }
    if (node.type === 'text') checkText(node, node.value);
  });
  for (const {line, column, message, rule} of checkFacts(source, tree, facts, relative))
    report(at(line, column), rule, rule === 'error-message' ? withNearestError(message) : message);
  for (const {line, column, rule, message} of [...checkFlagMentions(tree, route), ...checkSynopses(tree)])
    report(at(line, column), rule, message);
  const words = countProseWords(tree);
  const floor = wordFloor(file);
  if (!frontMatter.landing && words < floor.words) {
    report(
      yamlNode,
      'word-count',
      `${words} words of prose; ${floor.pages} need at least ${floor.words}: teach more (set \`landing: true\` for a landing page)`,
    );
  }
  const section = site.sectionOf(file);
  if (section)
    for (const {node, message} of missingSectionLinks(tree, section, linked))
      report(node ?? at(1), 'section-overview', message);
  for (const {line, column, message} of checkReleasePage(route, source, tree, linked))
    report(at(line, column), 'release', message);
  const {problems: kept, inUse} = applyIgnores(problems, tree, relative);
  return {problems: kept, ignoresInUse: inUse};

  function checkText(node: Node | undefined, text: string) {
    checkPlaceholders(node, text);
    checkVocabulary(node, text);
  }
  // Frontmatter is plain text (no code spans), so only the name's spelling is checked there, not the CLI rule.
  function checkVocabulary(node: Node | undefined, text: string, frontMatterText = false) {
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
      if (match)
        report(node, 'placeholder', `placeholder text "${match[0]}": write the real content, or leave the page out`);
    }
  }
  /** Template markers anywhere in the file, frontmatter included; code spans are removed first so none splits one. */
  function checkTemplateMarkers() {
    source.split('\n').forEach((text, index) => {
      const joined = text.replace(/`/g, '');
      for (const match of joined.matchAll(TEMPLATE_MARKER)) {
        // The column in the line as written, code-span backticks included.
        let column = 0;
        for (let kept = 0; kept <= match.index; column++) if (text[column] !== '`') kept++;
        report(
          at(index + 1, column),
          'placeholder',
          `template marker "${match[0]}" left from templates/: replace it with ${/^[A-Z_]+$/.test(match[1]) ? `the page's ${match[1].toLowerCase().replace(/_/g, ' ')}` : 'the text it asks for'}`,
        );
      }
    });
  }
  /** Dates anywhere in the file, frontmatter and code included: the site prints every date one way. */
  function checkDates() {
    source.split('\n').forEach((text, index) => {
      for (const {index: column, message} of datesOutOfStyle(text))
        report(at(index + 1, column + 1), 'date-style', message);
    });
  }
  function checkFlagTable(node: Node, command: string | undefined, set: string | undefined) {
    if ((command === undefined) === (set === undefined))
      report(node, 'cli', '<CliFlagTable> needs exactly one of command="…" or set="…"');
    else if (command !== undefined && !findCommand(command)) {
      const suggestion = nearest(
        command,
        commands.map((candidate) => candidate.path.join(' ')),
      );
      report(
        node,
        'cli',
        `<CliFlagTable command="${command}"> is not a command of src/data/cli${suggestion ? `; did you mean command="${suggestion}"?` : ''}`,
      );
    } else if (set !== undefined && !FLAG_SET_IDS.includes(set as FlagSetId))
      report(node, 'cli', `<CliFlagTable set="${set}"> is not a flag set; use one of ${FLAG_SET_IDS.join(', ')}`);
  }
  function checkFactTable(node: Node, attributes: readonly {type: string; name?: string; value?: unknown}[]) {
    // An attribute written as an expression ({…}) has its value only at build time.
    if (attributes.some((attribute) => attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string'))
      return;
    const problem = factTableProblem(Object.fromEntries(attributes.map(({name, value}) => [name!, value as string])));
    if (problem) report(node, 'fact-reference', problem);
  }
  function checkApiPolicy(node: Node, of: string | undefined) {
    try {
      apiPolicyMarkdown(of);
    } catch (error) {
      report(node, 'api', (error as Error).message);
    }
  }
  // A `<summary id>` is a link target that opens its collapsible section: each id names one section of the guide.
  function checkSummaryId(node: Node, id: string) {
    const other = site.summaryIds.get(id)?.find((candidate) => candidate !== file);
    if (other)
      report(
        node,
        'anchor',
        `<summary id="${id}"> is also the id of a collapsible section of ${path.relative(ROOT, other)}: give this one an id of its own, such as "${id}-${path.basename(file).replace(/\.mdx?$/, '')}"`,
      );
  }
  function checkImage(node: Node, src: unknown, alt: unknown) {
    const altText = String(alt ?? '').trim();
    if (!altText) report(node, 'image-alt', `image ${src} needs alt text: say what the image shows`);
    else if (altText.length < MIN_ALT_LENGTH)
      report(
        node,
        'image-alt',
        `the alt text "${altText}" of image ${src} is too short to say what the image shows: describe it in a few words (${MIN_ALT_LENGTH} characters or more), such as "Drift states and how to reconcile them"`,
      );
    if (typeof src !== 'string') return;
    const imageFile = src.startsWith('/') ? staticFile(src) : path.resolve(path.dirname(file), src);
    const exists = src.startsWith('/') ? staticFileExists(src) : fs.existsSync(imageFile);
    if (!/^https?:/.test(src) && !exists)
      report(
        node,
        'image-missing',
        `image ${src} does not exist: put the file under static/img/<area>/ and link it as /img/<area>/<name>`,
      );
    else if (exists && src.endsWith('.svg')) checkDiagram(node, src, imageFile);
  }
  function checkDiagram(node: Node, src: string, svgFile: string) {
    const svg = fs.readFileSync(svgFile, 'utf8');
    if (!/<svg\b[^>]*\bclass="[^"]*\bsl-diagram\b/.test(svg)) {
      report(
        node,
        'image-diagram',
        `image ${src} is an SVG drawn with colors of its own, which stay light in dark mode: draw it as a theme diagram (class="sl-diagram" on its root, role classes on shapes, as static/img/concepts/drift-flow.svg does; CONTRIBUTING, "Images")`,
      );
      return;
    }
    const smallest = smallestRenderedText(svg);
    if (smallest !== undefined && smallest < MIN_TEXT_PX)
      report(
        node,
        'image-diagram',
        `diagram ${src} shows text at ${smallest.toFixed(1)} px in the ${READING_COLUMN_PX} px reading column, below ${MIN_TEXT_PX} px: draw it ${READING_COLUMN_PX + 48} units wide with text of 13 or more (CONTRIBUTING, "Images")`,
      );
  }
  function checkLink(node: Node, url: string) {
    if (/^(https?:|mailto:)/.test(url)) return;
    const hashAt = url.indexOf('#');
    const target = hashAt === -1 ? url : url.slice(0, hashAt);
    if (target.startsWith('/')) linked.add(withoutTrailingSlash(target));
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(url.slice(hashAt + 1));
    let problem: LinkProblem | undefined;
    if (target === '') problem = anchorProblem(anchor, ownAnchors, 'this page');
    else if (target.startsWith('/')) problem = routeLinkProblem(site, url);
    else {
      const resolved = path.resolve(path.dirname(file), target);
      problem = fs.existsSync(resolved)
        ? anchorProblem(anchor, site.anchorsOf(resolved), path.relative(ROOT, resolved))
        : {
            rule: 'link',
            message: `${url} does not exist relative to this file; link the page by its route, such as /concepts/drift`,
          };
    }
    if (problem) report(node, problem.rule, problem.message);
  }
}
