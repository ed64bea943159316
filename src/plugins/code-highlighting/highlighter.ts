import type Prism from 'prismjs';

/**
 * The lean Prism (./prism) once a page that shows code has loaded it with its grammars (./grammars): code blocks
 * read it here rather than import it, so that pages without code never download it.
 */
export const highlighter: {prism?: typeof Prism} = {};
