import {test, expect} from '@playwright/test';
import {styleGuide, waitForHydration} from './support/site';
import {HOSTED_SEARCH_PORT} from './support/servers';
import {hits, searchInput, searchModal} from './support/search';
import {
  APP_ID,
  INSIGHTS_EVENTS,
  SEARCH_KEY,
  answerLikeHostedSearch,
  hostedEngine,
  interceptHostedSearch,
  serveInsightsLocally,
} from './support/hostedSearch';
import {everydayQuery} from './support/searchQueries';

test.use({baseURL: `http://127.0.0.1:${HOSTED_SEARCH_PORT}`});
test.beforeAll(() => void hostedEngine());

/** A query readers type (tests/search/evaluation.json) that the hosted index answers. */
const aQuery = () => everydayQuery({engine: hostedEngine()});

async function openModal(page: import('@playwright/test').Page) {
  await page.goto(styleGuide.concept);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(searchModal(page)).toBeVisible();
}

test.describe('Hosted search (requests intercepted)', () => {
  test('preconnects to the hosted cluster and asks it with the documented request', async ({page}) => {
    await serveInsightsLocally(page);
    const requests: import('@playwright/test').Request[] = [];
    await interceptHostedSearch(page, async (route) => {
      requests.push(route.request());
      await answerLikeHostedSearch(route);
    });
    const query = await aQuery();
    await openModal(page);
    await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
    await searchInput(page).fill(query);
    await expect(hits(page).first()).toBeVisible();

    const request = requests[0];
    const url = new URL(request.url());
    expect(request.method()).toBe('POST');
    expect(url.hostname).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(url.searchParams.get('x-algolia-api-key')).toBe(SEARCH_KEY);
    const [sent] = request.postDataJSON().requests;
    expect(sent).toMatchObject({
      query,
      indexName: 'skyloom',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: true,
    });
    expect(sent.attributesToSnippet).toContain('content:10');
    expect(sent.facetFilters).toEqual(
      expect.arrayContaining([
        'language:en',
        expect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']),
      ]),
    );
  });

  test('falls back to the next host when a host answers 5xx', async ({page}) => {
    const hosts = await interceptHostedSearch(page, (route, attempt) =>
      attempt === 1 ? route.fulfill({status: 503, body: 'unavailable'}) : answerLikeHostedSearch(route),
    );
    await openModal(page);
    await searchInput(page).fill(await aQuery());
    await expect(hits(page).first()).toBeVisible();
    expect(hosts[0]).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
    expect(hosts[1]).toMatch(new RegExp(`^${APP_ID.toLowerCase()}-[123]\\.algolianet\\.com$`));
  });

  test('falls back to the next host when a host times out', async ({page}) => {
    const hosts = await interceptHostedSearch(page, (route, attempt) =>
      attempt === 1 ? route.abort('timedout') : answerLikeHostedSearch(route),
    );
    await openModal(page);
    await searchInput(page).fill(await aQuery());
    await expect(hits(page).first()).toBeVisible();
    expect(hosts.length).toBe(2);
  });

  test('treats a 4xx answer as final: no other host is asked, and the reader sees the error screen', async ({page}) => {
    const hosts = await interceptHostedSearch(page, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({message: 'Invalid Application-ID or API key', status: 403}),
      }),
    );
    await openModal(page);
    await searchInput(page).fill(await aQuery());
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(new Set(hosts).size).toBe(1);
  });

  test('shows the error screen when every host fails', async ({page}) => {
    const hosts = await interceptHostedSearch(page, (route) => route.fulfill({status: 500, body: 'error'}));
    const query = await aQuery();
    await openModal(page);
    await searchInput(page).fill(query);
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await expect(searchInput(page)).toHaveValue(query);
    expect(new Set(hosts).size).toBe(4);
  });

  test('sends search insights: viewed results, in batches of at most 20, for the skyloom index', async ({page}) => {
    await serveInsightsLocally(page);
    await interceptHostedSearch(page, answerLikeHostedSearch);
    const events: {eventType: string; index: string; objectIDs: string[]}[] = [];
    await page.route(INSIGHTS_EVENTS, async (route) => {
      events.push(...(route.request().postDataJSON().events ?? []));
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
    });
    await openModal(page);
    await searchInput(page).fill(await aQuery());
    await expect(hits(page).first()).toBeVisible();
    await expect.poll(() => events.filter((event) => event.eventType === 'view').length).toBeGreaterThan(0);
    for (const view of events.filter((event) => event.eventType === 'view')) {
      expect(view.index).toBe('skyloom');
      expect(view.objectIDs.length).toBeGreaterThan(0);
      expect(view.objectIDs.length).toBeLessThanOrEqual(20);
    }
  });

  test('the /search page asks the hosted service too', async ({page}) => {
    const hosts = await interceptHostedSearch(page, answerLikeHostedSearch);
    await page.goto(`/search?q=${encodeURIComponent(await aQuery())}`);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(hosts.length).toBeGreaterThan(0);
    await expect(page.locator('a[href="https://www.algolia.com/"]')).toBeVisible();
  });
});
