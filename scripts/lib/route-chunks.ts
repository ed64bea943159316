// The JS chunks a page loads before it hydrates, read from the build's route table the way the Docusaurus client
// finds them (react-router-config's matchRoutes over .docusaurus/routes.js, then each route's chunk names).
// Docusaurus 3 writes only runtime~main and main into the HTML, so the browser learns of these chunks only once
// main.js has run; finish-build preloads them so they download alongside it.
import fs from 'node:fs';
import path from 'node:path';

interface Route {
  path: string;
  /** `path-hash`, the key of the route in routesChunkNames.json. */
  key: string;
  exact?: boolean;
  routes?: Route[];
}

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

type ChunkNames = string | {[key: string]: ChunkNames};

/** routes.js as data: the generated module run with a ComponentCreator that returns the route's key. */
function readRoutes(generatedDir: string): Route[] {
  const source = fs
    .readFileSync(path.join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  const componentKey = (routePath: string, hash?: string) => `${routePath}-${hash}`;
  type Generated = Omit<Route, 'key' | 'routes'> & {component: string; routes?: Generated[]};
  const withKeys = (list: Generated[]): Route[] =>
    list.map(({component, routes, ...route}) => ({...route, key: component, routes: routes && withKeys(routes)}));
  return withKeys(new Function('ComponentCreator', source)(componentKey) as Generated[]);
}

/** react-router's matchPath for the static paths Docusaurus generates (and its `*` catch-all). */
function matchesPath(route: Route, pathname: string): boolean {
  if (route.path === '*') return true;
  const base = route.path.replace(/\/$/, '');
  if (route.exact) return pathname === route.path || pathname.replace(/\/$/, '') === base;
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/** react-router-config's matchRoutes: the first matching route of each level, from the root layout down. */
function matchRoutes(routes: Route[], pathname: string): Route[] {
  const route = routes.find((candidate) => matchesPath(candidate, pathname));
  return route ? [route, ...matchRoutes(route.routes ?? [], pathname)] : [];
}

const flatten = (names: ChunkNames): string[] =>
  typeof names === 'string' ? [names] : Object.values(names).flatMap(flatten);

/** For a page's pathname, the public paths of the chunks it loads before hydrating, in load order. */
export function routeChunkLoader(generatedDir: string): (pathname: string) => string[] {
  const routes = readRoutes(generatedDir);
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    ChunkNames
  >;
  const manifest = JSON.parse(
    fs.readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8'),
  ) as ClientManifest;
  return (pathname) => {
    const names = matchRoutes(routes, pathname).flatMap((route) => flatten(chunkNames[route.key] ?? {}));
    const files = names.flatMap((name) => manifest.origins[name] ?? []).flatMap((id) => manifest.assets[id]?.js ?? []);
    return [...new Set(files.map((file) => file.publicPath))];
  };
}
