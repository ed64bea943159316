import {lazy} from 'react';

/**
 * The not-found content (./NotFoundContent.tsx, the ejection) loads only where it shows: DocRoot renders it when no
 * doc matches, so a static import put it in a chunk that every doc page loads. The server render waits for it, so
 * the HTML holds it. No Suspense boundary on purpose: a boundary would show its empty fallback when a context above
 * changes before the code arrives (right after hydration); without one, React keeps the server HTML, or the page
 * being left, until it arrives.
 */
export default lazy(() => import('./NotFoundContent'));
