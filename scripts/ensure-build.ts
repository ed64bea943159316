// Builds the site only when build/ is missing or older than its sources, so `npm test` reuses one build.
import fs from 'node:fs';
import path from 'node:path';
import {execSync} from 'node:child_process';

const ROOT = path.resolve(__dirname, '..');
const SOURCES = ['docs', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];
const marker = path.join(ROOT, 'build/index.html');

function newestChange(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => path.join(ROOT, source)).filter(fs.existsSync).map(newestChange));
if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding.' : 'No build yet: building.');
  execSync('npm run build', {cwd: ROOT, stdio: 'inherit'});
} else {
  console.log('Reusing the build in build/ (up to date with its sources).');
}
