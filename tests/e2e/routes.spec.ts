import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {redirects} from '../../src/config/redirects';
import {contract, notFoundHeading, waitForHydration} from './support/site';

// The contract's pages are checked by the sweep (sweeps.spec.ts), which loads every page once.
test.describe('Route contract: redirects', () => {
  for (const entry of contract) {
    if (entry.kind !== 'redirect') continue;
    test(`${entry.path} lands on ${entry.target}`, async ({page}) => {
      await page.goto(entry.path);
      await waitForHydration(page);
      await expect(page).toHaveURL((url) => url.pathname === entry.target);
      await expect(notFoundHeading(page)).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('Route contract: client redirects, for static hosts without server redirects', () => {
  for (const {from, to} of redirects) {
    test(`the page built for ${from} sends the reader to ${to}, keeping query and hash`, async ({page}) => {
      // Served under another path: this suite's server answers the old path itself with a 301.
      const html = fs.readFileSync(path.resolve(__dirname, '../../build', `.${from}`, 'index.html'), 'utf8');
      await page.route(`**/static-host${from}**`, (route) => route.fulfill({contentType: 'text/html', body: html}));
      await page.goto(`/static-host${from}?ref=old#top`);
      await expect(page).toHaveURL((url) => url.pathname === to && url.search === '?ref=old' && url.hash === '#top');
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('Route contract: not found', () => {
  for (const entry of contract) {
    if (entry.kind !== 'notFound') continue;
    test(`${entry.path} shows the not-found page with status 404`, async ({page}) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(404);
      await expect(notFoundHeading(page)).toBeVisible();
      const recovery = page.getByRole('navigation', {name: 'Find your way back'});
      await expect(recovery.getByRole('link', {name: /Search the Skyloom User Guide/})).toHaveAttribute(
        'href',
        '/search',
      );
      await expect(recovery.getByRole('link', {name: /home page/})).toHaveAttribute('href', '/');
    });
  }
});
