import {type ReactNode} from 'react';
import clsx from 'clsx';
import {openSearch} from '../SearchBar/openSearch';
import {ShortcutKeys, useAppleShortcut} from '../SearchBar/SearchButton';
import styles from './styles.module.css';

/**
 * A large search box for landing pages (home, not found): a button that opens the navbar's search modal. Its name is
 * its visible label; the shortcut's keycaps are hidden from assistive technology, which reads aria-keyshortcuts.
 */
export default function SearchEntry({label, className}: {label: string; className?: string}): ReactNode {
  const apple = useAppleShortcut();
  return (
    <button
      type="button"
      className={clsx(styles.entry, className)}
      onClick={openSearch}
      aria-keyshortcuts={`${apple ? 'Meta+K' : 'Control+K'} /`}>
      <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{label}</span>
      <ShortcutKeys apple={apple} className={styles.keys} />
    </button>
  );
}
