// Runs after `docusaurus build` (every plugin's postBuild has written its files by then, including the
// client-redirect pages whose inline scripts the CSP must hash): makes the client-redirect pages valid HTML,
// writes the serving rules generated from the redirect table and the built HTML, then precompresses text assets
// for nginx's gzip_static/brotli_static.
// Usage: tsx scripts/finish-build.ts [outDir]   (default build)
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {redirects} from '../src/config/redirects';
import {environment} from '../src/config/environment';
import {product} from '../src/config/product';
import {rewriteClientRedirectPages} from './lib/client-redirect-pages';
import {
  NGINX_HTTP_INCLUDE,
  NGINX_INCLUDE,
  cdnHeaders,
  cdnRedirects,
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxHttpInclude,
  nginxInclude,
  securityHeaders,
} from './lib/production-server';

const ROOT = path.resolve(__dirname, '..');
const outDir = path.resolve(ROOT, process.argv[2] ?? 'build');
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|webmanifest|ico)$/;
const MIN_COMPRESS_BYTES = 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/**
 * Compressed copies by the SHA-256 of their content: brotli at its best quality is half a build's time, and most
 * files of `build/` and `build-hosted/` (and of a rebuild) are the same bytes. Entries unused for a week are removed.
 */
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/skyloom-precompress');
const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The gzip and brotli forms of `content`, from the cache or compressed now (and cached). */
async function compressed(content: Buffer): Promise<[Buffer, Buffer]> {
  const cached = path.join(CACHE_DIR, crypto.createHash('sha256').update(content).digest('hex'));
  const hit = await Promise.all([fs.readFile(`${cached}.gz`), fs.readFile(`${cached}.br`)]).catch(() => null);
  if (hit) {
    const now = new Date();
    await Promise.all([fs.utimes(`${cached}.gz`, now, now), fs.utimes(`${cached}.br`, now, now)]);
    return hit as [Buffer, Buffer];
  }
  const forms = await Promise.all([
    gzip(content, {level: zlib.constants.Z_BEST_COMPRESSION}),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  // Written under a temporary name and renamed, so a concurrent reader never sees half a file.
  for (const [extension, bytes] of [
    ['gz', forms[0]],
    ['br', forms[1]],
  ] as const) {
    const partial = `${cached}.${extension}.${crypto.randomUUID()}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, `${cached}.${extension}`);
  }
  return forms;
}

async function precompress(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_COMPRESS_BYTES) return;
  const [gz, br] = await compressed(content);
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
}

/** Removes the cache entries no build has used for a week. */
async function pruneCache(): Promise<void> {
  const cutoff = Date.now() - CACHE_MAX_AGE_MS;
  for (const name of await fs.readdir(CACHE_DIR)) {
    const entry = path.join(CACHE_DIR, name);
    if ((await fs.stat(entry)).mtimeMs < cutoff) await fs.rm(entry, {force: true});
  }
}

async function main(): Promise<void> {
  const redirectPages = await rewriteClientRedirectPages(outDir, redirects, product.siteTitle);
  const files = (await filesUnder(outDir)).filter((file) => !/\.(gz|br)$/.test(file));
  const hashes = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
  }
  const headers = securityHeaders(
    contentSecurityPolicy(hashes, {
      hostedSearch: environment.search.mode === 'hosted',
      tagManager: Boolean(environment.gtmContainerId),
      amplitude: Boolean(environment.amplitudeApiKey),
    }),
  );
  await fs.mkdir(path.join(outDir, path.dirname(NGINX_INCLUDE)), {recursive: true});
  await fs.writeFile(path.join(outDir, NGINX_HTTP_INCLUDE), nginxHttpInclude(headers));
  await fs.writeFile(path.join(outDir, NGINX_INCLUDE), nginxInclude(redirects, headers));
  await fs.writeFile(path.join(outDir, '_redirects'), cdnRedirects(redirects));
  await fs.writeFile(path.join(outDir, '_headers'), cdnHeaders(headers));

  const compressible = files.filter((file) => COMPRESSIBLE.test(file));
  await fs.mkdir(CACHE_DIR, {recursive: true});
  const queue = [...compressible];
  await Promise.all(
    Array.from({length: 4}, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await precompress(file);
    }),
  );
  await pruneCache();
  console.log(
    `finish-build: ${redirectPages} client-redirect pages made valid, ${hashes.size} inline script hashes in the CSP, ${compressible.length} files precompressed in ${path.relative(ROOT, outDir)}/.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
