import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {techArticle, serializeJsonLd} from '../../src/lib/structuredData';

describe('TechArticle structured data', () => {
  const page = {
    title: 'Detect drift',
    description: 'Compare deployed resources with the code.',
    permalink: '/concepts/drift',
    siteUrl: 'https://docs.skyloom.io',
    organization: {name: 'Skyloom, Inc.', url: 'https://www.skyloom.io'},
  };
  const article = techArticle(page);

  it('uses the page title as headline and the path for the url', () => {
    assert.equal(article['@type'], 'TechArticle');
    assert.equal(article.headline, 'Detect drift');
    assert.equal(article.url, 'https://docs.skyloom.io/concepts/drift');
  });

  it('names the company as author and publisher', () => {
    assert.deepEqual(article.author, {'@type': 'Organization', name: 'Skyloom, Inc.', url: 'https://www.skyloom.io'});
    assert.deepEqual(article.publisher, article.author);
  });

  it('gives the date the page last changed, when known', () => {
    const updated = techArticle({...page, lastUpdatedAt: Date.UTC(2026, 10, 22, 2, 58, 12)});
    assert.equal(updated.dateModified, '2026-11-22T02:58:12.000Z');
    assert.equal('dateModified' in article, false);
  });

  it('cannot break out of its script tag', () => {
    const json = serializeJsonLd({headline: '</script><script>alert(1)</script>'});
    assert.ok(!json.includes('</script>'));
    assert.equal(JSON.parse(json).headline, '</script><script>alert(1)</script>');
  });
});
