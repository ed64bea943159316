import type PrismType from 'prismjs';

/** Prism's bash `parameter` pattern (prismjs 1.30): a flag name of word characters only, so `--plan-only` is plain. */
export const UPSTREAM_PARAMETER = String.raw`(^|\s)-{1,2}(?:\w+:[+-]?)?\w+(?:\.\w+)*(?=[=\s]|$)`;
/** The same with hyphens inside the name: every flag, with a value or without, is one `parameter` token. */
const PARAMETER = /(^|\s)-{1,2}(?:\w+:[+-]?)?\w+(?:[.-]\w+)*(?=[=\s]|$)/;

/**
 * Gives every flag of a shell command one color: widens the `parameter` token of Prism's bash grammar (shared by
 * `sh`, `shell` and the grammar inside `$(…)`, which hold the same token object). Throws when Prism's own pattern
 * is no longer the one this replaces, so an upgrade of prismjs is looked at here.
 */
export function highlightEveryFlag(prism: typeof PrismType): void {
  const parameter = (prism.languages.bash as Record<string, unknown> | undefined)?.parameter as
    {pattern: RegExp} | undefined;
  if (!parameter) throw new Error("Prism's bash grammar has no `parameter` token: see bashFlags.ts");
  if (parameter.pattern.source === PARAMETER.source) return;
  if (parameter.pattern.source !== UPSTREAM_PARAMETER)
    throw new Error(`Prism's bash \`parameter\` pattern changed (${parameter.pattern.source}): see bashFlags.ts`);
  parameter.pattern = PARAMETER;
}
