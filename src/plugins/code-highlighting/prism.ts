import Prism from 'prismjs/components/prism-core';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {highlightEveryFlag} from './bashFlags';

// The core highlights every `language-*` element on the next frame unless it is manual; React owns that markup.
Prism.manual = true;
// Only the languages of `themeConfig.prism.additionalLanguages`: prism-react-renderer's own instance evaluates
// sixteen more grammars on import, the largest single cost of a doc page's first load at phone CPU speed.
prismIncludeLanguages(Prism);
highlightEveryFlag(Prism);

export default Prism;
