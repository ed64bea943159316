// Renders the data elements of a doc (elements.ts: `<FactTable table="plans" />`, `<CliFlagTable command="…" />`,
// known issues, release lists) into HTML at build time, so that a page ships the markup it shows and never the data.
import type {Element} from 'hast';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {SKIP, visit} from 'unist-util-visit';
import {DATA_ELEMENTS, renderElement, type Attributes} from './elements';

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type Esm = Extract<RootContent, {type: 'mdxjsEsm'}>;

/** Rendered markup in the Markdown tree: the compiler turns it into its HTML element and children. */
interface DataMarkup {
  type: 'dataMarkup';
  data: {hName: string; hProperties: Element['properties']; hChildren: Element['children']};
}

const markup = (element: Element): DataMarkup => ({
  type: 'dataMarkup',
  data: {hName: element.tagName, hProperties: element.properties, hChildren: element.children},
});

type Place = {line: number; column: number} | undefined;

/**
 * The data elements a doc imports, by the name it uses, with the imports of those rendered here removed: only an
 * element with browser behavior (`client`) keeps its import, which is of a component free of src/data.
 */
function takeImports(tree: Root): Map<string, string> {
  const imported = new Map<string, string>();
  const emptied: Esm[] = [];
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree;
    if (!program) return;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const elements = Object.entries(DATA_ELEMENTS).filter(([, element]) => element.source === statement.source.value);
      if (!elements.length) return true;
      statement.specifiers = statement.specifiers.filter((specifier) => {
        const exportName =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : undefined;
        const [name, element] = elements.find(([, candidate]) => candidate.exportName === exportName) ?? [];
        if (!name || !element) return true;
        imported.set(specifier.local.name, name);
        return element.client === true;
      });
      return statement.specifiers.length > 0;
    });
    if (!program.body.length) emptied.push(node);
  });
  tree.children = tree.children.filter((node) => !emptied.includes(node as Esm));
  return imported;
}

/** The attributes as written: text only, since the build renders them before any code runs. */
function attributesOf(node: JsxElement): Attributes {
  const attributes: Attributes = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string'))
      throw new Error(`<${node.name}> is rendered at build time, so its attributes are text: write name="value"`);
    attributes[attribute.name] = attribute.value ?? '';
  }
  return attributes;
}

/** Whether an expression of the page (its comments aside) names an element, which is rendered only as written. */
const usesName = (expression: string, name: string) =>
  new RegExp(`\\b${name}\\b`).test(expression.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));

export default function remarkDataTables() {
  return (tree: Root, file: VFile): void => {
    const fail = (message: string, place: Place): never => {
      throw new Error(`${file.path}:${place?.line ?? 1}:${place?.column ?? 1}  ${message}`);
    };
    const imported = takeImports(tree);
    if (!imported.size) return;
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        for (const local of imported.keys())
          if (usesName(node.value, local))
            fail(
              `<${local}> is rendered at build time from the attributes written on it, not from code: write each one as <${local} … /> on a line of its own`,
              node.position?.start,
            );
        return undefined;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      const name = node.name ? imported.get(node.name) : undefined;
      if (!name || !parent || index === undefined) return undefined;
      if (node.type === 'mdxJsxTextElement')
        fail(`write <${node.name} /> on a line of its own: it renders a block`, node.position?.start);
      let rendered: Element;
      try {
        rendered = renderElement(name, attributesOf(node));
      } catch (error) {
        return fail((error as Error).message, node.position?.start);
      }
      if (DATA_ELEMENTS[name].client) {
        node.attributes = [];
        node.children = [markup(rendered) as never];
        return SKIP;
      }
      parent.children.splice(index, 1, markup(rendered) as never);
      return SKIP;
    });
  };
}
