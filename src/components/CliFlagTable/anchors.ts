import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/**
 * The id of a flag's row: the command's words or the flag set's id, then the flag (`resources-list-project`), so
 * that a page with several flag tables has no duplicate ids.
 */
export const flagAnchor = (scope: string, flagName: string): string =>
  `${scope.trim().split(/\s+/).join('-')}-${flagName}`;

/** The id every flag's row had before anchors named their command. */
const LEGACY_ANCHOR = /^#flag-(.+)$/;

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
