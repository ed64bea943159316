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
  const {caption, head, rows} = factTable(attributes);
  return dataTable(
    {label: caption, showCaption: true, className: 'fact-table'},
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
          row.map((cell) => h('td', dataText(cell))),
        ),
      ),
    ),
  );
}
