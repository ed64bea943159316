// The post-build pipeline: what happens to a site after `docusaurus build` (whose plugins' postBuild hooks write
// their own files, and never rewrite a built page), one named step after another, in this order. Each step does
// one job (./site.ts says what a step is); taking one out is deleting its line.
import {paintFirstEntry} from '../../../src/plugins/page-loading/paintFirstEntry';
import {routeChunkPreloads} from '../../../src/plugins/page-loading/routeChunkPreloads';
import {validClientRedirectPages} from './client-redirect-pages';
import {precompress} from './precompress';
import {serverRules} from './server-rules';
import type {BuiltSite, PostBuildStep} from './site';

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  // Rewrites of the built pages. The route-chunk preloads go beside the entry script paint-first-entry replaces.
  routeChunkPreloads,
  paintFirstEntry,
  validClientRedirectPages,
  // After every rewrite: the CSP allows the inline scripts the pages end up with.
  serverRules,
  // Last: the compressed copies are of the files as served.
  precompress,
];

/** Runs the steps on the site in order, logging what each did and how long it took. */
export async function runPostBuild(
  site: BuiltSite,
  steps: readonly PostBuildStep[] = POST_BUILD_STEPS,
  log: (line: string) => void = console.log,
): Promise<void> {
  for (const step of steps) {
    const started = performance.now();
    const done = await step.run(site);
    log(`post-build ${step.name}: ${done} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
