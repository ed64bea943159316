/**
 * The API reference under /api/ (ARCHITECTURE.md, "API reference"): generated from the OpenAPI document,
 * src/data/api/openapi.yaml, at every build and start. The plugin writes the pages into `api/` (git
 * ignores them) for the `api` docs instance of docusaurus.config.ts to serve, and publishes the document as
 * /api/skyloom-openapi.yaml and .json. With `styleGuidePage`, it also writes the style guide's operation page from
 * a fixture document. A change to either document rewrites the pages the dev server shows.
 */
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_DOCUMENT_FILE, apiDocument, apiDocumentText} from '../../data/api';
import {referencePages, styleGuidePage} from './generate';
import {DOWNLOADS} from './routes';

/** The docs instance's folder, where the generated pages go. */
const REFERENCE_DIR = 'api';

interface Options {
  /** The style guide's operation page: the fixture document it shows, and the page file to write, from the site. */
  styleGuidePage?: {document: string; page: string};
}

/** Writes `text` to `file` unless it holds it already, so the dev server reloads only what changed. */
async function writeChanged(file: string, text: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current !== text) await writeFile(file, text);
}

/** Writes the pages that changed, and removes pages the document no longer has. */
async function writeReference(siteDir: string, {styleGuidePage: styleGuide}: Options): Promise<void> {
  const dir = path.join(siteDir, REFERENCE_DIR);
  const pages = await referencePages(path.join(siteDir, API_DOCUMENT_FILE));
  const files = new Map(pages.map((page) => [page.file, page.mdx]));
  await mkdir(dir, {recursive: true});
  for (const [file, text] of files) await writeChanged(path.join(dir, file), text);
  for (const file of await readdir(dir))
    if (!files.has(file) && !file.startsWith('.')) await rm(path.join(dir, file), {force: true});
  if (styleGuide) {
    const page = path.join(siteDir, styleGuide.page);
    const {mdx} = await styleGuidePage(path.join(siteDir, styleGuide.document), path.parse(page).name);
    await writeChanged(page, mdx);
  }
}

/** Writes the document as published, YAML as written and JSON, under `<root>/api/`. */
async function writeDownloads(root: string): Promise<void> {
  const dir = path.join(root, REFERENCE_DIR);
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, DOWNLOADS.yaml), apiDocumentText);
  await writeFile(path.join(dir, DOWNLOADS.json), `${JSON.stringify(apiDocument, null, 2)}\n`);
}

export default async function apiReferencePlugin(context: LoadContext, options: Options = {}): Promise<Plugin> {
  const {siteDir, generatedFilesDir, baseUrl} = context;
  const devServer = process.env.NODE_ENV !== 'production';
  const devDownloads = path.join(generatedFilesDir, 'skyloom-api-reference');
  // Before any plugin loads content, so the docs instances find their pages on a fresh clone.
  await writeReference(siteDir, options);
  return {
    name: 'skyloom-api-reference',
    getPathsToWatch: () =>
      [API_DOCUMENT_FILE, options.styleGuidePage?.document]
        .filter((file): file is string => !!file)
        .map((file) => path.join(siteDir, file)),
    configureWebpack() {
      // The dev server serves the downloads the build writes next to the pages.
      const serve = {devServer: {static: [{directory: devDownloads, publicPath: baseUrl, watch: false}]}};
      return devServer ? (serve as ReturnType<NonNullable<Plugin['configureWebpack']>>) : {};
    },
    async loadContent() {
      await writeReference(siteDir, options);
      if (devServer) await writeDownloads(devDownloads);
    },
    async postBuild({outDir}) {
      await writeDownloads(outDir);
    },
  };
}
