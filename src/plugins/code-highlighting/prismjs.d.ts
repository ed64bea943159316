// Prism's core alone, without the languages of the `prismjs` entry point; typed like it.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

// The grammar loaders the plugin generates (./grammars): every fence name with a grammar, to a loader of its chunk.
declare module '@generated/skyloom-code-highlighting/grammars' {
  import type Prism from 'prismjs';
  const grammars: Record<string, () => Promise<{default: typeof Prism}>>;
  export default grammars;
}
