import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import ReleaseText from '@site/src/components/ReleaseText';
import {findReleaseMonth, releases, type ReleaseKind} from '@site/src/data/releases';
import {formatDay} from '@site/src/lib/dates';
import styles from './styles.module.css';

const KIND_LABEL: Record<ReleaseKind, string | null> = {major: 'Major', minor: null, patch: 'Patch'};

/** Every Skyloom version, newest first, rendered from src/data/releases. */
export default function ReleaseVersionsTable(): ReactNode {
  return (
    <DataTable label={`Skyloom releases, newest first (${releases.length} versions)`} showCaption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Date</th>
          <th scope="col">Highlights</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((release) => {
          const month = findReleaseMonth(release.month);
          const kind = KIND_LABEL[release.kind];
          return (
            <tr key={release.version} id={`v${release.version.replace(/\./g, '-')}`}>
              <th scope="row" className={styles.version}>
                <code>{release.version}</code>
                {kind && (
                  // The space keeps "3.0.0 Major" two words wherever the cell is read as text.
                  <>
                    {' '}
                    <span className={styles.kind}>{kind}</span>
                  </>
                )}
              </th>
              <td className={styles.date}>
                <time dateTime={release.date}>{formatDay(release.date)}</time>
              </td>
              <td>
                <ReleaseText text={release.highlights} />
              </td>
              <td className={styles.link}>{month ? <Link to={month.path}>{month.label}</Link> : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
