import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type * as Preset from '@docusaurus/preset-classic';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {redirects, withoutHtmlSuffix} from '../../src/config/redirects';
import {product} from '../../src/config/product';
import {readContract} from '../../scripts/lib/site-routes';

const themeConfig = config.themeConfig as Required<Preset.ThemeConfig>;
const presetOptions = (config.presets![0] as [string, Preset.Options])[1];
const pluginOptions = (name: string) =>
  (config.plugins as [string, Record<string, unknown>][]).find(([plugin]) => plugin === name)![1];

describe('Site configuration', () => {
  it('is the Skyloom User Guide, English only, served from the root', () => {
    assert.equal(config.title, product.siteTitle);
    assert.equal(config.baseUrl, '/');
    assert.equal(config.url, product.siteUrl);
    assert.deepEqual(config.i18n, {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
    });
  });

  it('fails the build on broken links and warns on markdown links, anchors and duplicate routes', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenMarkdownLinks, 'warn');
    assert.equal(config.onBrokenAnchors, 'warn');
    assert.equal(config.onDuplicateRoutes, 'warn');
  });

  it('serves one docs version, current, labelled Next, from the root with breadcrumbs and last-update times', () => {
    // The docs plugin is declared with lean version metadata (src/plugins/docs-version-props), not by the preset.
    assert.equal(presetOptions.docs, false);
    const docs = (config.plugins as [string, Record<string, unknown>][]).find(
      ([plugin, options]) => plugin.includes('docs-version-props') && options.id === undefined,
    )![1];
    assert.equal(docs.routeBasePath, '/');
    assert.equal(docs.lastVersion, 'current');
    assert.deepEqual(docs.versions, {current: {label: 'Next'}});
    assert.equal(docs.breadcrumbs, true);
    assert.equal(docs.showLastUpdateTime, true);
    assert.equal(presetOptions.blog, false);
  });

  it('declares every docs instance (the guide, the style guide, the API reference) with lean version metadata', () => {
    // A docs instance is the one kind of plugin with a sidebar file.
    const docsInstances = (config.plugins ?? []).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        Array.isArray(entry) && typeof entry[1] === 'object' && entry[1] !== null && 'sidebarPath' in entry[1],
    );
    assert.deepEqual(
      docsInstances.map(([, options]) => options.id ?? 'default'),
      ['default', 'styleguide', 'api'],
    );
    for (const [plugin, options] of docsInstances)
      assert.match(
        plugin,
        /docs-version-props/,
        `${String(options.id ?? 'default')}: declared through docs-version-props`,
      );
  });

  it('writes a sitemap that changes daily with priority 0.5', () => {
    assert.deepEqual(presetOptions.sitemap, {changefreq: 'daily', priority: 0.5});
  });

  it('optimises images at quality 70 between 100 and 1030 px', () => {
    const ideal = pluginOptions('@docusaurus/plugin-ideal-image');
    assert.equal(ideal.quality, 70);
    assert.equal(ideal.max, 1030);
    assert.equal(ideal.min, 100);
  });

  it('defaults to dark, keeps the switch and respects the system preference', () => {
    assert.deepEqual(themeConfig.colorMode, {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('shows h2-h3 in the table of contents, a fixed sidebar and categories that stay open', () => {
    assert.deepEqual(themeConfig.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
    assert.deepEqual(themeConfig.docs.sidebar, {hideable: false, autoCollapseCategories: false});
  });

  it('has a navbar that hides on scroll, with the four sidebars, the API reference, the website, version and language dropdowns', () => {
    assert.equal(themeConfig.navbar.hideOnScroll, true);
    const items = themeConfig.navbar.items as Record<string, string>[];
    assert.deepEqual(
      items
        .filter((item) => item.type === 'docSidebar')
        .map((item) => [item.docsPluginId ?? 'default', item.sidebarId, item.label, item.position]),
      [
        ['default', 'guides', 'Guides', 'left'],
        ['default', 'cli', 'CLI', 'left'],
        ['default', 'releases', 'Releases', 'left'],
        ['default', 'StackBuilderExpress', 'Resources', 'left'],
        ['api', 'api', 'API', 'left'],
      ],
    );
    assert.ok(items.some((item) => item.type === 'docsVersionDropdown'));
    assert.ok(items.some((item) => item.type === 'localeDropdown'));
    assert.ok(items.some((item) => item.href === product.companyWebsite && item.position === 'right'));
  });

  it('has a permanent announcement bar about joining the provider', () => {
    const bar = themeConfig.announcementBar as Required<NonNullable<Preset.ThemeConfig['announcementBar']>>;
    assert.equal(bar.isCloseable, false);
    assert.ok(bar.content.startsWith(`${product.name} has joined ${product.provider}.`), bar.content);
    assert.ok(bar.content.includes(product.announcementUrl));
    assert.ok(bar.content.includes(product.legacyDocsUrl));
  });

  it('searches the skyloom index with contextual search', () => {
    assert.equal(themeConfig.algolia.indexName, product.searchIndexName);
    assert.equal(themeConfig.algolia.contextualSearch, true);
    assert.equal(themeConfig.algolia.searchPagePath, 'search');
  });
});

describe('Sidebars', () => {
  it('are guides, cli, releases and StackBuilderExpress', () => {
    assert.deepEqual(Object.keys(sidebars), ['guides', 'cli', 'releases', 'StackBuilderExpress']);
  });
});

describe('Redirects', () => {
  const contractRedirects = readContract().flatMap((entry) => (entry.kind === 'redirect' ? [entry] : []));

  it('the redirect table holds every moved path of the route contract', () => {
    const table = new Map(redirects.map(({from, to}) => [from, to]));
    for (const entry of contractRedirects.filter((each) => !each.path.endsWith('.html')))
      assert.equal(
        table.get(entry.path),
        entry.target,
        `src/config/redirects.ts needs {from: '${entry.path}', to: '${entry.target}'}`,
      );
  });

  it('every .html line of the contract is handled by suffix normalisation', () => {
    for (const entry of contractRedirects.filter((e) => e.path.endsWith('.html'))) {
      assert.equal(withoutHtmlSuffix(entry.path), entry.target);
    }
  });

  it('normalises .html and /index.html but nothing else', () => {
    assert.equal(withoutHtmlSuffix('/index.html'), '/');
    assert.equal(withoutHtmlSuffix('/concepts/drift/index.html'), '/concepts/drift');
    assert.equal(withoutHtmlSuffix('/cli-guide/get-started.html'), '/cli-guide/get-started');
    assert.equal(withoutHtmlSuffix('/cli-guide/'), '/cli-guide/');
    assert.equal(withoutHtmlSuffix('/downloads/readme.htm'), '/downloads/readme.htm');
  });
});
