import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {validRedirectPage} from '../../scripts/lib/post-build/client-redirect-pages';
import {redirects} from '../../src/config/redirects';

const options = {lang: 'en', siteTitle: 'Skyloom User Guide'};
/** The page exactly as the installed plugin writes it. */
const pluginPage = (toUrl: string) => createRedirectPageContent({toUrl});

describe('Client-redirect pages (static hosts without server redirects)', () => {
  it('rewrite the plugin’s page for every redirect of the table into valid HTML', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const {to} of redirects) {
      const report = await validator.validateString(validRedirectPage(pluginPage(to), options), 'redirect.html');
      assert.deepEqual(
        report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`)),
        [],
        to,
      );
    }
  });

  it('keep the plugin’s redirect: the same meta refresh, canonical link and script, now inside <head>', () => {
    const original = pluginPage('/release-notes/versions');
    const page = validRedirectPage(original, options);
    const script = /<script>\s*([\s\S]*?)\s*<\/script>/.exec(original)![1];
    assert.match(script, /window\.location\.search \+ window\.location\.hash/);
    assert.ok(page.includes(`<script>${script}</script></head>`), page);
    assert.ok(page.includes('<meta http-equiv="refresh" content="0; url=/release-notes/versions">'), page);
    assert.ok(page.includes('<link rel="canonical" href="/release-notes/versions">'), page);
  });

  it('give the page a language, a title and a link to follow', () => {
    const page = validRedirectPage(pluginPage('/how-tos'), options);
    assert.match(page, /^<!DOCTYPE html><html lang="en"><head>/);
    assert.ok(page.includes('<title>Page moved | Skyloom User Guide</title>'), page);
    assert.ok(page.includes('<body><p>This page has moved to <a href="/how-tos">/how-tos</a>.</p></body>'), page);
  });

  it('stop the build when the plugin writes a page of another shape', () => {
    const original = pluginPage('/how-tos');
    for (const changed of [
      original.replace('<head>', '<head><title>Redirect</title>'),
      original.replace('<script>', '<body><script>'),
      original.replace('window.location.href', 'location.replace'),
      '',
    ])
      assert.throws(() => validRedirectPage(changed, options), /no longer has the shape/);
  });
});
