import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {formatDay} from '../../src/lib/dates';
import {releases} from '../../src/data/releases';
import {datesOutOfStyle} from '../../scripts/lib/date-style';
import {lintFile} from '../../scripts/lib/content-lint';
import {siteIndex} from '../../scripts/lib/site-index';

const FIXTURE = path.join(__dirname, '../fixtures/unit/pages/dates.md');

const englishUtcDay = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

describe('Dates a reader sees', () => {
  it('print a moment as the theme’s English date format does, in UTC (last-updated dates)', () => {
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2024, 0, 1, 23, 59) + day * 86_400_000);
      assert.equal(formatDay(date), englishUtcDay.format(date));
    }
  });

  it('print an ISO day in the same style (release dates)', () => {
    assert.equal(formatDay('2025-09-23'), 'Sep 23, 2025');
    assert.equal(formatDay('2024-12-10'), 'Dec 10, 2024');
    assert.equal(formatDay('2025-05-01'), 'May 1, 2025');
    for (const release of releases) assert.equal(formatDay(release.date), englishUtcDay.format(new Date(release.date)));
  });

  it('reject a day that is not a real ISO day', () => {
    for (const bad of ['2025-02-30', '2025-13-01', '23 Sep 2025', '2025-9-23', ''])
      assert.throws(() => formatDay(bad), /Not an ISO day/, bad);
  });
});

describe('The date-style rule of the content lint', () => {
  const source = fs.readFileSync(FIXTURE, 'utf8');

  it('finds the dates of a page written day first, with the site style to write, and days that do not exist', () => {
    assert.deepEqual(
      datesOutOfStyle(source).map(({written, message}) => [written, message.slice(message.indexOf(': ') + 2)]),
      [
        ['14 Jan 2025', 'write "Jan 14, 2025", as the site prints dates'],
        ['23 September 2025', 'write "Sep 23, 2025", as the site prints dates'],
        ['Feb 30, 2026', 'no calendar has that day: write the day the text means'],
      ],
    );
    const unreal = 'Sep 31 2025 is no date; 31 Sep 2025 is one written day first and not real.';
    assert.deepEqual(datesOutOfStyle(unreal), [
      {
        index: unreal.indexOf('31 Sep 2025'),
        written: '31 Sep 2025',
        message:
          '"31 Sep 2025" is written day first, and no calendar has that day: write the day the text means as "Mon D, YYYY"',
      },
    ]);
  });

  it('reports each at its line and column', () => {
    const lines = source.split('\n');
    const expected = ['14 Jan 2025', '23 September 2025', 'Feb 30, 2026'].map((written) => {
      const line = lines.findIndex((text) => text.includes(written));
      return `${line + 1}:${lines[line].indexOf(written) + 1}`;
    });
    const reported = lintFile(FIXTURE, siteIndex())
      .filter((problem) => problem.includes('  date-style  '))
      .map((problem) => /:(\d+:\d+) {2}/.exec(problem)![1]);
    assert.deepEqual(reported, expected);
  });
});
