import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import type {LoadContext} from '@docusaurus/types';
import analyticsPlugin, {type AnalyticsOptions} from '../../src/plugins/analytics';
import {ALLOWED_ATTRIBUTE} from '../../src/plugins/analytics/gate';
import {
  EVENT,
  LIMITS,
  dataAttributeClick,
  hashNavigation,
  outboundLinkClicked,
  pageContext,
  pageView,
  searchInput,
  searchOpened,
  searchResultClicked,
} from '../../src/plugins/analytics/events';
import {commonProperties, trackedEvents} from '../../src/plugins/analytics/catalogue';

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
