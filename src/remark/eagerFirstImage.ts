import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';

type ImageNode = {
  type: string;
  name?: string | null;
  attributes?: unknown[];
  data?: {hProperties?: Record<string, unknown>};
};

const isImage = (node: ImageNode): boolean =>
  node.type === 'image' || (node.type.startsWith('mdxJsx') && node.name === 'img');

/**
 * Content images load lazily and decode asynchronously, but a page's first image is usually in the first screen
 * and often its largest paint: load it eagerly and with high priority so it does not wait for layout, and decode it
 * with the frame that lays it out so it is not painted a frame (or a script run) after the text around it.
 */
export default function eagerFirstImage() {
  return (tree: Root): void => {
    let image: ImageNode | undefined;
    visit(tree, (node) => {
      if (!isImage(node as ImageNode)) return undefined;
      image = node as ImageNode;
      return EXIT;
    });
    if (!image) return;
    const properties = {loading: 'eager', fetchPriority: 'high', decoding: 'sync'};
    if (image.type === 'image') {
      image.data = {...image.data, hProperties: {...image.data?.hProperties, ...properties}};
      return;
    }
    image.attributes = [
      ...(image.attributes ?? []),
      ...Object.entries(properties).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    ];
  };
}
