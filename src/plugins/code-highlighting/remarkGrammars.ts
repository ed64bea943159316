import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {fenceNames, grammarModule} from './grammars';

/**
 * Imports the grammar module of each highlighted language the page's code fences use, so a page loads Prism and
 * those grammars with its own code, before it renders on the server or in the browser (./grammars).
 */
export default function remarkGrammars() {
  const names = fenceNames();
  return (tree: Root) => {
    const languages = new Set<string>();
    visit(tree, 'code', (node) => {
      const language = names.get(node.lang?.toLowerCase() ?? '');
      if (language) languages.add(language);
    });
    const imports = [...languages].map((language): Extract<RootContent, {type: 'mdxjsEsm'}> => ({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [],
              attributes: [],
              source: {type: 'Literal', value: grammarModule(language)},
            },
          ],
        },
      },
    }));
    tree.children.unshift(...imports);
  };
}
