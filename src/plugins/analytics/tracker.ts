/**
 * Sends analytics events to the tag manager's dataLayer and to product analytics, only on the production host
 * and never when the browser sends Global Privacy Control. Product analytics load lazily, `initDelayMs` after
 * start; events tracked before then wait in a queue. A blocked or failing service is logged, never thrown.
 */
import globalData from '@generated/globalData';
import {LIMITS, type AnalyticsEvent} from './events';
import {PLUGIN_NAME, analyticsAllowed, type AnalyticsGlobalData} from './gate';

type ProductAnalytics = typeof import('@amplitude/analytics-browser');

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const settings = globalData[PLUGIN_NAME]?.default as AnalyticsGlobalData;
const queue: AnalyticsEvent[] = [];
let productAnalytics: ProductAnalytics | null = null;

export function track(event: AnalyticsEvent | null): void {
  if (!event || !analyticsAllowed()) return;
  if (settings.tagManager) {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({event: event.name, ...event.properties});
  }
  if (!settings.productAnalyticsApiKey) return;
  if (productAnalytics) productAnalytics.track(event.name, event.properties);
  else queue.push(event);
}

async function initProductAnalytics(apiKey: string): Promise<void> {
  try {
    const sdk = await import('@amplitude/analytics-browser');
    sdk.init(apiKey, {
      logLevel: sdk.Types.LogLevel.Debug,
      fetchRemoteConfig: false,
      autocapture: {
        pageViews: true,
        sessions: true,
        formInteractions: true,
        fileDownloads: true,
        attribution: false,
        elementInteractions: false,
      },
    });
    productAnalytics = sdk;
    for (const event of queue.splice(0)) sdk.track(event.name, event.properties);
  } catch (error) {
    console.warn('Product analytics could not start; the page works without them.', error);
  }
}

export function startProductAnalytics(): void {
  const apiKey = settings.productAnalyticsApiKey;
  if (apiKey && analyticsAllowed()) window.setTimeout(() => void initProductAnalytics(apiKey), LIMITS.initDelayMs);
}
