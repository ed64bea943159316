import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request, Route} from '@playwright/test';
import {createSearchEngine, type SearchParams} from '../../../src/plugins/search/engine';
import {diskIndexSource} from '../../../src/plugins/search/indexing/diskSource';

const ROOT = path.resolve(__dirname, '../../..');
export const APP_ID = 'SKYLOOMTEST';
export const SEARCH_KEY = 'search-only-test-key';
/** Every host of the hosted search service for the test application, in any order. */
const HOSTED_SEARCH_HOSTS = /^https:\/\/skyloomtest(?:-dsn|-\d)?\.(?:algolia\.net|algolianet\.com)\//i;
const INSIGHTS_SCRIPT = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/;
export const INSIGHTS_EVENTS = /^https:\/\/insights\.(?:[a-z]+\.)?algolia\.io\/1\/events/;

let engine: ReturnType<typeof createSearchEngine> | undefined;
/** A stand-in for the hosted service that answers from the site's own records, as the real index would. */
export function hostedEngine() {
  engine ??= createSearchEngine(diskIndexSource(path.join(ROOT, 'build-hosted')));
  return engine;
}

interface QueriesBody {
  requests: (SearchParams & {indexName: string; params?: string | SearchParams})[];
}

const paramsOf = (request: QueriesBody['requests'][number]): SearchParams => {
  if (typeof request.params === 'string') {
    const parsed = Object.fromEntries(new URLSearchParams(request.params));
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [
        key,
        /^[[{]|^\d+$|^(true|false)$/.test(value) ? JSON.parse(value) : value,
      ]),
    );
  }
  return {...request, ...request.params};
};

export async function answerLikeHostedSearch(route: Route): Promise<void> {
  const body = route.request().postDataJSON() as QueriesBody;
  const results = await Promise.all(
    body.requests.map((request) => hostedEngine().search(paramsOf(request), request.indexName)),
  );
  await route.fulfill({status: 200, contentType: 'application/json', body: JSON.stringify({results})});
}

const hostOf = (request: Request) => new URL(request.url()).hostname;

/** Routes every hosted-search host through `handler`, recording which hosts were asked, in order. */
export async function interceptHostedSearch(
  page: Page,
  handler: (route: Route, attempt: number) => Promise<void>,
): Promise<string[]> {
  const hosts: string[] = [];
  await page.route(HOSTED_SEARCH_HOSTS, async (route) => {
    hosts.push(hostOf(route.request()));
    await handler(route, hosts.length);
  });
  return hosts;
}

export async function serveInsightsLocally(page: Page): Promise<void> {
  const script = fs.readFileSync(path.join(ROOT, 'node_modules/search-insights/dist/search-insights.min.js'), 'utf8');
  await page.route(INSIGHTS_SCRIPT, (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: script}),
  );
}
