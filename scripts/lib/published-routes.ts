// Pages that move safely: src/config/published-routes.txt lists every doc route the site has published. A route
// in it that no doc serves any more (a page moved, renamed or deleted) must be covered by a redirect of
// src/config/redirects.ts; a new doc route must be added to it (`npm run lint:content -- --update-routes`), which
// only ever adds lines. A committed list, not a comparison with Git history, so that it works the same for
// uncommitted changes, for a commit in CI, on a fresh or shallow clone and without a remote.
import fs from 'node:fs';
import path from 'node:path';
import {redirects} from '../../src/config/redirects';
import {nearest} from '../../src/lib/nearest';
import {PUBLISHED_ROUTES_FILE, docFiles, docRoute, readPublishedRoutes, withoutTrailingSlash} from './site-routes';
import type {LintProblem} from './lint-problem';

const ROOT = path.resolve(__dirname, '../..');
const HEADER = [
  '# Every doc route the site has published, one per line, sorted. A route that no doc serves any more needs a',
  '# redirect in src/config/redirects.ts. `npm run lint:content -- --update-routes` adds new routes; it never removes one.',
];

const currentRoutes = (files: readonly string[]) => new Map(files.map((file) => [docRoute(file), file]));

const lastSegment = (route: string) => withoutTrailingSlash(route).split('/').pop() ?? '';
/** Where a vanished route probably went: a new route that contains its last segment, else the closest new one, else its parent. */
function likelyTarget(route: string, added: readonly string[]): string {
  const segment = lastSegment(route);
  const containing = added.find(
    (candidate) => lastSegment(candidate).includes(segment) || segment.includes(lastSegment(candidate)),
  );
  const closest = nearest(segment, added.map(lastSegment));
  return (
    containing ??
    added.find((candidate) => lastSegment(candidate) === closest) ??
    (withoutTrailingSlash(route).replace(/\/[^/]*$/, '') || '/')
  );
}

/** Where a route that no page serves any more went. */
export interface RouteMove {
  to: string;
  /** Whether src/config/redirects.ts says so; otherwise `to` is the likeliest new route. */
  redirected: boolean;
}

/**
 * For a route of the site's past (a redirect's old path, or a published route no doc serves now), where it went:
 * the redirect's target, else the new route most like it. Undefined for a route the site never had.
 */
export function routeMoves(files = docFiles(), file = PUBLISHED_ROUTES_FILE): (route: string) => RouteMove | undefined {
  const current = new Set(currentRoutes(files).keys());
  const served = new Set([...current].map(withoutTrailingSlash));
  const published = new Set(readPublishedRoutes(file).map(({route}) => withoutTrailingSlash(route)));
  const listed = new Set(readPublishedRoutes(file).map(({route}) => route));
  const added = [...current].filter((route) => !listed.has(route));
  const targets = new Map(redirects.map(({from, to}) => [withoutTrailingSlash(from), withoutTrailingSlash(to)]));
  return (route) => {
    const normal = withoutTrailingSlash(route);
    const to = targets.get(normal);
    if (to !== undefined) return {to, redirected: true};
    if (!published.has(normal) || served.has(normal)) return undefined;
    // Once the new route is recorded too, any page of the site may be where it went; a guess that is no page (the
    // parent of a deleted page) gives way to the closest route.
    const guess = withoutTrailingSlash(likelyTarget(normal, added.length ? added : [...current]));
    return {to: served.has(guess) ? guess : (nearest(normal, served, Infinity) ?? guess), redirected: false};
  };
}

/** Published routes that no doc and no redirect serves, and doc routes not yet in the published list. */
export function checkPublishedRoutes(files = docFiles(), file = PUBLISHED_ROUTES_FILE): LintProblem[] {
  const published = readPublishedRoutes(file);
  const current = currentRoutes(files);
  const listed = new Set(published.map(({route}) => route));
  const redirected = new Set(redirects.map(({from}) => withoutTrailingSlash(from)));
  const added = [...current.keys()].filter((route) => !listed.has(route));
  const relative = path.relative(ROOT, file);
  const problems: LintProblem[] = [];
  for (const {route, line} of published) {
    if (current.has(route) || redirected.has(withoutTrailingSlash(route))) continue;
    const target = likelyTarget(route, added);
    problems.push({
      file: relative,
      line,
      column: 1,
      rule: 'moved-page',
      message: `${route} was published and no page serves it now (moved, renamed or deleted); readers' links and bookmarks break. Add this line to src/config/redirects.ts, with the page it moved to: {from: '${route}', to: '${target}'},`,
    });
  }
  for (const route of added) {
    problems.push({
      file: path.relative(ROOT, current.get(route)!),
      line: 1,
      column: 1,
      rule: 'moved-page',
      message: `${route} is a new route: run \`npm run lint:content -- --update-routes\` to add it to ${relative}, so that a later move needs a redirect`,
    });
  }
  return problems;
}

/** Adds the doc routes that are not yet published; never removes one. Returns the routes added. */
export function updatePublishedRoutes(files = docFiles(), file = PUBLISHED_ROUTES_FILE): string[] {
  const published = readPublishedRoutes(file).map(({route}) => route);
  const added = [...currentRoutes(files).keys()].filter((route) => !published.includes(route));
  const all = [...new Set([...published, ...added])].sort();
  fs.writeFileSync(file, [...HEADER, ...all, ''].join('\n'));
  return added;
}
