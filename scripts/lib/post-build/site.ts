// What a post-build step is given and does: a built site, and one job on it. The steps and their order are in
// ./pipeline.ts; these are the helpers they share to find and rewrite the built pages.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Redirect} from '../../../src/config/redirects';
import type {ThirdPartyHosts} from '../production-server';

/** A site as `docusaurus build` left it, and what the steps need to know of its build. */
export interface BuiltSite {
  /** The document root the build wrote: the server serves it, and nothing else goes in it. */
  outDir: string;
  /** Where the server's own files go (the generated nginx rules): beside the document root, never in it. */
  rulesDir: string;
  /** Docusaurus's generated files (`.docusaurus/`), where a plugin leaves what a step needs from the build. */
  generatedFilesDir: string;
  /** Where compressed copies are kept between builds. */
  cacheDir: string;
  baseUrl: string;
  siteTitle: string;
  redirects: readonly Redirect[];
  /** The third-party hosts the build's pages reach (set by its environment). */
  hosts: ThirdPartyHosts;
}

/** One named step of the post-build pipeline. */
export interface PostBuildStep {
  /** The step's name in the build log and in ARCHITECTURE.md. */
  name: string;
  /** Does the step's one job on the site and says what it did, for the build log. */
  run(site: BuiltSite): Promise<string>;
}

/** Every file under `dir`, as absolute paths. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every HTML page of the build, relative to its document root. */
export async function htmlPages(site: BuiltSite): Promise<string[]> {
  return (await filesUnder(site.outDir))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(site.outDir, file))
    .sort();
}

/** The page @docusaurus/plugin-client-redirects writes at each redirect's old path. */
export const clientRedirectPages = (site: BuiltSite): string[] =>
  site.redirects.map(({from}) => path.join(from, 'index.html').replace(/^\//, ''));

/** The pages Docusaurus rendered: every HTML page of the build but the client-redirect pages. */
export async function renderedPages(site: BuiltSite): Promise<string[]> {
  const redirectPages = new Set(clientRedirectPages(site));
  return (await htmlPages(site)).filter((page) => !redirectPages.has(page));
}

/** Rewrites each of `pages` (relative to the document root) with `rewrite`; returns how many it changed. */
export async function rewritePages(
  site: BuiltSite,
  pages: readonly string[],
  rewrite: (html: string, page: string) => string,
): Promise<number> {
  let changed = 0;
  for (const page of pages) {
    const file = path.join(site.outDir, page);
    const html = await fs.readFile(file, 'utf8');
    const rewritten = rewrite(html, page);
    if (rewritten === html) continue;
    await fs.writeFile(file, rewritten);
    changed++;
  }
  return changed;
}
