import type {Root} from 'mdast';

type Node = {type: string; name?: string | null; children?: Node[]; attributes?: unknown[]; data?: {hProperties?: Record<string, unknown>}};

const isImage = (node: Node): boolean => node.type === 'image' || (node.type.startsWith('mdxJsx') && node.name === 'img');

function findFirstImage(node: Node): Node | undefined {
  if (isImage(node)) return node;
  for (const child of node.children ?? []) {
    const image = findFirstImage(child);
    if (image) return image;
  }
  return undefined;
}

/**
 * Content images load lazily, but a page's first image is usually in the first screen and often its largest
 * paint: load it eagerly and with high priority so it does not wait for layout.
 */
export default function eagerFirstImage() {
  return (tree: Root): void => {
    const image = findFirstImage(tree as unknown as Node);
    if (!image) return;
    const properties = {loading: 'eager', fetchPriority: 'high'};
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
