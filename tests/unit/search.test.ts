import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createSearchEngine} from '../../src/plugins/search/engine';
import {compactIndex, expandIndex} from '../../src/plugins/search/compactIndex';
import {extractRecords} from '../../src/plugins/search/indexing/extractRecords';
import {pushRecords, pushSettings, type IndexAdminClient} from '../../scripts/lib/search-push';
import {LEVEL_WEIGHT, type RecordType, type SearchRecord} from '../../src/plugins/search/records';

const SITE = 'https://docs.skyloom.io';

function record(
  route: string,
  type: RecordType,
  levels: string[],
  content: string | null = null,
  position = 0,
): SearchRecord {
  const [lvl0, lvl1, lvl2 = null, lvl3 = null] = levels;
  return {
    objectID: `${route}:${position}`,
    url: `${SITE}${route}`,
    type,
    hierarchy: {lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: LEVEL_WEIGHT[type], position},
  };
}

const records = [
  record(
    '/concepts/iac/export',
    'content',
    ['Concepts', 'Export infrastructure code'],
    'You export Terraform for every environment profile of the appStack.',
  ),
  record('/concepts/iac/export', 'lvl2', ['Concepts', 'Export infrastructure code', 'Drift after export'], null, 1),
  record('/concepts/drift', 'lvl1', ['Concepts', 'Detect drift']),
  record(
    '/concepts/drift',
    'content',
    ['Concepts', 'Detect drift', 'Reconcile drift'],
    'Use <script>alert(1)</script> carefully when you reconcile drift in production environments across many accounts.',
    1,
  ),
  record('/cli-guide/get-started', 'lvl1', ['CLI', 'Get started'], null, 0),
  {...record('/release-notes', 'lvl1', ['Releases', 'Latest release']), language: 'fr'},
];
const engine = createSearchEngine(records);
const paths = (query: string, extra = {}) =>
  engine.search({query, ...extra}).hits.map((hit) => `${hit.type} ${new URL(hit.url!).pathname}`);

describe('Embedded search engine: ranking', () => {
  it('ranks a page title above a heading above body text', () => {
    assert.deepEqual(paths('drift'), ['lvl1 /concepts/drift', 'lvl2 /concepts/iac/export', 'content /concepts/drift']);
  });

  it('tolerates typos, matches the last word as a prefix and knows synonyms', () => {
    assert.ok(paths('drfit').includes('lvl1 /concepts/drift'));
    assert.ok(paths('get sta').includes('lvl1 /cli-guide/get-started'));
    assert.ok(paths('tf').includes('content /concepts/iac/export'));
  });

  it('returns nothing for an empty or stop-word-only query', () => {
    assert.equal(engine.search({query: ''}).nbHits, 0);
    assert.equal(engine.search({query: '   the   '}).nbHits, 0);
  });
});

describe('Embedded search engine: the hosted service’s request and response shape', () => {
  it('applies facet filters (AND across groups, OR inside a group)', () => {
    assert.equal(engine.search({query: 'latest'}).nbHits, 1);
    assert.equal(engine.search({query: 'latest', facetFilters: ['language:en']}).nbHits, 0);
    assert.equal(engine.search({query: 'latest', facetFilters: [['language:en', 'language:fr']]}).nbHits, 1);
  });

  it('pages results and counts pages', () => {
    const first = engine.search({query: 'drift', hitsPerPage: 2, page: 0});
    const second = engine.search({query: 'drift', hitsPerPage: 2, page: 1});
    assert.equal(first.nbHits, 3);
    assert.equal(first.nbPages, 2);
    assert.equal(first.hits.length, 2);
    assert.equal(second.hits.length, 1);
  });

  it('highlights matches with the requested tags and escapes the text around them', () => {
    const hit = engine.search({query: 'reconcile', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0];
    assert.equal(hit._highlightResult.content?.matchLevel, 'full');
    assert.match(
      hit._highlightResult.content!.value,
      /^Use &lt;script&gt;alert\(1\)&lt;\/script&gt; carefully when you <mark>reconcile<\/mark>/,
    );
    assert.doesNotMatch(JSON.stringify(hit._highlightResult), /<script>/);
  });

  it('snippets content to the requested number of words around the first match', () => {
    const request = {
      query: 'production',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    };
    const ten = engine.search({...request, attributesToSnippet: ['content:10']}).hits[0]._snippetResult.content!.value;
    const five = engine.search({...request, attributesToSnippet: ['content:5']}).hits[0]._snippetResult.content!.value;
    assert.equal(ten.replace(/…/g, ' ').trim().split(/\s+/).length, 10);
    assert.equal(five.replace(/…/g, ' ').trim().split(/\s+/).length, 5);
    assert.match(five, /^….*<mark>production<\/mark>.*…$/);
  });

  it('returns a queryID only when click analytics are on, and the facets asked for', () => {
    const result = engine.search({query: 'drift', clickAnalytics: true, facets: ['language']});
    assert.match(result.queryID!, /^embedded-/);
    assert.deepEqual(result.facets, {language: {en: 3}});
    assert.equal(engine.search({query: 'drift'}).queryID, undefined);
  });

  it('retrieves only the requested attributes, plus objectID and the highlight results', () => {
    const hit = engine.search({query: 'drift', attributesToRetrieve: ['hierarchy.lvl0', 'url']}).hits[0];
    assert.deepEqual(Object.keys(hit).sort(), ['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
  });
});

describe('Embedded index asset', () => {
  it('round-trips the records exactly', () => {
    const ordered = [
      record('/concepts/drift', 'lvl1', ['Concepts', 'Detect drift'], null, 0),
      {...record('/concepts/drift', 'content', ['Concepts', 'Detect drift'], 'Intro text.', 1)},
      {
        ...record('/concepts/drift', 'lvl2', ['Concepts', 'Detect drift', 'Reconcile drift'], null, 2),
        url: `${SITE}/concepts/drift#reconcile-drift`,
      },
      {
        ...record(
          '/concepts/drift',
          'content',
          ['Concepts', 'Detect drift', 'Reconcile drift'],
          'Accept the cloud.',
          3,
        ),
        url: `${SITE}/concepts/drift#reconcile-drift`,
      },
    ];
    ordered[0].keywords = ['drift', 'reconcile'];
    assert.deepEqual(expandIndex(JSON.parse(JSON.stringify(compactIndex(ordered, SITE)))), ordered);
  });

  it('rejects an asset of another format', () => {
    assert.throws(() => expandIndex({version: 99} as never), /Unsupported search index format/);
  });
});

describe('Search records from built pages', () => {
  const page = `<!doctype html><html lang="en"><head>
    <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
    <meta name="description" content="Find and fix drift."><meta name="keywords" content="drift,reconcile">
    </head><body><nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active">Guides</a></div></nav>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Concepts</a></li><li class="breadcrumbs__item">Drift</li></ul></nav>
    <article><header><h1>Detect drift</h1></header><p>Drift is a difference.</p>
    <h2 id="reconcile-drift">Reconcile drift<a class="hash-link" href="#reconcile-drift">#</a></h2><ul><li><p>Accept the cloud.</p></li></ul>
    <pre><code><span class="token-line">skyloom drifts --appstack web</span><span class="token-line">Error: drift detected in 4 resources</span></code></pre>
    </article></body></html>`;
  const extracted = extractRecords({route: '/concepts/drift', html: page, siteUrl: SITE});

  it('builds the hierarchy from the breadcrumbs, the title and the headings, with anchors', () => {
    assert.deepEqual(
      extracted.map((r) => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl2, r.content, r.url.replace(SITE, '')]),
      [
        ['lvl1', 'Concepts', null, null, '/concepts/drift'],
        ['content', 'Concepts', null, 'Find and fix drift.', '/concepts/drift'],
        ['content', 'Concepts', null, 'Drift is a difference.', '/concepts/drift'],
        ['lvl2', 'Concepts', 'Reconcile drift', null, '/concepts/drift#reconcile-drift'],
        ['content', 'Concepts', 'Reconcile drift', 'Accept the cloud.', '/concepts/drift#reconcile-drift'],
        [
          'content',
          'Concepts',
          'Reconcile drift',
          'Error: drift detected in 4 resources',
          '/concepts/drift#reconcile-drift',
        ],
      ],
    );
    assert.deepEqual(extracted[0].keywords, ['drift', 'reconcile']);
  });

  it('skips redirect pages and pages without docsearch metadata', () => {
    assert.deepEqual(
      extractRecords({route: '/old', html: '<meta http-equiv="refresh" content="0; url=/new">', siteUrl: SITE}),
      [],
    );
    assert.deepEqual(
      extractRecords({route: '/x', html: '<html><body><article><h1>X</h1></article></body></html>', siteUrl: SITE}),
      [],
    );
  });
});

describe('Feeding the hosted index', () => {
  it('names the missing credential', () => {
    assert.throws(() => pushSettings({}), /`appId` is missing/);
    assert.throws(() => pushSettings({ALGOLIA_APP_ID: 'APP'}), /`apiKey` is missing/);
    assert.deepEqual(pushSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: 'key'}), {
      appId: 'APP',
      apiKey: 'key',
      indexName: 'skyloom',
    });
  });

  it('sets the index settings, then replaces every record', async () => {
    const calls: string[] = [];
    const client: IndexAdminClient = {
      async setSettings({indexName}) {
        calls.push(`settings ${indexName}`);
      },
      async replaceAllObjects({indexName, objects}) {
        calls.push(`replace ${indexName} ${objects.length}`);
      },
    };
    await pushRecords(client, 'skyloom', records);
    assert.deepEqual(calls, ['settings skyloom', `replace skyloom ${records.length}`]);
  });
});
