// Where nginx finds each part of a build, one layout for the production image (deploy/Dockerfile) and for the
// server the test suite starts (scripts/serve-build.ts): the server block of deploy/nginx, the rules the build
// generates for it (kept outside the document root), and the site itself, the document root and nothing else.

/** The server block, in the repository: the image and the test suite's server both serve with this file. */
export const SERVER_BLOCK = 'deploy/nginx/skyloom-docs.conf';
/** The generated rules included at `http {}` level: the maps that send document headers with documents only. */
export const HTTP_RULES = 'http.conf';
/** The generated rules included in the server block: the security headers and a 301 for every redirect. */
export const SERVER_RULES = 'server.conf';

/** Where a build's generated rules go: beside it, never in it (`build/` → `build-nginx/`). */
export const rulesDirOf = (outDir: string): string => `${outDir.replace(/\/+$/, '')}-nginx`;

/** The image's paths and port, which the server block names as they are. */
export const IMAGE = {
  serverBlock: '/etc/nginx/conf.d/skyloom-docs.conf',
  rulesDir: '/etc/nginx/skyloom-docs',
  siteRoot: '/srv/skyloom-docs',
  listen: '8080',
} as const;

/** A local build to serve with the server block: its address, its document root and its rules. */
export interface LocalServer {
  listen: string;
  siteRoot: string;
  rulesDir: string;
}

/**
 * The server block with the image's port and paths replaced by a local build's, and nothing else changed. Each must
 * be there to replace: a server block that stops naming them would serve the tests something the image does not.
 */
export function localServerBlock(serverBlock: string, local: LocalServer): string {
  const directives: [string, string, string][] = [
    ['listen', IMAGE.listen, local.listen],
    ['root', IMAGE.siteRoot, local.siteRoot],
    ['include', `${IMAGE.rulesDir}/${HTTP_RULES}`, `${local.rulesDir}/${HTTP_RULES}`],
    ['include', `${IMAGE.rulesDir}/${SERVER_RULES}`, `${local.rulesDir}/${SERVER_RULES}`],
  ];
  return directives.reduce((conf, [directive, image, localValue]) => {
    const pattern = new RegExp(`^(\\s*${directive}\\s+)${escapeRegExp(image)};$`, 'm');
    if (!pattern.test(conf))
      throw new Error(
        `${SERVER_BLOCK} has no \`${directive} ${image};\` line: keep it, or update scripts/lib/server-layout.ts.`,
      );
    return conf.replace(pattern, (_line, start: string) => `${start}${localValue};`);
  }, serverBlock);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
