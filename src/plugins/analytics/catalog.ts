/**
 * The analytics event catalog: what the docs site sends, when, and with which properties. The
 * /analytics/tracked-events page (./TrackedEventsPage.tsx) renders this list, so the page and the code cannot drift.
 */
import {FEEDBACK_REASONS, LIMITS} from './events';

export interface EventProperty {
  name: string;
  description: string;
}

export interface TrackedEvent {
  /** Event name as sent; `<page title>` marks the part filled in at run time. */
  name: string;
  trigger: string;
  properties: readonly EventProperty[];
}

/** Properties every custom event carries. */
export const commonProperties: readonly EventProperty[] = [
  {name: 'page_path', description: 'Path of the page the reader is on, for example /concepts/drift.'},
  {name: 'page_title', description: 'Title of that page as shown in the browser tab.'},
  {name: 'page_url', description: 'Full URL of the page, including query string and hash.'},
  {name: 'timestamp', description: 'When the event happened, as an ISO-8601 date and time in UTC.'},
];

export const trackedEvents: readonly TrackedEvent[] = [
  {
    name: 'Page View: <page title>',
    trigger: 'When a page first loads and after every in-site navigation, once the new title is set.',
    properties: [],
  },
  {
    name: 'Search Opened',
    trigger: 'When the search dialog opens.',
    properties: [
      {name: 'method', description: 'How it was opened: shortcut (Ctrl+K or ⌘K), slash (the / key) or click.'},
    ],
  },
  {
    name: 'Search Input',
    trigger: 'When the reader pauses typing for 1 second and the trimmed query is longer than 2 characters.',
    properties: [{name: 'query', description: 'The search text, trimmed.'}],
  },
  {
    name: 'Search No Results',
    trigger:
      'When the search dialog or the /search page says nothing was found, once the query has stayed the same for 1 second and the trimmed query is longer than 2 characters.',
    properties: [{name: 'query', description: 'The search text that found nothing, trimmed.'}],
  },
  {
    name: 'Search Result Clicked',
    trigger: 'When the reader opens a search result.',
    properties: [
      {name: 'query', description: 'The search text that produced the result.'},
      {name: 'result_url', description: 'URL of the chosen result.'},
      {name: 'result_title', description: 'Title of the chosen result.'},
      {name: 'position', description: 'Position of the result in the list, starting at 1.'},
    ],
  },
  {
    name: '<data-analytics-event value>',
    trigger: 'When the reader clicks an element that has a data-analytics-event attribute.',
    properties: [
      {name: 'data-analytics-* values', description: 'Every other data-analytics-* attribute of the element, by name.'},
      {name: 'element_text', description: 'The element’s visible text, truncated to 50 characters.'},
    ],
  },
  {
    name: 'Outbound Link Clicked',
    trigger: 'When the reader follows a link to another website.',
    properties: [
      {name: 'href', description: 'The link’s destination.'},
      {name: 'link_text', description: 'The link’s visible text, truncated to 30 characters.'},
    ],
  },
  {
    name: 'Hash Navigation',
    trigger: 'When the URL hash changes, for example after a click on a heading anchor or a table-of-contents entry.',
    properties: [{name: 'hash', description: 'The new hash, including the leading #.'}],
  },
  {
    name: 'Page Feedback',
    trigger:
      'When the reader answers “Was this page helpful?” at the end of a doc page: at once for Yes; for No, when they send the optional reason and comment. Once per page: the browser remembers the answer.',
    properties: [
      {name: 'helpful', description: 'true for Yes, false for No.'},
      {
        name: 'reason',
        description: `For No, the reason chosen: ${FEEDBACK_REASONS.map((reason) => `${reason.value} (${reason.label})`).join(', ')}. Empty for Yes or when none was chosen.`,
      },
      {
        name: 'comment',
        description: `For No, the reader’s comment, trimmed, at most ${LIMITS.feedbackCommentLength} characters. Empty for Yes or when none was written.`,
      },
    ],
  },
];

/** What the product analytics SDK records by itself, without custom code. */
export const autoCaptured: readonly string[] = [
  'Page views',
  'Sessions (start and end)',
  'Form interactions (start and submit)',
  'File downloads (links to files such as the starter files on the Resources pages)',
];
