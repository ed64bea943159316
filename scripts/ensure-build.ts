// Builds what the browser suite serves, only when missing or older than its sources, so `npm test` reuses
// builds: `build/` (the site with no variables set) and `build-hosted/` (the same site with test credentials for
// every hosted service: search, tag manager, product analytics; the suite intercepts their requests).
// Usage: tsx scripts/ensure-build.ts [build] [build-hosted]   (default both)
import fs from 'node:fs';
import path from 'node:path';
import {execSync} from 'node:child_process';
import {SERVER_RULES, rulesDirOf} from './lib/server-layout';

const ROOT = path.resolve(__dirname, '..');
const SOURCES = [
  'docs',
  'tests/fixtures/styleguide',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
  'scripts/finish-build.ts',
  'scripts/lib/post-build',
  'scripts/lib/production-server.ts',
  'scripts/lib/server-layout.ts',
];
export const HOSTED_SERVICES_FIXTURE = {
  ALGOLIA_APP_ID: 'SKYLOOMTEST',
  ALGOLIA_SEARCH_API_KEY: 'search-only-test-key',
  GTM_CONTAINER_ID: 'GTM-SKYLOOM',
  AMPLITUDE_API_KEY: 'amplitude-test-key',
};
const TARGETS = [
  {outDir: 'build', env: {}},
  {outDir: 'build-hosted', env: HOSTED_SERVICES_FIXTURE},
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const changedAt = Math.max(
  ...SOURCES.map((source) => path.join(ROOT, source))
    .filter(fs.existsSync)
    .map(newestChange),
);
const wanted = process.argv.slice(2);
for (const {outDir, env} of TARGETS.filter((target) => wanted.length === 0 || wanted.includes(target.outDir))) {
  // Written by the post-build pipeline after every page is final, so a build that stopped before it is built again.
  const marker = path.join(rulesDirOf(path.join(ROOT, outDir)), SERVER_RULES);
  const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  if (changedAt <= builtAt) {
    console.log(`Reusing ${outDir}/ (up to date with its sources).`);
    continue;
  }
  console.log(builtAt ? `Sources changed since ${outDir}/ was built: rebuilding.` : `No ${outDir}/ yet: building.`);
  execSync(`npx docusaurus build --out-dir ${outDir} && npx tsx scripts/finish-build.ts ${outDir}`, {
    cwd: ROOT,
    stdio: 'inherit',
    // Images stay files: Docusaurus inlines those under 10 KB into the page and its chunk too (README, "Performance").
    env: {...process.env, WEBPACK_URL_LOADER_LIMIT: '0', ...env},
  });
}
