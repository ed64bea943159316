// Where the site's routes come from, for scripts that run without a build: doc files, pages, the
// route contract and static files.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
export const DOCS_DIR = path.join(ROOT, 'docs');
const PAGES_DIR = path.join(ROOT, 'src/pages');
const STATIC_DIR = path.join(ROOT, 'static');
export const CONTRACT_FILE = path.join(ROOT, 'tests/routes.txt');

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

const withoutTrailingSlash = (route: string): string => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** Every route a link may point at, without trailing slashes. */
export function knownRoutes(): Set<string> {
  const routes = new Set<string>();
  for (const entry of readContract()) {
    if (entry.kind !== 'notFound') routes.add(withoutTrailingSlash(entry.path));
  }
  for (const file of docFiles()) routes.add(withoutTrailingSlash(docRoute(file)));
  for (const file of walk(PAGES_DIR, /\.(tsx|mdx?)$/)) {
    const rel = path
      .relative(PAGES_DIR, file)
      .replace(/\.(tsx|mdx?)$/, '')
      .replace(/(^|\/)index$/, '');
    routes.add(withoutTrailingSlash(`/${rel}`));
  }
  return routes;
}

export const staticFileExists = (urlPath: string): boolean => {
  const candidate = path.join(STATIC_DIR, decodeURIComponent(urlPath));
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile();
};
