import zlib from 'node:zlib';
import type {Page, Request} from '@playwright/test';

const TAG_MANAGER_SCRIPT = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-SKYLOOM/;
const PRODUCT_ANALYTICS_API = /^https:\/\/api2\.amplitude\.com\//;

export interface AnalyticsTraffic {
  tagManagerRequests: string[];
  productEvents: {event_type: string; event_properties?: Record<string, unknown>}[];
  otherThirdParty: string[];
}

type Behaviour = 'answer' | 'fail' | 'block';

/** The product analytics SDK gzips its batches. */
function productAnalyticsBody(request: Request): {events?: AnalyticsTraffic['productEvents']} {
  const body = request.postDataBuffer();
  if (!body) return {};
  const text = body[0] === 0x1f && body[1] === 0x8b ? zlib.gunzipSync(body).toString('utf8') : body.toString('utf8');
  return JSON.parse(text);
}

/** Stands in for the tag manager and the product analytics API, recording what the page sends them. */
export async function interceptAnalytics(
  page: Page,
  {tagManager = 'answer', productAnalytics = 'answer'}: {tagManager?: Behaviour; productAnalytics?: Behaviour} = {},
): Promise<AnalyticsTraffic> {
  const traffic: AnalyticsTraffic = {tagManagerRequests: [], productEvents: [], otherThirdParty: []};
  await page.route(TAG_MANAGER_SCRIPT, async (route) => {
    traffic.tagManagerRequests.push(route.request().url());
    if (tagManager === 'block') return route.abort('blockedbyclient');
    if (tagManager === 'fail') return route.fulfill({status: 500, body: 'error'});
    return route.fulfill({status: 200, contentType: 'application/javascript', body: '/* tag manager stand-in */'});
  });
  await page.route(PRODUCT_ANALYTICS_API, async (route) => {
    traffic.productEvents.push(...(productAnalyticsBody(route.request()).events ?? []));
    if (productAnalytics === 'block') return route.abort('blockedbyclient');
    if (productAnalytics === 'fail') return route.fulfill({status: 503, body: 'unavailable'});
    return route.fulfill({status: 200, contentType: 'application/json', body: '{"code":200,"events_ingested":1}'});
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    const ours = url.hostname === '127.0.0.1' || url.hostname === 'docs.skyloom.io';
    if (!ours && !TAG_MANAGER_SCRIPT.test(request.url()) && !PRODUCT_ANALYTICS_API.test(request.url()))
      traffic.otherThirdParty.push(request.url());
  });
  return traffic;
}

export interface DataLayerEvent {
  event: string;
  [property: string]: unknown;
}

/** The custom events on window.dataLayer (the tag manager's own `gtm.*` entries left out). */
export const dataLayerEvents = (page: Page): Promise<DataLayerEvent[]> =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: DataLayerEvent[]}).dataLayer ?? []).filter(
      (entry) => typeof entry.event === 'string' && !entry.event.startsWith('gtm.'),
    ),
  );

export const eventsNamed = async (page: Page, name: string | RegExp) =>
  (await dataLayerEvents(page)).filter((entry) =>
    typeof name === 'string' ? entry.event === name : name.test(entry.event),
  );

/** Keeps link clicks on the page (the click handlers still run) so the test can read what was sent. */
export const stayOnPage = (page: Page) =>
  page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
