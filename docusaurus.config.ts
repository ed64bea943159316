import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {AnalyticsOptions} from './src/plugins/analytics';
import type {BundleReportOptions} from './src/plugins/bundle-report';
import {product, copyrightLine} from './src/config/product';
import {environment} from './src/config/environment';
import {redirects} from './src/config/redirects';
import {tokenClassTheme} from './src/plugins/code-highlighting/codeThemes';
import {highlightedLanguages} from './src/plugins/code-highlighting/codeLanguages';
import eagerFirstImage from './src/remark/eagerFirstImage';
import remarkFacts from './src/plugins/facts/remarkFacts';
import remarkDataTables from './src/plugins/data-tables/remarkDataTables';
import remarkDiagrams from './src/plugins/diagrams/remarkDiagrams';
import {remarkSharedFlagTables} from './tests/fixtures/styleguide/components/sharedFlag';
import {remarkSampleFlagList} from './tests/fixtures/styleguide/components/sampleFlagList';
import remarkApiPolicies from './src/plugins/api-reference/remarkApiPolicies';
import unbreakableCode from './src/remark/unbreakableCode';
import scrollableTables from './src/remark/scrollableTables';
import remarkGrammars from './src/plugins/code-highlighting/remarkGrammars';

/** How every doc's Markdown is transformed, in the guide and in the style guide alike. */
const docsMarkdown = {
  beforeDefaultRemarkPlugins: [remarkFacts, remarkApiPolicies, remarkDataTables, remarkDiagrams],
  remarkPlugins: [eagerFirstImage, unbreakableCode, scrollableTables, remarkGrammars],
};

const config: Config = {
  title: product.siteTitle,
  tagline: product.tagline,
  favicon: 'img/favicon.svg',
  url: environment.siteUrl,
  baseUrl: environment.baseUrl,

  // Rspack, SWC and Lightning CSS: the same site, built faster (README, "Performance").
  future: {experimental_faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  // Browser code imports src/config/product.ts itself; the config ships only what it cannot import.
  customFields: {searchMode: environment.search.mode},

  presets: [
    [
      'classic',
      {
        // The docs plugin comes from ./src/plugins/docs-version-props (below), with lean version metadata.
        docs: false,
        blog: false,
        pages: {remarkPlugins: [remarkGrammars]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'daily', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      // The guide: @docusaurus/plugin-content-docs with lean version metadata.
      './src/plugins/docs-version-props/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: {current: {label: 'Next'}},
        breadcrumbs: true,
        showLastUpdateTime: true,
        editUrl: `${product.repositoryUrl}/edit/main/`,
        ...docsMarkdown,
      } satisfies DocsOptions,
    ],
    ['@docusaurus/plugin-client-redirects', {redirects: [...redirects]} satisfies RedirectOptions],
    [
      // Every template and component on fixed sample content (noindex): what the screenshot tests photograph.
      './src/plugins/docs-version-props/index.ts',
      {
        id: 'styleguide',
        path: 'tests/fixtures/styleguide',
        routeBasePath: 'styleguide',
        sidebarPath: './tests/fixtures/styleguide/sidebars.ts',
        breadcrumbs: true,
        ...docsMarkdown,
        beforeDefaultRemarkPlugins: [
          remarkSharedFlagTables,
          remarkSampleFlagList,
          ...docsMarkdown.beforeDefaultRemarkPlugins,
        ],
      } satisfies DocsOptions,
    ],
    [
      // The API reference, generated from src/data/api/openapi.yaml into api/ by the plugin after it; lean version
      // metadata like the guide's.
      './src/plugins/docs-version-props/index.ts',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './src/plugins/api-reference/sidebars.ts',
        breadcrumbs: true,
        ...docsMarkdown,
      } satisfies DocsOptions,
    ],
    [
      './src/plugins/api-reference/index.ts',
      {
        styleGuidePage: {
          document: 'tests/fixtures/styleguide/api/openapi.yaml',
          page: 'tests/fixtures/styleguide/api-operation.mdx',
        },
      },
    ],
    './src/plugins/search/index.ts',
    './src/plugins/data-tables/index.ts',
    './src/plugins/diagrams/index.ts',
    [
      './src/plugins/analytics/index.ts',
      {
        productionHost: product.productionHost,
        tagManagerContainerId: environment.gtmContainerId,
        productAnalyticsApiKey: environment.amplitudeApiKey,
      } satisfies AnalyticsOptions,
    ],
    './src/plugins/llms-txt/index.ts',
    './src/plugins/page-loading/index.ts',
    './src/plugins/code-highlighting/index.ts',
    [
      '@docusaurus/plugin-ideal-image',
      {quality: 70, max: 1030, min: 100, steps: 2, disableInDev: false} satisfies Partial<IdealImageOptions>,
    ],
    ['./src/plugins/bundle-report/index.ts', {enabled: environment.bundleReport} satisfies BundleReportOptions],
  ],

  clientModules: ['./src/clientModules/normalizeHtmlPaths.ts', './src/clientModules/navbarAtPageEnd.ts'],

  themeConfig: {
    image: 'img/skyloom-social-card.png',
    colorMode: {defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: 'skyloom-joins-northwind-cloud',
      content: `${product.name} has joined ${product.provider}. <a href="${product.announcementUrl}" data-analytics-event="Announcement Link Clicked" data-analytics-link="announcement">Read the announcement</a><span class="announcement-more"> · <a href="${product.legacyDocsUrl}" data-analytics-event="Announcement Link Clicked" data-analytics-link="legacy-docs">Visit the old docs</a></span>`,
      isCloseable: false,
    },
    navbar: {
      title: product.siteTitle,
      logo: {alt: `${product.name} logo`, src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: true,
      items: [
        {type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left'},
        {type: 'docSidebar', sidebarId: 'cli', label: 'CLI', position: 'left'},
        {type: 'docSidebar', sidebarId: 'releases', label: 'Releases', position: 'left'},
        {type: 'docSidebar', sidebarId: 'StackBuilderExpress', label: 'Resources', position: 'left'},
        {type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api', label: 'API', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right', className: 'navbar-version-badge'},
        {type: 'localeDropdown', position: 'right'},
        {href: product.companyWebsite, label: `${product.name} website`, position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Support',
          items: [
            {label: 'Contact support', href: `mailto:${product.supportEmail}`},
            {label: `${product.name} website`, href: product.companyWebsite},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy policy', href: product.privacyPolicyUrl},
            {label: 'Terms and conditions', href: product.termsUrl},
          ],
        },
      ],
      copyright: copyrightLine(new Date().getFullYear()),
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    algolia: {
      appId: environment.search.appId,
      apiKey: environment.search.apiKey,
      indexName: environment.search.indexName,
      contextualSearch: true,
      insights: environment.search.mode === 'hosted',
      searchPagePath: 'search',
      searchParameters: {hitsPerPage: 20},
    },
    prism: {
      theme: tokenClassTheme,
      darkTheme: tokenClassTheme,
      additionalLanguages: highlightedLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
