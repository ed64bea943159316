/**
 * Builders for the custom analytics events (./catalogue.ts describes them to readers). Pure functions: the
 * browser wiring lives in ./wiring.ts.
 */
export const EVENT = {
  pageView: (title: string) => `Page View: ${title}`,
  searchOpened: 'Search Opened',
  searchInput: 'Search Input',
  searchResultClicked: 'Search Result Clicked',
  outboundLinkClicked: 'Outbound Link Clicked',
  hashNavigation: 'Hash Navigation',
} as const;

export const LIMITS = {
  /** Typed searches are recorded only above this many characters, once typing pauses for `searchPauseMs`. */
  searchMinLength: 2,
  searchPauseMs: 1000,
  elementTextLength: 50,
  outboundLinkTextLength: 30,
  /** Product analytics start this long after the page loads. */
  initDelayMs: 1000,
} as const;

export type SearchOpenMethod = 'shortcut' | 'slash' | 'click';

export interface PageContext {
  page_path: string;
  page_title: string;
  page_url: string;
  timestamp: string;
}

export interface AnalyticsEvent {
  name: string;
  properties: PageContext & Record<string, string | number>;
}

/** Where and when an event happened: every event carries this. */
export function pageContext(
  location: Pick<Location, 'pathname' | 'href'>,
  title: string,
  now = new Date(),
): PageContext {
  return {page_path: location.pathname, page_title: title, page_url: location.href, timestamp: now.toISOString()};
}

export const truncate = (text: string, length: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? clean.slice(0, length) : clean;
};

const event = (
  name: string,
  context: PageContext,
  properties: Record<string, string | number> = {},
): AnalyticsEvent => ({
  name,
  properties: {...context, ...properties},
});

export const pageView = (context: PageContext) => event(EVENT.pageView(context.page_title), context);

export const searchOpened = (context: PageContext, method: SearchOpenMethod) =>
  event(EVENT.searchOpened, context, {method});

/** Null when the query is too short to say what the reader looks for. */
export function searchInput(context: PageContext, query: string): AnalyticsEvent | null {
  const trimmed = query.trim();
  return trimmed.length > LIMITS.searchMinLength ? event(EVENT.searchInput, context, {query: trimmed}) : null;
}

export const searchResultClicked = (
  context: PageContext,
  result: {query: string; url: string; title: string; position: number},
) =>
  event(EVENT.searchResultClicked, context, {
    query: result.query.trim(),
    result_url: result.url,
    result_title: result.title,
    position: result.position,
  });

/** `data-analytics-event="Name"` plus every other `data-analytics-*` attribute, by name with `-` as `_`. */
export function dataAttributeClick(
  context: PageContext,
  attributes: Record<string, string>,
  text: string,
): AnalyticsEvent | null {
  const name = attributes['data-analytics-event']?.trim();
  if (!name) return null;
  const properties: Record<string, string> = {};
  for (const [attribute, value] of Object.entries(attributes)) {
    if (attribute.startsWith('data-analytics-') && attribute !== 'data-analytics-event') {
      properties[attribute.slice('data-analytics-'.length).replace(/-/g, '_')] = value;
    }
  }
  return event(name, context, {...properties, element_text: truncate(text, LIMITS.elementTextLength)});
}

export const outboundLinkClicked = (context: PageContext, href: string, text: string) =>
  event(EVENT.outboundLinkClicked, context, {href, link_text: truncate(text, LIMITS.outboundLinkTextLength)});

export const hashNavigation = (context: PageContext, hash: string) => event(EVENT.hashNavigation, context, {hash});
