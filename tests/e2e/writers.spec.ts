import {execFileSync} from 'node:child_process';
import {test, expect, type Page} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import type {Root, RootContent} from 'mdast';
import {pages, waitForHydration} from './support/site';
import {twinPath} from '../../src/plugins/llms-txt/twinPath';
import {product} from '../../src/config/product';

/** Site paths of the links in a Markdown list (`- [Title](https://docs.skyloom.io/path): …`). */
const linkedPaths = (markdown: string) =>
  [...markdown.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map(([, url]) => new URL(url).pathname);
/** Site paths of the pages in llms-full.txt, in order (each twin names its source page). */
const fullTextPages = (markdown: string) =>
  [...markdown.matchAll(/^Source: <([^>]+)>$/gm)].map(([, url]) => new URL(url).pathname);

/** Text as a reader compares it: runs of white space as one space, no zero-width hash-link characters. */
const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();
const markdownBlocks = (markdown: string): RootContent[] =>
  (unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root).children;
/** Every GFM table of a Markdown text, as rows of cell texts (header row first). */
const markdownTables = (markdown: string) =>
  markdownBlocks(markdown).flatMap((block) =>
    block.type === 'table' ? [block.children.map((row) => row.children.map((cell) => squash(toString(cell))))] : [],
  );
/** A table on the page as rows of cell texts, as the reader sees them (header row first). */
const pageTable = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((table) =>
      [...(table as HTMLTableElement).rows].map((row) => [...row.cells].map((cell) => cell.innerText)),
    )
    .then((rows) => rows.map((row) => row.map(squash)));

async function fetchText(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return {text: await response.text(), type: response.headers()['content-type'] ?? ''};
}

test.describe('Machine-readable docs', () => {
  test('llms.txt follows the llmstxt.org format and lists every page of the site', async ({page}) => {
    const {text, type} = await fetchText(page, '/llms.txt');
    expect(type).toContain('text/plain');
    expect(text).toMatch(/^# Skyloom User Guide\n\n> .+\n\n## Guides\n\n- \[/);
    const listed = new Set(linkedPaths(text));
    const missing = pages.filter((path) => !listed.has(twinPath(path)) && !listed.has(path));
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

test.describe('Markdown twins of components', () => {
  test('a flag table comes out as a Markdown table with the rows the page shows', async ({page}) => {
    const {text} = await fetchText(page, twinPath('/cli-guide/usage/generate-iac'));
    await page.goto('/cli-guide/usage/generate-iac');
    const rows = await pageTable(page, '[role="region"][aria-label^="Flags of"] table');
    expect(rows.length).toBeGreaterThan(3);
    expect(markdownTables(text)).toContainEqual(rows);
  });

  test('the versions table comes out as a Markdown table with the rows the page shows', async ({page}) => {
    const {text} = await fetchText(page, twinPath('/release-notes/versions'));
    await page.goto('/release-notes/versions');
    const rows = await pageTable(page, 'table:has(caption)');
    expect(rows.length).toBeGreaterThan(10);
    expect(markdownTables(text)).toContainEqual(rows);
    const caption = squash(await page.locator('table caption').innerText());
    expect(markdownBlocks(text).map((block) => squash(toString(block)))).toContain(caption);
  });

  test("a known-issues list comes out with each issue's heading and fields as the page shows them", async ({page}) => {
    const {text} = await fetchText(page, twinPath('/change-log/known-issues/feb2025'));
    await page.goto('/change-log/known-issues/feb2025');
    const issues = await page.locator('.theme-doc-markdown article[aria-labelledby]').evaluateAll((cards) =>
      cards.map((card) => ({
        heading: card.querySelector('h3')!.innerText,
        fields: [...card.querySelectorAll('dt')].map(
          (term) => `${(term as HTMLElement).innerText}: ${(term.nextElementSibling as HTMLElement).innerText}`,
        ),
      })),
    );
    expect(issues.length).toBeGreaterThan(1);
    const blocks = markdownBlocks(text);
    for (const issue of issues) {
      const at = blocks.findIndex(
        (block) => block.type === 'heading' && block.depth === 3 && squash(toString(block)) === squash(issue.heading),
      );
      expect(at, issue.heading).toBeGreaterThan(-1);
      const fields = blocks.slice(at).find((block) => block.type === 'list');
      expect(fields?.type === 'list' ? fields.children.map((item) => squash(toString(item))) : []).toEqual(
        issue.fields.map(squash),
      );
    }
  });
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
