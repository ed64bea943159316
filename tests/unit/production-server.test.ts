import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {redirects} from '../../src/config/redirects';
import {
  DOCUMENT_HEADERS,
  IMMUTABLE_FOLDERS,
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxHttpInclude,
  nginxInclude,
  securityHeaders,
} from '../../scripts/lib/production-server';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const NO_HOSTS = {hostedSearch: false, tagManager: false, amplitude: false};

describe('Production serving rules (issue 9)', () => {
  it('hashes the inline scripts a browser runs, not external scripts or JSON-LD', () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="text/javascript">b()</script>`;
    assert.deepEqual(inlineScriptHashes(html), [sha256('a()'), sha256('b()')]);
  });

  it('allows scripts only from the site and by hash, never eval', () => {
    const csp = contentSecurityPolicy([sha256('a()')], NO_HOSTS);
    assert.match(csp, new RegExp(`script-src 'self' ${sha256('a()').replace(/[+/]/g, '\\$&')};`));
    assert.doesNotMatch(csp, /unsafe-eval|algolia|googletagmanager|amplitude|jsdelivr/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  it('adds the hosted search and analytics hosts only when they are configured', () => {
    const csp = contentSecurityPolicy([], {hostedSearch: true, tagManager: true, amplitude: true});
    assert.match(csp, /script-src [^;]*https:\/\/cdn\.jsdelivr\.net[^;]*https:\/\/www\.googletagmanager\.com/);
    assert.match(
      csp,
      /connect-src [^;]*https:\/\/\*\.algolia\.net[^;]*https:\/\/\*\.google-analytics\.com[^;]*https:\/\/api2\.amplitude\.com/,
    );
  });

  it('renders a 301 for every redirect of the one table', () => {
    const nginx = nginxInclude(redirects, securityHeaders('default-src x'));
    for (const {from, to} of redirects)
      assert.ok(nginx.includes(`location = ${from} { return 301 ${to}$is_args$args; }`), from);
  });

  it('sends the headers that govern documents with HTML only, and the others with every response', () => {
    const headers = securityHeaders('default-src x');
    const server = nginxInclude(redirects, headers);
    const http = nginxHttpInclude(headers);
    for (const name of DOCUMENT_HEADERS) {
      const variable = `$skyloom_document_${name.toLowerCase().replaceAll('-', '_')}`;
      assert.ok(server.includes(`add_header ${name} ${variable} always;`), name);
      assert.ok(http.includes(`map $sent_http_content_type ${variable} {\n    ~^text/html "${headers[name]}";`), name);
    }
    assert.match(server, /^add_header X-Content-Type-Options "nosniff" always;$/m);
  });

  it('caches the folders whose files are named by their content for a year: build assets and search index shards', () => {
    const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx/skyloom-docs.conf'), 'utf8');
    const pattern = /~\^\/\(([^)]+)\)\/\s+"public, max-age=31536000, immutable"/.exec(conf)?.[1];
    assert.deepEqual(
      pattern?.split('|').map((folder) => `/${folder}/`),
      IMMUTABLE_FOLDERS,
    );
  });
});
