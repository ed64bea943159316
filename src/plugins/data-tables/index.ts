import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ClientBundleDataCheck} from './clientBundleCheck';

/**
 * Data shown as markup, never shipped as data: the elements of ./elements.ts (`<FactTable>`, `<CliFlagTable>`, known
 * issues, release lists, the home page's "What's new") are rendered into each page's HTML at build time by
 * ./remarkDataTables (registered with the docs plugins' remark plugins), styled by ./dataTables.css, and the client
 * build fails when a module of src/data reaches a browser chunk (./clientBundleCheck).
 */
export default function dataTables(context: LoadContext): Plugin {
  const check = new ClientBundleDataCheck({siteDir: context.siteDir, dataDir: path.join(context.siteDir, 'src/data')});
  return {
    name: 'skyloom-data-tables',
    getClientModules: () => [path.join(__dirname, 'dataTables.css')],
    configureWebpack: (_config, isServer) => (isServer ? {} : {plugins: [check]}),
  };
}
