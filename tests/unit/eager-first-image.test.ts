import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import eagerFirstImage from '../../src/remark/eagerFirstImage';

const jsxImage = (src: string) => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [{type: 'mdxJsxAttribute', name: 'src', value: src}],
  children: [],
});
const attributesOf = (node: unknown) =>
  (node as {attributes: {name: string; value: string}[]}).attributes.map(({name, value}) => `${name}=${value}`);

describe('First image of a page loads eagerly', () => {
  it('marks only the first image as eager and high priority', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'paragraph', children: [jsxImage('/img/a.svg')]},
        {type: 'paragraph', children: [jsxImage('/img/b.svg')]},
      ],
    };
    eagerFirstImage()(tree as unknown as Root);
    const [first, second] = tree.children.map((paragraph) => paragraph.children[0]);
    assert.deepEqual(attributesOf(first), ['src=/img/a.svg', 'loading=eager', 'fetchPriority=high', 'decoding=sync']);
    assert.deepEqual(attributesOf(second), ['src=/img/b.svg']);
  });

  it('sets the HTML properties of a Markdown image the build left as it is (a remote URL)', () => {
    const image = {type: 'image', url: 'https://example.com/a.png', alt: 'A'};
    eagerFirstImage()({type: 'root', children: [{type: 'paragraph', children: [image]}]} as unknown as Root);
    assert.deepEqual((image as {data?: unknown}).data, {
      hProperties: {loading: 'eager', fetchPriority: 'high', decoding: 'sync'},
    });
  });

  it('leaves a page without images unchanged', () => {
    const tree = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'text', value: 'No pictures here.'}]}],
    };
    const before = JSON.stringify(tree);
    eagerFirstImage()(tree as unknown as Root);
    assert.equal(JSON.stringify(tree), before);
  });
});
