// Every rule of the content lint by name: what a problem line names, CONTRIBUTING.md documents and a lint-ignore
// comment may silence.
import {FACT_RULES} from './fact-detectors/catalog';

export const LINT_RULES: readonly string[] = [
  'frontmatter',
  'single-h1',
  'opener',
  'heading-levels',
  'table-header',
  'image-alt',
  'image-missing',
  'code-language',
  'code-output',
  'placeholder',
  'word-count',
  'date-style',
  'link',
  'anchor',
  'sidebar',
  'section-overview',
  'moved-page',
  'cli',
  'cli-flag',
  'synopsis',
  'vocabulary',
  ...FACT_RULES,
  'mdx-syntax',
  'prettier',
  'lint-ignore',
];

/** Rules no comment can silence: a page that does not parse has no comments, and an ignore does not excuse itself. */
export const UNSILENCEABLE_RULES: readonly string[] = ['mdx-syntax', 'lint-ignore'];
