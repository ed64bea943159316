import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toString} from 'mdast-util-to-string';
import type {Root, RootContent} from 'mdast';
import {pages, sidebarEntries, waitForHydration} from './support/site';
import {guideDocWith, guideDocs} from './support/builtPages';
import {coverageRoutesOf} from './support/coverage';
import {twinPath} from '../../src/plugins/llms-txt/twinPath';
import {product} from '../../src/config/product';
import {commands} from '../../src/data/cli';
import {knownIssueMonths, releases, selectKnownIssues} from '../../src/data/releases';
import {docFiles, docRoute} from '../../scripts/lib/site-routes';

const ROOT = path.resolve(__dirname, '../..');

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
    expect(
      [...listed].filter((path) => path.startsWith('/styleguide')),
      'style guide pages listed',
    ).toEqual([]);
  });

  test('llms-full.txt holds every doc page in the order the sidebar shows them', async ({page}) => {
    const {text} = await fetchText(page, '/llms-full.txt');
    const order = fullTextPages(text);
    await page.goto(sidebarEntries.cli);
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

  // One doc of each kind (page template, component, element), whatever the guide holds.
  for (const route of coverageRoutesOf(guideDocs())) {
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
    // The first command of the CLI data with several flags, on its page in the CLI guide.
    const command = commands.find((candidate) => candidate.flags.length > 2)!;
    const {text} = await fetchText(page, twinPath(command.docPath));
    await page.goto(command.docPath);
    const rows = await pageTable(
      page,
      `[role="region"][aria-label="Flags of skyloom ${command.path.join(' ')}"] table`,
    );
    expect(rows.map((row) => row[0])).toEqual(['Flag', ...command.flags.map((flag) => `--${flag.name}`)]);
    expect(markdownTables(text)).toContainEqual(rows);
  });

  test('the versions table comes out as a Markdown table with the rows the page shows', async ({page}) => {
    const {text} = await fetchText(page, twinPath('/release-notes/versions'));
    await page.goto('/release-notes/versions');
    const rows = await pageTable(page, 'table:has(caption)');
    expect(rows.map((row) => row[0].split(' ')[0])).toEqual(['Version', ...releases.map((release) => release.version)]);
    expect(markdownTables(text)).toContainEqual(rows);
    const caption = squash(await page.locator('table caption').innerText());
    // The caption titles the table in the line above it.
    const blocks = markdownBlocks(text);
    const titled = blocks.findIndex(
      (block, index) => blocks[index + 1]?.type === 'table' && squash(toString(block)) === `Table: ${caption}`,
    );
    expect(titled, `"Table: ${caption}" above the table`).toBeGreaterThan(-1);
  });

  test("a known-issues list comes out with each issue's heading and fields as the page shows them", async ({page}) => {
    // The first known-issues month of the release data that reported several issues.
    const month = knownIssueMonths.find((candidate) => selectKnownIssues({month: candidate.slug}).length > 1)!;
    const {text} = await fetchText(page, twinPath(month.path));
    await page.goto(month.path);
    const issues = await page.locator('.theme-doc-markdown article[aria-labelledby]').evaluateAll((cards) =>
      cards.map((card) => ({
        id: card.getAttribute('aria-labelledby'),
        heading: card.querySelector('h3')!.innerText,
        fields: [...card.querySelectorAll('dt')].map(
          (term) => `${(term as HTMLElement).innerText}: ${(term.nextElementSibling as HTMLElement).innerText}`,
        ),
      })),
    );
    expect(issues.map((issue) => issue.id)).toEqual(
      expect.arrayContaining(selectKnownIssues({month: month.slug}).map((issue) => issue.id.toLowerCase())),
    );
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
  /** The button is on the guide's own docs (the style guide has no twins): the first doc that shows it. */
  const docWithCopyButton = () =>
    guideDocWith('a Copy page as Markdown button', (html) => html.includes('Copy page as Markdown'));

  /** The actions are in the "Copy page" menu beside the title. */
  const openCopyMenu = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true}).click();

  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copies the page twin and shows feedback for about a second', async ({page}) => {
    await page.clock.install();
    await page.goto(docWithCopyButton());
    await waitForHydration(page);
    await openCopyMenu(page);
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await button.click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const {text} = await fetchText(page, twinPath(docWithCopyButton()));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.clock.runFor(1100);
    await expect(button).toBeVisible();
  });

  test('says so when the Markdown cannot be fetched, and keeps working', async ({page}) => {
    const twin = `**${twinPath(docWithCopyButton())}`;
    await page.route(twin, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto(docWithCopyButton());
    await waitForHydration(page);
    await openCopyMenu(page);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: /Copy failed/})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.unroute(twin);
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 3000});
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  });
});

test.describe('Edit this page', () => {
  /** A doc's "Edit this page" link, from its source file, and a byline with the date of its last change only. */
  async function expectEditLinkAndDate(page: Page, file: string): Promise<void> {
    const source = path.relative(ROOT, file);
    await page.goto(docRoute(file));
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${product.repositoryUrl}/edit/main/${source}`,
    );
    const byline = page.locator('.theme-last-updated');
    await expect(byline.locator('time[datetime]')).toHaveCount(1);
    await expect(byline).not.toContainText(/\bby\b/);
  }

  test('links each doc to its source file and dates its last change, without naming an author', async ({page}) => {
    // A folder's index page and a page of its own, the first of each in the guide's docs.
    const isIndex = (file: string) => /^index\.mdx?$/.test(path.basename(file));
    await expectEditLinkAndDate(page, docFiles().find(isIndex)!);
    await expectEditLinkAndDate(
      page,
      docFiles().find((file) => !isIndex(file) && docRoute(file) !== '/')!,
    );
  });
});
