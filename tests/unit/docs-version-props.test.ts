import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
// The docs plugin's own writer of the version prop (an internal module): the test runs the real thing, so a change in
// what it writes fails here.
import {toVersionMetadataProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {
  cardDescriptions,
  leanVersionMetadata,
  withLeanVersionProps,
} from '../../src/plugins/docs-version-props/versionProps';

const doc = (id: string, sidebar = 'guide') => ({
  id,
  title: `Title of ${id}`,
  description: `Description of ${id}`,
  permalink: `/${id}`,
  sidebar,
  unlisted: false,
  frontMatter: {},
});
const docs = ['install', 'configure', 'overview', 'detail', 'elsewhere'].map((id) => doc(id));
/** A sidebar with a generated category index (cards for install and configure) and a category whose page is a doc. */
const version = toVersionMetadataProp('default', {
  versionName: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docs,
  sidebars: {
    guide: [
      {
        type: 'category',
        label: 'Start',
        collapsed: true,
        collapsible: true,
        link: {type: 'generated-index', permalink: '/category/start', slug: '/category/start'},
        items: [
          {type: 'doc', id: 'install'},
          {type: 'doc', id: 'configure'},
          {
            type: 'category',
            label: 'More',
            collapsed: true,
            collapsible: true,
            link: {type: 'doc', id: 'overview'},
            items: [{type: 'doc', id: 'detail'}],
          },
        ],
      },
      {type: 'doc', id: 'elsewhere'},
    ],
  },
} as unknown as Parameters<typeof toVersionMetadataProp>[1]) as PropVersionMetadata;

const routeTree = (props: Record<string, unknown>): RouteConfig => ({
  path: '/',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      component: '@theme/DocVersionRoot',
      props,
      routes: [
        {
          path: '/category/start',
          component: '@theme/DocCategoryGeneratedIndexPage',
          props: {categoryGeneratedIndex: {permalink: '/category/start'}},
        },
      ],
    },
  ],
});

/** Every docId of a sidebar's link items. */
const docIdsOf = (items: PropVersionMetadata['docsSidebars'][string]): string[] =>
  items.flatMap((item) =>
    item.type === 'category' ? docIdsOf(item.items) : item.type === 'link' && item.docId ? [item.docId] : [],
  );

describe('Docs version metadata', () => {
  it('leaves out the map of docs and the docIds that would send DocCard to it, and keeps the sidebars', () => {
    const lean = leanVersionMetadata(version);
    assert.deepEqual(lean.docs, {});
    assert.deepEqual(docIdsOf(lean.docsSidebars.guide), []);
    assert.ok(docIdsOf(version.docsSidebars.guide).length > 0);
    const hrefs = (items: PropVersionMetadata['docsSidebars'][string]): unknown =>
      items.map((item) =>
        item.type === 'category' ? [item.href, hrefs(item.items)] : item.type === 'link' ? item.href : '',
      );
    assert.deepEqual(hrefs(lean.docsSidebars.guide), hrefs(version.docsSidebars.guide));
  });

  it("gives a generated index the descriptions of its cards' docs, by link, and no other", () => {
    assert.deepEqual(cardDescriptions(version, '/category/start'), {
      '/install': version.docs.install.description,
      '/configure': version.docs.configure.description,
    });
  });

  it("finds the version route in the docs plugin's route tree and its generated indexes", () => {
    const lean = withLeanVersionProps(routeTree({version}));
    const props = lean.routes![0].props as {version: PropVersionMetadata};
    assert.deepEqual(props.version, leanVersionMetadata(version));
    assert.deepEqual(lean.routes![0].routes![0].props, {
      categoryGeneratedIndex: {permalink: '/category/start'},
      cardDescriptions: cardDescriptions(version, '/category/start'),
    });
  });

  it('stops the build when the docs plugin passes its version metadata another way', () => {
    assert.throws(() => withLeanVersionProps(routeTree({versionMetadata: version})), /docs-version-props/);
  });

  it("is read by the theme only in DocCard, through useDocById, for a doc's description", () => {
    const read = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');
    const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
    const readers = fs
      .readdirSync(path.join(themeDir, 'lib', 'theme'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .filter((file) => fs.readFileSync(path.join(themeDir, 'lib', 'theme', file), 'utf8').includes('useDocById('));
    assert.deepEqual(readers, [path.join('DocCard', 'index.js')]);
    const card = read('@docusaurus/theme-classic/lib/theme/DocCard/index.js');
    assert.match(card, /const doc = useDocById\(item\.docId \?\? undefined\);/);
    assert.match(card, /description=\{item\.description \?\? doc\?\.description\}/);
    assert.match(read('@docusaurus/plugin-content-docs/lib/client/docsUtils.js'), /const doc = version\.docs\[id\];/);
  });
});
