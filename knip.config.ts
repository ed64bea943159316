// Knip: every import declared in package.json on the side it belongs to, and no unused file, export or dependency.
// `npm run lint` runs it twice: `knip` over everything, then `knip --strict` over what the Docusaurus build loads
// (the `docusaurus.entry` below and what it imports), where every import that is not type-only must be one of
// `dependencies`: code the build runs or bundles is a runtime dependency; scripts and tests use `devDependencies`.
import type {KnipConfig} from 'knip';
import {parseMdx} from './src/lib/mdx';
import {BUILD_TIME_SOURCES} from './src/plugins/data-tables/elements';

/**
 * A page's ES imports, read by the site's MDX parser (Docusaurus reads `.md` as MDX too): pages import components.
 * The imports of data elements the build renders (src/plugins/data-tables) are left out, as the build takes them out.
 */
const mdxImports = (text: string) =>
  /^import\s/m.test(text)
    ? parseMdx(text)
        .children.flatMap((node) => (node.type === 'mdxjsEsm' ? node.value.split('\n') : []))
        .filter((line) => ![...BUILD_TIME_SOURCES].some((source) => line.includes(`'${source}'`)))
        .join('\n')
    : '';

const config: KnipConfig = {
  docusaurus: {
    // What the build loads. Replaces the plugin's defaults so that the site config counts as production code too.
    entry: [
      'docusaurus.config.ts',
      'sidebars.ts',
      // Pages: the guide, standalone pages and the style guide built beside them.
      'docs/**/*.{md,mdx}',
      'src/pages/**/*.{md,mdx,ts,tsx}',
      'tests/fixtures/styleguide/**/*.{md,mdx,ts}',
      // Modules the build loads by path or alias: client modules, swizzled and plugin theme components (`@theme/…`),
      // the client modules and route components the local plugins name with path.resolve(__dirname, …), the
      // `algoliasearch/lite`, `@docusaurus/utils-common` and `@docusaurus/ComponentCreator` aliases, and type
      // declarations of packages that ship none.
      'src/clientModules/*.ts',
      'src/theme/**/*.{ts,tsx}',
      'src/plugins/*/theme/**/*.{ts,tsx}',
      'src/plugins/analytics/{clientModule,TrackedEventsPage}.{ts,tsx}',
      'src/plugins/page-loading/{prefetchOnIntent,routeLoading,utilsCommon}.ts',
      'src/plugins/page-loading/lazyRouteComponents.tsx',
      'src/plugins/search/client/liteClient.ts',
      // Imported by the grammar modules the code-highlighting plugin writes into the generated files.
      'src/plugins/code-highlighting/prism.ts',
      'src/plugins/*/*.d.ts',
    ],
  },
  // Scripts run by hand or by other scripts, and the html-validate settings scripts/validate-html.ts loads.
  entry: ['scripts/*.ts', '.htmlvalidate.mjs'],
  // The code, and the pages the site builds (writers' templates and the fixture pages tests lint are not modules).
  project: ['**/*.{ts,tsx,mjs}!', '{docs,src/pages,tests/fixtures/styleguide}/**/*.{md,mdx}!'],
  // Projects of their own that unit tests check: the import checks (with its package.json) and data with type errors.
  ignore: ['tests/fixtures/import-checks/**', 'tests/fixtures/data-types/**'],
  compilers: {md: mdxImports, mdx: mdxImports},
};

export default config;
