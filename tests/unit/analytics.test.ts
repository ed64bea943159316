import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin, {type AnalyticsOptions} from '../../src/plugins/analytics';
import {ALLOWED_ATTRIBUTE} from '../../src/plugins/analytics/gate';
import {readVote, saveVote, voteKey, type StorageSource} from '../../src/plugins/analytics/feedback/voteStorage';
import {
  headingInView,
  headingText,
  reportProblemUrl,
  type HeadingBox,
} from '../../src/plugins/analytics/report/reportUrl';
import {
  EVENT,
  FEEDBACK_REASONS,
  LIMITS,
  dataAttributeClick,
  hashNavigation,
  outboundLinkClicked,
  pageContext,
  pageFeedback,
  pageView,
  searchInput,
  searchNoResults,
  searchOpened,
  searchResultClicked,
} from '../../src/plugins/analytics/events';
import {commonProperties, trackedEvents} from '../../src/plugins/analytics/catalog';

const context = pageContext(
  {pathname: '/concepts/drift', href: 'https://docs.skyloom.io/concepts/drift?x=1#reconcile'},
  'Detect drift',
  new Date('2025-09-23T10:14:02Z'),
);
const own = (properties: Record<string, unknown>) =>
  Object.keys(properties)
    .filter((key) => !(key in context))
    .sort();

describe('Analytics payloads', () => {
  it('every event carries the page path, title, URL and an ISO-8601 timestamp', () => {
    assert.deepEqual(context, {
      page_path: '/concepts/drift',
      page_title: 'Detect drift',
      page_url: 'https://docs.skyloom.io/concepts/drift?x=1#reconcile',
      timestamp: '2025-09-23T10:14:02.000Z',
    });
    assert.deepEqual(
      commonProperties.map((property) => property.name),
      Object.keys(context),
    );
  });

  it('names the page view after the page title', () => {
    assert.equal(pageView(context).name, 'Page View: Detect drift');
  });

  it('records typed searches only above 2 characters, trimmed', () => {
    assert.equal(searchInput(context, '  dr  '), null);
    assert.equal(searchInput(context, ' ab '), null);
    assert.equal(searchInput(context, 'drf')?.properties.query, 'drf');
    assert.deepEqual(searchInput(context, '  drift ')?.properties.query, 'drift');
    assert.equal(LIMITS.searchPauseMs, 1000);
  });

  it('records searches that found nothing by the same rule as typed searches', () => {
    assert.equal(searchNoResults(context, '  qz '), null);
    assert.deepEqual(searchNoResults(context, '  qzxv ')?.properties, {...context, query: 'qzxv'});
    assert.equal(searchNoResults(context, 'qzxv')?.name, 'Search No Results');
  });

  it('sends a Yes without reason or comment, and a No with a known reason and its comment cut to 500 characters', () => {
    assert.deepEqual(pageFeedback(context, {helpful: true, reason: 'out-of-date', comment: 'ignored'}).properties, {
      ...context,
      helpful: true,
      reason: '',
      comment: '',
    });
    const no = pageFeedback(context, {helpful: false, reason: 'code-sample-wrong', comment: `  ${'y'.repeat(600)} `});
    assert.equal(no.name, 'Page Feedback');
    assert.equal(no.properties.helpful, false);
    assert.equal(no.properties.reason, 'code-sample-wrong');
    assert.equal(no.properties.comment, 'y'.repeat(LIMITS.feedbackCommentLength));
    assert.equal(LIMITS.feedbackCommentLength, 500);
    const bare = pageFeedback(context, {helpful: false, reason: 'typo' as never});
    assert.deepEqual([bare.properties.reason, bare.properties.comment], ['', '']);
  });

  it('offers four reasons for a No, each with a label and the value it sends', () => {
    assert.deepEqual(
      FEEDBACK_REASONS.map((reason) => reason.label),
      ['Missing information', 'Hard to follow', 'Code sample wrong', 'Out of date'],
    );
    assert.ok(FEEDBACK_REASONS.every((reason) => /^[a-z]+(-[a-z]+)*$/.test(reason.value)));
  });

  it('truncates element text to 50 characters and outbound link text to 30', () => {
    const long = 'x'.repeat(80);
    const tagged = dataAttributeClick(
      context,
      {'data-analytics-event': 'Starter File Downloaded', 'data-analytics-file-name': 'module.zip', class: 'button'},
      long,
    )!;
    assert.equal(tagged.name, 'Starter File Downloaded');
    assert.equal(tagged.properties.element_text, 'x'.repeat(50));
    assert.equal(tagged.properties.file_name, 'module.zip');
    assert.ok(!('class' in tagged.properties));
    assert.equal(
      outboundLinkClicked(context, 'https://www.skyloom.io', `  Skyloom   website ${long}`).properties.link_text,
      `Skyloom website ${'x'.repeat(14)}`,
    );
  });

  it('ignores clicks on elements without an event name', () => {
    assert.equal(dataAttributeClick(context, {'data-analytics-event': '  '}, 'text'), null);
  });

  it('sends exactly the properties the tracked-events page documents', () => {
    const documented = (name: string) =>
      trackedEvents
        .find((event) => event.name === name)!
        .properties.map((property) => property.name)
        .sort();
    assert.deepEqual(own(searchOpened(context, 'slash').properties), documented(EVENT.searchOpened));
    assert.deepEqual(own(searchInput(context, 'drift')!.properties), documented(EVENT.searchInput));
    assert.deepEqual(
      own(searchResultClicked(context, {query: 'drift', url: 'u', title: 't', position: 1}).properties),
      documented(EVENT.searchResultClicked),
    );
    assert.deepEqual(own(outboundLinkClicked(context, 'h', 't').properties), documented(EVENT.outboundLinkClicked));
    assert.deepEqual(own(hashNavigation(context, '#x').properties), documented(EVENT.hashNavigation));
    assert.deepEqual(own(searchNoResults(context, 'drift')!.properties), documented(EVENT.searchNoResults));
    assert.deepEqual(own(pageFeedback(context, {helpful: true}).properties), documented(EVENT.pageFeedback));
    assert.deepEqual(own(pageFeedback(context, {helpful: false}).properties), documented(EVENT.pageFeedback));
    assert.deepEqual(own(pageView(context).properties), documented('Page View: <page title>'));
    assert.deepEqual(own(dataAttributeClick(context, {'data-analytics-event': 'E'}, 't')!.properties), [
      'element_text',
    ]);
  });
});

describe('Analytics gate', () => {
  const context = {baseUrl: '/'} as LoadContext;
  const headScript = (options: Partial<AnalyticsOptions>) => {
    const tags = analyticsPlugin(context, {productionHost: 'docs.skyloom.io', ...options}).injectHtmlTags!({
      content: undefined,
    }) as {headTags?: {tagName: string; innerHTML?: string}[]};
    return tags.headTags ?? [];
  };
  /** Runs the head script as a browser would and says whether it marked the page as allowed to collect. */
  const marks = (script: string, hostname: string, globalPrivacyControl?: boolean) => {
    const attributes = new Map<string, string>();
    const documentElement = {setAttribute: (name: string, value: string) => attributes.set(name, value)};
    vm.runInNewContext(script, {location: {hostname}, navigator: {globalPrivacyControl}, document: {documentElement}});
    return attributes.has(ALLOWED_ATTRIBUTE);
  };

  it('adds no script when no destination is configured', () => {
    assert.deepEqual(headScript({}), []);
  });

  it('marks the page only on the production host and without Global Privacy Control', () => {
    const [tag] = headScript({productAnalyticsApiKey: 'key'});
    assert.equal(tag.tagName, 'script');
    assert.equal(marks(tag.innerHTML!, 'docs.skyloom.io'), true);
    assert.equal(marks(tag.innerHTML!, 'docs.skyloom.io', false), true);
    assert.equal(marks(tag.innerHTML!, 'docs.skyloom.io', true), false);
    assert.equal(marks(tag.innerHTML!, '127.0.0.1'), false);
    assert.equal(marks(tag.innerHTML!, 'preview.docs.skyloom.io'), false);
  });

  it('runs the tag manager snippet inside the gate, without its preconnect and <noscript> iframe', () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const tags = headScript({tagManagerContainerId: 'GTM-TEST'});
      assert.equal(tags.length, 1);
      const script = tags[0].innerHTML!;
      assert.match(
        script,
        /^if \(location\.hostname === "docs\.skyloom\.io"[^{]*\{[\s\S]*googletagmanager\.com\/gtm\.js[\s\S]*GTM-TEST[\s\S]*\}$/,
      );
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});

describe('Page feedback vote memory', () => {
  const memory = () => {
    const entries = new Map<string, string>();
    const storage: StorageSource = () => ({
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
    });
    return {entries, storage};
  };

  it('remembers the vote of each page under its own key', () => {
    const {entries, storage} = memory();
    assert.equal(readVote(storage, '/concepts/drift'), null);
    saveVote(storage, '/concepts/drift', 'not-helpful');
    saveVote(storage, '/concepts/policies', 'helpful');
    assert.equal(readVote(storage, '/concepts/drift'), 'not-helpful');
    assert.equal(readVote(storage, '/concepts/policies'), 'helpful');
    assert.equal(readVote(storage, '/concepts/rbac'), null);
    assert.equal(entries.get(voteKey('/concepts/drift')), 'not-helpful');
    assert.equal(voteKey('/concepts/drift'), 'skyloom:page-feedback:/concepts/drift');
  });

  it('ignores values it did not write', () => {
    const {entries, storage} = memory();
    entries.set(voteKey('/concepts/drift'), 'maybe');
    assert.equal(readVote(storage, '/concepts/drift'), null);
  });

  it('ignores storage that throws, whether on access, on read or on write', () => {
    const forbidden: StorageSource = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const full: StorageSource = () => ({
      getItem: () => {
        throw new Error('read failed');
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    for (const storage of [forbidden, full]) {
      assert.equal(readVote(storage, '/concepts/drift'), null);
      assert.doesNotThrow(() => saveVote(storage, '/concepts/drift', 'helpful'));
    }
  });
});

describe('Report a problem with this page', () => {
  const page = {title: 'Detect drift', url: 'https://docs.skyloom.io/concepts/drift'};
  const box = (id: string, top: number, height = 30): HeadingBox => ({id, text: id, top, bottom: top + height});
  const band = {top: 60, bottom: 800};

  it('opens a new issue in the docs repository with the page title, URL and section prefilled', () => {
    const url = new URL(
      reportProblemUrl('https://github.com/skyloom/user-guide', page, {id: 'reconcile-drift', text: 'Reconcile drift'}),
    );
    assert.equal(url.origin + url.pathname, 'https://github.com/skyloom/user-guide/issues/new');
    assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
    assert.equal(url.searchParams.get('title'), 'Problem with the page "Detect drift"');
    assert.equal(
      url.searchParams.get('body'),
      [
        'Page: Detect drift',
        'URL: https://docs.skyloom.io/concepts/drift',
        'Section: Reconcile drift (https://docs.skyloom.io/concepts/drift#reconcile-drift)',
        '',
        'What is wrong or missing?',
        '',
      ].join('\n'),
    );
  });

  it('leaves the section out when no heading is in view', () => {
    const body = new URL(reportProblemUrl('https://github.com/skyloom/user-guide', page, null)).searchParams.get(
      'body',
    );
    assert.equal(
      body,
      'Page: Detect drift\nURL: https://docs.skyloom.io/concepts/drift\n\nWhat is wrong or missing?\n',
    );
  });

  it('picks the first heading in view, below the navbar', () => {
    assert.equal(headingInView([box('a', -400), box('b', 40), box('c', 300), box('d', 900)], band)?.id, 'b');
    assert.equal(headingInView([box('a', -400), box('b', 10), box('c', 300)], band)?.id, 'c');
    assert.equal(headingInView([box('a', -400), box('b', 790)], band)?.id, 'b');
  });

  it('falls back to the last heading above the window, whose section fills it, and to none above the first', () => {
    assert.equal(headingInView([box('a', -900), box('b', -400), box('c', 1200)], band)?.id, 'b');
    assert.equal(headingInView([box('a', 900), box('b', 1500)], band), null);
    assert.equal(headingInView([], band), null);
  });

  it('skips headings the reader cannot see, such as those in a closed details section', () => {
    const hidden = {id: 'hidden', text: 'hidden', top: 0, bottom: 0};
    assert.equal(headingInView([box('a', -400), hidden, box('c', 1200)], band)?.id, 'a');
    assert.equal(headingInView([hidden, box('b', 300)], {top: 0, bottom: 800})?.id, 'b');
  });

  it('reads a heading as the reader sees it, without its anchor link', () => {
    assert.equal(headingText('Reconcile\n  drift\u200b'), 'Reconcile drift');
  });
});
