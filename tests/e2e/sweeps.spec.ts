import {test, expect, type Page, type Request, type Response} from '@playwright/test';
import {
  browserSettled,
  contract,
  docsSidebar,
  notFoundHeading,
  pages,
  sidebarEntries,
  styleGuidePages,
  transitionsSettled,
  waitForHydration,
} from './support/site';
import {axeViolations, COLOR_RULES, type AxeScope} from './support/axe';
import {coverageRoutesOf} from './support/coverage';
import {builtHtml} from './support/builtPages';
import {apiOperations, webhookEvents} from '../../src/data/api';
import {referencePath} from '../../src/plugins/api-reference/routes';

/** The desktop width of the design review and the screenshots; a table that fits it fits any wider window. */
const DESKTOP = {width: 1366, height: 800};
const MOBILE = {width: 390, height: 844};

interface Problems {
  console: string[];
  failed: string[];
}

/** What a sweep saw go wrong on the page it loaded last. */
function noProblems(): Problems {
  return {console: [], failed: []};
}

/**
 * One browser tab per worker, reused from page to page as a reader's tab is: the site's shared files come from the
 * browser's cache after the first page, which makes a page's sweep about a third faster than in a fresh tab. Its
 * listeners record console errors, CSP violations and failed or erroring requests into `problems`, which each test
 * resets before it loads its page.
 */
interface Tab {
  page: Page;
  problems: Problems;
  /** The requests the page has started and that have neither finished nor failed. */
  inFlight: Set<Request>;
}

const sweepTest = test.extend<object, {tab: Tab}>({
  tab: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
      const page = await context.newPage();
      const tab: Tab = {page, problems: noProblems(), inFlight: new Set()};
      page.on('request', (request) => tab.inFlight.add(request));
      page.on('requestfinished', (request) => tab.inFlight.delete(request));
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as {cspViolations: string[]}).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      page.on('console', (message) => {
        if (message.type() === 'error') tab.problems.console.push(message.text());
      });
      page.on('pageerror', (error) => tab.problems.console.push(error.message));
      page.on('requestfailed', (request) => {
        tab.inFlight.delete(request);
        // A request the page cancels itself (a lazy image or chunk it no longer needs) is not a failure.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED')
          tab.problems.failed.push(`${request.url()} ${request.failure()?.errorText}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document')
          tab.problems.failed.push(`${response.url()} ${response.status()}`);
      });
      await use(tab);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

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
 * The pages that bring a page template, docs sidebar, component or element kind no earlier page has
 * (support/coverage.ts): checked whole, in dark mode and at phone width too. Every other page gets every rule but the
 * color rules, in light mode at desktop width, on all but the chrome it shares with them; colors, a second color mode
 * and a second width change the same kinds of elements alike, so checking each kind once in them finds what a check of
 * every page would.
 */
const coverageRoutes = coverageRoutesOf(pages);
/** What every page of a template and sidebar shows alike, which axe checks on its coverage page. */
const SHARED_CHROME = ['.navbar', '.theme-doc-sidebar-container', '.footer'];
/**
 * The API reference's operation and webhook pages, which one renderer writes from the OpenAPI document
 * (src/plugins/api-reference): axe checks that renderer's markup on the coverage pages among them; every one is still
 * loaded and checked for console errors, CSP, requests and tables, and `npm run validate:html` checks its HTML.
 */
const renderedFromData = new Set(
  [...apiOperations, ...webhookEvents].map(({operationId}) => referencePath(operationId)),
);
/** The guide's live pages and the style guide's. */
const sweptPages = [...pages, ...styleGuidePages()];
/** The route contract's pages (tests/routes.txt), with the sidebar each one shows. */
const contractPages = new Map(
  contract.flatMap((entry) => (entry.kind === 'page' ? [[entry.path, entry.sidebar] as const] : [])),
);

/** The pages with a table, found in the build: the sweep also checks their tables at both widths. */
const hasTable = (route: string) => /<table[\s>]/.test(builtHtml(route) ?? '');

/**
 * The tables of the page that do not fit at the current width: at desktop width, a table wider than its frame; at
 * any width, a column (a cell a reader sees) that starts past the right edge of the window.
 */
const tablesOutOfView = (page: Page, width: string): Promise<string[]> =>
  page.evaluate((width) => {
    const viewport = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main table')].flatMap((table, index) => {
      const name = `[${width}] table ${index + 1} (${table.closest('[aria-label]')?.getAttribute('aria-label') ?? ''})`;
      const overflow = table.getBoundingClientRect().width - table.parentElement!.clientWidth;
      // Headings kept for screen readers only (a list's, a stacked table's) sit in a 1 px clipped head.
      const shown = (cell: Element) => (cell.closest('thead')?.getBoundingClientRect().width ?? 2) > 1;
      const outside = [...table.querySelectorAll('th, td')].filter(
        (cell) =>
          shown(cell) && cell.getBoundingClientRect().width > 1 && cell.getBoundingClientRect().left >= viewport,
      );
      return [
        ...(width === 'desktop' && overflow > 1 ? [`${name} is ${Math.round(overflow)} px wider than its frame`] : []),
        ...(outside.length ? [`${name} has ${outside.length} cells starting past the window's edge`] : []),
      ];
    });
  }, width);

/**
 * Loads the route once and checks it at desktop width in light mode; the coverage pages also in dark mode (the rules
 * that depend on colors) and at phone width in dark then light mode, chrome included. Returns every problem seen.
 */
async function sweep(
  tab: Tab,
  route: string,
): Promise<Problems & {csp: string[]; axe: string[]; tables: string[]; response: Response | null}> {
  const {page} = tab;
  tab.problems = noProblems();
  const axe: string[] = [];
  const tables: string[] = [];
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({colorScheme: 'light'});
  const response = await page.goto(route);
  await waitForHydration(page);
  const checks: readonly (readonly ['desktop' | 'mobile', 'light' | 'dark', AxeScope])[] = coverageRoutes.has(route)
    ? [
        ['desktop', 'light', {}],
        ['desktop', 'dark', {only: COLOR_RULES}],
        ['mobile', 'dark', {}],
        ['mobile', 'light', {only: COLOR_RULES}],
      ]
    : [['desktop', 'light', {skip: COLOR_RULES, exclude: SHARED_CHROME}]];
  const withAxe = coverageRoutes.has(route) || !renderedFromData.has(route);
  const withTables = hasTable(route);
  for (const [index, [width, theme, scope]] of checks.entries()) {
    // The page loaded at desktop width in light mode, the first check's.
    if (index === 0) await transitionsSettled(page);
    else {
      await useViewport(page, width === 'desktop' ? DESKTOP : MOBILE);
      await useColourScheme(page, theme);
    }
    if (withAxe)
      axe.push(...(await axeViolations(page, scope)).map((violation) => `[${width}, ${theme}] ${violation}`));
    if (withTables && theme === 'light') tables.push(...(await tablesOutOfView(page, width)));
  }
  // A page with a table that the checks above saw only at desktop width: its tables at phone width too (a resize
  // applies the layout at once; nothing else is checked there).
  if (withTables && !checks.some(([width]) => width === 'mobile')) {
    await page.setViewportSize(MOBILE);
    tables.push(...(await tablesOutOfView(page, 'mobile')));
  }
  // Every request done, those the page's idle callbacks start (link prefetches) included, before their failures and
  // CSP violations are read: the condition itself, not "network idle"'s half second without requests.
  await browserSettled(page);
  await expect.poll(() => tab.inFlight.size, {timeout: 10_000}).toBe(0);
  return {...tab.problems, csp: await cspViolations(page), axe, tables, response};
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

sweepTest.describe(
  'Production sweep: accessibility, console, CSP, requests, tables in view and the route contract on every page',
  () => {
    // One load and one axe run per route (four on the coverage pages, none on the other pages a renderer writes).
    sweepTest.describe.configure({timeout: 90_000});

    for (const route of sweptPages) {
      const checked = coverageRoutes.has(route)
        ? 'desktop and phone, light and dark'
        : renderedFromData.has(route)
          ? 'desktop, light, axe on its renderer'
          : 'desktop, light';
      const contractSidebar = contractPages.get(route);
      const promise = contractPages.has(route)
        ? `, serves the contract's page ${contractSidebar ? `in the ${contractSidebar} sidebar` : 'without a docs sidebar'}`
        : '';
      sweepTest(`${route} (${checked}${promise})`, async ({tab}) => {
        const {page} = tab;
        const problems = await sweep(tab, route);
        expect(problems.console, 'console errors').toEqual([]);
        expect(problems.csp, 'CSP violations').toEqual([]);
        expect(problems.failed, 'failed requests').toEqual([]);
        expect(problems.axe, 'axe violations').toEqual([]);
        expect(problems.tables, 'tables wider than the page or with columns out of view').toEqual([]);
        if (contractPages.has(route)) {
          await page.setViewportSize(DESKTOP);
          await expectContractPage(page, problems.response, contractSidebar ?? null);
        }
      });
    }
  },
);
