import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {formatDay} from '../../src/lib/dates';
import {releases} from '../../src/data/releases';
import {docFiles} from '../../scripts/lib/site-routes';

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
/** "23 Sep 2025" or "23 September 2025": the day-first style the site does not use. */
const DAY_FIRST = new RegExp(`\\b\\d{1,2} ${MONTH}[a-z]* \\d{4}\\b`);
/** "Sep 23, 2025": the site's one style. */
const SITE_STYLE = new RegExp(`\\b${MONTH} \\d{1,2}, \\d{4}\\b`, 'g');
const FIXTURE = path.join(__dirname, '../fixtures/unit/pages/dates.md');

/** The dates of a text that are not in the site style: written day first, or on a day the calendar does not have. */
function datesOutOfStyle(text: string): string[] {
  const dayFirst = [...text.matchAll(new RegExp(DAY_FIRST, 'g'))].map(([written]) => `${written} is written day first`);
  const unreal = [...text.matchAll(SITE_STYLE)].flatMap(([written]) => {
    const day = new Date(`${written} UTC`);
    const real = !Number.isNaN(day.getTime()) && formatDay(day.toISOString().slice(0, 10)) === written;
    return real ? [] : [`${written} is not a real day`];
  });
  return [...dayFirst, ...unreal];
}

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

  it('find the dates of a page written day first, or on a day that does not exist', () => {
    assert.deepEqual(datesOutOfStyle(fs.readFileSync(FIXTURE, 'utf8')), [
      '14 Jan 2025 is written day first',
      '23 September 2025 is written day first',
      'Feb 30, 2026 is not a real day',
    ]);
  });

  it('are written in the site style in every doc', () => {
    for (const file of docFiles())
      assert.deepEqual(
        datesOutOfStyle(fs.readFileSync(file, 'utf8')),
        [],
        `${path.relative(process.cwd(), file)}: write dates as "Sep 23, 2025"`,
      );
  });
});
