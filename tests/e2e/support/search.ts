import {expect, type Page} from '@playwright/test';
import {styleGuide, waitForHydration} from './site';

export const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__skyloom';
export const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__skyloom';

export const searchButton = (page: Page) => page.getByRole('button', {name: 'Search'}).first();
export const searchModal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Opens a page, waits for hydration and opens the search modal with Ctrl+K. */
export async function openSearch(page: Page, path: string = styleGuide.concept): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(searchModal(page)).toBeVisible();
}

/** Requests that left the site's own origin. */
export function recordThirdPartyRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' && !url.protocol.startsWith('data')) external.push(request.url());
  });
  return external;
}
