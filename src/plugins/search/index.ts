/**
 * Site search (ARCHITECTURE.md, "Search"). The production build indexes what every built page shows; the dev
 * server indexes the doc sources each time they change, and serves that index as the build would. Either way the
 * browser downloads only the shards a query needs. The plugin also ships the search bar, the /search page and the
 * button as theme components, and points the /search page's client at the same backend as the search bar.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {recordsFromOutline} from './records';
import {buildIndex, writeIndex} from './indexing/writeIndex';
import {builtSiteRecords} from './indexing/builtSite';
import {docsOutlines} from './indexing/docsOutlines';

type NavbarItem = {type?: string; sidebarId?: string; label?: string};

export default function searchPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, baseUrl, generatedFilesDir} = context;
  const devIndexDir = path.join(generatedFilesDir, 'skyloom-search');
  const devServer = process.env.NODE_ENV !== 'production';
  // The dev server reloads content on every save; each index is written after the one before it.
  let devIndexWritten = Promise.resolve();
  return {
    name: 'skyloom-search',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack() {
      return {
        // The alias does not depend on the backend, so a cached build cannot carry one backend's wiring into the other's.
        resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, 'client/liteClient.ts')}},
        ...(devServer ? {devServer: {static: [{directory: devIndexDir, publicPath: baseUrl, watch: false}]}} : {}),
      };
    },
    async allContentLoaded({allContent}) {
      if (!devServer) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const navbarItems = (siteConfig.themeConfig.navbar as {items: NavbarItem[]}).items;
      const navbarLabels = new Map(
        navbarItems.flatMap((item) =>
          item.type === 'docSidebar' && item.sidebarId ? [[item.sidebarId, item.label ?? item.sidebarId]] : [],
        ),
      );
      const language =
        siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale]?.htmlLang ?? siteConfig.i18n.defaultLocale;
      const outlines = await docsOutlines({docs, siteDir, language, navbarLabels});
      const index = buildIndex(
        outlines.map((outline) => recordsFromOutline(outline, siteConfig.url)),
        siteConfig.url,
      );
      const written = devIndexWritten.catch(() => undefined).then(() => writeIndex(devIndexDir, index));
      devIndexWritten = written;
      await written;
    },
    async postBuild({outDir, routesPaths}) {
      await writeIndex(outDir, buildIndex(await builtSiteRecords(outDir, routesPaths, siteConfig.url), siteConfig.url));
    },
  };
}
