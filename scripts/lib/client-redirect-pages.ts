// @docusaurus/plugin-client-redirects 3.8.1 writes each redirect page from one fixed template
// (lib/templates/redirectPage.template.html.js) that is not valid HTML: no <title>, no lang, and a <script> between
// </head> and </html>. This module rewrites exactly that shape into a valid page with the same redirect (the same
// meta refresh, canonical link and script text); any other shape stops the build, so a plugin update that changes
// the template is noticed instead of passed through.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Redirect} from '../../src/config/redirects';

const PLUGIN_PAGE =
  /^<!DOCTYPE html>\s*<html>\s*<head>\s*<meta charset="UTF-8">\s*<meta http-equiv="refresh" content="0; url=([^"<>]+)">\s*<link rel="canonical" href="\1" \/>\s*<\/head>\s*<script>\s*(window\.location\.href = '\1'[^<]*;)\s*<\/script>\s*<\/html>\s*$/;

export interface RedirectPageOptions {
  /** Language of the site, as its pages declare it on `<html lang>`. */
  lang: string;
  siteTitle: string;
}

/** The plugin's redirect page as valid HTML, or an error naming what changed. */
export function validRedirectPage(html: string, {lang, siteTitle}: RedirectPageOptions): string {
  const match = PLUGIN_PAGE.exec(html);
  if (!match)
    throw new Error(
      'The client-redirect page of @docusaurus/plugin-client-redirects no longer has the shape that ' +
        `scripts/lib/client-redirect-pages.ts rewrites; update that module for the new template:\n${html}`,
    );
  const [, url, script] = match;
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="UTF-8"><title>Page moved | ${siteTitle}</title>` +
    `<meta http-equiv="refresh" content="0; url=${url}"><link rel="canonical" href="${url}">` +
    `<script>${script}</script></head>` +
    `<body><p>This page has moved to <a href="${url}">${url}</a>.</p></body></html>\n`
  );
}

/** The `lang` of the site's built home page. */
function siteLang(homeHtml: string): string {
  const lang = /<html\b[^>]*\blang=["']?([\w-]+)/i.exec(homeHtml)?.[1];
  if (!lang) throw new Error('The built home page declares no <html lang>.');
  return lang;
}

/** Rewrites the client-redirect page of every redirect in the build; returns how many it rewrote. */
export async function rewriteClientRedirectPages(
  outDir: string,
  redirects: readonly Redirect[],
  siteTitle: string,
): Promise<number> {
  const lang = siteLang(await fs.readFile(path.join(outDir, 'index.html'), 'utf8'));
  for (const {from} of redirects) {
    const file = path.join(outDir, from, 'index.html');
    await fs.writeFile(file, validRedirectPage(await fs.readFile(file, 'utf8'), {lang, siteTitle}));
  }
  return redirects.length;
}
