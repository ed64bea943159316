// The version metadata every doc page loads (the docs plugin's `version` route prop, one chunk shared by every page
// of the version), without what no page reads from it. Its map of docs (ids, titles, sidebar names, descriptions:
// 60% of the chunk) is read only by the theme's DocCard, through useDocById on a sidebar link's docId, for the
// description of a doc on the cards of a generated category index: those descriptions go to that page's own props
// (`cardDescriptions`, read by theme/DocCard), and the map and the links' docIds are left out.
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** The link items listed right under the category whose page is `indexPage`, wherever it sits in the sidebars. */
function cardLinks(items: PropSidebarItem[], indexPage: string): Extract<PropSidebarItem, {type: 'link'}>[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const cards = item.href === indexPage ? item.items.flatMap((child) => (child.type === 'link' ? [child] : [])) : [];
    return [...cards, ...cardLinks(item.items, indexPage)];
  });
}

/** The descriptions a generated category index shows on its cards, by the link of each card's doc. */
export function cardDescriptions(version: PropVersionMetadata, indexPage: string): Record<string, string> {
  const links = Object.values(version.docsSidebars).flatMap((items) => cardLinks(items, indexPage));
  return Object.fromEntries(
    links.flatMap((link) => {
      const description = link.docId ? version.docs[link.docId]?.description : undefined;
      return description ? [[link.href, description]] : [];
    }),
  );
}

/** Sidebar items without the docIds that would send DocCard to the map of docs. */
const withoutDocIds = (items: PropSidebarItem[]): PropSidebarItem[] =>
  items.map((item) => {
    if (item.type === 'category') return {...item, items: withoutDocIds(item.items)};
    if (item.type !== 'link') return item;
    const {docId: _docId, ...link} = item;
    return link;
  });

/** The version metadata without its map of docs and without the links' docIds. */
export function leanVersionMetadata(version: PropVersionMetadata): PropVersionMetadata {
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, withoutDocIds(items)]),
  );
  return {...version, docsSidebars, docs: {}};
}

const isVersionMetadata = (value: unknown): value is PropVersionMetadata =>
  typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;

const generatedIndexOf = (route: RouteConfig) =>
  (route.props as {categoryGeneratedIndex?: {permalink: string}} | undefined)?.categoryGeneratedIndex;

/** A docs route tree with every version route's metadata made lean; fails loudly if it has no version metadata. */
export function withLeanVersionProps(route: RouteConfig): RouteConfig {
  let found = 0;
  const lean = (each: RouteConfig, version?: PropVersionMetadata): RouteConfig => {
    const own = each.props?.version;
    const current = isVersionMetadata(own) ? own : version;
    if (isVersionMetadata(own)) found++;
    const index = generatedIndexOf(each);
    return {
      ...each,
      ...(isVersionMetadata(own) && {props: {...each.props, version: leanVersionMetadata(own)}}),
      ...(index && current && {props: {...each.props, cardDescriptions: cardDescriptions(current, index.permalink)}}),
      ...(each.routes && {routes: each.routes.map((sub) => lean(sub, current))}),
    };
  };
  const result = lean(route);
  if (!found)
    throw new Error(
      `docs-version-props: the docs route ${route.path} has no \`version\` prop with docsSidebars and docs; @docusaurus/plugin-content-docs changed how it passes version metadata: update src/plugins/docs-version-props.`,
    );
  return result;
}
