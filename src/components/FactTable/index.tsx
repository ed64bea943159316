import type {ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
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
    <DataTable label={caption} showCaption className={styles.facts}>
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
    </DataTable>
  );
}
