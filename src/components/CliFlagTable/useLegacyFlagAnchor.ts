import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {LEGACY_ANCHOR} from './anchors';

/**
 * Keeps old links working: a `#flag-<name>` hash that no element answers moves to the first row of the page for
 * that flag (the router then scrolls to it).
 */
export function useLegacyFlagAnchor(): void {
  const location = useLocation();
  const history = useHistory();
  useEffect(() => {
    const legacy = LEGACY_ANCHOR.exec(location.hash);
    if (!legacy || document.getElementById(decodeURIComponent(location.hash.slice(1)))) return;
    const row = document.querySelector(`tr[data-flag="${CSS.escape(decodeURIComponent(legacy[1]))}"]`);
    if (row) history.replace({...location, hash: `#${row.id}`});
  }, [location, history]);
}
