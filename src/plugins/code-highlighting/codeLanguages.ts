/**
 * The languages code blocks highlight, as Prism component names, each after the ones it builds on (the theme loads
 * them in this order). A fence in any other language renders as plain text, so the content lint rejects it: add
 * the language here instead. `text` is always allowed.
 */
export const highlightedLanguages = [
  'clike',
  'javascript',
  'markup',
  'jsx',
  'typescript',
  'tsx',
  'groovy',
  'bash',
  'json',
  'yaml',
  'powershell',
  'hcl',
  'rego',
  'python',
];
