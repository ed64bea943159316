import {test, expect, type Page, type Response} from '@playwright/test';
import {
  contract,
  docsSidebar,
  notFoundHeading,
  pages,
  sidebarEntries,
  styleGuidePages,
  transitionsSettled,
  waitForHydration,
} from './support/site';
import {axeViolations, COLOR_RULES} from './support/axe';
import {coverageRoutesOf} from './support/coverage';

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
 * The pages that bring a page template, component or element kind no earlier page has (support/coverage.ts):
 * checked in dark mode and at phone width too. Every page gets every rule in light mode at desktop width; a second
 * color mode or width changes the colors and layout of the same kinds of elements, so checking each kind once in
 * them finds what a check of every page would.
 */
const coverageRoutes = coverageRoutesOf(pages);
/** The guide's live pages and the style guide's. */
const sweptPages = [...pages, ...styleGuidePages()];
/** The route contract's pages (tests/routes.txt), with the sidebar each one shows. */
const contractPages = new Map(
  contract.flatMap((entry) => (entry.kind === 'page' ? [[entry.path, entry.sidebar] as const] : [])),
);

/**
 * Loads the route once and checks it at desktop width in light mode; the coverage pages also in dark mode (the rules
 * that depend on colors) and at phone width in dark then light mode. Returns every problem seen.
 */
async function sweep(page: Page, route: string): Promise<Problems & {axe: string[]; response: Response | null}> {
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
  const response = await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const checks: readonly (readonly ['desktop' | 'mobile', 'light' | 'dark', string[] | undefined])[] =
    coverageRoutes.has(route)
      ? [
          ['desktop', 'light', undefined],
          ['desktop', 'dark', COLOR_RULES],
          ['mobile', 'dark', undefined],
          ['mobile', 'light', COLOR_RULES],
        ]
      : [['desktop', 'light', undefined]];
  for (const [width, theme, rules] of checks) {
    await useViewport(page, width === 'desktop' ? DESKTOP : MOBILE);
    await useColourScheme(page, theme);
    problems.axe.push(...(await axeViolations(page, rules)).map((violation) => `[${width}, ${theme}] ${violation}`));
  }
  problems.csp.push(...(await cspViolations(page)));
  return {...problems, response};
}

/** What the route contract promises of a page it names: status 200, a title, and the right sidebar or none. */
async function expectContractPage(page: Page, response: Response | null, sidebar: string | null): Promise<void> {
  expect(response?.status(), 'status').toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(notFoundHeading(page)).toHaveCount(0);
  if (sidebar) {
    await expect(docsSidebar(page).locator('.menu__link').first()).toHaveAttribute('href', sidebarEntries[sidebar]);
  } else {
    await expect(docsSidebar(page)).toHaveCount(0);
  }
}

test.describe('Production sweep: accessibility, console, CSP, requests and the route contract on every page', () => {
  // One load and one axe run per route (four on the coverage pages).
  test.describe.configure({timeout: 90_000});

  for (const route of sweptPages) {
    const checked = coverageRoutes.has(route) ? 'desktop and phone, light and dark' : 'desktop, light';
    const contractSidebar = contractPages.get(route);
    const promise = contractPages.has(route)
      ? `, serves the contract's page ${contractSidebar ? `in the ${contractSidebar} sidebar` : 'without a docs sidebar'}`
      : '';
    test(`${route} (${checked}${promise})`, async ({page}) => {
      const problems = await sweep(page, route);
      expect(problems.console, 'console errors').toEqual([]);
      expect(problems.csp, 'CSP violations').toEqual([]);
      expect(problems.failed, 'failed requests').toEqual([]);
      expect(problems.axe, 'axe violations').toEqual([]);
      if (contractPages.has(route)) {
        await page.setViewportSize(DESKTOP);
        await expectContractPage(page, problems.response, contractSidebar ?? null);
      }
    });
  }
});
