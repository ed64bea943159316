/**
 * The one redirect table: old paths that moved. The client-redirect pages and the nginx rules are both
 * generated from it.
 */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: readonly Redirect[] = [
  {from: '/change-log/release-notes', to: '/release-notes/versions'},
  {from: '/change-log/known-issues', to: '/known-issues'},
  {from: '/support-and-kb/how-tos', to: '/how-tos'},
  {from: '/support-and-kb/how-tows', to: '/how-tos'},
];

/** `/a/index.html` and `/a.html` are the page `/a`; `/index.html` is `/`. */
export function withoutHtmlSuffix(pathname: string): string {
  const stripped = pathname.replace(/(\/index)?\.html$/, '');
  return stripped === '' ? '/' : stripped;
}
