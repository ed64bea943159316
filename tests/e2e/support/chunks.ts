import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';

const SCRIPTS = path.resolve(__dirname, '../../../build/assets/js');

/**
 * The built script chunk holding the content of the doc at `route`: the MDX module (it exports frontMatter) whose own
 * metadata has that permalink (right after its slug; a neighbor's metadata names it only as previous or next).
 */
export function contentChunkOf(route: string): string {
  const isContentOf = (source: string) =>
    source.includes('frontMatter:()=>') && new RegExp(`"slug":"[^"]*","permalink":"${route}"`).test(source);
  const file = fs
    .readdirSync(SCRIPTS)
    .find((name) => name.endsWith('.js') && isContentOf(fs.readFileSync(path.join(SCRIPTS, name), 'utf8')));
  if (!file) throw new Error(`No script chunk holds the content of ${route}`);
  return file;
}

export const chunkUrl = (file: string) => `**/assets/js/${file}`;

/** Holds matching script loads until `release()`, as a slow network would; prefetches go through. */
export async function holdRequests(page: Page, url: string): Promise<{release: () => void; held: () => number}> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route: Route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    held += 1;
    await released;
    await route.continue().catch(() => {});
  });
  return {release, held: () => held};
}

/**
 * Answers the first `times` matching script loads with 404, as a server does once a deploy has replaced the
 * hashed files; later loads go through. Until then, prefetches of the file (a hovered link) get 404 too, uncounted:
 * a prefetched copy would otherwise answer the script load from the browser's prefetch cache, and the failure
 * under test would not happen whenever the pointer rested on a link long enough.
 */
export async function failRequests(page: Page, url: string, times = Infinity): Promise<{failed: () => number}> {
  let failed = 0;
  await page.route(url, (route) => {
    if (failed >= times) return route.continue();
    if (route.request().resourceType() === 'script') failed += 1;
    return route.fulfill({status: 404, contentType: 'text/html', body: 'Not found'});
  });
  return {failed: () => failed};
}

/**
 * Serves the content chunk of the doc at `route` so that its page component throws while rendering, with a chain of
 * causes, until the page sets `window.stopCrashing`. The chunk is the build's own; only the component it exports
 * changes.
 */
export async function serveCrashingContent(page: Page, route: string): Promise<void> {
  const file = contentChunkOf(route);
  const source = fs.readFileSync(path.join(SCRIPTS, file), 'utf8');
  const global = /(?:globalThis|self)\.(webpackChunk\w+)/.exec(source)?.[1];
  if (!global) throw new Error(`${file} does not register with a chunk-loading global`);
  const crash = `(() => {
  const queue = (globalThis.${global} ||= []);
  const push = queue.push;
  queue.push = function (entry) {
    queue.push = push;
    for (const id of Object.keys(entry[1])) {
      const factory = entry[1][id];
      entry[1][id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        const original = module.exports;
        if (typeof original.default !== 'function' || !original.metadata) return;
        const Page = original.default;
        module.exports = {...original, __esModule: true, default: function CrashingPage(props) {
          if (!window.stopCrashing) {
            throw new Error('The page could not render its content', {
              cause: new Error('The example output is malformed', {cause: new Error('Unexpected end of JSON input')}),
            });
          }
          return Page(props);
        }};
      };
    }
    return push.apply(this, arguments);
  };
})();\n`;
  await page.route(chunkUrl(file), (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: crash + source}),
  );
}
