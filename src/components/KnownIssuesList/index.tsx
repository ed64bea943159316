import {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import ReleaseText from '@site/src/components/ReleaseText';
import {
  findKnownIssueMonth,
  formatAffectedVersions,
  releaseNotesPath,
  selectKnownIssues,
  type KnownIssue,
  type KnownIssuesListProps,
} from '@site/src/data/releases';
import styles from './styles.module.css';

export type {KnownIssuesListProps};

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
              <Heading as="h3" id={issue.id.toLowerCase()} className={styles.title}>
                <span className={styles.id}>{issue.id}</span> <ReleaseText text={issue.title} />
              </Heading>
              <Status issue={issue} />
            </div>
            <dl className={styles.fields}>
              <dt>Symptom</dt>
              <dd>
                <ReleaseText text={issue.symptom} />
              </dd>
              <dt>Affected versions</dt>
              <dd>{formatAffectedVersions(issue)}</dd>
              <dt>Workaround</dt>
              <dd>
                <ReleaseText text={issue.workaround} />
              </dd>
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
                  <dd>
                    <Link to={reported.path}>{reported.label}</Link>
                  </dd>
                </>
              )}
            </dl>
          </article>
        );
      })}
    </div>
  );
}
