import {test, expect} from '@playwright/test';
import {waitForHydration} from './support/site';
import {HOSTED_SEARCH_PORT} from './support/servers';
import {searchInput, searchModal, hits, searchButton} from './support/search';
import {dataLayerEvents, eventsNamed, interceptAnalytics, stayOnPage} from './support/analytics';
import {answerLikeHostedSearch, hostedEngine, interceptHostedSearch} from './support/hostedSearch';

// This file runs in the production-host project: docs.skyloom.io resolves to the local server of build-hosted/.
test.beforeAll(() => void hostedEngine());

async function open(page: import('@playwright/test').Page, path = '/concepts/drift') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('Page views', () => {
  test('one "Page View: <title>" on first load and one per client-side navigation, with the new title', async ({
    page,
  }) => {
    await interceptAnalytics(page);
    await open(page);
    await expect.poll(() => eventsNamed(page, /^Page View: /)).toHaveLength(1);
    const [first] = await eventsNamed(page, /^Page View: /);
    expect(first).toMatchObject({
      event: `Page View: ${await page.title()}`,
      page_path: '/concepts/drift',
      page_title: await page.title(),
      page_url: page.url(),
    });
    expect(new Date(first.timestamp as string).toISOString()).toBe(first.timestamp);

    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Policies', exact: true}).click();
    await expect(page).toHaveURL(/\/concepts\/policies$/);
    await expect.poll(() => eventsNamed(page, /^Page View: /)).toHaveLength(2);
    const second = (await eventsNamed(page, /^Page View: /))[1];
    expect(second.event).toBe(`Page View: ${await page.title()}`);
    expect(second.page_path).toBe('/concepts/policies');
  });
});

test.describe('Destinations', () => {
  test('load the tag manager at once and product analytics 1000 ms after load, which then receive the queued events', async ({
    page,
  }) => {
    const traffic = await interceptAnalytics(page);
    const scripts: {url: string; at: number}[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({url: request.url(), at: Date.now()});
    });
    const started = Date.now();
    await open(page);
    const loadedAt = Date.now();
    expect(traffic.tagManagerRequests).toHaveLength(1);

    await expect
      .poll(() => traffic.productEvents.map((event) => event.event_type), {timeout: 10_000})
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/^Page View: /), '[Amplitude] Page Viewed', 'session_start']),
      );
    const lateScripts = scripts.filter((script) => script.at - started >= 1000);
    expect(lateScripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.at > loadedAt && script.at - started < 900)).toEqual([]);
    expect(traffic.otherThirdParty).toEqual([]);
  });
});

test.describe('Search events', () => {
  test('"Search Opened" says how: click, shortcut or slash', async ({page}) => {
    await interceptAnalytics(page);
    await open(page);
    await searchButton(page).click();
    await expect(searchModal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(searchModal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('/');
    await expect(searchModal(page)).toBeVisible();
    await expect
      .poll(async () => (await eventsNamed(page, 'Search Opened')).map((event) => event.method))
      .toEqual(['click', 'shortcut', 'slash']);
  });

  test('"Search Input" fires once, 1000 ms after typing pauses, only above 2 characters', async ({page}) => {
    await interceptAnalytics(page);
    await page.clock.install();
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);

    await searchInput(page).pressSequentially('dr');
    await page.clock.runFor(1500);
    expect(await eventsNamed(page, 'Search Input')).toEqual([]);

    await searchInput(page).pressSequentially('ift');
    await page.clock.runFor(999);
    expect(await eventsNamed(page, 'Search Input')).toEqual([]);
    await page.clock.runFor(2);
    const events = await eventsNamed(page, 'Search Input');
    expect(events).toHaveLength(1);
    expect(events[0].query).toBe('drift');
  });

  test('"Search Result Clicked" carries the query, result URL, title and position', async ({page}) => {
    await interceptAnalytics(page);
    await interceptHostedSearch(page, answerLikeHostedSearch);
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('reconcile drift');
    await expect(hits(page).nth(1)).toBeVisible();
    const title = (await hits(page).nth(1).locator('.DocSearch-Hit-title').textContent())!.trim();
    await hits(page).nth(1).locator('a').click();
    const [clicked] = await eventsNamed(page, 'Search Result Clicked');
    expect(clicked).toMatchObject({query: 'reconcile drift', result_title: title, position: 2});
    expect(String(clicked.result_url)).toMatch(/^http:\/\/docs\.skyloom\.io:\d+\//);
  });
});

test.describe('Click events', () => {
  test('elements with data-analytics-event send their name, data-analytics-* properties and text cut to 50 characters', async ({
    page,
  }) => {
    await interceptAnalytics(page);
    await open(page);
    await stayOnPage(page);
    await page.getByRole('link', {name: 'Read the announcement'}).click();
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.dataset.analyticsEvent = 'Feedback Given';
      button.dataset.analyticsRating = 'helpful';
      button.textContent = 'This page answered my question about drift detection in CI pipelines';
      document.querySelector('article')!.append(button);
    });
    await page.getByRole('button', {name: /This page answered/}).click();
    expect(await eventsNamed(page, 'Announcement Link Clicked')).toEqual([
      expect.objectContaining({link: 'announcement', element_text: 'Read the announcement'}),
    ]);
    const [feedback] = await eventsNamed(page, 'Feedback Given');
    expect(feedback).toMatchObject({
      rating: 'helpful',
      element_text: 'This page answered my question about drift detecti',
    });
    expect(String(feedback.element_text)).toHaveLength(50);
  });

  test('"Outbound Link Clicked" carries the href and link text cut to 30 characters', async ({page}) => {
    await interceptAnalytics(page);
    await open(page);
    await stayOnPage(page);
    await page.locator('.navbar__items--right').getByRole('link', {name: 'Skyloom website'}).click();
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: 'https://registry.terraform.io/providers/hashicorp/aws',
        textContent: 'The AWS provider in the Terraform Registry',
      });
      document.querySelector('article')!.append(link);
    });
    await page.getByRole('link', {name: 'The AWS provider in the Terraform Registry'}).click();
    await page.locator('article a[href^="/concepts/"]').first().click();
    const outbound = await eventsNamed(page, 'Outbound Link Clicked');
    expect(outbound.map((event) => [event.href, event.link_text])).toEqual([
      ['https://www.skyloom.io/', 'Skyloom website'],
      ['https://registry.terraform.io/providers/hashicorp/aws', 'The AWS provider in the Terraf'],
    ]);
  });

  test('"Hash Navigation" fires once per hash change', async ({page}) => {
    await interceptAnalytics(page);
    await open(page);
    await page.locator('.table-of-contents a').nth(1).click();
    const hash = new URL(page.url()).hash;
    await expect.poll(() => eventsNamed(page, 'Hash Navigation')).toHaveLength(1);
    expect((await eventsNamed(page, 'Hash Navigation'))[0].hash).toBe(hash);
  });
});

test.describe('Nothing is collected where it must not be', () => {
  test('with Global Privacy Control, no analytics code loads and nothing is sent', async ({page}) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    );
    const traffic = await interceptAnalytics(page);
    await open(page);
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(1500);
    expect(traffic.tagManagerRequests).toEqual([]);
    expect(traffic.productEvents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  });

  test('on any other host (a preview or local build), no analytics code loads and nothing is sent', async ({page}) => {
    const traffic = await interceptAnalytics(page);
    await page.goto(`http://127.0.0.1:${HOSTED_SEARCH_PORT}/concepts/drift`);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    expect(traffic.tagManagerRequests).toEqual([]);
    expect(traffic.productEvents).toEqual([]);
    expect(await dataLayerEvents(page)).toEqual([]);
  });
});

test.describe('Failing analytics never disturb the reader', () => {
  for (const behaviour of ['block', 'fail'] as const) {
    test(`with the services ${behaviour === 'block' ? 'blocked' : 'failing'}, pages, navigation and search keep working`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await interceptAnalytics(page, {tagManager: behaviour, productAnalytics: behaviour});
      await page.route(/skyloomtest/i, (route) => route.abort());
      await open(page);
      await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Policies', exact: true}).click();
      await expect(page.locator('article h1')).toBeVisible();
      await page.waitForTimeout(2500);
      await page.keyboard.press('Control+k');
      await expect(searchModal(page)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
