import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {livePages, readContract} from '../../../scripts/lib/site-routes';

/** The route contract (tests/routes.txt): the routes the specification names, the redirects and the 404 probes. */
export const contract = readContract();
/** Every page the site serves (docs, standalone pages, the build's sitemap and the contract's pages): what the sweeps and the llms.txt checks load. */
export const pages = livePages();

/**
 * The style guide's fixed pages (tests/fixtures/styleguide, served at /styleguide, never indexed): the tests of
 * components and chrome open these, so that no change to the guide's content can break them. The page templates
 * are photographed by the screenshot tests; the component pages hold what the templates lack.
 */
const STYLE_GUIDE_DIR = path.resolve(__dirname, '../../fixtures/styleguide');

export const styleGuide = {
  concept: '/styleguide/concept',
  command: '/styleguide/command',
  troubleshooting: '/styleguide/troubleshooting',
  headings: '/styleguide/components/headings',
  details: '/styleguide/components/details',
  flagTables: '/styleguide/components/flag-tables',
  diagram: '/styleguide/components/diagram',
  /** Written by the API reference plugin from the style guide's fixture OpenAPI document. */
  apiOperation: '/styleguide/api-operation',
} as const;

/** Every page of the style guide, from its files (`index` is the folder's page). */
export const styleGuidePages = (): string[] =>
  fs
    .readdirSync(STYLE_GUIDE_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `/styleguide/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''))
    .sort();

/** Each sidebar's entry page: the first link a sidebar shows. */
export const sidebarEntries: Record<string, string> = {
  guides: '/',
  cli: '/cli-guide/',
  releases: '/release-notes',
  StackBuilderExpress: '/resources',
  /** The API reference's overview, the first page of its own docs instance's sidebar. */
  api: '/api/',
};

export const docsSidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');
/** The title of the not-found page (the theme's). */
export const NOT_FOUND_TITLE = 'Page Not Found';
export const notFoundHeading = (page: Page) => page.getByRole('heading', {name: NOT_FOUND_TITLE});

/** The Docusaurus client has hydrated (client-side behavior is live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Resolves once the browser has rendered two frames and then had an idle moment, so that renders, effects and
 * observer callbacks (layout shifts, intersections) triggered before the call have run: a condition, not a delay.
 */
export const browserSettled = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 2000}))),
      ),
  );

/** Waits until no CSS transition is running, so that colors are checked as they end, not halfway. */
export const transitionsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
