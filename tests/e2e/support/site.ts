import type {Page} from '@playwright/test';
import {readContract} from '../../../scripts/lib/site-routes';

/** The route contract (tests/routes.txt): every route the site must keep serving. */
export const contract = readContract();

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
