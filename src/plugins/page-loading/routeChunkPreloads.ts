// Post-build step: each page preloads the script chunks its route loads, next to main.js, so that they download with
// it rather than one round trip after it. Docusaurus writes only runtime~main and main into a page's HTML; which
// chunks a route loads is known only to the plugin's postBuild (./routeChunks), which leaves them in
// `.docusaurus/skyloom-page-loading/route-chunks.json` for this step.
import fs from 'node:fs/promises';
import path from 'node:path';
import {renderedPages, rewritePages, type PostBuildStep} from '../../../scripts/lib/post-build/site';

const ROUTE_CHUNKS_FILE = path.join('skyloom-page-loading', 'route-chunks.json');

/** What the plugin leaves for this step: for each page of the build in `outDir`, the chunks its route loads. */
interface RouteChunks {
  outDir: string;
  pages: Record<string, string[]>;
}

/** Records, for the build in `outDir`, the chunks each page's route loads (pages relative to `outDir`). */
export async function writeRouteChunks(
  generatedFilesDir: string,
  outDir: string,
  pages: Record<string, string[]>,
): Promise<void> {
  const file = path.join(generatedFilesDir, ROUTE_CHUNKS_FILE);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, JSON.stringify({outDir: await fs.realpath(outDir), pages} satisfies RouteChunks));
}

async function readRouteChunks(generatedFilesDir: string, outDir: string): Promise<RouteChunks['pages']> {
  const file = path.join(generatedFilesDir, ROUTE_CHUNKS_FILE);
  const recorded = JSON.parse(await fs.readFile(file, 'utf8')) as RouteChunks;
  const built = await fs.realpath(outDir);
  if (recorded.outDir !== built) {
    throw new Error(
      `${file} is of the build in ${recorded.outDir}, not ${built}: run the post-build steps right after \`docusaurus build --out-dir ${outDir}\`.`,
    );
  }
  return recorded.pages;
}

/** The script tag Docusaurus writes for the client entry; route chunks are preloaded just before it. */
const MAIN_SCRIPT = /<script src=[^ >]*\/runtime~main\.[0-9a-f]+\.js defer>/;

/**
 * Low-priority preloads for the given route chunks, next to the page's main.js, so that they download with it
 * rather than one round trip after it; low, so that the stylesheet and the first image keep their priority.
 */
export const withPreloads = (html: string, chunks: string[]): string =>
  html.replace(
    MAIN_SCRIPT,
    (script) =>
      `${chunks.map((chunk) => `<link rel=preload as=script fetchpriority=low href=${chunk}>`).join('')}${script}`,
  );

export const routeChunkPreloads: PostBuildStep = {
  name: 'route-chunk-preloads',
  async run(site) {
    const chunksOf = await readRouteChunks(site.generatedFilesDir, site.outDir);
    const preloaded = await rewritePages(site, await renderedPages(site), (html, page) => {
      const chunks = chunksOf[page] ?? [];
      // The preloads go beside the entry script Docusaurus writes, so this step runs before paint-first-entry.
      if (chunks.length && !MAIN_SCRIPT.test(html))
        throw new Error(
          `page-loading: no deferred runtime~main script in ${page} to preload its route's chunks beside`,
        );
      return withPreloads(html, chunks);
    });
    return `route chunks preloaded on ${preloaded} pages`;
  },
};
