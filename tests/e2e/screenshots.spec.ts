/**
 * Screenshot tests: how the guide looks, view by view, at desktop and phone width in both color modes. A change that
 * moves pixels on purpose updates the baselines with `npm run test:screenshots:update` (README, CONTRIBUTING.md).
 * Views show the page templates and components on the style guide's fixed pages (tests/fixtures/styleguide, served
 * at /styleguide), so a change to the guide's content never moves a screenshot; on the guide's own pages, what grows
 * with the guide (sidebars, neighbors, release news, search results) is masked. Rendering is kept deterministic:
 * text is set in the system faces the suite allows (tests/e2e/support/fonts.conf), motion is off, the caret is
 * hidden. Each shot is the viewport.
 */
import {test, expect, type Page} from '@playwright/test';
import {notFoundHeading, waitForHydration} from './support/site';
import {hits, searchModal} from './support/search';
import {SAMPLE_FLAG_LIST_LABEL} from '../fixtures/styleguide/components/sampleFlagList';

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
  /** The color modes it is taken in, when not both. */
  modes?: readonly (typeof MODES)[number][];
}

const views: readonly View[] = [
  {name: 'home', path: '/'},
  {name: 'concept', path: '/styleguide/concept'},
  {name: 'cli-command', path: '/styleguide/command'},
  // The style guide's flag-table page opens with its list of fixed sample flags.
  {name: 'flag-list', path: '/styleguide/components/flag-tables'},
  {name: 'troubleshooting', path: '/styleguide/troubleshooting'},
  {name: 'api-operation', path: '/styleguide/api-operation'},
  {
    name: 'search-modal',
    path: '/styleguide/concept',
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
    path: '/styleguide/concept',
    prepare: async (page) => {
      await page.getByRole('button', {name: /^Enlarge image: A run/}).click();
      const dialog = page.getByRole('dialog', {name: /^A run/});
      await expect(dialog).toBeVisible();
      await dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.decode());
    },
  },
  {name: 'diagram', path: '/styleguide/components/diagram', widths: ['desktop'], modes: ['dark']},
  {
    name: 'mobile-menu',
    path: '/styleguide/concept',
    widths: ['phone'],
    prepare: async (page) => {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
];

/**
 * What changes as the guide grows, on the guide's own pages: the last-updated line, the release news of the home page,
 * search results (any page can gain or lose the query word), and the guide's sidebars and page neighbors.
 */
const grows = (page: Page) => [
  page.locator('.theme-last-updated'),
  page.locator('[class*="news"]'),
  page.locator('[class*="searchResultsColumn"]'),
  page.locator('.search-page-wrapper main'),
  page.locator('.DocSearch-Dropdown'),
  page.locator('.plugin-id-default .pagination-nav'),
  page.locator('.plugin-id-default .theme-doc-sidebar-menu'),
  // The style guide's flag tables render the CLI data, which writers change (its sample flag list is fixed).
  page.locator(`.plugin-id-styleguide .table-scroll:has(.flag-table):not([aria-label="${SAMPLE_FLAG_LIST_LABEL}"])`),
];

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
      for (const mode of view.modes ?? MODES) {
        test(`${view.name} at ${width} width in ${mode} mode`, async ({page}) => {
          await page.setViewportSize(WIDTHS[width]);
          await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
          await page.goto(view.path);
          await waitForHydration(page);
          if (width === 'desktop') await expect(page.locator('.navbar .DocSearch-Button-Key')).toHaveCount(2);
          await page.mouse.move(0, 0);
          if (view.prepare) await view.prepare(page);
          await imagesInViewDecoded(page);
          await expect(page).toHaveScreenshot(`${view.name}-${width}-${mode}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: grows(page),
            maxDiffPixels: 50,
          });
        });
      }
    }
  }
});
