// The upstream files our ejected components copy, at the version we copied, with a hash of each. The unit test
// tests/unit/ejected-upstream.test.ts recomputes the hashes from node_modules: when a Docusaurus upgrade changes
// one of these files, it fails and names our copy to bring up to date (as the Docusaurus website's test:swizzle).
export interface Ejection {
  /** Our copy, from the repository root. */
  copy: string;
  /** The package and the file inside it that the copy started from. */
  upstream: {package: string; file: string};
  version: string;
  /** sha256 of the upstream file at that version. */
  sha256: string;
}

export const ejections: readonly Ejection[] = [
  {
    copy: 'src/plugins/code-highlighting/theme/CodeBlock/index.tsx',
    upstream: {package: '@docusaurus/theme-classic', file: 'lib/theme/CodeBlock/index.js'},
    version: '3.8.1',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  },
  {
    copy: 'src/plugins/code-highlighting/theme/CodeBlock/Content/index.tsx',
    upstream: {package: '@docusaurus/theme-classic', file: 'lib/theme/CodeBlock/Content/index.js'},
    version: '3.8.1',
    sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
  },
  {
    copy: 'src/plugins/code-highlighting/theme/CodeBlock/Content/styles.module.css',
    upstream: {package: '@docusaurus/theme-classic', file: 'lib/theme/CodeBlock/Content/styles.module.css'},
    version: '3.8.1',
    sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
  },
  {
    copy: 'src/theme/LastUpdated/index.tsx',
    upstream: {package: '@docusaurus/theme-classic', file: 'src/theme/LastUpdated/index.tsx'},
    version: '3.8.1',
    sha256: '53ab70761b412f831312428568d9fb5db6b748d97ae714724c7d372c1b4a9f7b',
  },
  {
    copy: 'src/theme/NotFound/Content/NotFoundContent.tsx',
    upstream: {package: '@docusaurus/theme-classic', file: 'src/theme/NotFound/Content/index.tsx'},
    version: '3.8.1',
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
  },
  {
    copy: 'src/plugins/search/theme/SearchBar/index.tsx',
    upstream: {package: '@docusaurus/theme-search-algolia', file: 'src/theme/SearchBar/index.tsx'},
    version: '3.8.1',
    sha256: 'c72557b2f23dfa9b89274741abfb80870040af49ddb8c081942812805e6d6c1c',
  },
];
