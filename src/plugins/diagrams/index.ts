import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Folders of the site that hold no source drawing: installed packages, builds, caches, reports. */
const NOT_SOURCES = /^(node_modules|build.*|\..*|test-results|playwright-report|lighthouse.*)$/;

/** Every SVG file among the site's sources (static files, docs, fixtures): the drawings remarkDiagrams may inline. */
export const drawingFiles = (siteDir: string): string[] =>
  fs
    .readdirSync(siteDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !NOT_SOURCES.test(entry.name))
    .flatMap((entry) =>
      (fs.readdirSync(path.join(siteDir, entry.name), {recursive: true}) as string[])
        .filter((file) => file.endsWith('.svg'))
        .map((file) => path.join(siteDir, entry.name, file)),
    )
    .sort();

/**
 * Diagrams drawn for the theme: ./remarkDiagrams inlines each one a doc shows as an image into the page, where
 * ./diagrams.css colours it from the theme in both modes and sets its text in the site's font, and
 * theme/Diagram opens it enlarged (the phone's "Tap to enlarge").
 */
export default function diagrams(context: {siteDir: string}): Plugin {
  return {
    name: 'skyloom-diagrams',
    getThemePath: () => './theme',
    getClientModules: () => [path.join(__dirname, 'diagrams.css')],
    configureWebpack(config) {
      // A page compiled from Markdown holds its drawings, which the bundler's persistent cache does not know it
      // read: an edited drawing must invalidate the cache, or a rebuild serves the old one.
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      if (!cache || typeof cache !== 'object') return {};
      return {experiments: {cache: {buildDependencies: drawingFiles(context.siteDir)}}};
    },
  };
}
