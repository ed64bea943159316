import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {timings} from '@site/src/config/timings';
import styles from './styles.module.css';

type Phase = 'closed' | 'opening' | 'shown' | 'closing';

interface Props {
  /** The image as the page shows it; clicking it opens the preview. */
  children: ReactNode;
  src: string;
  alt: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Locks page scrolling while the preview is shown, restoring the page's own setting afterwards. */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

/** A content image that opens an enlarged preview in a modal dialog on click (SPEC §4, image preview overlay). */
export default function ImagePreview({children, src, alt}: Props): ReactNode {
  const [phase, setPhase] = useState<Phase>('closed');
  const [fadeMs, setFadeMs] = useState<number>(timings.imagePreviewFadeMs);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const open = useCallback(() => {
    setFadeMs(prefersReducedMotion() ? 0 : timings.imagePreviewFadeMs);
    setPhase('opening');
  }, []);
  const close = useCallback(() => setPhase((current) => (current === 'closed' ? current : 'closing')), []);

  useEffect(() => {
    if (phase === 'opening') {
      closeRef.current?.focus();
      // One frame at opacity 0 first, so the fade-in transition runs.
      const frame = window.requestAnimationFrame(() => setPhase('shown'));
      return () => window.cancelAnimationFrame(frame);
    }
    if (phase === 'closing') {
      const timer = window.setTimeout(() => {
        setPhase('closed');
        triggerRef.current?.focus();
      }, fadeMs);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [phase, fadeMs]);

  useEffect(() => {
    if (phase === 'closed') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // The close button is the dialog's only control: keep focus inside the dialog.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [phase, close]);

  useScrollLock(phase !== 'closed');

  const closeLabel = translate({id: 'imagePreview.close', message: 'Close image preview'});
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={translate({id: 'imagePreview.open', message: 'Enlarge image: {alt}'}, {alt})}
        onClick={open}>
        {children}
      </button>
      {phase !== 'closed' &&
        createPortal(
          <div
            className={clsx(styles.backdrop, phase === 'shown' && styles.shown)}
            style={{transitionDuration: `${fadeMs}ms`}}
            data-phase={phase}
            onClick={close}>
            <div role="dialog" aria-modal="true" aria-label={alt} className={styles.dialog}>
              <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel} title={closeLabel}>
                ×
              </button>
              <img src={src} alt={alt} className={styles.image} />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
