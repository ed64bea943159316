import type {ClientModule} from '@docusaurus/types';
import {withoutHtmlSuffix} from '@site/src/config/redirects';

// Docusaurus already renders `/a.html` and `/a/index.html` as `/a`; this makes the address bar agree,
// whether the static server served that file or fell back to the not-found page.
const normalizeHtmlPaths: ClientModule = {
  onRouteUpdate() {
    // The router's location is already normalised, so read the address bar itself.
    const {pathname, search, hash} = window.location;
    const clean = withoutHtmlSuffix(pathname);
    if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
  },
};

export default normalizeHtmlPaths;
