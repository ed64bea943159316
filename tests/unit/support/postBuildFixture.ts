// A copy of the fixture build (tests/fixtures/post-build/site/: pages as `docusaurus build` writes them, before any
// post-build step) in a temporary folder, with what the steps need to know of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Redirect} from '../../../src/config/redirects';
import {writeRouteChunks} from '../../../src/plugins/page-loading/routeChunkPreloads';
import type {BuiltSite} from '../../../scripts/lib/post-build/site';
import {rulesDirOf} from '../../../scripts/lib/server-layout';

const FIXTURE = path.join(__dirname, '../../fixtures/post-build');
const SITE = path.join(FIXTURE, 'site');

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURE, file), 'utf8')) as T;

/** The site's title and redirect table. */
export const fixtureSite = readJson<{siteTitle: string; redirects: Redirect[]}>('site.json');
/** For each page, the chunks its route loads, as the page-loading plugin records them. */
export const fixtureRouteChunks = readJson<Record<string, string[]>>('route-chunks.json');

/** A page or file of the fixture build as `docusaurus build` wrote it. */
export const fixtureFile = (file: string): string => fs.readFileSync(path.join(SITE, file), 'utf8');

/** Every file of the fixture build, relative to it. */
export const fixtureFiles = (): string[] => filesIn(SITE);

/** Every file under `dir`, relative to it, sorted. */
export const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

export interface FixtureBuild extends BuiltSite {
  /** A page or file of the copy, as the steps left it. */
  read(file: string): string;
  remove(): void;
}

/** A fresh copy of the fixture build, with the route chunks recorded for it and a cache of its own. */
export async function fixtureBuild({baseUrl = '/', cacheDir}: {baseUrl?: string; cacheDir?: string} = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skyloom-post-build-'));
  const outDir = path.join(dir, 'build');
  fs.cpSync(SITE, outDir, {recursive: true});
  const generatedFilesDir = path.join(dir, '.docusaurus');
  await writeRouteChunks(generatedFilesDir, outDir, fixtureRouteChunks);
  const build: FixtureBuild = {
    outDir,
    rulesDir: rulesDirOf(outDir),
    generatedFilesDir,
    cacheDir: cacheDir ?? path.join(dir, 'cache'),
    baseUrl,
    siteTitle: fixtureSite.siteTitle,
    redirects: fixtureSite.redirects,
    hosts: {hostedSearch: false, tagManager: false, amplitude: false},
    read: (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
    remove: () => fs.rmSync(dir, {recursive: true, force: true}),
  };
  return build;
}
