// The `moved-page` rule on src/config/redirects.ts: every redirect lands on a page of the site, not on another
// redirect, so that moving or deleting the page a redirect pointed at never leaves readers on a chain or a 404.
import fs from 'node:fs';
import path from 'node:path';
import {redirects} from '../../src/config/redirects';
import {nearest} from '../../src/lib/nearest';
import {withoutTrailingSlash} from './site-routes';
import type {SiteIndex} from './site-index';
import type {LintProblem} from './lint-problem';

const ROOT = path.resolve(__dirname, '../..');
const REDIRECTS_FILE = path.join(ROOT, 'src/config/redirects.ts');

/** Each redirect whose target is no page of the site, at its line of src/config/redirects.ts, with the fix. */
export function checkRedirectTargets(site: SiteIndex): LintProblem[] {
  const lines = fs.readFileSync(REDIRECTS_FILE, 'utf8').split('\n');
  return redirects.flatMap(({from, to}) => {
    const hashAt = to.indexOf('#');
    const target = withoutTrailingSlash(hashAt === -1 ? to : to.slice(0, hashAt));
    if (site.routes.has(target)) return [];
    const section = hashAt === -1 ? '' : to.slice(hashAt);
    const moved = site.moved(target);
    const index = lines.findIndex((text) => text.includes(`from: '${from}'`));
    const column = index === -1 ? 1 : lines[index].indexOf(`to: '`) + 1 || 1;
    const fixed = moved ? moved.to : nearest(target, site.routes, Infinity);
    const fix = fixed
      ? `: write to: '${fixed}${section}'`
      : ', and no page is like it: point it at the page that answers the reader now';
    return [
      {
        file: path.relative(ROOT, REDIRECTS_FILE),
        line: index + 1 || 1,
        column,
        rule: 'moved-page',
        message: moved?.redirected
          ? `the redirect from ${from} goes to ${target}, itself redirected to ${moved.to}, so readers take two hops${fix}`
          : `the redirect from ${from} goes to ${target}, which is no page of the site (moved, renamed or deleted)${fix}`,
      },
    ];
  });
}
