import {Suspense, lazy, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {analyticsAllowed} from '../gate';
import styles from './slot.module.css';

// A block that fails to load is left out; the page around it must not fail with it.
const PageFeedback = lazy(() =>
  import('./PageFeedback').catch((error: unknown) => {
    console.warn('The page feedback block could not load; the page works without it.', error);
    return {default: () => null};
  }),
);

/** How far below the window the slot may be when the block's code starts to load. */
const LOAD_AHEAD = '0px 0px 50% 0px';

/**
 * Where "Was this page helpful?" goes. Empty in the HTML and for every reader whose answer could not be sent (other
 * hosts, no analytics destination, Global Privacy Control); elsewhere the block's code loads as the slot nears the
 * window. Its space is reserved before the page first renders (./slot.module.css), so the block shifts nothing.
 */
export default function PageFeedbackSlot(): ReactNode {
  const {pathname} = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || !analyticsAllowed()) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      {rootMargin: LOAD_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className={styles.slot}>
      {near && (
        <Suspense fallback={null}>
          <PageFeedback key={pathname} pagePath={pathname} />
        </Suspense>
      )}
    </div>
  );
}
