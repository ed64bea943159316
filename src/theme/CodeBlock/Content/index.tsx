import Content from '@theme-original/CodeBlock/Content';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Registered here instead of in the theme's client module (dropped by src/plugins/code-highlighting), so that
// Prism loads with the code-block chunk of doc pages rather than in the main bundle.
prismIncludeLanguages(Prism);

export default Content;
