import type {Element} from 'hast';
import {h} from 'hastscript';
import {TABLE_FRAME_CLASS} from '../../remark/scrollableTables';

interface Frame {
  /** What the table holds: it names the scrollable region for screen readers, and is the caption when shown. */
  label: string;
  showCaption?: boolean;
  /** The class of the kind of table, for its own cell styles (dataTables.css). */
  className?: string;
}

/**
 * The frame every table of data shares, like the guide's Markdown tables (src/remark/scrollableTables.ts): a
 * labeled region that scrolls sideways when the table is wider than the page, focusable so keyboards scroll it too.
 */
export function dataTable({label, showCaption = false, className}: Frame, head: Element, body: Element): Element {
  return h(
    'div',
    {className: TABLE_FRAME_CLASS, role: 'region', ariaLabel: label, tabIndex: 0},
    h('table', {className}, showCaption ? h('caption', {className: 'data-table-caption'}, label) : null, head, body),
  );
}
