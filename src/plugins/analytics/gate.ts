/**
 * Whether this page view may collect analytics: the production host, a configured destination, no Global Privacy
 * Control. The plugin (./index.ts) evaluates `gateCondition` in a head script, before the page renders, and marks
 * the <html> element; the browser code and the styles read that mark, so the rule is written once.
 */
export const ALLOWED_ATTRIBUTE = 'data-analytics';
export const PLUGIN_NAME = 'skyloom-analytics';

/** The destinations the browser code sends to, from the plugin's options (global data of PLUGIN_NAME). */
export interface AnalyticsGlobalData {
  tagManager: boolean;
  productAnalyticsApiKey?: string;
}

/** A JavaScript expression, true where analytics may run; the plugin injects it only when a destination is set. */
const gateCondition = (productionHost: string): string =>
  `location.hostname === ${JSON.stringify(productionHost)} && navigator.globalPrivacyControl !== true`;

/** The head script: marks the page and runs `allowedCode` (the tag manager snippet, if any) where analytics may run. */
export const gateScript = (productionHost: string, allowedCode = ''): string =>
  `if (${gateCondition(productionHost)}) {\ndocument.documentElement.setAttribute(${JSON.stringify(ALLOWED_ATTRIBUTE)}, '');\n${allowedCode}\n}`;

export function analyticsAllowed(): boolean {
  return document.documentElement.hasAttribute(ALLOWED_ATTRIBUTE);
}
