// Inlines each theme diagram a doc shows as an image (`![alt](/img/…/name.svg)` on a line of its own, an SVG whose
// root has the class `sl-diagram`) into the page, so that the page's CSS colours it and sets its text in the site's
// font. Other images stay images.
import fs from 'node:fs';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import type {Element, Properties} from 'hast';
import type {Image, Paragraph, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {visit, SKIP} from 'unist-util-visit';

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement'}>;

/** The class on the root of an SVG drawn for the theme: colours by role class (diagrams.css), no font of its own. */
const DIAGRAM_CLASS = 'sl-diagram';

/** The drawing in the Markdown tree: the compiler turns it into its SVG element. */
const markup = (svg: Element) => ({
  type: 'diagramMarkup',
  data: {hName: svg.tagName, hProperties: svg.properties, hChildren: svg.children},
});

/** The role classes diagrams.css colors, fill and stroke, in both modes; it colors all text too. */
const isThemed = (className: string) => /^(frame|box|edge|arrowhead|tone-[a-z]+)$/.test(className);

/** Elements whose whitespace is text a reader sees; elsewhere it is indentation the page need not carry. */
const TEXT_TAGS = new Set(['text', 'tspan', 'textPath']);

const classNames = (properties: Properties): string[] =>
  Array.isArray(properties.className) ? properties.className.map(String) : [];

/** The SVG file an image's URL names: under the site's static folder, or beside the doc. */
function imageFile(url: string, docPath: string, staticDir: string): string | undefined {
  if (!url.endsWith('.svg') || /^[a-z]+:/i.test(url)) return undefined;
  const file = url.startsWith('/') ? path.join(staticDir, url) : path.resolve(path.dirname(docPath), url);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * A theme diagram as the page inlines it: its ids prefixed with its name (two diagrams on one page never share a
 * marker), its text alternative the doc's alt text (the one the lint checks) instead of its own title, without the
 * light colors and the font its file keeps for readers of the file (the page's CSS sets them) and without its
 * indentation or a namespace the HTML parser gives it anyway.
 */
export function inlineDiagram(source: string, name: string, alt: string, src: string): Element | undefined {
  const svg = select('svg', fromHtml(source, {fragment: true}));
  if (!svg || !classNames(svg.properties).includes(DIAGRAM_CLASS)) return undefined;
  const prefixed = (value: string) => value.replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`);
  visit(svg, 'element', (node) => {
    node.children = node.children.filter(
      (child) =>
        !(child.type === 'element' && (child.tagName === 'title' || child.tagName === 'desc')) &&
        !(child.type === 'text' && !TEXT_TAGS.has(node.tagName) && !child.value.trim()),
    );
    if (node !== svg && (node.tagName === 'text' || classNames(node.properties).some(isThemed))) {
      delete node.properties.fill;
      delete node.properties.stroke;
    }
    for (const [key, value] of Object.entries(node.properties)) {
      if (key === 'id') node.properties.id = `${name}-${String(value)}`;
      else if (typeof value === 'string') node.properties[key] = prefixed(value);
    }
  });
  const {
    ariaLabelledBy: _labelledBy,
    ariaDescribedBy: _describedBy,
    xmlns: _xmlns,
    fontFamily: _font,
    ...properties
  } = svg.properties;
  svg.properties = {...properties, role: 'img', ariaLabel: alt, dataDiagramSrc: src, focusable: 'false'};
  return svg;
}

/** Replaces each paragraph that holds only a theme diagram's image with `<Diagram alt="…">` and the drawing. */
export default function remarkDiagrams() {
  return (tree: Root, file: VFile): void => {
    const staticDir = path.join(file.cwd, 'static');
    visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
      const content = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
      if (content.length !== 1 || content[0].type !== 'image' || !parent || index === undefined) return undefined;
      const image = content[0] as Image;
      const svgFile = imageFile(image.url, file.path, staticDir);
      if (!svgFile) return undefined;
      const alt = image.alt ?? '';
      const svg = inlineDiagram(fs.readFileSync(svgFile, 'utf8'), path.basename(svgFile, '.svg'), alt, image.url);
      if (!svg) return undefined;
      const diagram: JsxElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [{type: 'mdxJsxAttribute', name: 'alt', value: alt}],
        children: [markup(svg) as never],
      };
      parent.children.splice(index, 1, diagram);
      return SKIP;
    });
  };
}
