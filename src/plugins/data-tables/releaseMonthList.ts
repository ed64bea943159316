import type {Element} from 'hast';
import {h} from 'hastscript';
import {issueStatus, knownIssueMonths, knownIssues, releaseMonths, releasesInMonth} from '../../data/releases';

const KINDS = ['release-notes', 'known-issues'];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * `<ReleaseMonthList kind="release-notes" />` (with each month's versions) or `kind="known-issues"` (with its
 * counts): links to every monthly page, newest first, from src/data/releases.
 */
export function renderReleaseMonthList({kind}: {kind?: string}): Element {
  if (kind === 'release-notes')
    return h(
      'ul',
      releaseMonths.map((month) => {
        const versions = releasesInMonth(month.slug)
          .map((release) => release.version)
          .reverse();
        return h('li', [h('a', {href: month.path}, month.label), ': Skyloom ', versions.join(' and ')]);
      }),
    );
  if (kind === 'known-issues')
    return h(
      'ul',
      knownIssueMonths.map((month) => {
        const issues = knownIssues.filter((issue) => issue.reportedIn === month.slug);
        const open = issues.filter((issue) => issueStatus(issue) === 'open').length;
        return h('li', [
          h('a', {href: month.path}, month.label),
          ': ',
          plural(issues.length, 'issue'),
          ' reported',
          open > 0 ? `, ${open} still open` : ', all fixed',
        ]);
      }),
    );
  throw new Error(`ReleaseMonthList: unknown kind "${kind}" (known: ${KINDS.join(', ')})`);
}
