/**
 * The navbar search button and its keyboard shortcuts, with the same API and markup as @docsearch/react's
 * `DocSearchButton` and `useDocSearchKeyboardEvents`. That package is one module that includes the modal, so
 * importing the button from it put the whole modal into every page's first load; the modal stays lazy.
 * Its accessible name is computed from its visible label, not set with aria-label, so it always contains the text
 * a reader sees (WCAG 2.5.3, label in name); the shortcut keys are shown but hidden from assistive technology,
 * which learns them from aria-keyshortcuts.
 */
import {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './SearchButton.module.css';

interface ButtonTranslations {
  buttonText?: string;
  /** Accepted for the theme's translations; unused, since the visible label is the name. */
  buttonAriaLabel?: string;
}

type SearchButtonProps = ComponentPropsWithoutRef<'button'> & {translations?: ButtonTranslations};

const isAppleDevice = () => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/** Whether the shortcut is ⌘ K (Apple platforms) or Ctrl K; null until the browser can tell. */
export function useAppleShortcut(): boolean | null {
  return useIsBrowser() ? isAppleDevice() : null;
}

/** The keycaps of the shortcut that opens search, hidden from assistive technology (which reads aria-keyshortcuts). */
export function ShortcutKeys({apple, className}: {apple: boolean | null; className?: string}) {
  return (
    <span className={className ?? 'DocSearch-Button-Keys'} aria-hidden="true">
      {apple !== null && (
        <>
          <ShortcutKey reactsToKey={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : 'Ctrl'}</ShortcutKey>
          <ShortcutKey reactsToKey="k">K</ShortcutKey>
        </>
      )}
    </span>
  );
}

/** A key of the shortcut, shown pressed while the visitor holds it. */
function ShortcutKey({reactsToKey, children}: {reactsToKey: string; children: string}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  // The platform is known only in the browser; the server and hydration render the button without its shortcut.
  const apple = useAppleShortcut();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={`${apple ? 'Meta+K' : 'Control+K'} /`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={`DocSearch-Button-Placeholder ${styles.label}`}>{translations.buttonText ?? 'Search'}</span>
      </span>
      <ShortcutKeys apple={apple} />
    </button>
  );
});

interface KeyboardEventsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}

const isEditingContent = ({target}: KeyboardEvent) => {
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
};

/** Ctrl/⌘+K toggles search, `/` opens it outside form fields, Escape closes it; typing on the button starts a query. */
export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: KeyboardEventsOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle =
        (event.code === 'Escape' && isOpen) || (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
      if (toggle || (!isEditingContent(event) && event.key === '/' && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef?.current === document.activeElement &&
        onInput &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      )
        onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
