import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {withLeanVersionProps} from './versionProps';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, whose route tree carries lean version metadata (./versionProps): the same plugin, options and
 * routes, with the version prop every doc page loads cut to what the theme reads, and each generated category index
 * given the descriptions of its cards. Wraps `addRoute` only. The default instance also brings ./theme, which shows
 * those descriptions on the cards (one instance, so the theme wraps the cards once).
 */
export default async function docsWithLeanVersionProps(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    ...((options.id ?? DEFAULT_PLUGIN_ID) === DEFAULT_PLUGIN_ID && {getThemePath: () => './theme'}),
    async contentLoaded({actions, ...rest}) {
      await docs.contentLoaded?.({
        ...rest,
        actions: {...actions, addRoute: (route) => actions.addRoute(withLeanVersionProps(route))},
      } as Parameters<NonNullable<typeof docs.contentLoaded>>[0]);
    },
  } as Plugin<unknown>;
}
