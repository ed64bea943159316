// Post-build step: every page preloads the bundled text font, so its `font-display: optional` face is ready for the
// first render and text never moves when it arrives.
import fs from 'node:fs/promises';
import path from 'node:path';
import {renderedPages, rewritePages, type PostBuildStep} from '../../../scripts/lib/post-build/site';

/** The stylesheet link of a built page (minified HTML has no `</head>`); fonts are preloaded just before it. */
const STYLESHEET = /<link rel=stylesheet href=[^ >]+>/;

/** A preload of each bundled font before the stylesheet, so the text face is there for the first render. */
const withFontPreloads = (html: string, fonts: string[]): string =>
  html.replace(
    STYLESHEET,
    (link) =>
      `${fonts.map((font) => `<link rel=preload as=font type=font/woff2 href=${font} crossorigin>`).join('')}${link}`,
  );

export const fontPreloads: PostBuildStep = {
  name: 'font-preloads',
  async run(site) {
    const fonts = (await fs.readdir(path.join(site.outDir, 'assets', 'fonts')).catch(() => []))
      .filter((name) => name.endsWith('.woff2'))
      .map((name) => `${site.baseUrl}assets/fonts/${name}`);
    const preloaded = await rewritePages(site, await renderedPages(site), (html) => withFontPreloads(html, fonts));
    return `${fonts.length} bundled fonts preloaded on ${preloaded} pages`;
  },
};
