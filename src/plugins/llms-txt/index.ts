import fs from 'node:fs/promises';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {twinPath} from './twinPath';
import {docToMarkdown, indexToMarkdown, type MarkdownPage} from './htmlToMarkdown';
import {llmsTxt, type LlmsSection} from './llmsTxt';
import {inlinedImageUrls} from './inlinedImages';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';
/** Routes that are not content for a reader. */
const SKIPPED_ROUTES = new Set(['/404.html']);

/** One page of the guide in sidebar order: a doc (its twin converted from its built HTML) or a category index. */
type GuidePage = MarkdownPage & {permalink: string} & ({kind: 'doc'} | {kind: 'index'; children: MarkdownPage[]});

/**
 * Writes the machine-readable guide at build time: /llms.txt (index), /llms-full.txt (every page, sidebar order)
 * and a Markdown twin next to each doc and category page (`/concepts/drift.md`), converted from the built pages.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, baseUrl} = context;
  const absolute = (permalink: string) => new URL(permalink, siteConfig.url).href;
  let sections: {name: string; pages: GuidePage[]}[] = [];

  return {
    name: 'skyloom-llms-txt',
    getThemePath: () => './theme',
    async allContentLoaded({allContent}) {
      // Each docs instance (the guide, the API reference) by its id; a navbar sidebar names the instance it is of.
      const instances = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent>;
      const versionOf = (pluginId = 'default') => instances[pluginId].loadedVersions[0];
      let docsById = new Map(versionOf().docs.map((doc) => [doc.id, doc]));
      const docPage = (doc: DocMetadata): GuidePage => ({
        kind: 'doc',
        title: doc.title,
        description: doc.description,
        url: absolute(doc.permalink),
        permalink: doc.permalink,
      });
      const summaryOf = (item: SidebarItem): MarkdownPage | undefined => {
        if (item.type === 'doc' || item.type === 'ref') return docPage(docsById.get(item.id)!);
        if (item.type !== 'category' || !item.link) return undefined;
        if (item.link.type === 'doc') return docPage(docsById.get(item.link.id)!);
        return {
          title: item.link.title ?? item.label,
          description: item.link.description ?? '',
          url: absolute(item.link.permalink),
        };
      };
      const pagesOf = (items: SidebarItem[]): GuidePage[] =>
        items.flatMap((item): GuidePage[] => {
          if (item.type === 'doc') return [docPage(docsById.get(item.id)!)];
          if (item.type !== 'category') return [];
          const children = pagesOf(item.items);
          if (item.link?.type === 'doc') return [docPage(docsById.get(item.link.id)!), ...children];
          if (item.link?.type !== 'generated-index') return children;
          const listed = item.items.map(summaryOf).filter((child): child is MarkdownPage => !!child);
          return [{...summaryOf(item)!, kind: 'index', permalink: item.link.permalink, children: listed}, ...children];
        });
      // Sections follow the navbar: each docs sidebar under the label readers know it by.
      const navbarItems = (
        siteConfig.themeConfig.navbar as {
          items: {type?: string; sidebarId?: string; docsPluginId?: string; label?: string}[];
        }
      ).items;
      const seen = new Set<string>();
      sections = navbarItems
        .filter((item) => item.type === 'docSidebar' && item.sidebarId)
        .map((item) => {
          const version = versionOf(item.docsPluginId);
          docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
          return {
            name: item.label ?? item.sidebarId!,
            pages: pagesOf(version.sidebars[item.sidebarId!]).filter(
              (page) => !seen.has(page.permalink) && seen.add(page.permalink),
            ),
          };
        });
      const unlisted = versionOf()
        .docs.filter((doc) => !seen.has(doc.permalink))
        .map(docPage);
      if (unlisted.length) sections.push({name: 'Other pages', pages: unlisted});
    },
    async postBuild({outDir, routesPaths}) {
      const pages = sections.flatMap((section) => section.pages);
      const fileOf = (urlPath: string) => path.join(outDir, urlPath.slice(baseUrl.length));
      const builtPage = (route: string) =>
        fs
          .readFile(path.join(fileOf(route), 'index.html'), 'utf8')
          .catch(() => fs.readFile(`${fileOf(route)}.html`, 'utf8'));
      const imageUrl = await inlinedImageUrls(siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)));
      const twins: string[] = [];
      for (const page of pages) {
        const file = fileOf(twinPath(page.permalink));
        await fs.access(file).then(
          () => {
            throw new Error(`llms-txt: ${file} already exists; a Markdown twin would overwrite it`);
          },
          () => undefined,
        );
        const markdown =
          page.kind === 'doc'
            ? docToMarkdown(await builtPage(page.permalink), page, {imageUrl})
            : indexToMarkdown(page, page.children);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
        twins.push(markdown.trim());
      }
      // Standalone pages (not docs) have no twin; the index links their HTML.
      const listed = new Set(pages.map((page) => page.permalink));
      const standalone = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (listed.has(route) || SKIPPED_ROUTES.has(route)) continue;
        const tree = fromHtml(await builtPage(route));
        if (select('meta[http-equiv="refresh"]', tree)) continue;
        // A page that asks search engines not to index it (the style guide) is not listed for tools either.
        if (/noindex/i.test(String(select('meta[name="robots"]', tree)?.properties.content ?? ''))) continue;
        const heading = select('h1', tree);
        const title = heading ? toString(heading).trim() : toString(select('title', tree)!).replace(/\s*\|.*$/, '');
        standalone.push({
          title: title.trim(),
          url: absolute(route),
          description: String(select('meta[name="description"]', tree)?.properties.content ?? ''),
        });
      }
      const index: LlmsSection[] = [
        ...sections.map(({name, pages: sectionPages}) => ({
          name,
          entries: sectionPages.map((page) => ({...page, url: absolute(twinPath(page.permalink))})),
        })),
        {name: 'Optional', entries: standalone},
      ];
      const title = siteConfig.title;
      await fs.writeFile(
        path.join(outDir, LLMS_INDEX_FILE),
        llmsTxt({title, summary: siteConfig.tagline, sections: index}),
      );
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_FILE),
        `# ${title}\n\n> ${siteConfig.tagline}\n\n---\n\n${twins.join('\n\n---\n\n')}\n`,
      );
    },
  };
}
