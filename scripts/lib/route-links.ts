// Whether a link lands on a page of the site and on a section of it. Shared by the doc lint and the checks of the
// routes that src/data, sidebars.ts and the search evaluation name, so a moved page is reported the same way
// wherever it is linked.
import {nearest} from '../../src/lib/nearest';
import {staticFileExists} from './site-routes';
import type {SiteIndex} from './site-index';

export interface LinkProblem {
  rule: 'link' | 'anchor';
  message: string;
}

/** A `#section` that its page does not have (`where` names the page), with the closest one or a list. */
export function anchorProblem(
  anchor: string | undefined,
  anchors: ReadonlySet<string> | undefined,
  where: string,
): LinkProblem | undefined {
  if (anchor === undefined || anchor === '' || !anchors || anchors.has(anchor)) return undefined;
  const suggestion = nearest(anchor, anchors, Math.max(3, Math.floor(anchor.length / 3)));
  const sections = [...anchors].slice(0, 8).map((id) => `#${id}`);
  return {
    rule: 'anchor',
    message: `#${anchor} is no section of ${where}${
      suggestion
        ? `; did you mean #${suggestion}?`
        : `; its sections are ${sections.join(', ')}${anchors.size > 8 ? ', …' : ''}`
    }`,
  };
}

/**
 * What is wrong with a link to a route of the site (`/concepts/drift#reconcile-drift`): a page that moved (to the
 * redirect's target, or the likeliest new route before the redirect is added), a page that never existed (the
 * closest route), or a section the page does not have.
 */
export function routeLinkProblem(site: SiteIndex, url: string): LinkProblem | undefined {
  const hashAt = url.indexOf('#');
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const normal = target.length > 1 ? target.replace(/\/$/, '') : target;
  if (site.routes.has(normal))
    return anchorProblem(
      hashAt === -1 ? undefined : decodeURIComponent(url.slice(hashAt + 1)),
      site.anchorsOfRoute(normal),
      normal,
    );
  const moved = site.moved(normal);
  if (moved) {
    const fixed = `${moved.to}${url.slice(target.length)}`;
    return {
      rule: 'link',
      message: moved.redirected
        ? `${target} moved to ${moved.to}: link to the new route, ${fixed}`
        : `${target} no longer exists (moved, renamed or deleted, and src/config/redirects.ts has no redirect for it yet): link to the page that replaced it, likely ${fixed}`,
    };
  }
  if (staticFileExists(target)) return undefined;
  const suggestion = nearest(normal, site.routes, Math.max(3, Math.floor(normal.length / 4)));
  return {
    rule: 'link',
    message: `${url} is not a page of this site${suggestion ? `; did you mean ${suggestion}?` : '; link a route of docs/ (its path without the extension)'}`,
  };
}
