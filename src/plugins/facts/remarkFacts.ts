// Inserts facts into every doc before the default plugins run (so before admonitions, code highlighting and the
// MDX compile): the HTML, its Markdown twin, llms-full.txt and the search index all hold the value.
import type {Nodes, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {unknownFactMessage} from '../../data/facts';
import {FACT_DIRECTIVE, factNodes, factValue, resolveCodeReferences} from './references';

type Place = {line: number; column: number} | undefined;

/** Joins neighboring text nodes, so an inserted value renders as one run of text with the words around it. */
function mergeTexts(children: Nodes[]): void {
  for (let index = children.length - 1; index > 0; index--) {
    const [before, after] = [children[index - 1], children[index]];
    if (before.type === 'text' && after.type === 'text') {
      const position = before.position && after.position && {start: before.position.start, end: after.position.end};
      children.splice(index - 1, 2, {type: 'text', value: before.value + after.value, ...(position && {position})});
    }
  }
}

export default function remarkFacts() {
  return (tree: Root, file: VFile): void => {
    const fail = (id: string, place: Place) => {
      throw new Error(`${file.path}:${place?.line ?? 1}:${place?.column ?? 1}  ${unknownFactMessage(id)}`);
    };
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' && node.name === FACT_DIRECTIVE && parent && index !== undefined) {
        const id = toString(node).trim();
        const value = factValue(id);
        if (value === undefined) return fail(id, node.position?.start);
        const asCode = Object.keys(node.attributes ?? {}).includes('code');
        parent.children.splice(index, 1, ...factNodes(value, asCode));
        mergeTexts(parent.children);
        return index;
      }
      if ((node.type === 'code' || node.type === 'inlineCode') && node.value.includes('{{fact:')) {
        node.value = resolveCodeReferences(node.value, (id, offset) => {
          const start = node.position?.start;
          const before = node.value.slice(0, offset).split('\n');
          // A block's first line is its fence; inline code opens with a backtick.
          if (node.type === 'code')
            fail(id, {line: (start?.line ?? 0) + before.length, column: before.at(-1)!.length + 1});
          else fail(id, {line: start?.line ?? 1, column: (start?.column ?? 0) + 1 + offset});
        });
      }
      return undefined;
    });
  };
}
