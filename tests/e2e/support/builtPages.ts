import fs from 'node:fs';
import path from 'node:path';
import {pages} from './site';

const BUILD_DIR = path.resolve(__dirname, '../../../build');

/** The built HTML of a route, or null before a build. */
export function builtHtml(route: string): string | null {
  const file = path.join(BUILD_DIR, route.replace(/\/$/, ''), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** The text of a built page's first `<h1>`: its title as the reader sees it. */
export function builtTitle(route: string): string {
  const heading = builtHtml(route)?.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
  if (heading === undefined) throw new Error(`The build has no page with a title at ${route}`);
  return heading
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

const isGuideDoc = (html: string) => /<html[^>]*class="[^"]*\bplugin-id-default\b[^"]*\bdocs-doc-id-/.test(html);

let docs: string[] | undefined;
/** The guide's own doc pages (one Markdown file each, in the guide's docs instance), in route order. */
export function guideDocs(): string[] {
  docs ??= pages.filter((route) => isGuideDoc(builtHtml(route) ?? ''));
  return docs;
}

/**
 * The guide's doc pages whose built HTML has what a test needs (at least one, else the test fails naming it): tests
 * that need a page of the guide itself, for what the style guide lacks, find it in the build and name no page.
 */
export function guideDocsWith(what: string, has: (html: string) => boolean = () => true): string[] {
  const routes = guideDocs().filter((route) => has(builtHtml(route)!));
  if (routes.length === 0) throw new Error(`No doc page of the guide has ${what}`);
  return routes;
}

/** The first of the guide's doc pages whose built HTML has what a test needs. */
export const guideDocWith = (what: string, has?: (html: string) => boolean): string => guideDocsWith(what, has)[0];

/** The built HTML of a doc's own content: from its Markdown to the end of its article. */
export const docContentHtml = (html: string): string =>
  html.slice(html.indexOf('theme-doc-markdown'), html.indexOf('</article>'));

/** How many section headings (`<h2>` with an anchor) a built page has. */
export const sectionCount = (html: string): number => docContentHtml(html).match(/<h2[^>]*\sid=/g)?.length ?? 0;

/** A page of the concept template (templates/concept.md): its "How it works" and "When to use it" sections. */
export const conceptPage = (): string =>
  guideDocWith(
    'a page of the concept template',
    (html) => /id="?how-it-works\b/.test(html) && /id="?when-to-use-it\b/.test(html),
  );

/** A page of the command template (templates/cli-command.mdx): its "Flags" and "Exit codes" sections. */
export const commandPage = (): string =>
  guideDocWith(
    'a page of the cli-command template',
    (html) => /id="?flags\b/.test(html) && /id="?exit-codes\b/.test(html),
  );
