// Replaces each <ApiPolicy of="pagination" /> of a doc with the text of that policy of the API's OpenAPI document
// (`x-policies`), at build time, before the MDX compile: the text is in the HTML, the Markdown twin and the search
// index, and no API data reaches the browser. The content lint inserts it the same way (apiPolicyMarkdown), so a
// wrong `of` fails there first. The API's tables are FactTables (src/plugins/data-tables/factTables.ts).
import type {Root, RootContent} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {apiPolicies} from '../../data/api';

/** The name pages use, without an import. */
export const API_POLICY_COMPONENT = 'ApiPolicy';

/** The Markdown of a policy, as the build inserts it; throws what is wrong and the fix. */
export function apiPolicyMarkdown(of: string | undefined): string {
  const policy = of === undefined ? undefined : apiPolicies[of];
  if (!policy)
    throw new Error(`<${API_POLICY_COMPONENT} of="${of ?? ''}">: write one of ${Object.keys(apiPolicies).join(', ')}`);
  return policy.description;
}

type MdxJsxFlowElement = Extract<RootContent, {type: 'mdxJsxFlowElement'}>;

const markdown = unified().use(remarkParse).use(remarkGfm);

const attribute = (node: MdxJsxFlowElement, name: string) => {
  const found = node.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

export default function remarkApiPolicies() {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== API_POLICY_COMPONENT || !parent || index === undefined) return undefined;
      let text: string;
      try {
        text = apiPolicyMarkdown(attribute(node, 'of'));
      } catch (error) {
        const start = node.position?.start;
        throw new Error(`${file.path}:${start?.line ?? 1}:${start?.column ?? 1}  ${(error as Error).message}`);
      }
      parent.children.splice(index, 1, ...(markdown.parse(text).children as RootContent[]));
      return index;
    });
  };
}
