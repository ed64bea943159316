/**
 * Output blocks: a fence whose meta has the word `output` (```text output) shows what a command prints, not what
 * to type. It renders as a terminal panel without a copy button.
 */
const OUTPUT_META_WORD = 'output';
export const OUTPUT_CLASS = 'code-output';

export function isOutputMeta(metastring: string | undefined | null): boolean {
  const withoutTitle = (metastring ?? '').replace(/title=(["'])[^"']*\1/g, '');
  return withoutTitle.split(/\s+/).includes(OUTPUT_META_WORD);
}

export function isOutputClassName(className: string | undefined): boolean {
  return (className ?? '').split(/\s+/).includes(OUTPUT_CLASS);
}
