// Restated blocks and output lines, as issue 31 counts them on the built Markdown twins: every copy of a table or a
// sample output is one more place for two pages to disagree, so each should have one home.

/** A page's Markdown twin: its route and its text. */
export interface Twin {
  page: string;
  markdown: string;
}

/** A fenced block or a table of a twin, with its text as the count compares it. */
interface Block {
  kind: 'fence' | 'table';
  /** Lines of the block: a fence's content lines, without its fences; every row of a table. */
  lines: number;
  /** Whitespace-normalized, lowercased text: what must match for two blocks to be the same. */
  key: string;
  /** The block's first line as written, to name it in a report. */
  first: string;
}

/** Something that stands on several pages: a block or an output line, and the pages it stands on. */
interface Restated {
  kind: 'fence' | 'table' | 'line';
  key: string;
  first: string;
  pages: string[];
}

interface RestatementCount {
  blocks: Restated[];
  lines: Restated[];
}

/** The thresholds of the definition: a fence of 3 lines or more, a table of 4 rows or more, an output line of 30
 * characters or more, a block on 2 pages or more, an output line on 6 pages or more. */
export const THRESHOLDS = {fenceLines: 3, tableLines: 4, lineChars: 30, blockPages: 2, linePages: 6} as const;

const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TABLE_ROW = /^ {0,3}\|/;

/** The fenced blocks and tables of a Markdown text, each with its content lines, in order. */
function rawBlocks(markdown: string): {kind: 'fence' | 'table'; content: string[]}[] {
  const lines = markdown.split('\n');
  const blocks: {kind: 'fence' | 'table'; content: string[]}[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (open) {
      const marker = open[1];
      const content: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const close = FENCE.exec(lines[j]);
        if (
          close &&
          close[1][0] === marker[0] &&
          close[1].length >= marker.length &&
          !lines[j].trim().slice(close[1].length)
        )
          break;
        content.push(lines[j]);
      }
      blocks.push({kind: 'fence', content});
      i = j;
    } else if (TABLE_ROW.test(lines[i])) {
      const content: string[] = [];
      let j = i;
      for (; j < lines.length && TABLE_ROW.test(lines[j]); j++) content.push(lines[j]);
      blocks.push({kind: 'table', content});
      i = j - 1;
    }
  }
  return blocks;
}

/** The blocks of a twin that the count compares: fences of 3 lines or more and tables of 4 lines or more. */
export const blocksOf = (markdown: string): Block[] =>
  rawBlocks(markdown)
    .filter(({kind, content}) => content.length >= (kind === 'fence' ? THRESHOLDS.fenceLines : THRESHOLDS.tableLines))
    .map(({kind, content}) => ({
      kind,
      lines: content.length,
      key: normalize(content.join('\n')),
      first: content.find((line) => line.trim())?.trim() ?? '',
    }));

/** Lines inside fences, of 30 characters or more once whitespace is normalized. */
export const fenceLinesOf = (markdown: string): string[] =>
  rawBlocks(markdown)
    .filter(({kind}) => kind === 'fence')
    .flatMap(({content}) => content)
    .filter((line) => normalize(line).length >= THRESHOLDS.lineChars);

/**
 * A generated category index: its twin (llms-txt's `indexToMarkdown`) is the header and a list of links to its
 * pages, nothing else.
 */
export function isCategoryTwin(markdown: string): boolean {
  const body = markdown.split('\n').slice(5);
  return body.every((line) => !line.trim() || /^- \[[^\]]*\]\([^)]*\)(: .*)?$/.test(line));
}

/** The blocks on 2 pages or more and the output lines on 6 pages or more, most pages first. */
export function countRestatements(twins: readonly Twin[]): RestatementCount {
  const blockPages = new Map<string, {block: Block; pages: Set<string>}>();
  const linePages = new Map<string, {first: string; pages: Set<string>}>();
  for (const {page, markdown} of twins) {
    if (isCategoryTwin(markdown)) continue;
    for (const block of blocksOf(markdown)) {
      const entry = blockPages.get(block.key) ?? {block, pages: new Set()};
      entry.pages.add(page);
      blockPages.set(block.key, entry);
    }
    for (const line of fenceLinesOf(markdown)) {
      const key = normalize(line);
      const entry = linePages.get(key) ?? {first: line.trim(), pages: new Set()};
      entry.pages.add(page);
      linePages.set(key, entry);
    }
  }
  const byPages = (a: Restated, b: Restated) => b.pages.length - a.pages.length || a.key.localeCompare(b.key);
  return {
    blocks: [...blockPages.values()]
      .filter(({pages}) => pages.size >= THRESHOLDS.blockPages)
      .map(({block, pages}) => ({kind: block.kind, key: block.key, first: block.first, pages: [...pages].sort()}))
      .sort(byPages),
    lines: [...linePages.entries()]
      .filter(([, {pages}]) => pages.size >= THRESHOLDS.linePages)
      .map(([key, {first, pages}]) => ({kind: 'line' as const, key, first, pages: [...pages].sort()}))
      .sort(byPages),
  };
}

/** The report the script prints: the two counts, then each offender with its pages. */
export function formatRestatements({blocks, lines}: RestatementCount): string {
  const entry = ({kind, first, pages}: Restated) =>
    `  ${kind} on ${pages.length} pages: ${first}\n    ${pages.join('\n    ')}`;
  return [
    `Blocks on ${THRESHOLDS.blockPages} or more pages: ${blocks.length}`,
    ...blocks.map(entry),
    `Output lines on ${THRESHOLDS.linePages} or more pages: ${lines.length}`,
    ...lines.map(entry),
  ].join('\n');
}
