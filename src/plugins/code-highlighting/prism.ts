import Prism from 'prismjs/components/prism-core';
import {highlighter} from './highlighter';

// The core highlights every `language-*` element on the next frame unless it is manual; React owns that markup.
Prism.manual = true;
// Prism's grammar files extend the global `Prism`; the generated grammar modules (./grammars) import them after this.
(globalThis as {Prism?: typeof Prism}).Prism = Prism;
highlighter.prism = Prism;
