import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchTranslations} from '@docsearch/react';

/**
 * DocSearch 3.9 sets its `error` status when every host fails, but autocomplete-core resets it to `idle` in the
 * same tick, so its error screen never renders. This renders that screen (same markup and classes) into the open
 * modal's dropdown while the last search failed; styles.css hides DocSearch's own screens meanwhile.
 */
export interface SearchOutcome {
  report(failed: boolean): void;
  subscribe(listener: (failed: boolean) => void): () => void;
  readonly failed: boolean;
}

/** Whether the last search failed, kept outside React state: re-rendering DocSearch would reset the reader's query. */
export function createSearchOutcome(): SearchOutcome {
  let failed = false;
  const listeners = new Set<(failed: boolean) => void>();
  return {
    report(next) {
      if (next === failed) return;
      failed = next;
      for (const listener of listeners) listener(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get failed() {
      return failed;
    },
  };
}

export default function SearchErrorScreen({
  container,
  outcome,
  translations,
}: {
  container: HTMLElement | null;
  outcome: SearchOutcome;
  /** The theme's, which load with the modal. */
  translations?: NonNullable<DocSearchTranslations['modal']>['errorScreen'];
}): ReactNode {
  const [failed, setFailed] = useState(outcome.failed);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  const [hasQuery, setHasQuery] = useState(false);
  const showError = failed && hasQuery;

  useEffect(() => {
    if (!container) return undefined;
    const find = () => setDropdown(container.querySelector<HTMLElement>('.DocSearch-Dropdown'));
    const onInput = (event: Event) => setHasQuery((event.target as HTMLInputElement).value.trim() !== '');
    find();
    const observer = new MutationObserver(find);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', onInput);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', onInput);
    };
  }, [container]);

  useEffect(() => outcome.subscribe(setFailed), [outcome]);

  if (!showError || !dropdown) return null;
  const {titleText, helpText} = translations ?? {};
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}
