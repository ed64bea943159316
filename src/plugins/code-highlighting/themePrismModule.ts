// The one place that reaches into @docusaurus/theme-classic's internals. The theme registers a client module
// (lib/prism-include-languages) that imports prism-react-renderer's Prism, with sixteen grammars the site never
// uses, into the main bundle of every page, only to add the configured languages to it; no option turns it off.
// Code blocks here tokenize with a lean Prism of their own (./prism), so the bundler gets an empty module instead.
// The module is found through the theme's own getClientModules(), and the build stops when it is not there.
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext} from '@docusaurus/types';

const PRISM_MODULE = /prism-include-languages/;

/** The absolute path of theme-classic's client module that loads prism-react-renderer's Prism. */
export function themePrismModule(context: LoadContext): string {
  const modules = themeClassic(context, {customCss: []}).getClientModules?.() ?? [];
  const prismModule = modules.find((module) => PRISM_MODULE.test(module));
  if (!prismModule) {
    throw new Error(
      `@docusaurus/theme-classic no longer registers a client module matching ${PRISM_MODULE} (it registers ${modules.join(', ')}): src/plugins/code-highlighting/themePrismModule.ts needs updating.`,
    );
  }
  return path.resolve(path.dirname(require.resolve('@docusaurus/theme-classic')), prismModule);
}
