import path from 'node:path';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import tagManagerPlugin from '@docusaurus/plugin-google-tag-manager';
import {PLUGIN_NAME, gateScript, type AnalyticsGlobalData} from './gate';

export interface AnalyticsOptions {
  /** The only host that collects analytics; every other host (local, preview, CI) sends nothing. */
  productionHost: string;
  /** Tag manager container (GTM-…): its snippet loads and custom events go to window.dataLayer. */
  tagManagerContainerId?: string;
  /** Product analytics browser API key: the SDK loads lazily and receives the same custom events. */
  productAnalyticsApiKey?: string;
}

export const TRACKED_EVENTS_PATH = 'analytics/tracked-events';

const isScript = (tag: string | HtmlTagObject): tag is HtmlTagObject =>
  typeof tag !== 'string' && tag.tagName === 'script';

/**
 * The official tag-manager plugin's snippet, without its preconnect and <noscript> iframe: those would reach the
 * tag manager from any host. Empty without a container, and in development, where the official plugin is off.
 */
function tagManagerSnippet(context: LoadContext, containerId: string | undefined): string {
  if (!containerId) return '';
  const official = tagManagerPlugin(context, {containerId, id: 'default'} as Parameters<typeof tagManagerPlugin>[1]);
  const tags = official?.injectHtmlTags?.({content: undefined}) as {headTags?: (string | HtmlTagObject)[]} | undefined;
  return (tags?.headTags ?? [])
    .filter(isScript)
    .map((tag) => tag.innerHTML)
    .join('\n');
}

/**
 * Analytics and reader signals, in one place: the gate (a head script that marks the page where analytics may
 * run and starts the tag manager there), the browser wiring (./clientModule.ts), the reader signals at the end of
 * every doc (./feedback: "Was this page helpful?"; ./report: "Report a problem with this page", mounted by ./theme)
 * and the /analytics/tracked-events page rendered from ./catalog.ts.
 * README.md, "Analytics", describes what is collected and where.
 */
export default function analytics(context: LoadContext, options: AnalyticsOptions): Plugin {
  const {productionHost, tagManagerContainerId, productAnalyticsApiKey} = options;
  const configured = Boolean(tagManagerContainerId || productAnalyticsApiKey);
  return {
    name: PLUGIN_NAME,
    // Wraps of theme components (@theme-init/… is the classic theme's own), which the site's src/theme can still wrap.
    getThemePath: () => './theme',
    getClientModules: () => [path.resolve(__dirname, 'clientModule.ts')],
    async contentLoaded({actions}) {
      actions.setGlobalData({
        tagManager: Boolean(tagManagerContainerId),
        productAnalyticsApiKey,
      } satisfies AnalyticsGlobalData);
      actions.addRoute({
        path: `${context.baseUrl}${TRACKED_EVENTS_PATH}`,
        component: path.resolve(__dirname, 'TrackedEventsPage.tsx'),
        exact: true,
      });
    },
    injectHtmlTags: () =>
      configured
        ? {
            headTags: [
              {
                tagName: 'script',
                innerHTML: gateScript(productionHost, tagManagerSnippet(context, tagManagerContainerId)),
              },
            ],
          }
        : {},
  };
}
