// The `date-style` rule: a date is written the way the site prints dates (src/lib/dates.ts), "Sep 23, 2025", never
// day first ("23 Sep 2025", "23 September 2025"), and names a day the calendar has.
import {formatDay, MONTH_NAMES} from '../../src/lib/dates';

const ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3)).join('|');
/** "23 Sep 2025" or "23 September 2025": the day-first style the site does not use. */
const DAY_FIRST = new RegExp(String.raw`\b(\d{1,2}) (${ABBREVIATIONS})[a-z]* (\d{4})\b`, 'g');
/** "Sep 23, 2025": the site's one style. */
const SITE_STYLE = new RegExp(String.raw`\b(${ABBREVIATIONS}) (\d{1,2}), (\d{4})\b`, 'g');

export interface DateProblem {
  /** 0-based offset of the date in the text. */
  index: number;
  written: string;
  message: string;
}

/** A day in the site style, or undefined when the calendar has no such day. */
function realDay(month: string, day: string, year: string): string | undefined {
  const monthIndex = MONTH_NAMES.findIndex((name) => name.startsWith(month));
  const date = new Date(Date.UTC(Number(year), monthIndex, Number(day)));
  return date.getUTCMonth() === monthIndex && date.getUTCDate() === Number(day) ? formatDay(date) : undefined;
}

const NOT_REAL = 'no calendar has that day: write the day the text means';

/** The dates of a text that are written day first, or name a day that does not exist, each with the fix. */
export function datesOutOfStyle(text: string): DateProblem[] {
  const dayFirst = [...text.matchAll(DAY_FIRST)].map(({0: written, 1: day, 2: month, 3: year, index}) => {
    const siteStyle = realDay(month, day, year);
    return {
      index,
      written,
      message: siteStyle
        ? `"${written}" is written day first: write "${siteStyle}", as the site prints dates`
        : `"${written}" is written day first, and ${NOT_REAL} as "Mon D, YYYY"`,
    };
  });
  const unreal = [...text.matchAll(SITE_STYLE)].flatMap(({0: written, 1: month, 2: day, 3: year, index}) =>
    realDay(month, day, year) ? [] : [{index, written, message: `"${written}" is not a real day: ${NOT_REAL}`}],
  );
  return [...dayFirst, ...unreal].sort((a, b) => a.index - b.index);
}
