/**
 * Builders for the custom analytics events (./catalog.ts describes them to readers). Pure functions: the
 * browser wiring lives in ./wiring.ts.
 */
export const EVENT = {
  pageView: (title: string) => `Page View: ${title}`,
  searchOpened: 'Search Opened',
  searchInput: 'Search Input',
  searchNoResults: 'Search No Results',
  searchResultClicked: 'Search Result Clicked',
  outboundLinkClicked: 'Outbound Link Clicked',
  hashNavigation: 'Hash Navigation',
  pageFeedback: 'Page Feedback',
} as const;

export const LIMITS = {
  /** Typed searches are recorded only above this many characters, once typing pauses for `searchPauseMs`. */
  searchMinLength: 2,
  searchPauseMs: 1000,
  elementTextLength: 50,
  outboundLinkTextLength: 30,
  /** Product analytics start this long after the page loads. */
  initDelayMs: 1000,
  feedbackCommentLength: 500,
} as const;

/** What a No on "Was this page helpful?" offers to choose from; `value` is what the event sends as `reason`. */
export const FEEDBACK_REASONS = [
  {value: 'missing-information', label: 'Missing information'},
  {value: 'hard-to-follow', label: 'Hard to follow'},
  {value: 'code-sample-wrong', label: 'Code sample wrong'},
  {value: 'out-of-date', label: 'Out of date'},
] as const;

export type FeedbackReason = (typeof FEEDBACK_REASONS)[number]['value'];

export interface PageVote {
  helpful: boolean;
  reason?: FeedbackReason | '';
  comment?: string;
}

export type SearchOpenMethod = 'shortcut' | 'slash' | 'click';

export interface PageContext {
  page_path: string;
  page_title: string;
  page_url: string;
  timestamp: string;
}

type PropertyValue = string | number | boolean;

export interface AnalyticsEvent {
  name: string;
  properties: PageContext & Record<string, PropertyValue>;
}

/** Where and when an event happened: every event carries this. */
export function pageContext(
  location: Pick<Location, 'pathname' | 'href'>,
  title: string,
  now = new Date(),
): PageContext {
  return {page_path: location.pathname, page_title: title, page_url: location.href, timestamp: now.toISOString()};
}

const truncate = (text: string, length: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? clean.slice(0, length) : clean;
};

const event = (name: string, context: PageContext, properties: Record<string, PropertyValue> = {}): AnalyticsEvent => ({
  name,
  properties: {...context, ...properties},
});

export const pageView = (context: PageContext) => event(EVENT.pageView(context.page_title), context);

export const searchOpened = (context: PageContext, method: SearchOpenMethod) =>
  event(EVENT.searchOpened, context, {method});

/** The trimmed query, or null when it is too short to say what the reader looks for. */
function meaningfulQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed.length > LIMITS.searchMinLength ? trimmed : null;
}

export function searchInput(context: PageContext, query: string): AnalyticsEvent | null {
  const trimmed = meaningfulQuery(query);
  return trimmed ? event(EVENT.searchInput, context, {query: trimmed}) : null;
}

export function searchNoResults(context: PageContext, query: string): AnalyticsEvent | null {
  const trimmed = meaningfulQuery(query);
  return trimmed ? event(EVENT.searchNoResults, context, {query: trimmed}) : null;
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

const isReason = (value: string | undefined): value is FeedbackReason =>
  FEEDBACK_REASONS.some((reason) => reason.value === value);

/** A Yes carries no reason or comment; a No keeps a known reason and its comment, trimmed and cut to 500 characters. */
export const pageFeedback = (context: PageContext, vote: PageVote) =>
  event(EVENT.pageFeedback, context, {
    helpful: vote.helpful,
    reason: !vote.helpful && isReason(vote.reason) ? vote.reason : '',
    comment: vote.helpful ? '' : truncate(vote.comment ?? '', LIMITS.feedbackCommentLength),
  });
