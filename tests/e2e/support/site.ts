import type {Page} from '@playwright/test';
import {livePages, readContract} from '../../../scripts/lib/site-routes';

/** The route contract (tests/routes.txt): the routes the specification names, the redirects and the 404 probes. */
export const contract = readContract();
/** Every page the site serves (docs, standalone pages, the build's sitemap and the contract's pages): what the sweeps and the llms.txt checks load. */
export const pages = livePages();

/** Each sidebar's entry page: the first link a sidebar shows. */
export const sidebarEntries: Record<string, string> = {
  guides: '/',
  cli: '/cli-guide/',
  releases: '/release-notes',
  StackBuilderExpress: '/resources',
};

export const docsSidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');
export const notFoundHeading = (page: Page) => page.getByRole('heading', {name: 'Page Not Found'});

/** The Docusaurus client has hydrated (client-side behaviour is live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
