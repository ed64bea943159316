import {execFileSync} from 'node:child_process';
import {test, expect, type Page} from '@playwright/test';
import {contract, waitForHydration} from './support/site';
import {twinPath} from '../../src/lib/markdownTwin';
import {product} from '../../src/config/product';

/** Site paths of the links in a Markdown list (`- [Title](https://docs.skyloom.io/path): …`). */
const linkedPaths = (markdown: string) =>
  [...markdown.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map(([, url]) => new URL(url).pathname);
/** Site paths of the pages in llms-full.txt, in order (each twin names its source page). */
const fullTextPages = (markdown: string) =>
  [...markdown.matchAll(/^Source: <([^>]+)>$/gm)].map(([, url]) => new URL(url).pathname);
const pages = contract.filter((entry) => entry.kind === 'page');

async function fetchText(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return {text: await response.text(), type: response.headers()['content-type'] ?? ''};
}

test.describe('Machine-readable docs', () => {
  test('llms.txt follows the llmstxt.org format and lists every page of the route contract', async ({page}) => {
    const {text, type} = await fetchText(page, '/llms.txt');
    expect(type).toContain('text/plain');
    expect(text).toMatch(/^# Skyloom User Guide\n\n> .+\n\n## Guides\n\n- \[/);
    const listed = new Set(linkedPaths(text));
    const missing = pages
      .filter((entry) => !listed.has(twinPath(entry.path)) && !listed.has(entry.path))
      .map((entry) => entry.path);
    expect(missing).toEqual([]);
  });

  test('llms-full.txt holds every doc page in the order the sidebar shows them', async ({page}) => {
    const {text} = await fetchText(page, '/llms-full.txt');
    const order = fullTextPages(text);
    await page.goto('/cli-guide/');
    await waitForHydration(page);
    const collapsed = page.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed').first();
    while (await collapsed.count()) {
      await collapsed.locator('.menu__caret, .menu__link--sublist-caret').first().click();
    }
    const sidebarLinks = await page
      .locator('.theme-doc-sidebar-menu a.menu__link[href^="/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(sidebarLinks.length).toBeGreaterThan(5);
    const positions = sidebarLinks.map((path) => order.indexOf(path));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  for (const route of [
    '/concepts/drift',
    '/cli-guide/',
    '/cli-guide/usage/generate-iac',
    '/change-log/known-issues/feb2025',
    '/',
  ]) {
    test(`the Markdown twin of ${route} is served as Markdown and has the page's headings`, async ({page}) => {
      const {text, type} = await fetchText(page, twinPath(route));
      expect(type).toContain('text/markdown');
      await page.goto(route);
      const title = await page.locator('article h1, main h1').first().innerText();
      expect(text.startsWith(`# ${title}\n`)).toBe(true);
      const headings = await page
        .locator('article h2, article h3')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent!.replace(/\u200b/g, '').trim()));
      const plainText = text.replace(/`/g, ''); // code spans in headings render without their backticks
      for (const heading of headings) expect(plainText, `heading "${heading}"`).toContain(heading);
    });
  }
});

test.describe('Copy page as Markdown', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copies the page twin and shows feedback for about a second', async ({page}) => {
    await page.clock.install();
    await page.goto('/concepts/drift');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await button.click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const {text} = await fetchText(page, twinPath('/concepts/drift'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.clock.runFor(1100);
    await expect(button).toBeVisible();
  });

  test('says so when the Markdown cannot be fetched, and keeps working', async ({page}) => {
    await page.route('**/concepts/drift.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/concepts/drift');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: /Copy failed/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.unroute('**/concepts/drift.md');
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 3000});
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  });
});

test.describe('Edit this page', () => {
  test('links each doc to its source file and names the last author', async ({page}) => {
    await page.goto('/cli-guide/');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${product.repositoryUrl}/edit/main/docs/cli-guide/index.mdx`,
    );
    await page.goto('/concepts/drift');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${product.repositoryUrl}/edit/main/docs/concepts/drift.md`,
    );
    const author = execFileSync('git', ['log', '-1', '--format=%an', '--', 'docs/concepts/drift.md'], {
      encoding: 'utf8',
    }).trim();
    await expect(page.locator('.theme-last-updated')).toContainText(`by ${author}`);
  });
});
