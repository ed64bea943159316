/**
 * Opens the search modal from anywhere on the page (the home page's search box, the not-found page): the navbar's
 * search bar owns the modal and listens for this request, so there is one modal and one set of shortcuts.
 */
const OPEN_SEARCH_EVENT = 'skyloom:open-search';

export function openSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Calls `open` on every request; returns the function that stops listening. */
export function onOpenSearch(open: () => void): () => void {
  window.addEventListener(OPEN_SEARCH_EVENT, open);
  return () => window.removeEventListener(OPEN_SEARCH_EVENT, open);
}
