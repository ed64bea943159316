// Where the site's routes come from, for scripts that run without a build: doc files, pages, the
// route contract and static files.
import fs from 'node:fs';
import {referenceDownloads, referenceRoutes} from '../../src/plugins/api-reference/referenceRoutes';
import path from 'node:path';
import YAML from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(ROOT, 'docs');
const PAGES_DIR = path.join(ROOT, 'src/pages');
const STATIC_DIR = path.join(ROOT, 'static');
const CONTRACT_FILE = path.join(ROOT, 'tests/routes.txt');
export const PUBLISHED_ROUTES_FILE = path.join(ROOT, 'src/config/published-routes.txt');
const SITEMAP_FILE = path.join(ROOT, 'build/sitemap.xml');

function walk(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, pattern);
    return pattern.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
  });
}

export const docFiles = () => walk(DOCS_DIR, /\.mdx?$/).sort();

export function frontMatterOf(file: string): Record<string, unknown> {
  const match = fs.readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  if (!match) return {};
  try {
    return YAML.parse(match[1]) ?? {};
  } catch {
    return {}; // the content lint reports the YAML error on the doc's own line
  }
}

/** The route Docusaurus gives a doc file (routeBasePath '/'), honouring a `slug` in its frontmatter. */
export function docRoute(file: string): string {
  const slug = frontMatterOf(file).slug;
  if (typeof slug === 'string') return slug;
  const rel = path.relative(DOCS_DIR, file).replace(/\.mdx?$/, '');
  if (rel === 'README' || rel === 'index') return '/';
  if (rel.endsWith('/index') || rel.endsWith('/README')) return `/${rel.replace(/\/(index|README)$/, '')}/`;
  return `/${rel}`;
}

export type ContractEntry =
  | {kind: 'page'; path: string; sidebar: string | null}
  | {kind: 'redirect'; path: string; target: string}
  | {kind: 'notFound'; path: string};

export function readContract(file = CONTRACT_FILE): ContractEntry[] {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return lines.map((line) => {
    const parts = line.split(/\s+/);
    if (parts[0] === 'redirect') return {kind: 'redirect', path: parts[1], target: parts[2]};
    if (parts[0] === '404') return {kind: 'notFound', path: parts[1]};
    return {kind: 'page', path: parts[0], sidebar: parts[1] === '-' ? null : parts[1]};
  });
}

export const withoutTrailingSlash = (route: string): string => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** The doc routes the site has published (src/config/published-routes.txt), with their line in that file. */
export function readPublishedRoutes(file = PUBLISHED_ROUTES_FILE): {route: string; line: number}[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({route: text.trim(), line: index + 1}))
    .filter(({route}) => route && !route.startsWith('#'));
}

/** The routes of the standalone pages of src/pages. */
const standaloneRoutes = () =>
  walk(PAGES_DIR, /\.(tsx|mdx?)$/).map((file) => {
    const rel = path
      .relative(PAGES_DIR, file)
      .replace(/\.(tsx|mdx?)$/, '')
      .replace(/(^|\/)index$/, '');
    return `/${rel}`;
  });

/** The page paths of a built sitemap (`build/sitemap.xml`), or none when there is no build. */
function sitemapRoutes(file = SITEMAP_FILE): string[] {
  if (!fs.existsSync(file)) return [];
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}

/**
 * Every live page the site serves, for the tests that load them all (sweeps, llms.txt): the pages of the route
 * contract, every doc, every standalone page and, after a build, every URL of its sitemap (category pages
 * included). A new page is tested without touching a list.
 */
export function livePages(): string[] {
  const contractPages = readContract().flatMap((entry) => (entry.kind === 'page' ? [entry.path] : []));
  const all = [...contractPages, ...docFiles().map(docRoute), ...standaloneRoutes(), ...sitemapRoutes()];
  const byPath = new Map<string, string>();
  // One entry per page, written as the contract or the doc writes it (`/cli-guide/` keeps its slash).
  for (const route of all) if (!byPath.has(withoutTrailingSlash(route))) byPath.set(withoutTrailingSlash(route), route);
  return [...byPath.values()].sort();
}

/**
 * Every route a link may point at, without trailing slashes: every doc and standalone page, and the pages of the
 * route contract that no doc file gives (category landing pages, plugin pages). A contract page that was a doc
 * route (src/config/published-routes.txt) is live only while a doc serves it, and a redirect's old path is no page,
 * so a link to a moved page is reported, not accepted.
 */
export function knownRoutes(): Set<string> {
  const routes = new Set<string>();
  const published = new Set(readPublishedRoutes().map(({route}) => withoutTrailingSlash(route)));
  for (const entry of readContract()) {
    const route = withoutTrailingSlash(entry.path);
    if (entry.kind === 'page' && !published.has(route)) routes.add(route);
  }
  for (const file of docFiles()) routes.add(withoutTrailingSlash(docRoute(file)));
  for (const route of standaloneRoutes()) routes.add(withoutTrailingSlash(route));
  for (const route of referenceRoutes()) routes.add(route);
  return routes;
}

/** The file under static/ that a URL path names. */
export const staticFile = (urlPath: string): string => path.join(STATIC_DIR, decodeURIComponent(urlPath));

export const staticFileExists = (urlPath: string): boolean => {
  if (referenceDownloads().includes(urlPath)) return true;
  const candidate = staticFile(urlPath);
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile();
};
