import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {issueStatus, knownIssueMonths, knownIssues, releaseMonths, releasesInMonth} from '@site/src/data/releases';

interface Props {
  /** Which monthly pages to list: release notes (with their versions) or known issues (with counts). */
  kind: 'release-notes' | 'known-issues';
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Links to every monthly release-notes or known-issues page, newest first, from src/data/releases. */
export default function ReleaseMonthList({kind}: Props): ReactNode {
  if (kind === 'release-notes') {
    return (
      <ul>
        {releaseMonths.map((month) => {
          const versions = releasesInMonth(month.slug)
            .map((release) => release.version)
            .reverse();
          return (
            <li key={month.slug}>
              <Link to={month.path}>{month.label}</Link>: Skyloom {versions.join(' and ')}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul>
      {knownIssueMonths.map((month) => {
        const issues = knownIssues.filter((issue) => issue.reportedIn === month.slug);
        const open = issues.filter((issue) => issueStatus(issue) === 'open').length;
        return (
          <li key={month.slug}>
            <Link to={month.path}>{month.label}</Link>: {plural(issues.length, 'issue')} reported
            {open > 0 ? `, ${open} still open` : ', all fixed'}
          </li>
        );
      })}
    </ul>
  );
}
