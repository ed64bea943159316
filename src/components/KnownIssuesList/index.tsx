import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import ReleaseText from '@site/src/components/ReleaseText';
import {
  findKnownIssueMonth,
  formatAffectedVersions,
  issueStatus,
  knownIssueMonths,
  knownIssues,
  releaseNotesPath,
  type KnownIssue,
} from '@site/src/data/releases';
import styles from './styles.module.css';

export interface KnownIssuesListProps {
  /** Known-issues month slug such as 'aug2025': only issues reported that month. */
  month?: string;
  /** Only issues reported in months before this one (for "still open from earlier months"). */
  reportedBefore?: string;
  /** Which issues to show; defaults to 'all'. */
  status?: 'open' | 'fixed' | 'all';
}

/** Position of a known-issues month, 0 for the oldest. */
function monthOrder(slug: string): number {
  const index = knownIssueMonths.findIndex((month) => month.slug === slug);
  if (index < 0) throw new Error(`KnownIssuesList: unknown month "${slug}"`);
  return knownIssueMonths.length - 1 - index;
}

export function selectKnownIssues({month, reportedBefore, status = 'all'}: KnownIssuesListProps): KnownIssue[] {
  const selected = knownIssues.filter(
    (issue) =>
      (month === undefined || issue.reportedIn === month) &&
      (reportedBefore === undefined || monthOrder(issue.reportedIn) < monthOrder(reportedBefore)) &&
      (status === 'all' || issueStatus(issue) === status),
  );
  if (month !== undefined) return selected;
  // Across months, the newest reports come first.
  return selected.sort((a, b) => monthOrder(b.reportedIn) - monthOrder(a.reportedIn) || a.id.localeCompare(b.id));
}

function Status({issue}: {issue: KnownIssue}): ReactNode {
  if (issue.fixedIn === null) {
    return <span className={clsx(styles.badge, styles.open)}>Open</span>;
  }
  return <span className={clsx(styles.badge, styles.fixed)}>Fixed in {issue.fixedIn}</span>;
}

function emptyMessage(status: KnownIssuesListProps['status']): string {
  if (status === 'open') return 'No open known issues.';
  if (status === 'fixed') return 'No fixed known issues.';
  return 'No known issues.';
}

/** Known issues as cards, rendered from src/data/releases. */
export default function KnownIssuesList(props: KnownIssuesListProps): ReactNode {
  const issues = selectKnownIssues(props);
  if (issues.length === 0) return <p className={styles.empty}>{emptyMessage(props.status)}</p>;
  return (
    <div className={styles.list}>
      {issues.map((issue) => {
        const reported = findKnownIssueMonth(issue.reportedIn);
        return (
          <article key={issue.id} className={styles.card} aria-labelledby={issue.id.toLowerCase()}>
            <div className={styles.header}>
              <h3 id={issue.id.toLowerCase()} className={styles.title}>
                <span className={styles.id}>{issue.id}</span> <ReleaseText text={issue.title} />
              </h3>
              <Status issue={issue} />
            </div>
            <dl className={styles.fields}>
              <dt>Symptom</dt>
              <dd><ReleaseText text={issue.symptom} /></dd>
              <dt>Affected versions</dt>
              <dd>{formatAffectedVersions(issue)}</dd>
              <dt>Workaround</dt>
              <dd><ReleaseText text={issue.workaround} /></dd>
              <dt>Status</dt>
              <dd>
                {issue.fixedIn === null ? (
                  'Open: no fixed version yet.'
                ) : (
                  <>
                    Fixed in <Link to={`${releaseNotesPath(issue.fixedIn)}#fixed`}>Skyloom {issue.fixedIn}</Link>.
                  </>
                )}
              </dd>
              {props.month === undefined && reported && (
                <>
                  <dt>Reported</dt>
                  <dd><Link to={reported.path}>{reported.label}</Link></dd>
                </>
              )}
            </dl>
          </article>
        );
      })}
    </div>
  );
}
