/**
 * The id of a flag's row: the command's words or the flag set's id, then the flag (`resources-list-project`), so
 * that a page with several flag tables has no duplicate ids. The content lint checks `#anchor` links with it.
 */
export const flagAnchor = (scope: string, flagName: string): string =>
  `${scope.trim().split(/\s+/).join('-')}-${flagName}`;

/** The id every flag's row had before anchors named their command; such links still land on the flag's first row. */
export const LEGACY_ANCHOR = /^#?flag-(.+)$/;
