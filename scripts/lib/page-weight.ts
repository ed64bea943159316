// What each built page costs a first visit, counted from the build as nginx serves it: the HTML, what it links for
// the first load (stylesheets, preloads of any kind, scripts), and the font files of the faces its stylesheets apply
// to the whole page. Used by scripts/check-page-weight.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/** How a file is sent: its bytes, gzip-encoded, and brotli-encoded (what a browser that accepts brotli receives). */
interface Encodings {
  raw: number;
  gzip: number;
  brotli: number;
}

export type ResourceKind = 'html' | 'css' | 'font' | 'js' | 'other';

interface Resource extends Encodings {
  /** Path inside the build, with `/` separators and no leading slash. */
  file: string;
  kind: ResourceKind;
}

export interface PageWeight {
  route: string;
  /** Images whose bytes are in the HTML as a data URI (Docusaurus inlines small ones unless told not to). */
  inlinedImages: number;
  resources: Resource[];
  transfer: Encodings;
  js: Encodings;
}

export interface Budget {
  /** Routes that start with this take this budget (the first that matches); undefined matches every route. */
  prefix?: string;
  /** Everything a first load transfers, gzip, in KiB (1,024 bytes). */
  transferGzipKiB: number;
  /** Its JavaScript, brotli, in KB (1,000 bytes). */
  jsBrotliKB: number;
}

/** Types nginx compresses on the fly (`gzip_types` of deploy/nginx/skyloom-docs.conf, plus HTML, always on). */
const COMPRESSED_ON_THE_FLY = /\.(html|css|js|mjs|json|svg|txt|xml|md)$/;
/** nginx's `gzip_comp_level` default, used where finish-build wrote no `.gz` (files under 1 KB). */
const NGINX_GZIP_LEVEL = 1;

/**
 * The sizes of a built file as sent: the precompressed `.gz`/`.br` finish-build wrote, else what nginx compresses on
 * the fly (gzip only: the config has `brotli_static`, not the brotli filter, so a brotli client gets gzip), else raw.
 */
async function encodings(absolute: string): Promise<Encodings> {
  const content = await fs.readFile(absolute);
  const sizeOf = (suffix: string) =>
    fs.stat(absolute + suffix).then(
      (stat) => stat.size,
      () => undefined,
    );
  const onTheFly = COMPRESSED_ON_THE_FLY.test(absolute)
    ? zlib.gzipSync(content, {level: NGINX_GZIP_LEVEL}).length
    : content.length;
  const gzip = (await sizeOf('.gz')) ?? onTheFly;
  return {raw: content.length, gzip, brotli: (await sizeOf('.br')) ?? gzip};
}

/** The opening tags of a kind in HTML, with the contents of scripts and styles (raw text) left out. */
function tags(html: string, name: string): Map<string, string>[] {
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  return [...markup.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(
    ([, attributes]) =>
      new Map(
        [...attributes.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g)].map(([, key, value]) => [
          key.toLowerCase(),
          (value ?? '').replace(/^["']|["']$/g, ''),
        ]),
      ),
  );
}

const KIND_OF_PRELOAD: Record<string, ResourceKind> = {script: 'js', style: 'css', font: 'font'};

/** The files a page links for its first load, as URLs with their kind. */
export function linkedResources(html: string): {url: string; kind: ResourceKind}[] {
  const linked: {url: string; kind: ResourceKind}[] = [];
  for (const link of tags(html, 'link')) {
    const rel = (link.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = link.get('href');
    if (!href) continue;
    if (rel.includes('stylesheet')) linked.push({url: href, kind: 'css'});
    else if (rel.includes('preload') || rel.includes('modulepreload'))
      linked.push({
        url: href,
        kind: rel.includes('modulepreload') ? 'js' : (KIND_OF_PRELOAD[link.get('as') ?? ''] ?? 'other'),
      });
  }
  for (const script of tags(html, 'script')) {
    const src = script.get('src');
    if (src) linked.push({url: src, kind: 'js'});
  }
  return linked;
}

const familyName = (name: string) =>
  name
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();

/**
 * The font files of the faces a stylesheet applies to the whole page: the `@font-face` rules whose family is named in
 * a font declaration (`font`, `font-family`, or a custom property with `font-family` in its name) of `:root`, `html`
 * or `body`. Other faces load only where an element uses them, so they are not part of every first load.
 */
export function pageFontUrls(css: string): string[] {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    family: familyName(/font-family\s*:\s*([^;]+)/.exec(body)?.[1] ?? ''),
    urls: [...body.matchAll(/url\(\s*("[^"]*"|'[^']*'|[^)\s]+)\s*\)/g)].map(([, url]) =>
      url.replace(/^["']|["']$/g, ''),
    ),
  }));
  const rootFamilies = new Set<string>();
  for (const [, selectors, body] of css.matchAll(/([^{}@;]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((selector) => /^\s*(:root|html|body)\s*$/.test(selector))) continue;
    for (const [, property, value] of body.matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) {
      if (property === 'font' || property === 'font-family' || /^--.*font-family/.test(property))
        for (const family of value.split(',')) rootFamilies.add(familyName(family.replace(/^.*\)\s*/, '')));
    }
  }
  return faces.filter((face) => rootFamilies.has(face.family)).flatMap((face) => face.urls);
}

/** The route of a built HTML file: `a/index.html` is `/a`, `a.html` is `/a`, `index.html` is `/`. */
export function routeOf(relativeFile: string): string {
  const route = `/${relativeFile.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return route || '/';
}

/** Every HTML page of a build with what its first load transfers. */
export async function pageWeights(buildDir: string, baseUrl = '/'): Promise<PageWeight[]> {
  const sizes = new Map<string, Promise<Encodings | undefined>>();
  const sized = (file: string) => {
    if (!sizes.has(file))
      sizes.set(
        file,
        encodings(path.join(buildDir, file)).catch(() => undefined),
      );
    return sizes.get(file)!;
  };
  const fontsOf = new Map<string, Promise<string[]>>();
  /** The path inside the build of a same-site URL found in `from` (a build path), or undefined for other hosts. */
  const inBuild = (url: string, from: string): string | undefined => {
    const resolved = new URL(url, `http://build/${from}`);
    if (resolved.host !== 'build' || !resolved.pathname.startsWith(baseUrl)) return undefined;
    return decodeURIComponent(resolved.pathname.slice(baseUrl.length));
  };

  const entries = await fs.readdir(buildDir, {recursive: true, withFileTypes: true});
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .sort();
  return Promise.all(
    pages.map(async (page) => {
      const pagePath = page.split(path.sep).join('/');
      const html = await fs.readFile(path.join(buildDir, page), 'utf8');
      const wanted = new Map<string, ResourceKind>([[pagePath, 'html']]);
      for (const {url, kind} of linkedResources(html)) {
        const file = inBuild(url, pagePath);
        if (file !== undefined && !wanted.has(file)) wanted.set(file, kind);
      }
      for (const [file, kind] of [...wanted]) {
        if (kind !== 'css') continue;
        if (!fontsOf.has(file))
          fontsOf.set(
            file,
            fs.readFile(path.join(buildDir, file), 'utf8').then(
              (css) => pageFontUrls(css).flatMap((url) => inBuild(url, file) ?? []),
              () => [],
            ),
          );
        for (const font of await fontsOf.get(file)!) if (!wanted.has(font)) wanted.set(font, 'font');
      }
      const resources: Resource[] = [];
      for (const [file, kind] of wanted) {
        const size = await sized(file);
        if (!size) throw new Error(`${pagePath} links ${file}, which is not in ${buildDir}`);
        resources.push({file, kind, ...size});
      }
      const total = (list: Resource[]): Encodings => ({
        raw: list.reduce((sum, each) => sum + each.raw, 0),
        gzip: list.reduce((sum, each) => sum + each.gzip, 0),
        brotli: list.reduce((sum, each) => sum + each.brotli, 0),
      });
      return {
        route: routeOf(page),
        inlinedImages: tags(html, 'img').filter((img) => /^data:/i.test(img.get('src') ?? '')).length,
        resources,
        transfer: total(resources),
        js: total(resources.filter((each) => each.kind === 'js')),
      };
    }),
  );
}

/** The budget a route takes: the first whose prefix it starts with, else the one without a prefix. */
export const budgetFor = (route: string, budgets: readonly Budget[]): Budget => {
  const budget =
    budgets.find((each) => each.prefix !== undefined && route.startsWith(each.prefix)) ??
    budgets.find((each) => each.prefix === undefined);
  if (!budget) throw new Error(`No budget applies to ${route}: add one without a prefix.`);
  return budget;
};

export const kib = (bytes: number) => bytes / 1024;
export const kb = (bytes: number) => bytes / 1000;

/** What a page exceeds, one line per budget it misses; empty when it is within budget. */
export function overBudget(page: PageWeight, budgets: readonly Budget[]): string[] {
  const budget = budgetFor(page.route, budgets);
  const misses: string[] = [];
  if (kib(page.transfer.gzip) > budget.transferGzipKiB)
    misses.push(`transfer ${kib(page.transfer.gzip).toFixed(1)} KiB gzip > ${budget.transferGzipKiB} KiB`);
  if (kb(page.js.brotli) > budget.jsBrotliKB)
    misses.push(`JS ${kb(page.js.brotli).toFixed(1)} KB brotli > ${budget.jsBrotliKB} KB`);
  return misses;
}
