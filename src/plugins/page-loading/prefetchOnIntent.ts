// Docusaurus prefetches the chunks of every link that scrolls into view: hundreds of requests on a page with the
// full sidebar. Readers on phones pay for each one, so the guide loads a page's code on intent instead: Link still
// preloads on hover and touch, and a click loads whatever was not preloaded.
//
// Link prefetches through `window.docusaurus` (a documented client API). The client entry assigns it before the app
// first renders, and a client module's onRouteUpdate runs during that render, before any Link mounts: that is where
// the copy that prefetches nothing replaces it. The e2e test "links in view are not prefetched" (production.spec.ts)
// says when Docusaurus stops working this way.
import type {ClientModule} from '@docusaurus/types';

const prefetchNothing = (): false => false;

export const onRouteUpdate: ClientModule['onRouteUpdate'] = () => {
  const docusaurus = window.docusaurus as Window['docusaurus'] | undefined;
  if (!docusaurus) {
    console.error(
      'Docusaurus no longer sets window.docusaurus before the first route update: src/plugins/page-loading/prefetchOnIntent.ts needs updating.',
    );
    return undefined;
  }
  if (docusaurus.prefetch !== prefetchNothing) window.docusaurus = {...docusaurus, prefetch: prefetchNothing};
  return undefined;
};
