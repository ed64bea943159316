// Runs after `docusaurus build`: the post-build pipeline (scripts/lib/post-build/pipeline.ts) on the build in outDir,
// with the redirect table, the site's title and the build's environment; the nginx rules go beside the build
// (`build/` -> `build-nginx/`, scripts/lib/server-layout.ts).
// Usage: tsx scripts/finish-build.ts [outDir]   (default build)
import fs from 'node:fs/promises';
import path from 'node:path';
import {redirects} from '../src/config/redirects';
import {environment} from '../src/config/environment';
import {product} from '../src/config/product';
import {runPostBuild} from './lib/post-build/pipeline';
import {rulesDirOf} from './lib/server-layout';

const ROOT = path.resolve(__dirname, '..');
const outDir = path.resolve(ROOT, process.argv[2] ?? 'build');
const rulesDir = rulesDirOf(outDir);

async function main(): Promise<void> {
  // The rules of an earlier build never outlive it, even when a step fails.
  await fs.rm(rulesDir, {recursive: true, force: true});
  await runPostBuild({
    outDir,
    rulesDir,
    generatedFilesDir: path.join(ROOT, '.docusaurus'),
    cacheDir: path.join(ROOT, 'node_modules/.cache/skyloom-precompress'),
    baseUrl: environment.baseUrl,
    siteTitle: product.siteTitle,
    redirects,
    hosts: {
      hostedSearch: environment.search.mode === 'hosted',
      tagManager: Boolean(environment.gtmContainerId),
      amplitude: Boolean(environment.amplitudeApiKey),
    },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
