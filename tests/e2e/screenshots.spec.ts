/**
 * Screenshot tests: how the guide looks, view by view, at desktop and phone width in both color modes. A change that
 * moves pixels on purpose updates the baselines with `npm run test:screenshots:update` (README, CONTRIBUTING.md).
 * Rendering is kept deterministic: the bundled font is cached and in use, motion is off, the caret is hidden, and what
 * changes with every commit (the last-updated line, the result count of /search) is masked. Each shot is the
 * viewport, not the full page.
 */
import {test, expect, type Page} from '@playwright/test';
import {notFoundHeading, waitForHydration} from './support/site';
import {hits, searchModal} from './support/search';

const WIDTHS = {desktop: {width: 1366, height: 900}, phone: {width: 390, height: 844}} as const;
const MODES = ['light', 'dark'] as const;

type Width = keyof typeof WIDTHS;

interface View {
  name: string;
  path: string;
  /** Brings the page into the state the screenshot shows, once it has loaded. */
  prepare?: (page: Page) => Promise<void>;
  /** The widths the view exists at (the phone menu has no desktop form). */
  widths?: readonly Width[];
}

const views: readonly View[] = [
  {name: 'home', path: '/'},
  {name: 'concept', path: '/concepts/drift'},
  {name: 'cli-command', path: '/cli-guide/usage/provision'},
  {name: 'troubleshooting', path: '/support-and-kb/troubleshooting/actions-required'},
  {name: 'release-note', path: '/change-log/release-notes/dec24-release'},
  {
    name: 'search-modal',
    path: '/concepts/drift',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      await expect(searchModal(page)).toBeVisible();
      await page.keyboard.type('drift');
      await expect(hits(page).first()).toBeVisible();
    },
  },
  {
    name: 'search-page',
    path: '/search?q=drift',
    prepare: async (page) => {
      await expect(page.locator('main article').first()).toBeVisible();
    },
  },
  {
    name: 'not-found',
    path: '/this-page-does-not-exist',
    prepare: async (page) => {
      await expect(notFoundHeading(page)).toBeVisible();
    },
  },
  {
    name: 'image-preview',
    path: '/concepts/drift',
    prepare: async (page) => {
      await page.getByRole('button', {name: /^Enlarge image: Drift flow/}).click();
      const dialog = page.getByRole('dialog', {name: /^Drift flow/});
      await expect(dialog).toBeVisible();
      await dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.decode());
    },
  },
  {
    name: 'mobile-menu',
    path: '/concepts/drift',
    widths: ['phone'],
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
];

/** The bundled face is in use: text is set in Inter, not in a system font. */
async function bundledFontsLoaded(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
  );
  expect(faces).toContain('Inter Variable');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
}

/** Every image in the viewport has been fetched and decoded. */
const imagesInViewDecoded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );

test.describe('Screenshots', () => {
  for (const view of views) {
    for (const width of view.widths ?? (['desktop', 'phone'] as const)) {
      for (const mode of MODES) {
        test(`${view.name} at ${width} width in ${mode} mode`, async ({page}) => {
          await page.setViewportSize(WIDTHS[width]);
          await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
          await page.goto(view.path);
          // The face is `font-display: optional`: once cached, as for a returning reader, the first render has it.
          await page.evaluate(() => document.fonts.load("1em 'Inter Variable'"));
          await page.reload();
          await waitForHydration(page);
          await bundledFontsLoaded(page);
          await page.mouse.move(0, 0);
          if (view.prepare) await view.prepare(page);
          await imagesInViewDecoded(page);
          await expect(page).toHaveScreenshot(`${view.name}-${width}-${mode}.png`, {
            animations: 'disabled',
            caret: 'hide',
            // The result count of /search changes whenever any page gains or loses the query word.
            mask: [page.locator('.theme-last-updated'), page.locator('[class*="searchResultsColumn"]')],
            // A renamed sidebar entry moves about 470 pixels; a rerun on the same build moves none.
            maxDiffPixels: 50,
          });
        });
      }
    }
  }
});
