// Docusaurus prefetches the chunks of every link that scrolls into view: hundreds of requests on a page with the
// full sidebar. Readers on phones pay for each one, so the guide loads a page's code on intent instead: Link still
// preloads on hover and touch, and a click loads whatever was not preloaded.
interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

const prefetchNothing = (): false => false;

if (typeof window !== 'undefined') {
  let docusaurus: DocusaurusGlobal | undefined;
  // The client entry assigns window.docusaurus (a frozen object) after client modules run; take a copy as it lands.
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => docusaurus,
    set: (value: DocusaurusGlobal) => {
      docusaurus = {...value, prefetch: prefetchNothing};
    },
  });
}

export {};
