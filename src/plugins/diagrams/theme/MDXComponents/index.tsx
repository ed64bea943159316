// A plugin's theme wraps the component of the theme below it through @theme-init; @theme-original is this file.
import MDXComponents from '@theme-init/MDXComponents';
import Diagram from '../Diagram';

/** The classic components, and `<Diagram>`, which remarkDiagrams writes for every theme diagram a doc shows. */
export default {...MDXComponents, Diagram};
