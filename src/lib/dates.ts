/** The months in the site's English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` day as the UTC midnight it names; anything else is an error in the data. */
function parseIsoDay(iso: string): Date {
  const match = ISO_DAY.exec(iso);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== iso) throw new Error(`Not an ISO day: "${iso}"`);
  return date;
}

/**
 * Every date a reader sees (last-updated dates, release dates), in the one style of the site's English locale
 * ("Sep 23, 2025"): what `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone:
 * 'UTC'})` prints, without loading the browser's date data while a page hydrates (README, "Performance").
 */
export function formatDay(day: Date | string): string {
  const date = typeof day === 'string' ? parseIsoDay(day) : day;
  return `${MONTH_NAMES[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The month a `YYYY-MM-DD` day falls in, as prose names it ("April 2025"). */
export function formatMonth(day: string): string {
  const date = parseIsoDay(day);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The `YYYY-MM-DD` day `days` days after the day `iso`. */
export function addDays(iso: string, days: number): string {
  const date = parseIsoDay(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
