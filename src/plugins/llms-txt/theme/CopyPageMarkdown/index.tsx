import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';
/** How long the button shows the result of a copy before it reads "Copy page as Markdown" again. */
export const FEEDBACK_MS = 1000;
const LABELS: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied',
  failed: 'Copy failed, try again',
};

function IconCopy(): ReactNode {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <rect x="6.5" y="6.5" width="10" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M13.5 4.5v-.5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 4v9A1.5 1.5 0 0 0 5 14.5h.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

function IconMarkdown(): ReactNode {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <rect x="1.5" y="4.5" width="17" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M4.5 12.5v-5l2.5 3 2.5-3v5M13.5 7.5v5m-2-2 2 2 2-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The "Copy page" menu beside the title: it copies the page's Markdown twin (the same text as in llms-full.txt) to the
 * clipboard or opens it. A disclosure: Escape, a click elsewhere or focus leaving it closes it.
 */
export default function CopyPageMarkdown({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  useEffect(() => {
    const element = menu.current;
    if (!open || !element) return undefined;
    const closeOutside = (event: Event) => {
      const target = event instanceof FocusEvent ? event.relatedTarget : event.target;
      if (!element.contains(target as Node | null)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    element.addEventListener('focusout', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
      element.removeEventListener('focusout', closeOutside);
    };
  }, [open]);

  async function copy() {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div ref={menu} className={clsx('page-actions', styles.menu)}>
      <button
        ref={trigger}
        type="button"
        className={clsx('page-action', styles.trigger)}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}>
        <IconCopy />
        Copy page
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={menuId} className={styles.panel} hidden={!open}>
        <button type="button" className={clsx('page-action', styles.item)} onClick={copy} aria-live="polite">
          <IconCopy />
          {LABELS[state]}
        </button>
        {/* pathname:// makes a plain link: the twin is a file, not a route of the app. */}
        <Link className={clsx('page-action', styles.item)} to={`pathname://${markdownUrl}`}>
          <IconMarkdown />
          View as Markdown
        </Link>
      </div>
    </div>
  );
}
