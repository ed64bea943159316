import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {timings} from '../../src/config/timings';
import {MIN_TEXT_PX, smallestRenderedText} from '../../src/plugins/diagrams/textSize';
import {styleGuide, waitForHydration} from './support/site';
import {builtHtml, builtTitle, docContentHtml, guideDocs} from './support/builtPages';
import {axeViolations} from './support/axe';
import {holdRequests} from './support/chunks';

const navbar = (page: Page) => page.locator('nav.navbar');

/** Scrolls with the mouse wheel in steps, as a reader does; the navbar reacts to each scroll event. */
async function wheel(page: Page, deltaY: number, steps = 4): Promise<void> {
  await page.mouse.move(640, 400);
  for (let step = 0; step < steps; step += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, deltaY / steps);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  }
}

async function open(page: Page, path: string = styleGuide.concept): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens the style guide's page with a content image and returns the image's alt text, which names its preview. */
async function openImagePage(page: Page): Promise<string> {
  await open(page, styleGuide.concept);
  const alt = await page.locator('article .markdown img').first().getAttribute('alt');
  expect(alt, 'the alt text of the first content image').toBeTruthy();
  return alt!;
}
const previewDialog = (page: Page, alt: string) => page.getByRole('dialog', {name: alt, exact: true});
const previewTrigger = (page: Page, alt: string) =>
  page.getByRole('button', {name: `Enlarge image: ${alt}`, exact: true});

test.describe('Colour mode across tabs', () => {
  test('a choice made in one tab is applied in the other open tabs', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) await open(page);
    const toggle = first.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
    await toggle.click();
    await expect(second.locator('html')).toHaveAttribute('data-theme-choice', 'system');
    await context.close();
  });
});

test.describe('Navbar hides on scroll', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    // A page several screens long, with a next page to go to.
    await open(page, styleGuide.headings);
  });

  test('hides on scroll down and reappears on scroll up', async ({page}) => {
    await expect(navbar(page)).toBeInViewport();
    await wheel(page, 800);
    await expect(navbar(page)).not.toBeInViewport();
    await wheel(page, -200, 2);
    await expect(navbar(page)).toBeInViewport();
  });

  test('reappears at the page end', async ({page}) => {
    await wheel(page, 800);
    await expect(navbar(page)).not.toBeInViewport();
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(navbar(page)).toBeInViewport();
  });

  test('reappears on a route change', async ({page}) => {
    await wheel(page, 800);
    await expect(navbar(page)).not.toBeInViewport();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL((url) => url.pathname === styleGuide.headings);
    await expect(navbar(page)).toBeInViewport();
  });
});

test.describe('Mobile sidebar', () => {
  const sidebarToggle = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
  const mobileSidebar = (page: Page) => page.locator('.navbar-sidebar');

  test.beforeEach(async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
  });

  test('opens on the doc sidebar, switches to the main menu and back', async ({page}) => {
    await open(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await sidebarToggle(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    const secondary = mobileSidebar(page).locator('.navbar-sidebar__item.menu').nth(1);
    await expect(secondary.locator(`a.menu__link[href="${styleGuide.concept}"]`)).toBeVisible();
    await mobileSidebar(page)
      .getByRole('button', {name: /Back to main menu/})
      .click();
    const primary = mobileSidebar(page).locator('.navbar-sidebar__item.menu').first();
    await expect(primary.getByRole('link', {name: 'CLI'})).toBeInViewport();
    await expect(primary.getByRole('link', {name: 'Releases'})).toBeInViewport();
    await mobileSidebar(page).getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mobileSidebar(page)).toBeHidden();
  });

  test('is built when the visitor reaches for the menu button, not while the page loads', async ({page}) => {
    await open(page);
    await page.waitForLoadState('networkidle');
    await expect(mobileSidebar(page)).toHaveCount(0);
    await sidebarToggle(page).hover();
    await expect(mobileSidebar(page)).toHaveCount(1);
    await expect(mobileSidebar(page)).toBeHidden();
    await sidebarToggle(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
  });

  test('is built when the menu button takes keyboard focus', async ({page}) => {
    await open(page);
    await expect(mobileSidebar(page)).toHaveCount(0);
    await sidebarToggle(page).focus();
    await expect(mobileSidebar(page)).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(mobileSidebar(page)).toBeVisible();
  });

  test('closes when the window widens past the 996 px breakpoint', async ({page}) => {
    await open(page);
    await sidebarToggle(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await page.setViewportSize({width: 996, height: 900});
    await expect(mobileSidebar(page)).toBeVisible();
    await page.setViewportSize({width: 997, height: 900});
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await page.setViewportSize({width: 800, height: 900});
    await expect(mobileSidebar(page)).toBeHidden();
  });

  test('closes on browser back, staying on the page', async ({page}) => {
    await open(page);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL((url) => url.pathname === styleGuide.concept);
    const nextPage = page.url();
    await sidebarToggle(page).click();
    await expect(mobileSidebar(page)).toBeVisible();
    await page.goBack();
    await expect(mobileSidebar(page)).toBeHidden();
    await expect(page).toHaveURL(nextPage);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === styleGuide.concept);
  });
});

test.describe('Dropdowns', () => {
  test('the language dropdown, opened from the keyboard, closes on a click outside it', async ({page}) => {
    await open(page);
    const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
    const toggle = dropdown.getByRole('button', {name: 'English'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.getByRole('link', {name: 'English'})).toBeVisible();
    await page.locator('article h1').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });
});

test.describe('Skip to content', () => {
  test('is the first stop of the keyboard and moves focus to the main content', async ({page}) => {
    await open(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await expect(
      page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Home page'}),
    ).toBeFocused();
  });
});

test.describe('Route-change progress bar', () => {
  const progressBar = (page: Page) => page.locator('#nprogress .bar');
  /** The concept page's sidebar link to the command page, whose code has not loaded yet. */
  const nextPageLink = (page: Page) =>
    page.locator(`.theme-doc-sidebar-container a.menu__link[href="${styleGuide.command}"]`);
  const nextPageTitle = (page: Page) =>
    page.getByRole('heading', {level: 1, name: builtTitle(styleGuide.command), exact: true});

  test.beforeEach(async ({page}) => {
    await page.clock.install();
    await open(page);
    await page.clock.pauseAt(Date.now() + 1000);
  });

  test('appears once a navigation has taken 200 ms and goes when the page is shown', async ({page}) => {
    const network = await holdRequests(page, '**/assets/js/*.js');
    await nextPageLink(page).click();
    await expect.poll(network.held).toBeGreaterThan(0);
    await page.clock.runFor(199);
    await expect(progressBar(page)).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(progressBar(page)).toBeVisible();
    network.release();
    await expect(nextPageTitle(page)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(progressBar(page)).toHaveCount(0);
  });

  test('does not appear for a navigation faster than 200 ms', async ({page}) => {
    const network = await holdRequests(page, '**/assets/js/*.js');
    await nextPageLink(page).click();
    await expect.poll(network.held).toBeGreaterThan(0);
    await page.clock.runFor(150);
    network.release();
    await expect(page).toHaveURL((url) => url.pathname === styleGuide.command);
    await expect(nextPageTitle(page)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(progressBar(page)).toHaveCount(0);
  });
});

test.describe('Docs-version dropdown', () => {
  const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

  test('keeps a remembered version that exists and links to its docs', async ({page}) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'current'), PREFERRED_VERSION_KEY);
    await page.goto('/markdown-page');
    await waitForHydration(page);
    const version = page.locator('.navbar__items--right').getByRole('link', {name: 'Next'});
    await version.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('current');
  });

  test('forgets a remembered version the site no longer has', async ({page}) => {
    await page.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) window.localStorage.setItem(key, '0.9');
      window.sessionStorage.setItem('seeded', 'yes');
    }, PREFERRED_VERSION_KEY);
    await page.goto('/markdown-page');
    await waitForHydration(page);
    await expect(page.locator('.navbar__items--right').getByRole('link', {name: 'Next'})).toHaveAttribute('href', '/');
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
  });
});

test.describe('Image preview overlay', () => {
  test('opens as a dialog labelled by the image alt text, with focus on its close button', async ({page}) => {
    const alt = await openImagePage(page);
    await previewTrigger(page, alt).click();
    await expect(previewDialog(page, alt)).toBeVisible();
    await expect(previewDialog(page, alt).getByRole('img', {name: alt, exact: true})).toBeVisible();
    await expect(previewDialog(page, alt)).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('button', {name: 'Close image preview'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Close image preview'})).toBeFocused();
  });

  test('is a modal dialog in the top layer that keeps keyboard focus inside it', async ({page}) => {
    const alt = await openImagePage(page);
    await previewTrigger(page, alt).click();
    await expect(previewDialog(page, alt)).toBeVisible();
    await expect(previewDialog(page, alt)).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    expect(await page.locator('dialog:modal').getAttribute('aria-label')).toBe(alt);
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog:modal')));
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog:modal')).toHaveCount(0);
  });

  const closers: [string, (page: Page, alt: string) => Promise<void>][] = [
    ['a click on the image', (page, alt) => previewDialog(page, alt).getByRole('img').click()],
    ['a click on the backdrop', (page) => page.mouse.click(5, 300)],
    ['the close button', (page) => page.getByRole('button', {name: 'Close image preview'}).click()],
    ['Escape', (page) => page.keyboard.press('Escape')],
  ];
  for (const [closer, close] of closers) {
    test(`closes on ${closer} and returns focus to the image`, async ({page}) => {
      const alt = await openImagePage(page);
      await previewTrigger(page, alt).click();
      await expect(previewDialog(page, alt)).toBeVisible();
      await close(page, alt);
      await expect(previewDialog(page, alt)).toHaveCount(0);
      await expect(previewTrigger(page, alt)).toBeFocused();
    });
  }

  test('locks page scrolling while shown and unlocks it after', async ({page}) => {
    const alt = await openImagePage(page);
    await previewTrigger(page, alt).click();
    await expect(previewDialog(page, alt)).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(previewDialog(page, alt)).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test(`fades in and out over ${timings.imagePreviewFadeMs} ms`, async ({page}) => {
    await page.clock.install();
    const alt = await openImagePage(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await previewTrigger(page, alt).click();
    const backdrop = page.locator('[data-phase]');
    await expect(backdrop).toHaveCSS('opacity', '0');
    await page.clock.runFor(20);
    await expect(backdrop).toHaveAttribute('data-phase', 'shown');
    await expect(backdrop).toHaveCSS('transition-duration', `${timings.imagePreviewFadeMs / 1000}s`);
    await page.keyboard.press('Escape');
    await expect(backdrop).toHaveAttribute('data-phase', 'closing');
    await page.clock.runFor(timings.imagePreviewFadeMs - 1);
    await expect(previewDialog(page, alt)).toBeAttached();
    await page.clock.runFor(2);
    await expect(previewDialog(page, alt)).toHaveCount(0);
  });

  test('opens and closes without a fade when the reader prefers reduced motion', async ({browser}) => {
    const context = await browser.newContext({reducedMotion: 'reduce'});
    const page = await context.newPage();
    const alt = await openImagePage(page);
    await previewTrigger(page, alt).click();
    await expect(page.locator('[data-phase]')).toHaveCSS('transition-duration', '0s');
    await page.keyboard.press('Escape');
    await expect(previewDialog(page, alt)).toHaveCount(0);
    await context.close();
  });

  test('is offered for every content image', async ({page}) => {
    // The style guide's image and the guide's first two pages with images of their own, whatever those pages are.
    const withImages = guideDocs()
      .filter((route) => /<img\s/.test(docContentHtml(builtHtml(route)!)))
      .slice(0, 2);
    for (const path of [styleGuide.concept, ...withImages]) {
      await open(page, path);
      const images = page.locator('article .markdown img');
      const count = await images.count();
      expect(count, path).toBeGreaterThan(0);
      const diagrams = await page.locator('article .markdown svg.sl-diagram').count();
      await expect(page.locator('article .markdown button[aria-haspopup="dialog"]')).toHaveCount(count + diagrams);
      await page.locator('article .markdown button[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('Deep-linked details', () => {
  /** The style guide's page of collapsible sections (tests/fixtures/styleguide/components/details.md). */
  const DETAILS_PAGE = styleGuide.details;
  /** The summary of its section of command output, below the fold. */
  const SUMMARY_ID = 'sample-run-output';
  /** The summary of its section of commands, which have copy buttons (output blocks have none). */
  const COMMANDS_SUMMARY_ID = 'sample-run-commands';
  const details = (page: Page, id = SUMMARY_ID) => page.locator(`details:has(> summary#${id})`);

  test('opens and scrolls into view when the page loads with the hash of its summary', async ({page}) => {
    await page.goto(`${DETAILS_PAGE}#${SUMMARY_ID}`);
    await waitForHydration(page);
    await expect(details(page)).toHaveAttribute('open', '');
    await expect(details(page).locator('pre code')).toBeVisible();
    await expect(page.locator(`#${SUMMARY_ID}`)).toBeInViewport();
  });

  test(`opens ${timings.detailsHashOpenDelayMs} ms after a later hash change`, async ({page}) => {
    await page.clock.install();
    await page.goto(DETAILS_PAGE);
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await expect(details(page)).not.toHaveAttribute('open');
    await expect(page.locator(`#${SUMMARY_ID}`)).not.toBeInViewport();
    await page.evaluate((id) => (window.location.hash = id), SUMMARY_ID);
    await page.clock.runFor(timings.detailsHashOpenDelayMs - 1);
    await expect(details(page)).not.toHaveAttribute('open');
    await page.clock.runFor(2);
    await expect(details(page)).toHaveAttribute('open', '');
    await expect(page.locator(`#${SUMMARY_ID}`)).toBeInViewport();
  });

  test('code blocks inside have a working copy button with 1 second of feedback and a wrap toggle', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 1000, height: 800});
    await page.clock.install();
    await page.goto(`${DETAILS_PAGE}#${COMMANDS_SUMMARY_ID}`);
    await waitForHydration(page);
    const commandDetails = details(page, COMMANDS_SUMMARY_ID);
    await expect(commandDetails).toHaveAttribute('open', '');
    await page.clock.pauseAt(Date.now() + 1000);
    const codeBlock = commandDetails.locator('.theme-code-block');
    await codeBlock.hover();

    const wrap = codeBlock.getByRole('button', {name: 'Toggle word wrap'});
    const code = codeBlock.locator('code');
    await expect(code).toHaveCSS('white-space', 'pre');
    await wrap.click();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    await wrap.click();
    await expect(code).toHaveCSS('white-space', 'pre');

    const commands = (await code.innerText()).trim();
    expect(commands).not.toBe('');
    await codeBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(codeBlock.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(commands);
    await page.clock.runFor(990);
    await expect(codeBlock.getByRole('button', {name: 'Copied'})).toBeVisible();
    await page.clock.runFor(20);
    await expect(codeBlock.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  });
});

test.describe('Diagrams', () => {
  const diagram = (page: Page) => page.locator('article svg.sl-diagram').first();

  /** The smallest text of each diagram on the page, in px as rendered: its font size scaled as its drawing is. */
  const smallestText = (page: Page, scope = 'article') =>
    page.locator(`${scope} svg.sl-diagram`).evaluateAll((drawings) =>
      drawings.map((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return Math.min(
          ...[...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale),
        );
      }),
    );

  /** What the color mode changes in a diagram: the fill of its frame and of its text, and its font. */
  const look = (page: Page) =>
    diagram(page).evaluate((svg) => ({
      frame: getComputedStyle(svg.querySelector('.frame')!).fill,
      text: getComputedStyle(svg.querySelector('text')!).fill,
      font: getComputedStyle(svg.querySelector('text')!).fontFamily,
      page: getComputedStyle(document.body).fontFamily,
    }));

  test('follows the color mode in the site font, keeps its text alternative and passes axe in both modes', async ({
    page,
  }) => {
    const looks = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme: mode});
      await open(page, styleGuide.diagram);
      await expect(diagram(page)).toHaveAttribute('aria-label', /\S/);
      expect(await axeViolations(page)).toEqual([]);
      looks.push(await look(page));
    }
    const [light, dark] = looks;
    expect(light.font).toBe(light.page);
    expect(dark.frame).not.toBe(light.frame);
    expect(dark.text).not.toBe(light.text);
  });

  test('renders its text at 1366 px as the content lint computes it for every diagram, never below 12 px', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1366, height: 900});
    await open(page, styleGuide.diagram);
    const source = fs.readFileSync(path.resolve(__dirname, '../fixtures/styleguide/img/run-diagram.svg'), 'utf8');
    const [rendered] = await smallestText(page);
    expect(rendered).toBeCloseTo(smallestRenderedText(source)!, 1);
    expect(rendered).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });

  test('on a phone, says it opens enlarged, and opens with its text at 12 px or more', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, styleGuide.diagram);
    const alt = (await diagram(page).getAttribute('aria-label'))!;
    await expect(page.getByText('Tap to enlarge')).toBeVisible();
    await previewTrigger(page, alt).click();
    await expect(previewDialog(page, alt)).toBeVisible();
    for (const size of await smallestText(page, 'dialog')) expect(size).toBeGreaterThanOrEqual(12);
  });
});
