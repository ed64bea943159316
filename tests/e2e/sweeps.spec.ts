import {test, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {contract, waitForHydration} from './support/site';

const pages = contract.filter((entry) => entry.kind === 'page').map((entry) => entry.path);
/** Mobile width is swept on one page of each layout: home, doc, CLI reference, release notes, search, standalone. */
const MOBILE_ROUTES = ['/', '/concepts/drift', '/cli-guide/get-started', '/release-notes/versions', '/search', '/analytics/tracked-events'];

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
    // The sweep reloads the page to switch colour mode, which aborts the previous load's chunk prefetches.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') problems.failed.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

/** Loads the route in light, then dark colour mode (as a visitor's choice), and returns every problem seen. */
async function sweep(page: Page, route: string): Promise<Problems & {axe: string[]}> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const problems = {...watch(page), axe: [] as string[]};
  await page.goto(route);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => window.localStorage.setItem('theme', mode), theme);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    problems.csp.push(...(await cspViolations(page)));
    const {violations} = await new AxeBuilder({page}).analyze();
    problems.axe.push(...violations.map((violation) => `[${theme}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`));
  }
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
  // Two loads and two axe runs per route.
  test.describe.configure({timeout: 90_000});

  for (const route of pages) {
    test(`${route} (desktop, light and dark)`, async ({page}) => {
      await expectClean(page, route);
    });
  }

  for (const route of MOBILE_ROUTES) {
    test(`${route} (mobile, light and dark)`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await expectClean(page, route);
    });
  }
});
