import type {ReactNode} from 'react';
import {useLegacyFlagAnchor} from './useLegacyFlagAnchor';

/**
 * `<CliFlagTable command="…" />` in a doc: the build renders the flag table from src/data/cli into the page
 * (src/plugins/data-tables/cliFlagTable.ts) and passes it here as children; in the browser this only takes old
 * `#flag-…` links to their row.
 */
export default function CliFlagTable({children}: {children?: ReactNode}): ReactNode {
  useLegacyFlagAnchor();
  return children;
}
