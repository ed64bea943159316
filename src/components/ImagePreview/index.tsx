import {useCallback, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {timings} from '@site/src/config/timings';
import styles from './styles.module.css';

interface Props {
  /** The image as the page shows it; clicking it opens the preview. */
  children: ReactNode;
  alt: string;
  /** The image the preview shows: the file at `src`, or `enlarged` (an inline drawing). */
  src?: string;
  enlarged?: ReactNode;
}

/** The open dialog's `data-phase`: its first frame at opacity 0, then shown, then fading out before it closes. */
type Phase = 'opening' | 'shown' | 'closing';

const fadeMs = () => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : timings.imagePreviewFadeMs);

/** Fades the dialog out, then closes it; the browser then returns focus to the image that opened it. */
function fadeOut(dialog: HTMLDialogElement, setPhase: (phase: Phase) => void): void {
  setPhase('closing');
  window.setTimeout(() => dialog.close(), fadeMs());
}

/**
 * A content image that opens an enlarged copy in a modal `<dialog>` on click. The browser renders it in the top
 * layer, makes the rest of the page inert, returns focus on close and reports Escape as a `cancel` event; this
 * component adds the fade, the clicks that close it and a Tab guard, and its CSS stops the page scrolling while
 * it is open.
 */
export default function ImagePreview({children, src, alt, enlarged}: Props): ReactNode {
  const [phase, setPhase] = useState<Phase | null>(null);

  // When the dialog mounts: show it as a modal, fade it in from its first frame, and close it on a click anywhere
  // in it (the image, the close button, or the backdrop, whose clicks the dialog receives); keyboard users have
  // the close button and Escape.
  const showModal = useCallback((dialog: HTMLDialogElement | null) => {
    if (!dialog) return undefined;
    dialog.showModal();
    const frame = window.requestAnimationFrame(() => setPhase('shown'));
    const onClick = () => fadeOut(dialog, setPhase);
    dialog.addEventListener('click', onClick);
    return () => {
      window.cancelAnimationFrame(frame);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  const closeLabel = translate({id: 'imagePreview.close', message: 'Close image preview'});
  return (
    <>
      {/* The button covers the image rather than holding it, so its name is not compared with the drawing's text. */}
      <span className={styles.frame}>
        {children}
        {/* On a phone the image is too small to read: say that it opens larger. */}
        <span className={`image-preview-cue ${styles.cue}`} aria-hidden="true">
          {translate({id: 'imagePreview.cue', message: 'Tap to enlarge'})}
        </span>
        <button
          type="button"
          className={styles.trigger}
          aria-haspopup="dialog"
          aria-label={translate({id: 'imagePreview.open', message: 'Enlarge image: {alt}'}, {alt})}
          onClick={() => setPhase('opening')}
        />
      </span>
      {phase &&
        createPortal(
          <dialog
            ref={showModal}
            className={styles.dialog}
            aria-label={alt}
            aria-modal="true"
            data-phase={phase}
            style={{transitionDuration: `${fadeMs()}ms`}}
            onCancel={(event) => {
              event.preventDefault();
              fadeOut(event.currentTarget, setPhase);
            }}
            onClose={() => setPhase(null)}
            onKeyDown={(event) => {
              // The close button is the dialog's only control; Tab would take focus out of the page to the
              // browser's own toolbar, which a modal dialog does not prevent.
              if (event.key === 'Tab') event.preventDefault();
            }}>
            <button type="button" className={styles.close} aria-label={closeLabel} title={closeLabel}>
              ×
            </button>
            {enlarged ?? <img src={src} alt={alt} className={styles.image} />}
          </dialog>,
          document.body,
        )}
    </>
  );
}
