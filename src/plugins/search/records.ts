/** A search record in the shape the hosted DocSearch crawler produces, so both backends serve the same hits. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
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

/** The embedded index asset, written at the site root by the search-index plugin. */
export const SEARCH_INDEX_FILE = 'search-index.json';
