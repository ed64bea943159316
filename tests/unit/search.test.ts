import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {createSearchEngine, type IndexSource} from '../../src/plugins/search/engine';
import {buildIndex, type BuiltIndex} from '../../src/plugins/search/indexing/writeIndex';
import {outlineFromHtml, SEARCH_SKIP} from '../../src/plugins/search/indexing/outlineFromHtml';
import {outlineFromSource} from '../../src/plugins/search/indexing/outlineFromSource';
import {decodeChunk, vocabularyFile, type RecordChunk} from '../../src/plugins/search/indexFormat';
import {
  asksAboutReleases,
  indexedFields,
  isReleasePage,
  miniSearchOptions,
  queryGroups,
  queryTree,
  queryWords,
  spreadPages,
  tokenize,
  weighPages,
  widening,
  MIN_RESULTS,
  RELEASE_BOOST,
  type IndexedRecord,
  type QueryTree,
} from '../../src/plugins/search/ranking';
import {weighByCoverage} from '../../src/plugins/search/matching';
import {pushRecords, pushSettings, type IndexAdminClient} from '../../scripts/lib/search-push';
import {docFiles} from '../../scripts/lib/site-routes';
import {LEVEL_WEIGHT, recordsFromOutline, type RecordType, type SearchRecord} from '../../src/plugins/search/records';

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

/** An index in memory, read through the same interface the browser reads the network with. */
function memorySource(built: BuiltIndex, read: string[] = []): IndexSource {
  return {
    entry: async () => structuredClone(built.entry),
    shard: async <T>(_entry: unknown, file: string) => {
      read.push(file);
      const content = built.shards.get(file);
      if (content === undefined) throw new Error(`no shard ${file}`);
      return JSON.parse(content) as T;
    },
  };
}

const pages: SearchRecord[][] = [
  [record('/cli-guide/get-started', 'lvl1', ['CLI', 'Get started'], null, 0)],
  [
    record('/concepts/drift', 'lvl1', ['Concepts', 'Detect drift']),
    record(
      '/concepts/drift',
      'content',
      ['Concepts', 'Detect drift', 'Reconcile drift'],
      'Use <script>alert(1)</script> carefully when you reconcile drift in production environments across many accounts.',
      1,
    ),
  ],
  [
    record(
      '/concepts/iac/export',
      'content',
      ['Concepts', 'Export infrastructure code'],
      'You export Terraform for every environment profile of the appStack.',
    ),
    record('/concepts/iac/export', 'lvl2', ['Concepts', 'Export infrastructure code', 'Drift after export'], null, 1),
  ],
  [{...record('/release-notes', 'lvl1', ['Releases', 'Latest release']), language: 'fr'}],
];
const engine = createSearchEngine(memorySource(buildIndex(pages, SITE)));
const paths = async (query: string, extra = {}) =>
  (await engine.search({query, ...extra})).hits.map((hit) => `${hit.type} ${new URL(hit.url!).pathname}`);

describe('Embedded search engine: ranking', () => {
  it('ranks a page title above a heading above body text, and a page that matches twice above one that matches once', async () => {
    assert.deepEqual(await paths('drift'), [
      'lvl1 /concepts/drift',
      'content /concepts/drift',
      'lvl2 /concepts/iac/export',
    ]);
    assert.deepEqual(await paths('infrastructure'), ['lvl2 /concepts/iac/export', 'content /concepts/iac/export']);
  });

  it('tolerates typos, matches the last word as a prefix and knows synonyms', async () => {
    assert.ok((await paths('drfit')).includes('lvl1 /concepts/drift'));
    assert.ok((await paths('get sta')).includes('lvl1 /cli-guide/get-started'));
    assert.ok((await paths('tf')).includes('content /concepts/iac/export'));
  });

  it('returns nothing for an empty or stop-word-only query', async () => {
    assert.equal((await engine.search({query: ''})).nbHits, 0);
    assert.equal((await engine.search({query: '   the   '})).nbHits, 0);
  });
});

describe('Embedded search engine: hard queries', () => {
  const text = 'Windows files with CRLF line endings import cleanly; run skyloom configure to read config.yaml.';
  const engineOf = (pages: SearchRecord[][]) => createSearchEngine(memorySource(buildIndex(pages, SITE)));
  const pagesOf = async (engine: ReturnType<typeof engineOf>, query: string) => [
    ...new Set((await engine.search({query})).hits.map((hit) => new URL(hit.url!).pathname)),
  ];

  it('searches a question for its subject, not its question words', () => {
    assert.deepEqual(
      queryGroups('where did my skyloomrc settings go').map(({term}) => term),
      ['skyloomrc', 'settings'],
    );
  });

  it('keeps file names, paths, flags and versions whole as well as word by word', () => {
    const tokens = tokenize('~/.skyloom/config.yaml and --plan-only in 3.0.1');
    for (const token of [
      'skyloom',
      'config',
      'yaml',
      'plan',
      'only',
      'skyloom/config.yaml',
      'config.yaml',
      'plan-only',
      '3.0.1',
    ])
      assert.ok(tokens.includes(token), token);
    assert.deepEqual(queryGroups('config.yaml'), [{term: 'config.yaml', words: ['config', 'yaml']}]);
    assert.deepEqual(
      queryGroups('--from-version'),
      [{term: 'from-version', words: []}],
      'its words without "from" say less',
    );
  });

  it('ranks an exact compound above its words apart', async () => {
    const engine = engineOf([
      [record('/words', 'content', ['Guides', 'Words'], 'The config of a yaml file, as a yaml config.')],
      [record('/exact', 'content', ['Guides', 'Exact'], text)],
    ]);
    assert.deepEqual(await pagesOf(engine, 'config.yaml'), ['/exact', '/words']);
  });

  it('ranks release notes first for a question about releases, and only then', async () => {
    const engine = engineOf([
      [record('/cli-guide/line-endings', 'content', ['CLI', 'Line endings'], text)],
      [record('/change-log/release-notes/may25-release', 'content', ['Change log', 'May 2025'], text)],
    ]);
    assert.equal((await pagesOf(engine, 'crlf import'))[0], '/cli-guide/line-endings');
    assert.equal(
      (await pagesOf(engine, 'when was the crlf import fixed'))[0],
      '/change-log/release-notes/may25-release',
    );
  });

  it('weighs a rare word above common ones when no record has every word', async () => {
    const engine = engineOf([
      [record('/settings', 'lvl1', ['Guides', 'Settings and more settings'])],
      [record('/rare', 'content', ['Guides', 'Rare'], 'The old skyloomrc file is no longer read.')],
      ...Array.from({length: 30}, (_, page) => [
        record(`/page-${page}`, 'content', ['Guides', `Page ${page}`], 'Settings live here.'),
      ]),
    ]);
    assert.equal((await pagesOf(engine, 'skyloomrc settings'))[0], '/rare');
  });
});

describe('Embedded search engine: the hosted service’s request and response shape', () => {
  it('applies facet filters (AND across groups, OR inside a group)', async () => {
    assert.equal((await engine.search({query: 'latest'})).nbHits, 1);
    assert.equal((await engine.search({query: 'latest', facetFilters: ['language:en']})).nbHits, 0);
    assert.equal((await engine.search({query: 'latest', facetFilters: [['language:en', 'language:fr']]})).nbHits, 1);
  });

  it('pages results and counts pages', async () => {
    const first = await engine.search({query: 'drift', hitsPerPage: 2, page: 0});
    const second = await engine.search({query: 'drift', hitsPerPage: 2, page: 1});
    assert.equal(first.nbHits, 3);
    assert.equal(first.nbPages, 2);
    assert.equal(first.hits.length, 2);
    assert.equal(second.hits.length, 1);
  });

  it('highlights matches with the requested tags and escapes the text around them', async () => {
    const [hit] = (await engine.search({query: 'reconcile', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}))
      .hits;
    assert.equal(hit._highlightResult.content?.matchLevel, 'full');
    assert.match(
      hit._highlightResult.content!.value,
      /^Use &lt;script&gt;alert\(1\)&lt;\/script&gt; carefully when you <mark>reconcile<\/mark>/,
    );
    assert.doesNotMatch(JSON.stringify(hit._highlightResult), /<script>/);
  });

  it('snippets content to the requested number of words around the first match', async () => {
    const request = {
      query: 'production',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      snippetEllipsisText: '…',
    };
    const snippetOf = async (words: number) =>
      (await engine.search({...request, attributesToSnippet: [`content:${words}`]})).hits[0]._snippetResult.content!
        .value;
    const ten = await snippetOf(10);
    const five = await snippetOf(5);
    assert.equal(ten.replace(/…/g, ' ').trim().split(/\s+/).length, 10);
    assert.equal(five.replace(/…/g, ' ').trim().split(/\s+/).length, 5);
    assert.match(five, /^….*<mark>production<\/mark>.*…$/);
  });

  it('returns a queryID only when click analytics are on, and the facets asked for', async () => {
    const result = await engine.search({query: 'drift', clickAnalytics: true, facets: ['language']});
    assert.match(result.queryID!, /^embedded-/);
    assert.deepEqual(result.facets, {language: {en: 3}});
    assert.equal((await engine.search({query: 'drift'})).queryID, undefined);
  });

  it('retrieves only the requested attributes, plus objectID and the highlight results', async () => {
    const [hit] = (await engine.search({query: 'drift', attributesToRetrieve: ['hierarchy.lvl0', 'url']})).hits;
    assert.deepEqual(Object.keys(hit).sort(), ['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
  });
});

describe('Embedded index: what a search downloads', () => {
  const built = buildIndex(pages, SITE);

  it('stores every record exactly, in chunks that start with a page', () => {
    const decoded = new Map<number, SearchRecord>();
    for (const [file, content] of built.shards) {
      if (file.startsWith('c-'))
        for (const entry of decodeChunk(JSON.parse(content) as RecordChunk, Number(file.slice(2, -5)), built.entry))
          decoded.set(...entry);
    }
    assert.deepEqual(
      [...decoded.entries()].sort(([a], [b]) => a - b).map(([, value]) => value),
      pages.flat(),
    );
    assert.ok(
      [...decoded.keys()].every((id) => decoded.get(id)!.weight.position > 0 || id % built.entry.chunkStride === 0),
    );
  });

  it('reads the vocabulary of the query’s first letters, the postings of its words and the chunks of its hits', async () => {
    const read: string[] = [];
    await createSearchEngine(memorySource(built, read)).search({query: 'reconcile', hitsPerPage: 1});
    // Fewer than five exact results, so typos are tried: "erconcile" (a swap) starts with another letter.
    assert.deepEqual(
      read.filter((file) => file.startsWith('v-')),
      ['r', 'e'].map((letter) => vocabularyFile(letter.codePointAt(0)!)),
    );
    assert.equal(read.filter((file) => file.startsWith('p-')).length, 1);
    assert.equal(read.filter((file) => file.startsWith('c-')).length, 1);
  });

  it('names the shard folder by the hash of its content', () => {
    assert.match(built.entry.dir, /^search-index\/[0-9a-f]{12}$/);
    assert.equal(buildIndex(pages, SITE).entry.dir, built.entry.dir);
    const changed = structuredClone(pages);
    changed[1][1].content = 'Other text.';
    assert.notEqual(buildIndex(changed, SITE).entry.dir, built.entry.dir);
  });

  it('fails a search whose shard is missing or unreadable, and starts over from the entry on the next one', async () => {
    let broken = true;
    let entries = 0;
    const flaky: IndexSource = {
      entry: async () => (entries++, structuredClone(built.entry)),
      shard: async <T>(_entry: unknown, file: string) => {
        if (broken && file.startsWith('p-')) return JSON.parse('{"truncated": [1,') as T;
        return JSON.parse(built.shards.get(file)!) as T;
      },
    };
    const recovering = createSearchEngine(flaky);
    await assert.rejects(recovering.search({query: 'drift'}));
    broken = false;
    assert.equal((await recovering.search({query: 'drift'})).nbHits, 3);
    assert.equal(entries, 2);
  });

  it('rejects an entry of another format', async () => {
    const other = createSearchEngine({...memorySource(built), entry: async () => ({version: 99}) as never});
    await assert.rejects(other.search({query: 'drift'}), /Unsupported search index format 99/);
  });
});

/**
 * The guide's own pages, read from their sources: thousands of records, so ranking is compared where it is hard.
 * Each record's score is rounded to four digits in the index, so results whose scores differ by less than that
 * may trade places; everything else must match MiniSearch exactly.
 */
describe('Embedded search engine: ranks as MiniSearch does over the whole index', () => {
  const corpus = docFiles().map((file) =>
    recordsFromOutline(
      outlineFromSource({
        source: fs.readFileSync(file, 'utf8'),
        route: `/${path.relative('docs', file).replace(/\.mdx?$/, '')}`,
        section: path.dirname(path.relative('docs', file)),
        title: path.basename(file),
        keywords: [],
        description: '',
        language: 'en',
        tag: 'docs-default-current',
      }),
      SITE,
    ),
  );
  const built = buildIndex(corpus, SITE);
  const sharded = createSearchEngine(memorySource(built));
  const records = corpus.flat();
  const mini = new MiniSearch<IndexedRecord>(miniSearchOptions((id) => records[id].type));
  mini.addAll(records.map(indexedFields));

  const pageOfRecord = corpus.flatMap((page, index) => page.map(() => index));
  const pages = {count: corpus.length, of: (id: number) => pageOfRecord[id]};
  const releaseRecord = (id: number) => isReleasePage(new URL(records[id].url).pathname);

  /**
   * MiniSearch over every record, with the engine's widening steps and its weighing of results (coverage of the
   * query by a page, release questions, evidence from the rest of the page, pages spread): the reference ranking.
   */
  function reference(query: string): {objectID: string; score: number}[] {
    const groups = queryGroups(query);
    let results: {id: number; score: number}[] = [];
    for (const [combineWith, typos] of widening(groups)) {
      if (results.length >= MIN_RESULTS) break;
      const tree = queryTree(groups, combineWith, typos) as Exclude<QueryTree, string>;
      const found = new Map(mini.search(tree).map(({id, score}) => [id as number, {id: id as number, score}]));
      if (combineWith === 'OR' && groups.length > 1) {
        const groupMatches = tree.queries.map((group) => new Set(mini.search(group).map(({id}) => id as number)));
        weighByCoverage(found.values(), groupMatches, {records: records.length, pages});
      }
      const seen = new Set(results.map(({id}) => id));
      const step = [...found.values()].filter(({id}) => !seen.has(id));
      if (asksAboutReleases(query))
        for (const result of step) if (releaseRecord(result.id)) result.score *= RELEASE_BOOST;
      results = [...results, ...weighPages(step, pages)];
    }
    return spreadPages(results, pages).map(({id, score}) => ({objectID: records[id].objectID, score}));
  }

  const evaluation = ['tests/search/evaluation.json', 'tests/search/hard-evaluation.json'].flatMap(
    (file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: {query: string}[]}).queries,
  );
  const vocabulary = [...new Set(records.flatMap((r) => queryWords(`${r.hierarchy.lvl1} ${r.content ?? ''}`)))].sort();
  const sample = (step: number, offset: number) => vocabulary.filter((_, index) => index % step === offset);
  const queries = [
    ...evaluation.map(({query}) => query),
    ...sample(97, 3),
    ...sample(89, 5).map((word) => word.slice(0, Math.max(2, word.length - 2))),
    ...sample(83, 7).map((word, index) => `${word} ${vocabulary[(index * 31) % vocabulary.length]}`),
    ...sample(79, 11).map((word) =>
      word.length > 4 ? word.slice(0, 1) + word.slice(2, 3) + word.slice(1, 2) + word.slice(3) : word,
    ),
  ];

  it(`returns the same results in the same order for ${queries.length} queries`, async () => {
    for (const query of queries) {
      const expected = reference(query);
      const {hits, nbHits} = await sharded.search({query, hitsPerPage: 20});
      assert.equal(nbHits, expected.length, `number of results for "${query}"`);
      hits.forEach((hit, rank) => {
        const expectedScore = expected[rank].score;
        const actual = expected.find((entry) => entry.objectID === hit.objectID);
        assert.ok(actual, `"${query}": ${hit.objectID} is not a reference result`);
        assert.ok(
          Math.abs(actual.score - expectedScore) <= expectedScore * 2e-3,
          `"${query}" rank ${rank + 1}: ${hit.objectID} (score ${actual.score}) where MiniSearch ranks ${expected[rank].objectID} (score ${expectedScore})`,
        );
      });
    }
  });
});

describe('Search outlines from built pages', () => {
  const page = `<!doctype html><html lang="en"><head>
    <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
    <meta name="description" content="Find and fix drift."><meta name="keywords" content="drift,reconcile">
    </head><body><nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active">Guides</a></div></nav>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Concepts</a></li><li class="breadcrumbs__item">Drift</li></ul></nav>
    <article><header><h1>Detect drift</h1></header><p>Drift is a difference.</p>
    <h2 id="reconcile-drift">Reconcile drift<a class="hash-link" href="#reconcile-drift">#</a></h2><ul><li><p>Accept the cloud.</p></li></ul>
    <pre><code><span class="token-line">skyloom drifts --appstack web</span><span class="token-line">Error: drift detected in 4 resources</span></code></pre>
    </article></body></html>`;
  const extracted = recordsFromOutline(outlineFromHtml({route: '/concepts/drift', html: page})!, SITE);

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

  it('makes a table row with an anchor (a flag) a heading-like record linking to the row, then goes on under the heading', () => {
    const withFlags = page.replace(
      '</article>',
      `<table><tbody><tr id="drifts-fail-on-drift"><td><code>--fail-on-drift</code></td><td>boolean</td><td>Exit with code 6.</td></tr></tbody></table>
      <p>After the table.</p></article>`,
    );
    const records = recordsFromOutline(outlineFromHtml({route: '/concepts/drift', html: withFlags})!, SITE).slice(-3);
    assert.deepEqual(
      records.map((r) => [r.type, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content, r.url.replace(SITE, '')]),
      [
        ['lvl3', 'Reconcile drift', '--fail-on-drift', null, '/concepts/drift#drifts-fail-on-drift'],
        [
          'content',
          'Reconcile drift',
          '--fail-on-drift',
          'boolean Exit with code 6.',
          '/concepts/drift#drifts-fail-on-drift',
        ],
        ['content', 'Reconcile drift', null, 'After the table.', '/concepts/drift#reconcile-drift'],
      ],
    );
  });

  it('leaves out what a page marks as repeated from the page that owns it, code included', () => {
    const withRepeated = page.replace(
      '</article>',
      `<div ${SEARCH_SKIP}="true"><table><tbody><tr><td>429 Too Many Requests</td></tr></tbody></table>
      <pre><code><span class="token-line">rate_limited</span></code></pre></div><p>After the errors.</p></article>`,
    );
    const records = recordsFromOutline(outlineFromHtml({route: '/concepts/drift', html: withRepeated})!, SITE);
    assert.deepEqual(
      records.slice(extracted.length).map((r) => r.content),
      ['After the errors.'],
    );
  });

  it('skips redirect pages and pages without docsearch metadata', () => {
    assert.equal(outlineFromHtml({route: '/old', html: '<meta http-equiv="refresh" content="0; url=/new">'}), null);
    assert.equal(outlineFromHtml({route: '/x', html: '<html><body><article><h1>X</h1></article></body></html>'}), null);
  });
});

describe('Search outlines from doc sources (the dev server)', () => {
  const outline = outlineFromSource({
    source: [
      '---',
      'title: Detect drift',
      '---',
      "import CliFlagTable from '@site/src/components/CliFlagTable';",
      '',
      'Drift is a **difference**.',
      '',
      '## Reconcile drift',
      '',
      '- Accept the cloud.',
      '',
      '## Reconcile drift',
      '',
      '### Custom anchor {#keep-this}',
      '',
      ':::tip',
      '',
      'Run it nightly.',
      '',
      ':::',
      '',
      '<CliFlagTable command="drifts" />',
      '',
      '```text',
      'Error: drift detected in 4 resources',
      '```',
    ].join('\n'),
    route: '/concepts/drift',
    section: 'Concepts',
    title: 'Detect drift',
    keywords: ['drift'],
    description: 'Find and fix drift.',
    language: 'en',
    tag: 'docs-default-current',
  });

  it('reads headings with the anchors Docusaurus gives them, text blocks and code lines', () => {
    assert.deepEqual(outline.blocks, [
      {kind: 'text', text: 'Drift is a difference.'},
      {kind: 'heading', depth: 2, text: 'Reconcile drift', anchor: 'reconcile-drift'},
      {kind: 'text', text: 'Accept the cloud.'},
      {kind: 'heading', depth: 2, text: 'Reconcile drift', anchor: 'reconcile-drift-1'},
      {kind: 'heading', depth: 3, text: 'Custom anchor', anchor: 'keep-this'},
      {kind: 'text', text: 'Run it nightly.'},
      {kind: 'code', lines: ['Error: drift detected in 4 resources']},
    ]);
  });

  it('makes the same records a built page of that content makes', () => {
    const records = recordsFromOutline(outline, SITE);
    assert.deepEqual(
      records.map((r) => [r.type, r.content, r.url.replace(SITE, '')]),
      [
        ['lvl1', null, '/concepts/drift'],
        ['content', 'Find and fix drift.', '/concepts/drift'],
        ['content', 'Drift is a difference.', '/concepts/drift'],
        ['lvl2', null, '/concepts/drift#reconcile-drift'],
        ['content', 'Accept the cloud.', '/concepts/drift#reconcile-drift'],
        ['lvl2', null, '/concepts/drift#reconcile-drift-1'],
        ['lvl3', null, '/concepts/drift#keep-this'],
        ['content', 'Run it nightly.', '/concepts/drift#keep-this'],
        ['content', 'Error: drift detected in 4 resources', '/concepts/drift#keep-this'],
      ],
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
    await pushRecords(client, 'skyloom', pages.flat());
    assert.deepEqual(calls, ['settings skyloom', `replace skyloom ${pages.flat().length}`]);
  });
});
