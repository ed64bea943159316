// Prism's core alone, without the languages of the `prismjs` entry point; typed like it.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
