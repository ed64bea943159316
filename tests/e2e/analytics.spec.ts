import {test, expect, type Page} from '@playwright/test';
import {browserSettled, styleGuide, transitionsSettled, waitForHydration} from './support/site';
import {guideDocsWith, sectionCount} from './support/builtPages';
import {HOSTED_SEARCH_PORT, PORT} from './support/servers';
import {searchInput, searchModal, hits, searchButton} from './support/search';
import {dataLayerEvents, eventsNamed, interceptAnalytics, stayOnPage} from './support/analytics';
import {answerLikeHostedSearch, hostedEngine, interceptHostedSearch} from './support/hostedSearch';
import {everydayQuery, shownHits} from './support/searchQueries';
import {axeViolations} from './support/axe';

// This file runs in the production-host project: docs.skyloom.io resolves to the local server of build-hosted/.
test.beforeAll(() => void hostedEngine());

/** The doc page the tests read: the style guide's, whose content never changes with the guide. */
const DOC_PAGE = styleGuide.concept;
/** The page after it in its sidebar, which its sidebar links to. */
const NEXT_PAGE = styleGuide.command;
const sidebarLinkTo = (page: Page, path: string) =>
  page.locator(`.theme-doc-sidebar-container a.menu__link[href="${path}"]`);
/** The guide's docs with "Report a problem with this page" (the style guide has no edit link to put it beside). */
const docsWithReportLink = (what = 'a Report a problem link', has: (html: string) => boolean = () => true) =>
  guideDocsWith(what, (html) => html.includes('Report a problem with this page') && has(html));

async function open(page: Page, path: string = DOC_PAGE) {
  await page.goto(path);
  await waitForHydration(page);
}

const feedback = (page: Page) => page.getByRole('region', {name: 'Page feedback'});
const thanks = (page: Page) => feedback(page).getByRole('status');
const answer = (page: Page, name: 'Yes' | 'No') => feedback(page).getByRole('button', {name, exact: true});

/** Opens a doc page and scrolls to its end, where "Was this page helpful?" loads. */
async function openToFeedback(page: Page, path: string = DOC_PAGE) {
  await open(page, path);
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
}

/**
 * Scrolls to the end of the page, where the feedback block would load, and checks it is not there: the gate has not
 * allowed analytics (the block renders only once it has), and once the scroll's renders have run, no block shows.
 */
async function expectNoFeedbackBlock(page: Page) {
  await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
  await expect(page.locator('html')).not.toHaveAttribute('data-analytics');
  await browserSettled(page);
  await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
  await expect(feedback(page)).toHaveCount(0);
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
      page_path: DOC_PAGE,
      page_title: await page.title(),
      page_url: page.url(),
    });
    expect(new Date(first.timestamp as string).toISOString()).toBe(first.timestamp);

    await sidebarLinkTo(page, NEXT_PAGE).click();
    await expect(page).toHaveURL((url) => url.pathname === NEXT_PAGE);
    await expect.poll(() => eventsNamed(page, /^Page View: /)).toHaveLength(2);
    const second = (await eventsNamed(page, /^Page View: /))[1];
    expect(second.event).toBe(`Page View: ${await page.title()}`);
    expect(second.page_path).toBe(NEXT_PAGE);
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
    const query = await everydayQuery({
      what: 'a word of three letters or more',
      wanted: (response) => /^\w{3,}$/.test(response.query),
      engine: hostedEngine(),
    });
    await interceptAnalytics(page);
    await page.clock.install();
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);

    await searchInput(page).pressSequentially(query.slice(0, 2));
    await page.clock.runFor(1500);
    expect(await eventsNamed(page, 'Search Input')).toEqual([]);

    await searchInput(page).pressSequentially(query.slice(2));
    await page.clock.runFor(999);
    expect(await eventsNamed(page, 'Search Input')).toEqual([]);
    await page.clock.runFor(2);
    const events = await eventsNamed(page, 'Search Input');
    expect(events).toHaveLength(1);
    expect(events[0].query).toBe(query);
  });

  test('"Search Result Clicked" carries the query, result URL, title and position', async ({page}) => {
    const query = await everydayQuery({
      what: 'two results',
      wanted: (response) => shownHits(response.hits).length > 1,
      engine: hostedEngine(),
    });
    await interceptAnalytics(page);
    await interceptHostedSearch(page, answerLikeHostedSearch);
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await searchInput(page).fill(query);
    await expect(hits(page).nth(1)).toBeVisible();
    const title = (await hits(page).nth(1).locator('.DocSearch-Hit-title').textContent())!.trim();
    await hits(page).nth(1).locator('a').click();
    const [clicked] = await eventsNamed(page, 'Search Result Clicked');
    expect(clicked).toMatchObject({query, result_title: title, position: 2});
    expect(String(clicked.result_url)).toMatch(/^http:\/\/docs\.skyloom\.io:\d+\//);
  });

  test('"Search No Results" fires once the dialog has shown nothing for the query for 1000 ms, only above 2 characters', async ({
    page,
  }) => {
    await interceptAnalytics(page);
    await interceptHostedSearch(page, answerLikeHostedSearch);
    await page.clock.install();
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);

    await searchInput(page).pressSequentially('qz');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('"qz"');
    await page.clock.runFor(1500);
    expect(await eventsNamed(page, 'Search No Results')).toEqual([]);

    await searchInput(page).pressSequentially('xv ');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('"qzxv "');
    await page.clock.runFor(999);
    expect(await eventsNamed(page, 'Search No Results')).toEqual([]);
    await page.clock.runFor(2);
    expect(await eventsNamed(page, 'Search No Results')).toEqual([
      expect.objectContaining({query: 'qzxv', page_path: DOC_PAGE}),
    ]);

    await searchInput(page).fill(await everydayQuery({engine: hostedEngine()}));
    await expect(hits(page).first()).toBeVisible();
    await page.clock.runFor(1500);
    expect(await eventsNamed(page, 'Search No Results')).toHaveLength(1);
  });

  test('"Search No Results" fires when the /search page has shown nothing for the typed query for 1000 ms', async ({
    page,
  }) => {
    await interceptAnalytics(page);
    await interceptHostedSearch(page, answerLikeHostedSearch);
    await open(page, '/search');
    await page.getByRole('searchbox').pressSequentially('qzx');
    const beforeLastKey = await page.evaluate(() => Date.now());
    await page.getByRole('searchbox').press('v');
    await expect(page.getByText('No results were found')).toBeVisible();
    await expect.poll(() => eventsNamed(page, 'Search No Results')).toHaveLength(1);
    const [event] = await eventsNamed(page, 'Search No Results');
    expect(event).toMatchObject({query: 'qzxv', page_path: '/search'});
    expect(Date.parse(event.timestamp as string) - beforeLastKey).toBeGreaterThanOrEqual(1000);
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
    // A link within the site is not outbound.
    await page.locator('article a[href^="/"]').first().click();
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
    await expect(searchModal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoFeedbackBlock(page);
    expect(traffic.tagManagerRequests).toEqual([]);
    expect(traffic.productEvents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  });

  test('on any other host (a preview or local build), no analytics code loads and nothing is sent', async ({page}) => {
    const traffic = await interceptAnalytics(page);
    await page.goto(`http://127.0.0.1:${HOSTED_SEARCH_PORT}${DOC_PAGE}`);
    await waitForHydration(page);
    await expectNoFeedbackBlock(page);
    expect(traffic.tagManagerRequests).toEqual([]);
    expect(traffic.productEvents).toEqual([]);
    expect(await dataLayerEvents(page)).toEqual([]);
  });

  test('on the production host in a build without an analytics destination, nothing loads and nothing is sent', async ({
    page,
  }) => {
    const traffic = await interceptAnalytics(page);
    await page.goto(`http://docs.skyloom.io:${PORT}${DOC_PAGE}`);
    await waitForHydration(page);
    await expectNoFeedbackBlock(page);
    expect(traffic.tagManagerRequests).toEqual([]);
    expect(traffic.productEvents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {dataLayer?: unknown}).dataLayer)).toBeUndefined();
  });

  test('the feedback block is not in the HTML any reader receives', async ({request}) => {
    const [doc] = docsWithReportLink();
    for (const origin of [`http://127.0.0.1:${HOSTED_SEARCH_PORT}`, `http://127.0.0.1:${PORT}`]) {
      const html = await (await request.get(`${origin}${doc}`)).text();
      expect(html, origin).toContain('Report a problem with this page');
      expect(html, origin).not.toContain('Was this page helpful?');
    }
  });
});

test.describe('Page feedback', () => {
  test('Yes sends "Page Feedback" with helpful true to both destinations, then thanks the reader', async ({page}) => {
    const traffic = await interceptAnalytics(page);
    await openToFeedback(page);
    await expect(feedback(page).getByRole('group', {name: 'Was this page helpful?'})).toBeVisible();
    await answer(page, 'Yes').click();
    await expect(thanks(page)).toHaveText('Thanks for your feedback.');
    await expect(thanks(page)).toBeFocused();
    await expect(feedback(page).getByRole('button')).toHaveCount(0);

    expect(await eventsNamed(page, 'Page Feedback')).toEqual([
      {
        event: 'Page Feedback',
        helpful: true,
        reason: '',
        comment: '',
        page_path: DOC_PAGE,
        page_title: await page.title(),
        page_url: page.url(),
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    await expect
      .poll(() => traffic.productEvents.filter((event) => event.event_type === 'Page Feedback'), {timeout: 10_000})
      .toEqual([
        expect.objectContaining({
          event_properties: expect.objectContaining({
            helpful: true,
            reason: '',
            comment: '',
            page_path: DOC_PAGE,
          }),
        }),
      ]);
  });

  test('No offers four reasons and a comment of at most 500 characters, all by keyboard, and sends them', async ({
    page,
  }) => {
    await interceptAnalytics(page);
    await openToFeedback(page);
    await answer(page, 'No').focus();
    await page.keyboard.press('Enter');

    const reasons = feedback(page).getByRole('group', {name: 'What went wrong?'});
    await expect(reasons.getByRole('radio')).toHaveCount(4);
    await expect(reasons.locator('label')).toHaveText([
      'Missing information',
      'Hard to follow',
      'Code sample wrong',
      'Out of date',
    ]);
    await expect(reasons.getByRole('radio', {name: 'Missing information'})).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(feedback(page).getByRole('radio', {name: 'Code sample wrong'})).toBeChecked();

    await page.keyboard.press('Tab');
    const comment = feedback(page).getByRole('textbox', {name: 'Comment (optional)'});
    await expect(comment).toBeFocused();
    await page.keyboard.insertText('The reconcile example stops after the plan step. '.repeat(15));
    const typed = await comment.inputValue();
    expect(typed).toHaveLength(500);

    await page.keyboard.press('Tab');
    await expect(feedback(page).getByRole('button', {name: 'Send feedback'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(thanks(page)).toHaveText('Thanks for your feedback.');
    await expect(thanks(page)).toBeFocused();

    expect(await eventsNamed(page, 'Page Feedback')).toEqual([
      expect.objectContaining({
        helpful: false,
        reason: 'code-sample-wrong',
        comment: typed.trim(),
        page_path: DOC_PAGE,
      }),
    ]);
  });

  test('one vote per page: a reload shows the thanks and sends nothing again; another page still asks', async ({
    page,
  }) => {
    await interceptAnalytics(page);
    await openToFeedback(page);
    await answer(page, 'No').click();
    await feedback(page).getByRole('button', {name: 'Send feedback'}).click();
    await expect(thanks(page)).toHaveText('Thanks for your feedback.');
    expect(await eventsNamed(page, 'Page Feedback')).toHaveLength(1);

    await page.reload();
    await waitForHydration(page);
    await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
    await expect(thanks(page)).toHaveText('Thanks for your feedback.');
    await expect(feedback(page).getByRole('button')).toHaveCount(0);
    await expect(thanks(page)).not.toBeFocused();
    await browserSettled(page);
    expect(await eventsNamed(page, 'Page Feedback')).toEqual([]);

    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL((url) => url.pathname === DOC_PAGE);
    // The URL changes before the next page replaces the old one, whose footer may go mid-scroll: retry on the new one.
    await expect(async () => {
      await page.locator('.pagination-nav').scrollIntoViewIfNeeded({timeout: 2_000});
      await expect(answer(page, 'Yes')).toBeVisible({timeout: 2_000});
    }).toPass();
  });

  test('with storage that throws, the vote is still sent and thanked', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await interceptAnalytics(page);
    await openToFeedback(page);
    await answer(page, 'Yes').click();
    await expect(thanks(page)).toHaveText('Thanks for your feedback.');
    expect(await eventsNamed(page, 'Page Feedback')).toEqual([expect.objectContaining({helpful: true})]);
    expect(errors).toEqual([]);
  });

  test('appears without moving anything on screen: its space is reserved before the first render', async ({page}) => {
    await interceptAnalytics(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 800});
      await open(page);
      // A window as tall as the page: the block appears on screen, where any shift would count.
      await page.setViewportSize({width, height: await page.evaluate(() => document.documentElement.scrollHeight)});
      await page.reload();
      await waitForHydration(page);
      await expect(answer(page, 'Yes')).toBeVisible();
      await browserSettled(page);
      expect(
        await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts),
        `${width} px`,
      ).toEqual([]);
    }
  });

  test('passes axe in each step, in light and dark mode', async ({page}) => {
    await interceptAnalytics(page);
    const check = async (step: string) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme});
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await transitionsSettled(page);
        expect(await axeViolations(page), `${step}, ${colorScheme}`).toEqual([]);
      }
    };
    await openToFeedback(page);
    await expect(answer(page, 'Yes')).toBeVisible();
    await check('question');
    await answer(page, 'No').click();
    await check('reasons');
    await feedback(page).getByRole('button', {name: 'Send feedback'}).click();
    await expect(thanks(page)).toHaveText('Thanks for your feedback.');
    await check('thanks');
  });
});

test.describe('Report a problem with this page', () => {
  const issueForm = /^https:\/\/github\.com\/skyloom\/user-guide\/issues\/new\?/;

  test('opens a new issue in the docs repository, prefilled with the page title, URL and the first heading in view', async ({
    page,
  }) => {
    await page.context().route(issueForm, (route) => route.fulfill({status: 200, body: 'issue form stand-in'}));
    // A guide doc with two sections or more: the test scrolls to the second.
    const [doc] = docsWithReportLink('a Report a problem link and two sections', (html) => sectionCount(html) > 1);
    await open(page, doc);
    const title = (await page.locator('article h1').textContent())!;
    const link = page.locator('.theme-doc-footer').getByRole('link', {name: 'Report a problem with this page'});
    const issueUrl = (section: string[]) =>
      `https://github.com/skyloom/user-guide/issues/new?${new URLSearchParams({
        title: `Problem with the page "${title}"`,
        body: [
          `Page: ${title}`,
          `URL: https://docs.skyloom.io${doc}`,
          ...section,
          '',
          'What is wrong or missing?',
          '',
        ].join('\n'),
      })}`;
    // Before the reader reaches for it (and without JavaScript), the link names the page.
    await expect(link).toHaveAttribute('href', issueUrl([]));
    await expect(link).toHaveAttribute('target', '_blank');

    // The reader scrolls the second section just below the navbar, in a window tall enough to show the link too.
    const heading = page.locator('.theme-doc-markdown h2[id]').nth(1);
    const [id, text] = [(await heading.getAttribute('id'))!, (await heading.innerText()).replace(/\u200b/g, '').trim()];
    const distance = await page.evaluate(
      ([headingId]) => {
        const top = document.getElementById(headingId)!.getBoundingClientRect().top;
        const linkBottom = [...document.querySelectorAll('.theme-doc-footer a')].pop()!.getBoundingClientRect().bottom;
        return linkBottom - top;
      },
      [id],
    );
    await page.setViewportSize({width: 1280, height: Math.ceil(distance) + 300});
    await heading.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 100));
    await expect(link).toBeInViewport();

    const opened = page.waitForEvent('popup');
    await link.click();
    const issue = await opened;
    await issue.waitForLoadState();
    expect(issue.url()).toBe(issueUrl([`Section: ${text} (https://docs.skyloom.io${doc}#${id})`]));
  });

  test('sits beside "Edit this page" on doc pages, with or without analytics', async ({page}) => {
    const docs = docsWithReportLink().slice(0, 2);
    expect(docs, 'two docs of the guide').toHaveLength(2);
    for (const origin of [
      `http://docs.skyloom.io:${HOSTED_SEARCH_PORT}`,
      `http://docs.skyloom.io:${PORT}`,
      `http://127.0.0.1:${HOSTED_SEARCH_PORT}`,
    ]) {
      for (const path of docs) {
        await page.goto(`${origin}${path}`);
        await waitForHydration(page);
        const footer = page.locator('.theme-doc-footer');
        await expect(footer.getByRole('link', {name: 'Edit this page'}), origin).toBeVisible();
        const link = footer.getByRole('link', {name: 'Report a problem with this page'});
        await expect(link, origin).toBeVisible();
        const href = new URL((await link.getAttribute('href'))!);
        expect(href.origin + href.pathname).toBe('https://github.com/skyloom/user-guide/issues/new');
        expect(href.searchParams.get('title')).toBe(
          `Problem with the page "${await page.locator('article h1').textContent()}"`,
        );
        expect(href.searchParams.get('body')).toContain(`URL: https://docs.skyloom.io${path}\n`);
      }
    }
  });
});

test.describe('Tracked events page', () => {
  test('/analytics/tracked-events lists the reader signals with their properties', async ({page}) => {
    await open(page, '/analytics/tracked-events');
    const row = (name: string) => page.getByRole('row').filter({has: page.getByRole('cell', {name, exact: true})});
    await expect(row('Page Feedback').locator('li code')).toHaveText(['helpful', 'reason', 'comment']);
    await expect(row('Page Feedback')).toContainText('code-sample-wrong (Code sample wrong)');
    await expect(row('Search No Results').locator('li code')).toHaveText(['query']);
  });
});

test.describe('Failing analytics never disturb the reader', () => {
  for (const behavior of ['block', 'fail'] as const) {
    test(`with the services ${behavior === 'block' ? 'blocked' : 'failing'}, pages, navigation and search keep working`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const traffic = await interceptAnalytics(page, {tagManager: behavior, productAnalytics: behavior});
      await page.route(/skyloomtest/i, (route) => route.abort());
      await open(page);
      await sidebarLinkTo(page, NEXT_PAGE).click();
      await expect(page.locator('article h1')).toBeVisible();
      // Both services were asked and failed: the tag manager's script and the product analytics' first batch.
      await expect.poll(() => traffic.tagManagerRequests.length).toBeGreaterThan(0);
      await expect.poll(() => traffic.productEvents.length, {timeout: 15_000}).toBeGreaterThan(0);
      await page.keyboard.press('Control+k');
      await expect(searchModal(page)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
