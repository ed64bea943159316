/** URL of a page's Markdown twin: `/concepts/drift` → `/concepts/drift.md`, `/cli-guide/` → `/cli-guide/index.md`. */
export const twinPath = (permalink: string): string =>
  permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
