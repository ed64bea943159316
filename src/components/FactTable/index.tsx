import type {ReactNode} from 'react';
import ReleaseText from '@site/src/components/ReleaseText';
import {factTable, type FactTableProps} from './tables';
import styles from './styles.module.css';

/**
 * A table of facts held as data in src/data (provider pins, versions, limits, severities, exit codes, CLI
 * errors, output columns): `<FactTable table="limits" group="tokens" />`. The tables are in tables.ts.
 */
export default function FactTable(props: FactTableProps): ReactNode {
  const {caption, head, rows} = factTable(props);
  return (
    // A wide table scrolls sideways; as a focusable region keyboard users can scroll it too.
    <div className={styles.wrapper} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) => (
                <td key={head[index]}>
                  <ReleaseText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
