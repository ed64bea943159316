// How a page's route chunks load in the browser. Docusaurus loads them through `preload()` of each matched route
// component (react-loadable) before it renders, and no public API reaches that step, so this module wraps that
// `preload()` of every route of @generated/routes to:
// - start loading once the task that runs main.js is over: on a first load, main.js calls it while it runs, and
//   inserting a page's dozen chunk scripts there made that task, the page's longest, about 40 % longer at phone speed
//   (later preloads, of a link or a navigation, start at once);
// - recover a page whose chunk failed to load, since a rejected preload leaves a first load without its app.
// It says so on the console when the routes no longer have one, and the e2e tests "Chunk-load recovery"
// (resilience.spec.ts) say so when Docusaurus stops loading pages through it.
import routes from '@generated/routes';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** Remembers, for this tab, the page that was already reloaded once because its scripts failed to load. */
const RELOADED_PAGE_KEY = 'skyloom:chunk-reload';

type Preloadable = {preload?: () => Promise<unknown>};

/** Webpack's script-chunk failure, or mini-css-extract's stylesheet-chunk failure. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || (error as {code?: string}).code === 'CSS_CHUNK_LOAD_FAILED');

/** Claims the one reload this page gets; false when it was already used or the tab cannot remember it. */
function claimReload(pathname: string): boolean {
  try {
    if (window.sessionStorage.getItem(RELOADED_PAGE_KEY) === pathname) return false;
    window.sessionStorage.setItem(RELOADED_PAGE_KEY, pathname);
    return true;
  } catch (error) {
    console.warn('Session storage is unavailable, so a failed page load is not retried by reloading.', error);
    return false;
  }
}

function forgetReload(): void {
  try {
    window.sessionStorage.removeItem(RELOADED_PAGE_KEY);
  } catch (error) {
    console.warn('Session storage is unavailable.', error);
  }
}

const currentPageComponents = (): unknown[] =>
  matchRoutes(routes as RouteConfig[], window.location.pathname).map((match) => match.route.component);

/**
 * Resolves once the task that evaluates this module, the one that runs main.js, is over: a message is a task of its
 * own, as React's scheduler uses, and unlike a timer it is not held by a page's paused clock.
 */
const mainTaskOver: Promise<void> = new Promise((resolve) => {
  if (typeof window === 'undefined' || typeof MessageChannel === 'undefined') return resolve();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    resolve();
  };
  channel.port2.postMessage(null);
});

/** Components whose scripts have loaded; the reload marker is dropped once all of the current page's have. */
const loadedComponents = new WeakSet<object>();
let reloading: Promise<never> | undefined;

/**
 * Each route component's preload starts once main.js's task is over. After a deploy replaces the hashed script
 * files, an open tab asks for chunks that no longer exist: when the current page's chunk fails, log a warning and
 * reload once (the new HTML names the new chunks); if the page was already reloaded for this, let it render, so the
 * page-load error box with Retry shows instead of a reload loop. Preloads of other pages (hovered links) fail quietly
 * as before.
 */
function wrapPreloads(routeList: readonly RouteConfig[]): number {
  let wrapped = 0;
  for (const route of routeList) {
    const component = route.component as (Preloadable & object) | undefined;
    const preload = component?.preload;
    if (component && preload) {
      component.preload = () =>
        mainTaskOver.then(preload).then(
          (loaded) => {
            loadedComponents.add(component);
            const pageComponents = currentPageComponents();
            if (
              pageComponents.includes(component) &&
              pageComponents.every((each) => loadedComponents.has(each as object))
            )
              forgetReload();
            return loaded;
          },
          (error: unknown) => {
            if (!isChunkLoadError(error) || !currentPageComponents().includes(component)) throw error;
            if (reloading) return reloading;
            console.warn(
              'A script of this page failed to load, probably because a new version of the site was deployed.',
              error,
            );
            if (!claimReload(window.location.pathname)) return undefined;
            window.location.reload();
            // Keep the current screen until the reload replaces it.
            reloading = new Promise<never>(() => {});
            return reloading;
          },
        );
      wrapped++;
    }
    if (route.routes) wrapped += wrapPreloads(route.routes);
  }
  return wrapped;
}

if (typeof window !== 'undefined' && wrapPreloads(routes as RouteConfig[]) === 0) {
  console.error(
    'Docusaurus routes no longer load through a preload() of their component: src/plugins/page-loading/routeLoading.ts needs updating.',
  );
}
