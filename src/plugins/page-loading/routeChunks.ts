// The JS chunks a page loads before it hydrates, found the way the Docusaurus client finds them: react-router-config's
// matchRoutes over the route config, then the chunk names of each matched route (routesChunkNames.json) and the files
// of those chunks (client-manifest.json, written by react-loadable-ssr-addon).
import {matchRoutes} from 'react-router-config';
import type {ChunkNames, RouteChunkNames, RouteConfig} from '@docusaurus/types';

/** `.docusaurus/client-manifest.json`: which asset ids each chunk name needs, and each asset's files. */
export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

const UPDATE_NEEDED = 'src/plugins/page-loading needs updating';

/** A route as react-router-config matches it, with the chunk names Docusaurus generated for it. */
interface ChunkedRoute {
  path: string;
  exact?: boolean;
  strict?: boolean;
  routes?: ChunkedRoute[];
  chunkNames: ChunkNames;
}

/**
 * Pairs each route of the config with its entry in routesChunkNames.json. Docusaurus writes that file from the same
 * route config, depth first, one `<path>-<hash>` key per route (the hash is of data plugins do not see), so the n-th
 * key belongs to the n-th route; every pair is checked by its path.
 */
export function withChunkNames(routes: RouteConfig[], routesChunkNames: RouteChunkNames): ChunkedRoute[] {
  const entries = Object.entries(routesChunkNames);
  let next = 0;
  const pair = (list: RouteConfig[]): ChunkedRoute[] =>
    list.map(({path, exact, strict, routes: children}) => {
      const index = next++;
      const [key, chunkNames] = entries[index] ?? [];
      if (key?.slice(0, key.lastIndexOf('-')) !== path) {
        throw new Error(
          `routesChunkNames.json entry ${index} is ${key ? `"${key}"` : 'missing'}, not the key of route ${path}: Docusaurus no longer writes one <path>-<hash> entry per route in route-config order, and ${UPDATE_NEEDED}.`,
        );
      }
      return {path, exact, strict, chunkNames, routes: children && pair(children)};
    });
  const paired = pair(routes);
  if (next !== entries.length) {
    throw new Error(
      `routesChunkNames.json has ${entries.length} entries for ${next} routes: Docusaurus no longer writes one entry per route, and ${UPDATE_NEEDED}.`,
    );
  }
  return paired;
}

function checkManifest(manifest: ClientManifest): void {
  if (typeof manifest.origins !== 'object' || typeof manifest.assets !== 'object') {
    throw new Error(`client-manifest.json has no "origins" and "assets": its format changed, and ${UPDATE_NEEDED}.`);
  }
}

type ChunkNameTree = string | ChunkNames | ChunkNameTree[];
const flatten = (names: ChunkNameTree): string[] =>
  typeof names === 'string' ? [names] : Object.values(names).flatMap(flatten);

/** For a page's pathname, the public paths of the chunks it loads before hydrating, in load order. */
export function routeChunkFiles(
  routes: RouteConfig[],
  routesChunkNames: RouteChunkNames,
  manifest: ClientManifest,
): (pathname: string) => string[] {
  const chunkedRoutes = withChunkNames(routes, routesChunkNames);
  checkManifest(manifest);
  return (pathname) => {
    const files = matchRoutes<object, ChunkedRoute>(chunkedRoutes, pathname)
      .flatMap(({route}) => flatten(route.chunkNames))
      .flatMap((name) => manifest.origins[name] ?? [])
      .flatMap((id) => manifest.assets[id]?.js ?? []);
    return [...new Set(files.map((file) => file.publicPath))];
  };
}
