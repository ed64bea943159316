// The serving rules of the production build, rendered for nginx and for a CDN host (`_headers`,
// `_redirects`) from one source: the redirect table in src/config/redirects.ts and the build's own HTML.
import crypto from 'node:crypto';
import type {Redirect} from '../../src/config/redirects';
import {SHARD_ROOT} from '../../src/plugins/search/indexFormat';

/** The generated nginx includes, relative to the build: the server block includes them and refuses to serve them. */
export const NGINX_INCLUDE = '_nginx/server.conf';
/** Included at `http {}` level, before the server block: the maps that send document headers with documents only. */
export const NGINX_HTTP_INCLUDE = '_nginx/http.conf';

export interface ThirdPartyHosts {
  /** Hosted search (DocSearch) is configured. */
  hostedSearch: boolean;
  /** Tag manager / Google Analytics is configured. */
  tagManager: boolean;
  /** Product analytics is configured. */
  amplitude: boolean;
}

const SEARCH_CONNECT = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];
const SEARCH_SCRIPT = ['https://cdn.jsdelivr.net'];
const TAG_MANAGER_SCRIPT = ['https://www.googletagmanager.com'];
const TAG_MANAGER_CONNECT = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];
const AMPLITUDE_CONNECT = ['https://api2.amplitude.com', 'https://*.amplitude.com'];

/** Script types a browser executes; JSON-LD and other data blocks are not subject to `script-src`. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source (`'sha256-…'`) of every distinct inline script a page of the build runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(attributes) || !body) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>, hosts: ThirdPartyHosts): string {
  const scripts = ["'self'", ...[...new Set(scriptHashes)].sort()];
  const connect = ["'self'"];
  const images = ["'self'", 'data:'];
  if (hosts.hostedSearch) {
    scripts.push(...SEARCH_SCRIPT);
    connect.push(...SEARCH_CONNECT);
  }
  if (hosts.tagManager) {
    scripts.push(...TAG_MANAGER_SCRIPT);
    connect.push(...TAG_MANAGER_CONNECT);
    images.push(...TAG_MANAGER_CONNECT);
  }
  if (hosts.amplitude) connect.push(...AMPLITUDE_CONNECT);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // React and the theme set `style` attributes at run time (sidebar collapse, ideal-image placeholders), which hashes cannot cover.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers of the site, on nginx and on a CDN. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Headers that govern the document that receives them and do nothing on a script, a stylesheet or a search shard.
 * nginx sends them with HTML only: a search fetches dozens of shards, and over HTTP/1.1 these would add about
 * 1.2 KB to each (a CDN's HTTP/2 compresses repeated headers, so `_headers` keeps them everywhere).
 */
export const DOCUMENT_HEADERS: ReadonlySet<string> = new Set([
  'Content-Security-Policy',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
]);

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Folders whose files are named by their content (build assets, search index shards): cached for a year. */
export const IMMUTABLE_FOLDERS = ['/assets/', `/${SHARD_ROOT}/`];
/** HSTS for the public host (a CDN terminates TLS; nginx behind a TLS proxy sets it there). */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** A redirect's source with and without a trailing slash: both name the same old page. */
const sourcesOf = ({from}: Redirect): string[] => [from.replace(/\/$/, ''), `${from.replace(/\/$/, '')}/`];

const quoteNginx = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** The nginx variable that holds a document header's value for HTML responses and is empty (not sent) otherwise. */
const documentVariable = (name: string) => `$skyloom_document_${name.toLowerCase().replaceAll('-', '_')}`;

/** An nginx include (http context): for each document header, a map from the response's type to its value. */
export function nginxHttpInclude(headers: Record<string, string>): string {
  const lines = ['# Generated by scripts/finish-build.ts from scripts/lib/production-server.ts. Do not edit.'];
  for (const [name, value] of Object.entries(headers).filter(([name]) => DOCUMENT_HEADERS.has(name))) {
    lines.push(
      `map $sent_http_content_type ${documentVariable(name)} {`,
      `    ~^text/html ${quoteNginx(value)};`,
      '    default "";',
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** An nginx include (server context): the security headers, and one exact-match 301 per redirect. */
export function nginxInclude(redirects: readonly Redirect[], headers: Record<string, string>): string {
  const lines = [
    '# Generated by scripts/finish-build.ts from src/config/redirects.ts and the built HTML. Do not edit.',
  ];
  for (const [name, value] of Object.entries(headers)) {
    const sent = DOCUMENT_HEADERS.has(name) ? documentVariable(name) : quoteNginx(value);
    lines.push(`add_header ${name} ${sent} always;`);
  }
  for (const redirect of redirects) {
    for (const source of sourcesOf(redirect))
      lines.push(`location = ${source} { return 301 ${redirect.to}$is_args$args; }`);
  }
  return `${lines.join('\n')}\n`;
}

/** Netlify / Cloudflare Pages `_redirects` (those hosts already send `.html` paths to the clean URL themselves). */
export function cdnRedirects(redirects: readonly Redirect[]): string {
  const lines = ['# Generated by scripts/finish-build.ts from src/config/redirects.ts. Do not edit.'];
  for (const redirect of redirects)
    for (const source of sourcesOf(redirect)) lines.push(`${source} ${redirect.to} 301`);
  return `${lines.join('\n')}\n`;
}

/** Netlify / Cloudflare Pages `_headers`: security headers and HSTS everywhere, immutable hashed assets (HTML keeps the host's revalidating default). */
export function cdnHeaders(headers: Record<string, string>): string {
  const block = (pattern: string, entries: Record<string, string>) =>
    [pattern, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', {...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY}),
    ...IMMUTABLE_FOLDERS.map((folder) => block(`${folder}*`, {'Cache-Control': IMMUTABLE_CACHE})),
  ].join('\n')}\n`;
}
