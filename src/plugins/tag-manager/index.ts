import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import tagManagerPlugin from '@docusaurus/plugin-google-tag-manager';

export interface ProductionTagManagerOptions {
  containerId?: string;
  productionHost: string;
}

const isScript = (tag: string | HtmlTagObject): tag is HtmlTagObject =>
  typeof tag !== 'string' && tag.tagName === 'script';

/**
 * The official tag-manager plugin with its snippet run only on the production host and only without Global
 * Privacy Control. Its preconnect and <noscript> iframe are dropped: they would reach the tag manager from any host.
 */
export default function productionTagManager(
  context: LoadContext,
  {containerId, productionHost}: ProductionTagManagerOptions,
): Plugin | null {
  if (!containerId) return null;
  const plugin = tagManagerPlugin(context, {containerId, id: 'default'} as Parameters<typeof tagManagerPlugin>[1]);
  if (!plugin?.injectHtmlTags) return null;
  const official = plugin.injectHtmlTags({content: undefined}) as {headTags?: (string | HtmlTagObject)[]};
  const snippet = (official.headTags ?? [])
    .filter(isScript)
    .map((tag) => tag.innerHTML)
    .join('\n');
  const gate = `location.hostname === ${JSON.stringify(productionHost)} && navigator.globalPrivacyControl !== true`;
  return {
    ...plugin,
    name: 'skyloom-tag-manager',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: `if (${gate}) {\n${snippet}\n}`}]}),
  };
}
