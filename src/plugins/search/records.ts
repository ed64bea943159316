/**
 * Search records, in the shape the hosted DocSearch crawler produces so both backends serve the same hits, and
 * the one builder that makes them: from a page outline, whether the outline was read from a built page (the
 * production build) or from a doc's source (the dev server).
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the anchor of the nearest heading. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** The page's frontmatter keywords, on its lvl1 record only. */
  keywords?: string[];
  /** Facets used by contextual search: `language:en`, `docusaurus_tag:docs-default-current`. */
  language: string;
  docusaurus_tag: string;
  /** Ranking tie-breakers, as the crawler computes them: higher level first, then earlier position. */
  weight: {pageRank: number; level: number; position: number};
}

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** The levels a heading sets: below the section (lvl0) and the page title (lvl1). */
const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Level weights as the DocSearch crawler assigns them: page titles rank above headings, headings above text. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Stable record id: the page route and the record's position on the page. */
export const recordId = (route: string, position: number): string => `${route}:${position}`;

export type HeadingDepth = 2 | 3 | 4 | 5 | 6;

/** What a page says, in reading order, before it becomes records. */
export type OutlineBlock =
  | {kind: 'heading'; depth: HeadingDepth; text: string; anchor: string}
  | {kind: 'text'; text: string}
  /** A code block, line by line: only the lines readers paste into search become records. */
  | {kind: 'code'; lines: string[]}
  /** A table row with an anchor (a flag, for example): what it names, and the rest of the row. */
  | {kind: 'entry'; term: string; anchor: string; text: string};

export interface PageOutline {
  /** Route of the page, e.g. `/concepts/drift`. */
  route: string;
  /** The top-level section results are grouped under (`lvl0`). */
  section: string;
  title: string;
  keywords: readonly string[];
  description: string;
  language: string;
  /** The docs version tag contextual search filters on, e.g. `docs-default-current`. */
  tag: string;
  blocks: readonly OutlineBlock[];
}

/** Lines of code blocks worth finding: the errors and warnings readers paste into search. */
const MESSAGE_LINE = /^\s*(?:error|warning|fatal)\b[:\s]/i;
const MIN_CONTENT_LENGTH = 3;
const MAX_CONTENT_LENGTH = 600;

export const cleanText = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\u200b/g, '')
    .trim();

const clip = (text: string) =>
  text.length > MAX_CONTENT_LENGTH ? `${text.slice(0, MAX_CONTENT_LENGTH).replace(/\s\S*$/, '')}…` : text;

/** The records of one page: its title, its description, then every heading and block of text in reading order. */
export function recordsFromOutline(outline: PageOutline, siteUrl: string): SearchRecord[] {
  const pageUrl = new URL(outline.route, siteUrl).href;
  const hierarchy: Hierarchy = {
    lvl0: outline.section,
    lvl1: outline.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor = '';
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: recordId(outline.route, position),
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      type,
      hierarchy: {...hierarchy},
      content,
      language: outline.language,
      docusaurus_tag: outline.tag,
      weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
    });
  };

  push('lvl1', null);
  if (outline.keywords.length) records[0].keywords = [...outline.keywords];
  const description = cleanText(outline.description);
  if (description) push('content', description);
  for (const block of outline.blocks) {
    if (block.kind === 'heading') {
      const text = cleanText(block.text);
      if (!text) continue;
      for (const level of HEADING_LEVELS.slice(block.depth - 2)) hierarchy[level] = null;
      hierarchy[`lvl${block.depth}`] = text;
      anchor = block.anchor || anchor;
      push(`lvl${block.depth}`, null);
    } else if (block.kind === 'entry') {
      // One level below the current heading, for this row only: the text after the table is the heading's again.
      const term = cleanText(block.term);
      if (!term) continue;
      const depth = Math.min(6, HEADING_LEVELS.filter((level) => hierarchy[level]).length + 2) as HeadingDepth;
      const [outer, outerAnchor] = [{...hierarchy}, anchor];
      hierarchy[`lvl${depth}`] = term;
      anchor = block.anchor;
      push(`lvl${depth}`, null);
      const text = cleanText(block.text);
      if (text.length >= MIN_CONTENT_LENGTH) push('content', clip(text));
      Object.assign(hierarchy, outer);
      anchor = outerAnchor;
    } else if (block.kind === 'code') {
      for (const line of block.lines) if (MESSAGE_LINE.test(line)) push('content', cleanText(line));
    } else {
      const text = cleanText(block.text);
      if (text.length >= MIN_CONTENT_LENGTH) push('content', clip(text));
    }
  }
  return records;
}
