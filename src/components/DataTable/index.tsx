import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** What the table holds, for screen readers; shown above the table when `showCaption` is set. */
  label: string;
  showCaption?: boolean;
  /** A class of the calling component for its own cell styles. */
  className?: string;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}

/** The frame every data table of the guide shares: full width, small type, scrolling sideways when too wide. */
export default function DataTable({label, showCaption = false, className, children}: Props): ReactNode {
  return (
    // As a focusable region, a table that scrolls sideways can be scrolled from the keyboard too.
    <div className={clsx('table-scroll', styles.wrapper)} role="region" aria-label={label} tabIndex={0}>
      <table className={clsx(styles.table, className)}>
        {showCaption && <caption className={styles.caption}>{label}</caption>}
        {children}
      </table>
    </div>
  );
}
