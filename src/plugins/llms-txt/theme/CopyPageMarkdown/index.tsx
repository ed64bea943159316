import {useEffect, useState, type ReactNode} from 'react';
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

/** Copies the page's Markdown twin (the same text as in llms-full.txt) to the clipboard. */
export default function CopyPageMarkdown({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

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
    <div className={styles.bar}>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        onClick={copy}
        aria-live="polite">
        {LABELS[state]}
      </button>
      {/* pathname:// makes a plain link: the twin is a file, not a route of the app. */}
      <Link className={styles.link} to={`pathname://${markdownUrl}`}>
        View as Markdown
      </Link>
    </div>
  );
}
