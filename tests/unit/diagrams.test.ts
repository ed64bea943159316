import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {selectAll} from 'hast-util-select';
import {inlineDiagram} from '../../src/plugins/diagrams/remarkDiagrams';
import diagrams, {drawingFiles} from '../../src/plugins/diagrams';
import {MIN_TEXT_PX, READING_COLUMN_PX, smallestRenderedText} from '../../src/plugins/diagrams/textSize';

const FIXTURE = path.resolve(__dirname, '../fixtures/styleguide/img/run-diagram.svg');
const ALT = 'A run: plan, check policies, approve, apply';

describe('Theme diagrams', () => {
  const source = fs.readFileSync(FIXTURE, 'utf8');
  const svg = inlineDiagram(source, 'run-diagram', ALT, '../img/run-diagram.svg')!;

  it('are inlined with the doc alt text as their name and the file they were written as', () => {
    assert.equal(svg.properties.role, 'img');
    assert.equal(svg.properties.ariaLabel, ALT);
    assert.equal(svg.properties.dataDiagramSrc, '../img/run-diagram.svg');
    assert.equal(svg.properties.ariaLabelledBy, undefined);
    assert.equal(selectAll('title, desc', svg).length, 0);
  });

  it('prefix their ids and the references to them, so two diagrams on a page never share a marker', () => {
    const ids = selectAll('[id]', svg).map((node) => String(node.properties.id));
    assert.ok(ids.length > 0);
    for (const id of ids) assert.ok(id.startsWith('run-diagram-'), id);
    const references = selectAll('[marker-end]', svg).map((node) => String(node.properties.markerEnd));
    assert.ok(references.length > 0);
    for (const reference of references) assert.match(reference, /^url\(#run-diagram-/);
  });

  it("take their colors and font from the page, not from the light ones their file keeps, and leave the file's indentation out", () => {
    assert.equal(svg.properties.fontFamily, undefined);
    const colored = selectAll('text, .frame, .box, .edge, .arrowhead, [class^="tone-"]', svg);
    assert.ok(colored.length > 0);
    for (const node of colored)
      assert.deepEqual([node.properties.fill, node.properties.stroke], [undefined, undefined]);
    const indentation = selectAll(':not(text, tspan)', svg).flatMap((node) =>
      node.children.filter((child) => child.type === 'text' && !child.value.trim()),
    );
    assert.deepEqual(indentation, []);
    assert.ok(selectAll('text', svg).every((node) => node.children.some((child) => child.type === 'text')));
  });

  it('leave an SVG that is not drawn for the theme an image', () => {
    assert.equal(inlineDiagram(source.replace('class="sl-diagram" ', ''), 'run-diagram', ALT, 'x.svg'), undefined);
  });
});

describe('Theme diagrams in the persistent build cache', () => {
  const siteDir = path.resolve(__dirname, '../..');
  const plugin = diagrams({siteDir});
  const configure = (config: object) =>
    plugin.configureWebpack!(config as never, false, {} as never, {} as never) as {
      experiments?: {cache?: {buildDependencies?: string[]}};
    };

  it('invalidate it when a drawing changes: every SVG of the sources is a build dependency', () => {
    const dependencies =
      configure({experiments: {cache: {type: 'persistent'}}}).experiments?.cache?.buildDependencies ?? [];
    assert.ok(dependencies?.includes(FIXTURE), 'the style guide drawing is not a build dependency');
    const staticDrawings = drawingFiles(path.join(siteDir, 'static'));
    assert.ok(staticDrawings.length > 0);
    for (const file of staticDrawings) assert.ok(dependencies.includes(file), `${file} is not a build dependency`);
    assert.ok(!dependencies.some((file) => file.includes('node_modules')));
  });

  it('leave a build without a persistent cache as it is', () => {
    assert.deepEqual(configure({experiments: {}}), {});
  });
});

describe('Theme diagram text size', () => {
  const source = fs.readFileSync(FIXTURE, 'utf8');

  it('is the smallest font size scaled to the reading column, or to the drawing when it is narrower', () => {
    const viewBoxWidth = Number(/viewBox="0 0 (\d+)/.exec(source)![1]);
    const smallest = Math.min(...[...source.matchAll(/font-size="([\d.]+)"/g)].map(([, size]) => Number(size)));
    assert.equal(smallestRenderedText(source), (smallest * Math.min(READING_COLUMN_PX, viewBoxWidth)) / viewBoxWidth);
    assert.ok(smallestRenderedText(source)! >= MIN_TEXT_PX);
  });

  it('finds text drawn too small for the column', () => {
    const small = source.replace(/font-size="[\d.]+"/, 'font-size="9"');
    assert.ok(smallestRenderedText(small)! < MIN_TEXT_PX);
  });
});
