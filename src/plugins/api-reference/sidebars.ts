// The reference's sidebar (the `api` docs instance's sidebarPath): the overview and policies, then one category per
// tag of the OpenAPI document, in its order, each with its operations and webhooks, then the document's downloads.
// It reads the document itself, so it exists before the plugin writes the pages.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiDocument, apiOperations, webhookEvents} from '../../data/api';
import {DOWNLOADS, POLICY_PAGES, downloadPath, operationSlug} from './routes';

const pages = [
  ...apiOperations.map((operation) => ({tag: operation.tag, id: operation.operationId})),
  ...webhookEvents.map((event) => ({tag: 'Webhooks', id: event.operationId})),
];

// Plain links, not routes: the files are written after the build (index.ts), so the router must not take them.
const downloads = (Object.keys(DOWNLOADS) as (keyof typeof DOWNLOADS)[]).map((format) => ({
  type: 'html' as const,
  value: `<a class="menu__link" href="${downloadPath(format)}" download>OpenAPI document (${format.toUpperCase()})</a>`,
  defaultStyle: true,
}));

const sidebars: SidebarsConfig = {
  api: [
    'index',
    {type: 'category', label: 'Policies', collapsed: false, items: ['authentication', ...Object.values(POLICY_PAGES)]},
    ...apiDocument.tags.map((tag) => ({
      type: 'category' as const,
      label: tag.name,
      collapsed: true,
      items: pages.filter((page) => page.tag === tag.name).map((page) => operationSlug(page.id)),
    })),
    ...downloads,
  ],
};

export default sidebars;
