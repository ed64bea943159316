// The version metadata every doc page loads (the docs plugin's `version` route prop, one chunk shared by every page
// of the version), without what no page reads from it. Its map of docs is read only by the theme's DocCard (through
// useDocById), for the description of a doc on the cards of a generated category index; the ids, titles, sidebar
// names and every other description in it were 40% of the chunk on every page.
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** The docs whose descriptions show: the links listed right under a category whose page is one of `indexPages`. */
function docsOnCards(items: PropSidebarItem[], indexPages: ReadonlySet<string>): string[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const cards =
      item.href && indexPages.has(item.href)
        ? item.items.flatMap((child) => (child.type === 'link' && child.docId ? [child.docId] : []))
        : [];
    return [...cards, ...docsOnCards(item.items, indexPages)];
  });
}

/** The version metadata whose map of docs keeps every doc, with only the descriptions that cards show. */
export function leanVersionMetadata(
  version: PropVersionMetadata,
  indexPages: ReadonlySet<string>,
): PropVersionMetadata {
  const onCards = new Set(Object.values(version.docsSidebars).flatMap((items) => docsOnCards(items, indexPages)));
  // useDocById throws on an id it does not find, so every doc keeps its entry, most of them empty.
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description}]) => [id, onCards.has(id) ? {description} : {}]),
  ) as PropVersionMetadata['docs'];
  return {...version, docs};
}

const isVersionMetadata = (value: unknown): value is PropVersionMetadata =>
  typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;

/** The pages of the generated category indexes among a route's subroutes. */
const indexPagesOf = (route: RouteConfig): string[] =>
  (route.routes ?? []).flatMap((sub) => {
    const index = (sub.props as {categoryGeneratedIndex?: {permalink: string}} | undefined)?.categoryGeneratedIndex;
    return [...(index ? [index.permalink] : []), ...indexPagesOf(sub)];
  });

/** A docs route tree with every version route's metadata made lean; fails loudly if it has no version metadata. */
export function withLeanVersionProps(route: RouteConfig): RouteConfig {
  let found = 0;
  const lean = (each: RouteConfig): RouteConfig => {
    const version = each.props?.version;
    if (isVersionMetadata(version)) found++;
    return {
      ...each,
      ...(isVersionMetadata(version) && {
        props: {...each.props, version: leanVersionMetadata(version, new Set(indexPagesOf(each)))},
      }),
      ...(each.routes && {routes: each.routes.map(lean)}),
    };
  };
  const result = lean(route);
  if (!found)
    throw new Error(
      `docs-version-props: the docs route ${route.path} has no \`version\` prop with docsSidebars and docs; @docusaurus/plugin-content-docs changed how it passes version metadata: update src/plugins/docs-version-props.`,
    );
  return result;
}
