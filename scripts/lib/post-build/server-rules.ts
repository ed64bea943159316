// Post-build step: the nginx rules of the build, written beside it (never in the document root) for the server block
// deploy/nginx/skyloom-docs.conf to include: the security headers, with a CSP that allows the inline scripts the
// pages end up with (so it runs after every step that rewrites a page), and a 301 for every redirect.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxHttpInclude,
  nginxInclude,
  securityHeaders,
} from '../production-server';
import {HTTP_RULES, SERVER_RULES} from '../server-layout';
import {htmlPages, type PostBuildStep} from './site';

export const serverRules: PostBuildStep = {
  name: 'server-rules',
  async run(site) {
    const hashes = new Set<string>();
    for (const page of await htmlPages(site)) {
      for (const hash of inlineScriptHashes(await fs.readFile(path.join(site.outDir, page), 'utf8'))) hashes.add(hash);
    }
    const headers = securityHeaders(contentSecurityPolicy(hashes, site.hosts));
    await fs.mkdir(site.rulesDir, {recursive: true});
    await fs.writeFile(path.join(site.rulesDir, HTTP_RULES), nginxHttpInclude(headers));
    await fs.writeFile(path.join(site.rulesDir, SERVER_RULES), nginxInclude(site.redirects, headers));
    return `${hashes.size} inline script hashes in the CSP and ${site.redirects.length} redirects, in ${path.basename(site.rulesDir)}/`;
  },
};
