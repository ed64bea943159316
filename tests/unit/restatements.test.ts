import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  blocksOf,
  countRestatements,
  fenceLinesOf,
  formatRestatements,
  isCategoryTwin,
  THRESHOLDS,
  type Twin,
} from '../../scripts/lib/restatements';

const FIXTURES = path.resolve(__dirname, '../fixtures/restatements');
const twins: Twin[] = fs
  .readdirSync(FIXTURES)
  .sort()
  .map((name) => ({page: `/${name}`, markdown: fs.readFileSync(path.join(FIXTURES, name), 'utf8')}));
const twin = (name: string) => twins.find(({page}) => page === `/${name}`)!;
const withoutPage = (name: string) => twins.filter(({page}) => page !== `/${name}`);

describe('Restated blocks and output lines', () => {
  it('takes fences of 3 lines or more and tables of 4 rows or more as blocks', () => {
    const blocks = blocksOf(twin('drift.md').markdown);
    assert.deepEqual(
      blocks.map(({kind, lines}) => [kind, lines]),
      [
        ['fence', THRESHOLDS.fenceLines],
        ['table', THRESHOLDS.tableLines],
      ],
    );
    assert.deepEqual(blocksOf(twin('plan-a.md').markdown), []);
  });

  it('takes the lines inside fences of 30 characters or more as output lines', () => {
    const lines = fenceLinesOf(twin('drifts-command.md').markdown);
    assert.ok(lines.length > 0);
    for (const line of lines) assert.ok(line.trim().length >= THRESHOLDS.lineChars, line);
    assert.ok(!lines.some((line) => line.startsWith('| ')), 'a table row is not inside a fence');
  });

  it('counts a block standing on two pages once its whitespace and case are normalized', () => {
    const {blocks} = countRestatements(twins);
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0].kind, 'fence');
    assert.deepEqual(blocks[0].pages, ['/drift.md', '/drifts-command.md']);
  });

  it('counts an output line from six pages on, not five', () => {
    const {lines} = countRestatements(twins);
    assert.equal(lines.length, 1);
    assert.equal(lines[0].pages.length, THRESHOLDS.linePages);
    assert.deepEqual(countRestatements(withoutPage('plan-d.md')).lines, []);
  });

  it('leaves generated category pages out', () => {
    assert.equal(isCategoryTwin(twin('category.md').markdown), true);
    assert.equal(isCategoryTwin(twin('drift.md').markdown), false);
  });

  it('prints both counts and the pages of each offender', () => {
    const report = formatRestatements(countRestatements(twins));
    assert.match(report, /^Blocks on 2 or more pages: 1$/m);
    assert.match(report, /^Output lines on 6 or more pages: 1$/m);
    assert.match(report, /^ {4}\/plan-d\.md$/m);
  });
});
