import type {Parent, Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

/** The frame class every table of the guide shares (src/components/DataTable uses it too). */
export const TABLE_FRAME_CLASS = 'table-scroll';

/** What a table holds, for screen readers: its column headings. */
function tableLabel(table: Table): string {
  const headings = (table.children[0]?.children ?? []).map((cell) => toString(cell).trim()).filter(Boolean);
  return headings.length ? `Table: ${headings.join(', ')}` : 'Table';
}

/** Each body cell names its column (`data-label`), which a table stacked on a phone shows above the cell. */
function labelCells(table: Table): void {
  const headings = (table.children[0]?.children ?? []).map((cell) => toString(cell).trim());
  for (const row of table.children.slice(1))
    row.children.forEach((cell, column) => {
      if (!headings[column]) return;
      cell.data = {...cell.data, hProperties: {...cell.data?.hProperties, dataLabel: headings[column]}};
    });
}

/**
 * Every Markdown table sits in a focusable region that scrolls sideways when the table is wider than the page (on
 * phones), so keyboards can scroll it too, with a shadow at the edge that has more to show.
 */
export default function scrollableTables() {
  return (tree: Root): void => {
    // Regions of a page need distinct names: a second table with the same columns is numbered.
    const seen = new Map<string, number>();
    visit(tree, 'table', (node: Table, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return undefined;
      const columns = tableLabel(node);
      const count = (seen.get(columns) ?? 0) + 1;
      seen.set(columns, count);
      const label = count === 1 ? columns : `${columns} (${count})`;
      labelCells(node);
      const frame = {
        type: 'tableFrame',
        data: {
          hName: 'div',
          hProperties: {className: [TABLE_FRAME_CLASS], role: 'region', ariaLabel: label, tabIndex: 0},
        },
        children: [node],
      };
      parent.children.splice(index, 1, frame as never);
      return SKIP;
    });
  };
}
