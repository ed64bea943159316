// Facts a page inserts by reference (`:fact[id]`, `{{fact:id}}`): the lint reads each line as the page shows it,
// with the values inserted, and remembers where, so a value that came from the data is not taken for a restatement.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {unknownFactMessage} from '../../../src/data/facts';
import {CODE_REFERENCE, FACT_DIRECTIVE, factValue} from '../../../src/plugins/facts/references';
import type {FactProblem} from './catalog';
import type {Insertion, Line} from './document';

interface Reference {
  start: number;
  end: number;
  id: string;
  asCode: boolean;
}

export const insertedKey = (id: string) => `${id}#inserted`;

/**
 * Replaces every reference of `lines` with its value (in code font for `:fact[id]{code}`), records the places in
 * `line.inserted`, counts them, and returns one message per unknown id.
 */
export function resolveReferences(lines: Line[], tree: Root, count: (id: string) => void): FactProblem[] {
  const references = new Map<number, Reference[]>();
  const add = (line: number, reference: Reference) =>
    references.set(line, [...(references.get(line) ?? []), reference]);
  visit(tree, (node) => {
    if (node.type !== 'textDirective' || node.name !== FACT_DIRECTIVE || !node.position) return;
    const {start, end} = node.position;
    if (start.line !== end.line) return;
    const asCode = Object.keys(node.attributes ?? {}).includes('code');
    add(start.line, {start: start.column - 1, end: end.column - 1, id: toString(node).trim(), asCode});
  });
  for (const line of lines) {
    if (line.kind === 'frontmatter') continue;
    for (const match of line.text.matchAll(CODE_REFERENCE))
      add(line.number, {start: match.index, end: match.index + match[0].length, id: match[1], asCode: false});
  }
  const problems: FactProblem[] = [];
  for (const [number, found] of references) {
    const line = lines[number - 1];
    const inserted: Insertion[] = [];
    // From the right, so the columns of the references still to resolve stay true.
    for (const reference of found.sort((a, b) => b.start - a.start)) {
      const value = factValue(reference.id);
      if (value === undefined) {
        problems.push({
          line: number,
          column: reference.start + 1,
          message: unknownFactMessage(reference.id)!,
          rule: 'fact-reference',
        });
        continue;
      }
      count(insertedKey(reference.id));
      const shown = reference.asCode ? `\`${value.replace(/`/g, '')}\`` : value;
      line.text = line.text.slice(0, reference.start) + shown + line.text.slice(reference.end);
      const shift = shown.length - (reference.end - reference.start);
      for (const later of inserted) Object.assign(later, {start: later.start + shift, end: later.end + shift});
      inserted.push({start: reference.start, end: reference.start + shown.length, id: reference.id});
    }
    line.inserted = inserted;
  }
  return problems;
}
