import {test, expect, type Page} from '@playwright/test';
import {timings} from '../../src/config/timings';
import {styleGuide, waitForHydration} from './support/site';
import {builtTitle} from './support/builtPages';
import {chunkUrl, contentChunkOf, failRequests, holdRequests, serveCrashingContent} from './support/chunks';
import {hits, searchInput, searchModal} from './support/search';
import {everydayQuery} from './support/searchQueries';

/** Where the chunk tests start: a style guide page whose sidebar links to both targets. */
const START = styleGuide.concept;
/** The page the chunk tests open: its content chunk is the one that fails. */
const TARGET = styleGuide.command;
/** A second page, opened later: its chunk has never been loaded, so no cache can answer for the failing request. */
const LATER_TARGET = styleGuide.troubleshooting;
/** The title of the page at `path`, as the build shows it: the page itself has rendered. */
const titleOf = (page: Page, path: string) =>
  page.getByRole('heading', {level: 1, name: builtTitle(path), exact: true});
const targetHeading = (page: Page) => titleOf(page, TARGET);
const retryButton = (page: Page) => page.getByRole('button', {name: 'Retry', exact: true});
/** Docusaurus's page-load error box: the error text above a row holding the Retry button. */
const errorBox = (page: Page) => retryButton(page).locator('xpath=../..');

/** Counts the documents the tab loads (first load and every reload). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

function recordWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

async function openStart(page: Page): Promise<void> {
  await page.goto(START);
  await waitForHydration(page);
}

/** What a failure of the tests below most likely means when Docusaurus was upgraded. */
const RECOVERY_BYPASSED =
  "Docusaurus no longer loads a page's chunks through its route components' preload(), so src/plugins/page-loading/routeLoading.ts needs updating";

/** Follows the sidebar's link to a page, as a reader does: a client-side navigation that loads the page's chunk. */
const clickSidebarLink = (page: Page, path: string) =>
  page.locator(`.theme-doc-sidebar-container a.menu__link[href="${path}"]`).click();

test.describe('Chunk-load recovery', () => {
  test('a page whose script fails to load is reloaded once, with a warning, and then shown', async ({page}) => {
    const loads = countDocumentLoads(page);
    const warnings = recordWarnings(page);
    await openStart(page);
    const network = await failRequests(page, chunkUrl(contentChunkOf(TARGET)), 1);
    await clickSidebarLink(page, TARGET);
    await expect(targetHeading(page)).toBeVisible();
    expect(network.failed()).toBe(1);
    await expect.poll(loads).toBe(2);
    expect(
      warnings.some((warning) => warning.includes('failed to load')),
      `${RECOVERY_BYPASSED}: the reload came without its warning`,
    ).toBe(true);
  });

  test('when the reload does not help, the page-load error box with Retry is shown instead of another reload', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await openStart(page);
    const chunk = chunkUrl(contentChunkOf(TARGET));
    const network = await failRequests(page, chunk);
    await clickSidebarLink(page, TARGET);
    await expect(retryButton(page), `${RECOVERY_BYPASSED}: the reloaded page shows no error box`).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
    await expect(errorBox(page)).toContainText('ChunkLoadError');
    await expect.poll(loads).toBe(2);
    expect(network.failed()).toBeGreaterThanOrEqual(2);

    await page.unroute(chunk);
    await retryButton(page).click();
    await expect(targetHeading(page)).toBeVisible();
    expect(loads()).toBe(2);
  });

  test('a later failure on another page gets its own reload', async ({page}) => {
    const loads = countDocumentLoads(page);
    // Both failures are armed before any page loads, so that no prefetch can fetch either chunk first.
    const first = await failRequests(page, chunkUrl(contentChunkOf(TARGET)), 1);
    const later = await failRequests(page, chunkUrl(contentChunkOf(LATER_TARGET)), 1);
    await openStart(page);
    await clickSidebarLink(page, TARGET);
    await expect(targetHeading(page)).toBeVisible();
    await expect.poll(loads).toBe(2);
    expect(first.failed()).toBe(1);
    await openStart(page);
    await expect.poll(loads).toBe(3);
    await clickSidebarLink(page, LATER_TARGET);
    await expect(titleOf(page, LATER_TARGET)).toBeVisible();
    expect(later.failed()).toBe(1);
    await expect.poll(loads).toBe(4);
  });
});

test.describe('Lazy page states', () => {
  test.beforeEach(async ({page}) => {
    await page.clock.install();
  });

  /** Opens the target page with its content chunk failing, through the one reload, to the error state. */
  async function openFailingTarget(page: Page): Promise<string> {
    const chunk = chunkUrl(contentChunkOf(TARGET));
    await failRequests(page, chunk);
    await page.goto(TARGET);
    await expect(retryButton(page)).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.unroute(chunk);
    return chunk;
  }

  test('error: the error text in a red box with Retry, which loads the page again', async ({page}) => {
    await openFailingTarget(page);
    const box = errorBox(page);
    await expect(box).toContainText('Loading chunk');
    await expect(box).toHaveCSS('background-color', 'rgb(250, 56, 62)');
    await retryButton(page).click();
    await expect(targetHeading(page)).toBeVisible();
  });

  test('loading: a spinner once loading has taken 200 ms, then the loaded page', async ({page}) => {
    const chunk = await openFailingTarget(page);
    const network = await holdRequests(page, chunk);
    await retryButton(page).click();
    await expect.poll(network.held).toBe(1);
    await page.clock.runFor(199);
    await expect(page.locator('svg#loader')).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(page.locator('svg#loader')).toBeVisible();
    network.release();
    await expect(targetHeading(page)).toBeVisible();
    await expect(page.locator('svg#loader')).toHaveCount(0);
  });

  test(`timed out: after ${timings.pageLoadTimeoutMs / 1000} s of loading the reader is offered a reload`, async ({
    page,
  }) => {
    const chunk = await openFailingTarget(page);
    const network = await holdRequests(page, chunk);
    await retryButton(page).click();
    await expect.poll(network.held).toBe(1);
    await page.clock.runFor(timings.pageLoadTimeoutMs - 10);
    await expect(page.locator('svg#loader')).toBeVisible();
    await page.clock.runFor(20);
    const notice = page.getByRole('alert').filter({hasText: 'This page is taking longer than usual to load.'});
    await expect(notice).toBeVisible();
    await page.clock.resume();
    const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith(TARGET));
    await notice.getByRole('button', {name: 'Reload page'}).click();
    await reload;
    await expect(targetHeading(page)).toBeVisible();
    network.release();
  });
});

test.describe('Error boundary', () => {
  test('a crashing page shows This page crashed, the message chain and the Page Error title; Try again resets it', async ({
    page,
  }) => {
    await serveCrashingContent(page, styleGuide.concept);
    await page.goto(styleGuide.concept);
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    const message = page.locator('main p').filter({hasText: 'The page could not render its content'});
    expect(await message.innerText()).toBe(
      'The page could not render its content\n\nCause:\nThe example output is malformed\n\nCause:\nUnexpected end of JSON input',
    );
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();

    await page.evaluate(() => ((window as unknown as {stopCrashing: boolean}).stopCrashing = true));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(titleOf(page, styleGuide.concept)).toBeVisible();
    await expect(page).not.toHaveTitle('Page Error');
  });
});

test.describe('Storage failures', () => {
  const failures = {
    'disabled storage': (name: string) =>
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    'full storage': (name: string) => {
      const storage = (window as unknown as Record<string, Storage>)[name];
      Object.defineProperty(Object.getPrototypeOf(storage), 'setItem', {
        configurable: true,
        value() {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      });
    },
  };

  for (const [failure, breakStorage] of Object.entries(failures)) {
    test(`with ${failure}, color mode, the version link and search keep working, and the failure is logged`, async ({
      browser,
    }) => {
      const context = await browser.newContext({colorScheme: 'dark'});
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      const logged: string[] = [];
      page.on('console', (message) => {
        if (['warning', 'error'].includes(message.type())) logged.push(message.text());
      });
      await page.addInitScript(
        `(${breakStorage.toString()})('localStorage'); (${breakStorage.toString()})('sessionStorage');`,
      );
      await page.goto('/markdown-page');
      await waitForHydration(page);

      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

      await page.locator('.navbar__items--right').getByRole('link', {name: 'Next'}).click();
      await expect(page).toHaveURL(/\/$/);
      // The URL changes first; the home page, with a navbar and search box of its own, renders once its code is in.
      await expect(titleOf(page, '/')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

      await page.keyboard.press('Control+k');
      await expect(searchModal(page)).toBeVisible();
      await searchInput(page).fill(await everydayQuery());
      await expect(hits(page).first()).toBeVisible();
      await hits(page).first().click();
      await expect(page.locator('article h1')).toBeVisible();
      await page.keyboard.press('Control+k');
      await expect(searchModal(page)).toBeVisible();

      expect(errors.map(String)).toEqual([]);
      expect(logged.some((line) => /storage/i.test(line))).toBe(true);
      await context.close();
    });
  }
});

test.describe('Wrong base URL', () => {
  test('a site served under an unexpected path explains the baseUrl setting in a banner', async ({page, request}) => {
    const home = await (await request.get('/')).text();
    await page.route('**/skyloom-docs/', (route) => route.fulfill({status: 200, contentType: 'text/html', body: home}));
    // Served from the wrong path, the site's absolute asset URLs miss, as they would on such a server.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/skyloom-docs/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(banner).toContainText('We suggest trying baseUrl = /skyloom-docs/');
  });

  test('the banner stays hidden when the site is served where it was built for', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});
