import type {Element} from 'hast';
import {h} from 'hastscript';
import {dataTable} from './dataTable';
import {dataText} from './dataText';
import {factTable, type FactTableProps} from './factTables';

/**
 * `<FactTable table="limits" group="tokens" />`: a table of facts held as data in src/data (provider pins,
 * versions, limits, severities, exit codes, CLI errors, output columns), captioned; the tables are in factTables.ts.
 */
export function renderFactTable(attributes: FactTableProps): Element {
  const {caption, head, rows, layout} = factTable(attributes);
  // Each cell names its column, for the layouts that show a row as an entry (entries, and every table on phones).
  const labels = head.map((cell) => cell.replace(/`/g, ''));
  return dataTable(
    {label: caption, showCaption: true, className: layout ? `fact-table fact-table-${layout}` : 'fact-table'},
    h(
      'thead',
      h(
        'tr',
        head.map((cell) => h('th', {scope: 'col'}, dataText(cell))),
      ),
    ),
    h(
      'tbody',
      rows.map((row) =>
        h(
          'tr',
          row.map((cell, column) => h('td', {dataLabel: labels[column]}, dataText(cell, true))),
        ),
      ),
    ),
  );
}
