// How a page inserts a fact of src/data/facts.ts: `:fact[id]` (or `:fact[id]{code}`, in code font) in prose and
// tables, `{{fact:id}}` inside code. Shared by the remark plugin, the dev-server search outline and the content lint.
import type {InlineCode, PhrasingContent, Text} from 'mdast';
import {findFact} from '../../data/facts';

/** The name of the text directive: `:fact[id]`. */
export const FACT_DIRECTIVE = 'fact';

/** A reference inside code: `{{fact:id}}`. */
export const CODE_REFERENCE = /\{\{fact:([^{}\s]*)\}\}/g;

/** The value a reference inserts, or undefined for an id the catalog lacks. */
export const factValue = (id: string): string | undefined => findFact(id)?.value;

/** Code with each `{{fact:id}}` replaced by the value; `onUnknown` hears of ids the catalog lacks. */
export function resolveCodeReferences(code: string, onUnknown: (id: string, offset: number) => void): string {
  return code.replace(CODE_REFERENCE, (reference, id: string, offset: number) => {
    const value = factValue(id);
    if (value === undefined) onUnknown(id, offset);
    return value ?? reference;
  });
}

/**
 * The nodes `:fact[id]` renders: the value as text, its `code` spans (values such as '`slm_pat_` plus 40
 * characters' hold some) as inline code; with `{code}`, the whole value in code font.
 */
export function factNodes(value: string, asCode: boolean): PhrasingContent[] {
  if (asCode) return [{type: 'inlineCode', value: value.replace(/`/g, '')} satisfies InlineCode];
  return value
    .split('`')
    .flatMap((part, index): (Text | InlineCode)[] =>
      part ? [index % 2 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}] : [],
    );
}
