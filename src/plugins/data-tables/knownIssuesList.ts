import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {
  findKnownIssueMonth,
  knownIssueMonths,
  formatAffectedVersions,
  releaseNotesPath,
  selectKnownIssues,
  type KnownIssue,
  type KnownIssuesListProps,
} from '../../data/releases';
import {dataText} from './dataText';

type Status = NonNullable<KnownIssuesListProps['status']>;
const STATUSES: readonly Status[] = ['open', 'fixed', 'all'];
const isStatus = (status: string): status is Status => (STATUSES as readonly string[]).includes(status);

function emptyMessage(status: KnownIssuesListProps['status']): string {
  if (status === 'open') return 'No open known issues.';
  if (status === 'fixed') return 'No fixed known issues.';
  return 'No known issues.';
}

const statusBadge = (issue: KnownIssue): Element =>
  issue.fixedIn === null
    ? h('span', {className: ['known-issue-status', 'known-issue-open']}, 'Open')
    : h('span', {className: ['known-issue-status', 'known-issue-fixed']}, ['Fixed in ', issue.fixedIn]);

const statusText = (issue: KnownIssue): ElementContent[] =>
  issue.fixedIn === null
    ? [{type: 'text', value: 'Open: no fixed version yet.'}]
    : [
        {type: 'text', value: 'Fixed in '},
        h('a', {href: `${releaseNotesPath(issue.fixedIn)}#fixed`}, ['Skyloom ', issue.fixedIn]),
        {type: 'text', value: '.'},
      ];

/** One known issue as a card: its ID and title as a heading (the theme's, with its anchor link), then its fields. */
function card(issue: KnownIssue, showReported: boolean): Element {
  const id = issue.id.toLowerCase();
  const reported = showReported ? findKnownIssueMonth(issue.reportedIn) : undefined;
  return h('article', {className: 'known-issue', ariaLabelledBy: id}, [
    h('div', {className: 'known-issue-header'}, [
      h('h3', {id, className: 'known-issue-title'}, [
        h('span', {className: 'known-issue-id'}, issue.id),
        {type: 'text', value: ' '},
        ...dataText(issue.title),
      ]),
      statusBadge(issue),
    ]),
    h('dl', {className: 'known-issue-fields'}, [
      h('dt', 'Symptom'),
      h('dd', dataText(issue.symptom)),
      h('dt', 'Affected versions'),
      h('dd', formatAffectedVersions(issue)),
      h('dt', 'Workaround'),
      h('dd', dataText(issue.workaround)),
      h('dt', 'Status'),
      h('dd', statusText(issue)),
      ...(reported ? [h('dt', 'Reported'), h('dd', h('a', {href: reported.path}, reported.label))] : []),
    ]),
  ]);
}

/**
 * `<KnownIssuesList month="aug2025" status="all" />`: known issues from src/data/releases as cards, those reported
 * in a month, or before one (`reportedBefore`), of a status; the month each was reported in when not listed by month.
 */
export function renderKnownIssuesList({month, reportedBefore, status}: Record<string, string | undefined>): Element {
  if (status !== undefined && !isStatus(status))
    throw new Error(`KnownIssuesList: unknown status "${status}" (known: ${STATUSES.join(', ')})`);
  for (const slug of [month, reportedBefore])
    if (slug !== undefined && !findKnownIssueMonth(slug))
      throw new Error(
        `KnownIssuesList: no known-issues month "${slug}" (known: ${knownIssueMonths.map((known) => known.slug).join(', ')})`,
      );
  const issues = selectKnownIssues({month, reportedBefore, status});
  if (issues.length === 0) return h('p', {className: 'known-issues-empty'}, emptyMessage(status));
  return h(
    'div',
    {className: 'known-issues'},
    issues.map((issue) => card(issue, month === undefined)),
  );
}
