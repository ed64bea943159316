// The pages named outside docs/, which a moved or deleted page breaks as surely as a link in a doc: the links and
// `docPath`s of src/data (rendered into pages) and the links of the site's own pages and components (the build
// fails on a broken one), the doc ids of sidebars.ts (the build fails on one that is no doc) and the pages the search
// evaluation expects (a moved one would quietly count as a miss). Each is reported at its file and line, with the
// route or id to write instead.
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {nearest} from '../../src/lib/nearest';
import {routeLinkProblem} from './route-links';
import {DOCS_DIR, docFiles, docRoute, withoutTrailingSlash} from './site-routes';
import type {SidebarItem, SiteIndex} from './site-index';
import type {LintProblem} from './lint-problem';

const ROOT = path.resolve(__dirname, '../..');
// The data, and the pages and components of the site that link to docs.
const ROUTE_SOURCES = ['src/data', 'src/pages', 'src/components', 'src/theme'].map((dir) => path.join(ROOT, dir));
const SIDEBARS_FILE = path.join(ROOT, 'sidebars.ts');
const SEARCH_EVALUATIONS = ['tests/search/evaluation.json', 'tests/search/hard-evaluation.json'];

// A Markdown link to a route, the fields that hold a page's route, and a link's attribute in JSX.
const SOURCE_ROUTES = [
  /\]\((\/[^)\s]*)\)/g,
  /\b(?:docPath|installPath|to|href):\s*'(\/[^']*)'/g,
  /\b(?:to|href)="(\/[^"]*)"/g,
];

/** The 1-based line of a character offset of a text. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/**
 * Every route src/data links to or gives as a page's docPath, and every route the site's pages and components link
 * to: a page of the site, and a section of it.
 */
export function checkSourceRoutes(site: SiteIndex): LintProblem[] {
  return ROUTE_SOURCES.flatMap(walk)
    .filter((file) => /\.(?:tsx?|mdx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return SOURCE_ROUTES.flatMap((pattern) =>
        [...source.matchAll(pattern)].flatMap((match) => {
          const offset = match.index + match[0].indexOf(match[1]);
          const line = lineAt(source, offset);
          const column = offset - source.lastIndexOf('\n', offset - 1);
          // A comment shows the form of a link (`[links](/path)`), not a page.
          if (/^\s*(?:\*|\/\/|\/\*)/.test(source.split('\n')[line - 1])) return [];
          const problem = routeLinkProblem(site, match[1]);
          if (!problem) return [];
          return [{file: path.relative(ROOT, file), line, column, ...problem}];
        }),
      );
    });
}

/** Why a page the search evaluation expects is no page of the site, and the route to expect instead. */
function expectedPageProblem(site: SiteIndex, route: string): string | undefined {
  const normal = withoutTrailingSlash(route);
  if (site.routes.has(normal)) return undefined;
  const moved = site.moved(normal);
  if (moved?.redirected) return `${route} moved to ${moved.to}: expect the new route, "${moved.to}"`;
  if (moved)
    return `${route} no longer exists (moved, renamed or deleted, and src/config/redirects.ts has no redirect for it yet): expect the page that replaced it, likely "${moved.to}"`;
  const suggestion = nearest(normal, site.routes, Infinity);
  return `${route} is not a page of this site${suggestion ? `: expect "${suggestion}" if it answers the query` : ''}`;
}

/** Every page the search evaluation expects for a query is a live route, so a miss is a miss of the search. */
export function checkSearchEvaluations(site: SiteIndex, files = SEARCH_EVALUATIONS): LintProblem[] {
  return files.flatMap((relative) => {
    const source = fs.readFileSync(path.join(ROOT, relative), 'utf8');
    return [...source.matchAll(/"expect"\s*:\s*\[([^\]]*)\]/g)].flatMap((list) =>
      [...list[1].matchAll(/"(\/[^"]*)"/g)].flatMap((entry) => {
        const message = expectedPageProblem(site, entry[1]);
        if (!message) return [];
        const offset = list.index + list[0].indexOf(list[1]) + entry.index + 1;
        return [
          {
            file: relative,
            line: lineAt(source, offset),
            column: offset - source.lastIndexOf('\n', offset - 1),
            rule: 'link',
            message,
          },
        ];
      }),
    );
  });
}

/** The doc ids a sidebar names at any depth: its docs, and the overview docs of its categories. */
export function sidebarIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarIds(item.items ?? [])];
  });
}

/** Every doc id of sidebars.ts names a doc of docs/; the build fails on one that does not. */
export function checkSidebarIds(site: SiteIndex, files = docFiles()): LintProblem[] {
  const idOf = (file: string) =>
    path
      .relative(DOCS_DIR, file)
      .replace(/\.mdx?$/, '')
      .split(path.sep)
      .join('/');
  const ids = new Set(files.map(idOf));
  const idOfRoute = new Map(files.map((file) => [withoutTrailingSlash(docRoute(file)), idOf(file)]));
  const source = fs.readFileSync(SIDEBARS_FILE, 'utf8');
  const named = Object.values(sidebars).flatMap((items) => sidebarIds(items as SidebarItem[]));
  return [...new Set(named)]
    .filter((id) => !ids.has(id))
    .map((id) => {
      const offset = Math.max(0, source.indexOf(`'${id}'`));
      const moved = site.moved(`/${id}`);
      const replacement = (moved && idOfRoute.get(moved.to)) ?? nearest(id, ids, Infinity);
      return {
        file: path.relative(ROOT, SIDEBARS_FILE),
        line: lineAt(source, offset),
        column: offset - source.lastIndexOf('\n', offset - 1),
        rule: 'sidebar',
        message: `'${id}' is no doc of docs/ (the build fails on it): write the id of the page as it is now${replacement ? `, '${replacement}'` : ''}, or remove the entry`,
      };
    });
}
