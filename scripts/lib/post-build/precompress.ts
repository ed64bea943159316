// Post-build step: a gzip and a brotli copy next to every text file of the build, which nginx sends as they are
// (gzip_static, brotli_static in deploy/nginx/skyloom-docs.conf) instead of compressing them on each request. It runs
// last, on the files as they are served.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {filesUnder, type PostBuildStep} from './site';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|md|webmanifest|ico)$/;
/** Smaller files save too little to keep two copies of; nginx's gzip compresses those of `gzip_types` as it sends them. */
const MIN_COMPRESS_BYTES = 1024;
/** The cache's entries unused for a week are removed. */
const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The gzip and brotli forms of `content`, from the cache or compressed now (and cached). The cache holds compressed
 * copies by the SHA-256 of their content: brotli at its best quality is the most of this step's time, and most files
 * of `build/` and `build-hosted/` (and of a rebuild) are the same bytes.
 */
async function compressed(cacheDir: string, content: Buffer): Promise<[Buffer, Buffer]> {
  const cached = path.join(cacheDir, crypto.createHash('sha256').update(content).digest('hex'));
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

async function precompressFile(cacheDir: string, file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_COMPRESS_BYTES) return;
  const [gz, br] = await compressed(cacheDir, content);
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
}

/** Removes the cache entries no build has used for a week. */
async function pruneCache(cacheDir: string): Promise<void> {
  const cutoff = Date.now() - CACHE_MAX_AGE_MS;
  for (const name of await fs.readdir(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if ((await fs.stat(entry)).mtimeMs < cutoff) await fs.rm(entry, {force: true});
  }
}

export const precompress: PostBuildStep = {
  name: 'precompress',
  async run(site) {
    const compressible = (await filesUnder(site.outDir)).filter((file) => COMPRESSIBLE.test(file));
    await fs.mkdir(site.cacheDir, {recursive: true});
    const queue = [...compressible];
    await Promise.all(
      Array.from({length: 4}, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) await precompressFile(site.cacheDir, file);
      }),
    );
    await pruneCache(site.cacheDir);
    return `${compressible.length} text files precompressed`;
  },
};
