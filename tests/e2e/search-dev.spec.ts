import fs from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {test, expect, type Page} from '@playwright/test';
import {createScratchSite, type ScratchSite} from '../../scripts/lib/scratch-site';
import {DEV_SERVER_PORT} from './support/servers';
import {hits, searchInput, searchModal} from './support/search';

const ORIGIN = `http://127.0.0.1:${DEV_SERVER_PORT}`;
/** The dev server compiles in the browser's time: results may take longer than on the production build. */
const RESULTS = {timeout: 30_000};
/** Words no page of the guide uses, or comes within a typo of, so only the text a test writes can match them. */
const FIXTURE_WORD = 'velmoranth';
const ADDED_WORD = 'quokkaflume';
const REMOVED_WORD = 'zimbroquex';
/** The tests' own pages go in the folder whose sidebar is generated, so no sidebar needs editing. */
const FIXTURE_DIR = 'docs/resources';

/** A doc of the scratch site written by the test: its file and route. */
function fixturePage(name: string, title: string, text: string): {file: string; route: string} {
  const file = path.join(site.dir, FIXTURE_DIR, `${name}.md`);
  const frontmatter = `---\ntitle: ${title}\ndescription: A page the dev-server search test writes and edits while the server runs.\nkeywords: [test]\n---\n`;
  fs.writeFileSync(file, `${frontmatter}\n${text}\n`);
  return {file, route: `/${path.relative(path.join(site.dir, 'docs'), file).replace(/\.md$/, '')}`};
}

let site: ScratchSite;
let server: ChildProcess;
let indexed: {file: string; route: string};
let removed: {file: string; route: string};

async function indexFolder(): Promise<string | null> {
  const response = await fetch(`${ORIGIN}/search-index.json`).catch(() => null);
  return response?.ok ? ((await response.json()) as {dir: string}).dir : null;
}

/** Waits until the dev server has written a new index (its folder is named by its content). */
async function indexChanged(since: string | null): Promise<void> {
  await expect.poll(indexFolder, {timeout: 60_000, intervals: [500]}).not.toBe(since);
}

/** Opens the search on the home page; again when the dev server reloads the page as its rebuild ends. */
async function search(page: Page, query: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.keyboard.press('Control+k');
    await expect(searchModal(page)).toBeVisible({timeout: 5_000});
  }).toPass({timeout: 60_000});
  await searchInput(page).fill(query);
}

test.describe('Search on the dev server (npm start)', () => {
  test.describe.configure({mode: 'serial', timeout: 180_000});

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = createScratchSite();
    indexed = fixturePage(
      'dev-search-fixture',
      `Clusters of ${FIXTURE_WORD}`,
      `A ${FIXTURE_WORD} cluster runs drift checks.`,
    );
    removed = fixturePage('dev-search-removed', 'Recorded sessions', `Recorded ${REMOVED_WORD} sessions are kept.`);
    server = spawn(
      process.execPath,
      [
        'node_modules/@docusaurus/core/bin/docusaurus.mjs',
        'start',
        '--port',
        String(DEV_SERVER_PORT),
        '--host',
        '127.0.0.1',
        '--no-open',
      ],
      {cwd: site.dir, stdio: 'ignore', env: {...process.env, BROWSER: 'none'}},
    );
    await expect.poll(indexFolder, {timeout: 240_000, intervals: [1000]}).not.toBeNull();
    await expect.poll(async () => (await fetch(`${ORIGIN}/`).catch(() => null))?.status, {timeout: 120_000}).toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    site?.remove();
  });

  test('answers from the docs sources, with no build', async ({page}) => {
    expect(fs.existsSync(path.join(site.dir, 'build'))).toBe(false);
    await search(page, FIXTURE_WORD);
    await expect(hits(page).first()).toBeVisible(RESULTS);
    await expect(page.locator(`.DocSearch-Hit a[href="${indexed.route}"]`).first()).toBeVisible(RESULTS);
  });

  test('finds text added to a page once the browser reloads', async ({page}) => {
    const before = await indexFolder();
    fs.appendFileSync(
      indexed.file,
      `\n## Drift on a ${ADDED_WORD} cluster\n\nA ${ADDED_WORD} cluster reports drift on every node.\n`,
    );
    await indexChanged(before);
    await search(page, ADDED_WORD);
    await expect(page.locator(`.DocSearch-Hit a[href^="${indexed.route}#"]`).first()).toBeVisible(RESULTS);
  });

  test('forgets a page that was removed', async ({page}) => {
    await search(page, REMOVED_WORD);
    await expect(page.locator(`.DocSearch-Hit a[href^="${removed.route}"]`).first()).toBeVisible(RESULTS);

    const before = await indexFolder();
    fs.rmSync(removed.file);
    await indexChanged(before);
    await search(page, REMOVED_WORD);
    await expect(page.getByText('No results for')).toBeVisible(RESULTS);
    await expect(page.locator(`.DocSearch-Hit a[href^="${removed.route}"]`)).toHaveCount(0);
  });
});
