import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import {withLeanVersionProps} from './versionProps';

export {validateOptions} from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, whose route tree carries lean version metadata (./versionProps): the same plugin, options and
 * routes, with the version prop every doc page loads cut to what the theme reads. Wraps `addRoute` only.
 */
export default async function docsWithLeanVersionProps(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    async contentLoaded({actions, ...rest}) {
      await docs.contentLoaded?.({
        ...rest,
        actions: {...actions, addRoute: (route) => actions.addRoute(withLeanVersionProps(route))},
      } as Parameters<NonNullable<typeof docs.contentLoaded>>[0]);
    },
  } as Plugin<unknown>;
}
