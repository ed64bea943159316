/**
 * The browser wiring of analytics: page views, search, clicks and hash changes, observed through the DOM so no
 * component carries analytics code. Loaded only where analytics are allowed (./clientModule.ts).
 */
import type {Location} from 'history';
import {
  LIMITS,
  dataAttributeClick,
  hashNavigation,
  outboundLinkClicked,
  pageContext,
  pageView,
  searchInput,
  searchNoResults,
  searchOpened,
  searchResultClicked,
  type SearchOpenMethod,
} from './events';
import {startProductAnalytics, track} from './tracker';

const context = () => pageContext(window.location, document.title);

let lastHash = '';
function reportHash(hash: string): void {
  if (hash === lastHash) return;
  lastHash = hash;
  if (hash) track(hashNavigation(context(), hash));
}

const searchQuery = () => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';

/** The /search page's own no-results line (the theme's search page gives it no class). */
const SEARCH_PAGE_NO_RESULTS = 'No results were found';

/** The trimmed query of the no-results screen on show, in the search dialog or on the /search page; else ''. */
function queryWithoutResults(): string {
  if (document.querySelector('.DocSearch-NoResults')) return searchQuery().trim();
  const pageInput = document.querySelector<HTMLInputElement>('input[type="search"][name="q"]');
  if (!pageInput) return '';
  const saysNone = [...document.querySelectorAll('p')].some((p) => p.textContent?.trim() === SEARCH_PAGE_NO_RESULTS);
  return saysNone ? pageInput.value.trim() : '';
}

/**
 * Reports a query that found nothing once it has stayed on a no-results screen for `searchPauseMs`, as typed
 * searches are; a query is reported again only after the reader types.
 */
function noResultsWatcher(): {check: () => void; typed: () => void} {
  let shown = '';
  let reported = '';
  let pause: number | undefined;
  const check = () => {
    const query = queryWithoutResults();
    if (query === shown) return;
    shown = query;
    window.clearTimeout(pause);
    if (!query || query === reported) return;
    pause = window.setTimeout(() => {
      if (queryWithoutResults() !== query) return;
      reported = query;
      track(searchNoResults(context(), query));
    }, LIMITS.searchPauseMs);
  };
  const typed = () => {
    shown = '';
    reported = '';
    check();
  };
  return {check, typed};
}

/**
 * Search is observed through the DOM of the DocSearch modal and the /search page, so the search UI carries no
 * analytics code.
 */
function watchSearch(): void {
  let openedBy: SearchOpenMethod | null = null;
  let pause: number | undefined;
  const noResults = noResultsWatcher();
  const reportResult = (hit: Element) => {
    const link = hit.querySelector<HTMLAnchorElement>('a[href]');
    const hitsShown = [...document.querySelectorAll('.DocSearch-Hit')];
    track(
      searchResultClicked(context(), {
        query: searchQuery(),
        url: link?.href ?? '',
        title: hit.querySelector('.DocSearch-Hit-title')?.textContent?.trim() ?? '',
        position: hitsShown.indexOf(hit) + 1,
      }),
    );
  };

  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      const editing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) openedBy = 'shortcut';
      else if (event.key === '/' && !editing) openedBy = 'slash';
      if (event.key === 'Enter' && target.classList.contains('DocSearch-Input')) {
        const selected = document.querySelector('.DocSearch-Hit[aria-selected="true"]');
        if (selected) reportResult(selected);
      }
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (target.closest('.DocSearch-Button')) openedBy = 'click';
      const hit = target.closest('.DocSearch-Hit');
      if (hit && target.closest('a[href]')) reportResult(hit);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const input = event.target as HTMLInputElement;
      const inDialog = input.classList?.contains('DocSearch-Input');
      if (inDialog || input.type === 'search') noResults.typed();
      if (!inDialog) return;
      window.clearTimeout(pause);
      pause = window.setTimeout(() => track(searchInput(context(), input.value)), LIMITS.searchPauseMs);
    },
    true,
  );
  new MutationObserver(() => {
    if (openedBy && document.querySelector('.DocSearch-Modal')) {
      track(searchOpened(context(), openedBy));
      openedBy = null;
    }
    noResults.check();
  }).observe(document.body, {childList: true, subtree: true});
}

function watchClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const tagged = target.closest('[data-analytics-event]');
      if (tagged) {
        const attributes = Object.fromEntries(
          [...tagged.attributes].map((attribute) => [attribute.name, attribute.value]),
        );
        track(dataAttributeClick(context(), attributes, tagged.textContent ?? ''));
      }
      const link = target.closest<HTMLAnchorElement>('a[href]');
      if (link && /^https?:$/.test(link.protocol) && link.host !== window.location.host) {
        track(outboundLinkClicked(context(), link.href, link.textContent ?? ''));
      }
    },
    true,
  );
}

export function startAnalytics(): void {
  lastHash = window.location.hash;
  watchSearch();
  watchClicks();
  window.addEventListener('hashchange', () => reportHash(window.location.hash));
  startProductAnalytics();
}

export function reportRoute(location: Location, previousLocation: Location | null): void {
  if (!previousLocation || location.pathname !== previousLocation.pathname) {
    lastHash = location.hash;
    // The head manager sets the new page's title in an animation frame it asked for while the page rendered (a
    // hydration that yields can show the site's title until then), so the view is read after that frame.
    requestAnimationFrame(() => window.setTimeout(() => track(pageView(context())), 0));
  } else {
    reportHash(location.hash);
  }
}
