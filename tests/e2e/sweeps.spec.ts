import {test, expect, type Page} from '@playwright/test';
import {pages, transitionsSettled, waitForHydration} from './support/site';
import {axeViolations} from './support/axe';

const DESKTOP = {width: 1280, height: 800};
const MOBILE = {width: 390, height: 844};

interface Problems {
  console: string[];
  csp: string[];
  failed: string[];
}

/** Records console errors, CSP violations and failed or erroring requests while a page loads. */
function watch(page: Page): Problems {
  const problems: Problems = {console: [], csp: [], failed: []};
  page.on('console', (message) => {
    if (message.type() === 'error') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(error.message));
  page.on('requestfailed', (request) => {
    // A request the page cancels itself (a lazy image or chunk it no longer needs) is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      problems.failed.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

/** Switches the visitor's system color scheme; with no stored choice the site follows it without a reload. */
async function useColourScheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await transitionsSettled(page);
}

/** Resizes the window and waits until the layout (navbar and table of contents) has switched to that width. */
async function useViewport(page: Page, viewport: typeof DESKTOP): Promise<void> {
  await page.setViewportSize(viewport);
  const mobile = viewport.width <= 996;
  await expect(page.locator('.navbar__toggle')).toBeVisible({visible: mobile});
  if (mobile) await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  await transitionsSettled(page);
}

/**
 * Loads the route once and checks it at desktop then mobile width, each in light then dark color mode (the
 * visitor's system setting), returning every problem seen.
 */
async function sweep(page: Page, route: string): Promise<Problems & {axe: string[]}> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const problems = {...watch(page), axe: [] as string[]};
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await useViewport(page, viewport);
    for (const theme of width === 'desktop' ? (['light', 'dark'] as const) : (['dark', 'light'] as const)) {
      await useColourScheme(page, theme);
      problems.axe.push(...(await axeViolations(page)).map((violation) => `[${width}, ${theme}] ${violation}`));
    }
  }
  problems.csp.push(...(await cspViolations(page)));
  return problems;
}

async function expectClean(page: Page, route: string): Promise<void> {
  const problems = await sweep(page, route);
  expect(problems.console, 'console errors').toEqual([]);
  expect(problems.csp, 'CSP violations').toEqual([]);
  expect(problems.failed, 'failed requests').toEqual([]);
  expect(problems.axe, 'axe violations').toEqual([]);
}

test.describe('Production sweep: accessibility, console, CSP and requests on every route', () => {
  // One load and four axe runs (two widths, two color modes) per route.
  test.describe.configure({timeout: 90_000});

  for (const route of pages) {
    test(`${route} (desktop and mobile, light and dark)`, async ({page}) => {
      await expectClean(page, route);
    });
  }
});
