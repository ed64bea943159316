// The `derived-date` rule: a date a page gives as the end of something that lasts a fact's lifetime (`Token expires
// on 2025-12-22`, an `expiresAt` field, a TOKEN EXPIRES column) is its start plus that lifetime: the start stated in
// the same paragraph or output, else the sample world's (src/data/platform/sampleData.ts), whose end is a fact.
import {statedFacts} from '../../../src/data/facts';
import {MONTH_NAMES, addDays, formatDay} from '../../../src/lib/dates';
import {escapeRegExp} from '../../../src/lib/templates';
import {type DocFacts, type Line, SHELL_LANGUAGES, isInserted} from './document';
import {valueTokens} from './shapes';
import {findFact} from './catalog';

const DAY = 86400;
const MONTHS = MONTH_NAMES.map((month) => month.slice(0, 3));
// An ISO day with an optional time, or a day as the site prints it ("Sep 23, 2025").
const DATE = new RegExp(
  String.raw`\b(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?|\b(${MONTHS.join('|')}) (\d{1,2}), (\d{4})\b`,
  'g',
);
const ENDS = /(?:expir\w*|valid until|lapses?|until)(?:\s+(?:on|at))?\W*$/i;
const STARTS = /(?:created|issued|generated|requested|exchanged)(?:at|on)?(?:\s+(?:on|at))?\W*$/i;
const HEADER = /^\s*[A-Z][A-Z]+(?: [A-Z]+)*(?:\s{2,}[A-Z][A-Z]+(?: [A-Z]+)*)+\s*$/;

/** A fact that is how long something lasts, with its length in seconds. */
const LIFETIMES = statedFacts.flatMap((fact) => {
  const seconds = valueTokens(fact.value).find((token) => token.kind === 'duration')?.norm;
  return fact.shape.lifetime && seconds ? [{fact, seconds: Number(seconds)}] : [];
});

/** A part of a line dates are read in: a line of output, a sentence of prose. */
interface Piece {
  line: Line;
  start: number;
  end: number;
}

interface StatedDate {
  piece: Piece;
  column: number;
  text: string;
  day: string;
  time?: string;
  role?: 'start' | 'end';
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (match: RegExpMatchArray) =>
  match[1] ?? `${match[5]}-${pad(MONTHS.indexOf(match[3]!) + 1)}-${pad(Number(match[4]))}`;

/** The dates of a piece, each with the role the words before it give (start, end), or the column header's. */
function datesOf(piece: Piece, header?: Line): StatedDate[] {
  const found: StatedDate[] = [];
  const text = piece.line.text.slice(0, piece.end);
  let from = piece.start;
  for (const match of text.slice(piece.start).matchAll(DATE)) {
    const at = piece.start + match.index;
    const before = text.slice(Math.max(from, at - 40), at);
    const column = header ? headerAt(header.text, at) : '';
    const role =
      ENDS.test(before) || /EXPIR/.test(column)
        ? 'end'
        : STARTS.test(before) || /CREATED/.test(column)
          ? 'start'
          : undefined;
    found.push({piece, column: at + 1, text: match[0], day: dayOf(match), time: match[2], role});
    from = at + match[0].length;
  }
  return found;
}

/** The header of the table column a position of a row is in. */
function headerAt(header: string, position: number): string {
  const columns = [...header.matchAll(/\S+(?: \S+)*/g)];
  return [...columns].reverse().find((column) => column.index <= position)?.[0] ?? '';
}

const mentions = (text: string, words: readonly string[]) =>
  words.some((word) => new RegExp(`(?<![\\w-])${escapeRegExp(word)}`, /^[A-Z]/.test(word) ? '' : 'i').test(text));

/** The lifetime a unit of text is about: the one inserted in the end date's piece, else the one its words name. */
function lifetimeOf(text: string, {line, start, end}: Piece) {
  const inserted = LIFETIMES.find(({fact}) =>
    line.inserted?.some((insertion) => insertion.id === fact.id && start <= insertion.start && insertion.end <= end),
  );
  if (inserted) return inserted;
  const named = LIFETIMES.filter(
    ({fact}) => mentions(text, [...fact.shape.about, fact.label]) && !mentions(text, fact.shape.except ?? []),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** Start plus lifetime, at the precision the lifetime has (days, or minutes when it is shorter than a day). */
function endOf(start: StatedDate, seconds: number): {day: string; time?: string} | undefined {
  if (seconds % DAY === 0) return {day: addDays(start.day, seconds / DAY)};
  if (!start.time) return undefined;
  const end = new Date(Date.parse(`${start.day}T${start.time}:00Z`) + seconds * 1000).toISOString();
  return {day: end.slice(0, 10), time: end.slice(11, 16)};
}

/** A day written as the page wrote the date it replaces. */
const written = (date: StatedDate, day: string, time?: string) =>
  /^\d/.test(date.text) ? `${day}${time ? `${date.text[10]}${time}` : ''}` : formatDay(day);

/** The units a page states dates in: each output block, each sentence of prose. */
function unitsOf(doc: DocFacts): Piece[][] {
  const whole = (line: Line): Piece => ({line, start: 0, end: line.text.length});
  const outputs = doc.blocks.filter((block) => !SHELL_LANGUAGES.has(block[0]?.lang ?? ''));
  const sentences = doc.lines
    .filter((line) => line.kind === 'prose')
    .flatMap((line) => {
      const pieces: Piece[][] = [];
      let start = 0;
      for (const sentence of line.text.split(/(?<=[.!?])\s+(?=[A-Z`*_[(])/)) {
        const at = line.text.indexOf(sentence, start);
        pieces.push([{line, start: at, end: at + sentence.length}]);
        start = at + sentence.length;
      }
      return pieces;
    });
  return [...outputs.map((block) => block.map(whole)), ...sentences];
}

export function checkDerivedDates(doc: DocFacts, file = '') {
  // Release notes and known issues record what was true then.
  if (file.includes('/change-log/')) return;
  for (const unit of unitsOf(doc)) {
    const header = unit.find((piece) => HEADER.test(piece.line.text))?.line;
    const dates = unit.flatMap((piece) => datesOf(piece, piece.line === header ? undefined : header));
    const text = unit.map(({line, start, end}) => line.text.slice(start, end)).join('\n');
    for (const end of dates.filter((date) => date.role === 'end')) {
      const {line} = end.piece;
      if (isInserted(line, end.column - 1, end.column - 1 + end.text.length)) continue;
      const lifetime = lifetimeOf(text, end.piece);
      if (!lifetime) continue;
      const start = [...dates].reverse().find((date) => date.role === 'start' && date !== end);
      const {fact, seconds} = lifetime;
      const sampleEnd = fact.shape.lifetime?.sampleEnd;
      const reference = (id: string) => (line.kind === 'code' ? `{{fact:${id}}}` : `:fact[${id}]`);
      if (start) {
        const expected = endOf(start, seconds);
        if (!expected) continue;
        doc.count(fact.id);
        const shown = written(end, expected.day, expected.time);
        if (expected.day === end.day && (!expected.time || expected.time === end.time)) continue;
        doc.report(
          line,
          end.column,
          `${fact.label} is ${fact.value} (${reference(fact.id)}), so what starts on ${start.text} ends on ${shown}, not ${end.text}: write ${shown}`,
          'derived-date',
        );
      } else if (
        sampleEnd &&
        line.kind === 'code' &&
        !end.time &&
        dates.filter((date) => date.role === 'end').length === 1
      ) {
        // Output that shows no start is the sample's, whose end the data computes (a listing of several is of others
        // too); prose that gives an end date without its start is about no particular one.
        const expected = findFact(sampleEnd);
        doc.count(sampleEnd);
        if (!expected || expected.value === end.day) continue;
        doc.report(
          line,
          end.column,
          `${expected.label} is ${written(end, expected.value)}, not ${end.text}: insert ${reference(sampleEnd)} instead of typing the date`,
          'derived-date',
        );
      }
    }
  }
}
