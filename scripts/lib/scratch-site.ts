// A throwaway copy of the site, to build or serve without touching the work tree: the sources are copied, the
// installed packages linked one by one (so build caches stay inside the copy). Used by the dev-server search test,
// by the scale benchmark, which grows the copy's docs to a given number of pages, and by the writer-mistake test,
// which lints a copy with mistakes planted in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

const ROOT = path.resolve(__dirname, '../..');
/** What a build needs from the work tree, besides the installed packages. */
const SITE_SOURCES = [
  'docs',
  // The API reference's folder, which the `api` docs instance needs before its pages are written into it.
  'api/.gitignore',
  'tests/fixtures/styleguide',
  'src',
  'static',
  'scripts',
  'deploy',
  'sidebars.ts',
  'docusaurus.config.ts',
  'package.json',
  'tsconfig.json',
  '.gitignore',
];

export interface ScratchSite {
  dir: string;
  remove(): void;
}

/**
 * What the content lint needs besides a build's sources: the route contract its link rule accepts, the search
 * evaluation whose expected pages it checks, and Prettier's configuration.
 */
export const LINT_SOURCES = ['tests/routes.txt', 'tests/search', '.prettierrc.json', '.prettierignore'];

export function createScratchSite(sourceDir = ROOT, extra: readonly string[] = []): ScratchSite {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyloom-site-'));
  for (const entry of [...SITE_SOURCES, ...extra]) {
    fs.mkdirSync(path.dirname(path.join(dir, entry)), {recursive: true});
    fs.cpSync(path.join(sourceDir, entry), path.join(dir, entry), {recursive: true});
  }
  const modules = path.join(ROOT, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(modules)) {
    if (name !== '.cache') fs.symlinkSync(path.join(modules, name), path.join(dir, 'node_modules', name));
  }
  commitAll(dir);
  return {dir, remove: () => fs.rmSync(dir, {recursive: true, force: true})};
}

/** The build reads each doc's last update from Git, so the copy is a repository with its files committed. */
function commitAll(dir: string): void {
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Scratch site', '-c', 'user.email=scratch@localhost', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  if (!fs.existsSync(path.join(dir, '.git'))) git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--allow-empty', '--message', 'Scratch copy of the site');
}

/**
 * Adds copies of the guide's docs under `docs/scale-<n>/` until the site has `pages` searchable pages (standalone
 * pages included). Copies keep their content and links; their paths, and so their routes, are their own.
 */
export function growDocs(siteDir: string, pages: number): number {
  const docsDir = path.join(siteDir, 'docs');
  const originals = (fs.readdirSync(docsDir, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
  const standalone = fs
    .readdirSync(path.join(siteDir, 'src/pages'), {recursive: true})
    .filter((file) => /\.(md|mdx|tsx)$/.test(String(file))).length;
  let total = originals.length + standalone;
  for (let copy = 1; total < pages; copy++) {
    for (const file of originals) {
      if (total >= pages) break;
      const target = path.join(docsDir, `scale-${copy}`, file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
      fs.writeFileSync(target, source.replace(/^slug: \/$/m, `slug: /scale-${copy}/`));
      total++;
    }
  }
  commitAll(siteDir);
  return total;
}
