// Post-build step: the client-redirect pages become valid HTML. @docusaurus/plugin-client-redirects 3.8.1 writes each
// redirect page from one fixed template (lib/templates/redirectPage.template.html.js) that is not valid HTML: no
// <title>, no lang, and a <script> between </head> and </html>. This module rewrites exactly that shape into a valid
// page with the same redirect (the same meta refresh, canonical link and script text); any other shape stops the
// build, so a plugin update that changes the template is noticed instead of passed through.
import fs from 'node:fs/promises';
import path from 'node:path';
import {clientRedirectPages, rewritePages, type PostBuildStep} from './site';

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
        `scripts/lib/post-build/client-redirect-pages.ts rewrites; update that module for the new template:\n${html}`,
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

export const validClientRedirectPages: PostBuildStep = {
  name: 'valid-client-redirect-pages',
  async run(site) {
    const lang = siteLang(await fs.readFile(path.join(site.outDir, 'index.html'), 'utf8'));
    const pages = clientRedirectPages(site);
    await rewritePages(site, pages, (html) => validRedirectPage(html, {lang, siteTitle: site.siteTitle}));
    return `${pages.length} client-redirect pages made valid HTML`;
  },
};
