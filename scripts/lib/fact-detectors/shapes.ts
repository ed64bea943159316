// Finds facts a page restates by hand by the SHAPE of the value, whatever the wording: a duration, count, size,
// version or version constraint near the words that say what it is about (src/data/platform/facts.ts FactShape).
// A value that differs from the data fails; every hit names the reference to insert instead.
import {providers} from '../../../src/data/platform';
import {findRelease} from '../../../src/data/releases';
import {statedFacts} from '../../../src/data/facts';
import {escapeRegExp} from '../../../src/lib/templates';
import {SHELL_LANGUAGES, type DocFacts, type Line} from './document';

type Kind = 'constraint' | 'version' | 'size' | 'duration' | 'count';

/** A value of one kind in a text: where, as written, and normalized for comparison. */
export interface ValueToken {
  kind: Kind;
  start: number;
  end: number;
  text: string;
  norm: string;
}

/** A fact the detector knows: its value's tokens and the words that must surround a restatement. */
interface ShapedFact {
  id: string;
  label: string;
  value: string;
  tokens: ValueToken[];
  about: readonly string[];
  which: readonly string[];
  except: readonly string[];
  commands: readonly string[];
  overriddenBy?: string;
  /** Only the fact whose `about` word is nearest the value is a candidate (a provider's pin, not another's). */
  nearestOnly?: boolean;
}

const SECONDS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hr: 3600,
  hour: 3600,
};
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const numberOf = (written: string) =>
  /\d/.test(written) ? Number(written.replace(/,/g, '')) : NUMBER_WORDS.indexOf(written.toLowerCase()) + 1;
const UNIT_SECONDS = (unit: string) =>
  unit.startsWith('d') ? 86400 : (SECONDS[unit.replace(/s$/, '')] ?? SECONDS[unit] ?? Number.NaN);

// Guards: not part of a word, path, flag value, date, time, address or identifier.
const BEFORE = String.raw`(?<![\w.\/:#$@=+-])`;
const AFTER = String.raw`(?![\w]|[.:\/-]\d)`;
const SHAPES: [Kind, RegExp, (match: RegExpExecArray) => string][] = [
  ['constraint', /~>\s?\d+(?:\.\d+)*/g, (m) => m[0].replace(/~>\s?/, '~> ')],
  ['version', new RegExp(`${BEFORE}v?(\\d+\\.\\d+(?:\\.\\d+)*|\\d\\dH\\d)${AFTER}`, 'g'), (m) => m[1]],
  ['size', new RegExp(`${BEFORE}(\\d[\\d,]*)\\s?(KB|MB|GB|px)\\b`, 'g'), (m) => `${m[1].replace(/,/g, '')} ${m[2]}`],
  [
    'duration',
    new RegExp(`${BEFORE}(?:(\\d+)h)?(?:(\\d+)m)?(\\d+)s${AFTER}`, 'g'),
    (m) => String(Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3])),
  ],
  [
    'duration',
    new RegExp(
      `${BEFORE}(\\d[\\d,]*|\\b(?:${NUMBER_WORDS.join('|')}))(?:[ -]?(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?)\\b|(m|h|d)${AFTER})`,
      'gi',
    ),
    (m) => String(numberOf(m[1]) * UNIT_SECONDS((m[2] ?? m[3]).toLowerCase())),
  ],
  [
    'count',
    new RegExp(`${BEFORE}(\\d{1,3}(?:,\\d{3})+|\\d+)${AFTER}|\\b(${NUMBER_WORDS.join('|')})\\b(?!-)`, 'gi'),
    (m) => String(numberOf(m[1] ?? m[2])),
  ],
];

/** The values of a text, each kind in order of precedence: a version's digits are not also a count. */
export function valueTokens(text: string): ValueToken[] {
  const tokens: ValueToken[] = [];
  const taken = (start: number, end: number) => tokens.some((token) => start < token.end && token.start < end);
  for (const [kind, pattern, normalize] of SHAPES) {
    for (const match of text.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (!taken(start, end))
        tokens.push({kind, start, end, text: match[0], norm: normalize(match as RegExpExecArray)});
    }
  }
  return tokens.sort((a, b) => a.start - b.start);
}

const shaped: ShapedFact[] = [
  ...statedFacts.map((fact) => ({
    id: fact.id,
    label: fact.label,
    value: fact.value,
    // "Windows Server 2019", "macOS 12": numbers a version fact holds are versions.
    tokens: valueTokens(fact.value).map((token) => (fact.shape.kind ? {...token, kind: fact.shape.kind} : token)),
    // A table row labeled as the data labels the fact ("| Default lifetime | 90 days |") is about it.
    about: [...fact.shape.about, fact.label],
    which: fact.shape.which ?? [],
    except: fact.shape.except ?? [],
    commands: fact.shape.commands ?? [],
    overriddenBy: fact.shape.overriddenBy,
  })),
  ...providers.map((provider) => ({
    id: `provider.${provider.name}`,
    label: `The default pin of ${provider.source}`,
    value: provider.defaultPin,
    tokens: valueTokens(provider.defaultPin),
    about: [provider.source, provider.label, `${provider.name} provider`],
    which: [],
    except: [],
    commands: [],
    nearestOnly: true,
  })),
];

// Words that say which value of a thing a number is: the one nearest a value decides among facts of one subject.
const QUALIFIERS = [
  'default',
  'minimum',
  'maximum',
  'at least',
  'at most',
  'up to',
  'shortest',
  'longest',
  'oldest',
  'or later',
  'and later',
  'overlap',
  'override',
];
// A count is a limit only right after a word that bounds it (or in a table's cell).
const COUNT_BOUNDS = [
  'up to',
  'at most',
  'maximum',
  'maximum of',
  'max',
  'limit',
  'limit of',
  'no more than',
  'after',
  'every',
  'than',
  'default',
  'default of',
  'is',
  'latest',
  'followed by',
  'plus',
];
const COUNT_BOUND = new RegExp(`\\b(?:${COUNT_BOUNDS.join('|')})\\s*\`?$`, 'i');
// A version belongs to the tool named just before it: "Terraform 1.5", "Windows Server 2019".
const VERSION_REACH = 12;

/** Whether a count is a limit: right after a bounding word, or the first thing in a table cell after the first. */
function countsAsLimit(unit: Unit, before: string, tableRow: boolean): boolean {
  if (unit.line.kind === 'code') return false;
  if (COUNT_BOUND.test(before)) return true;
  return tableRow && /^\s*\|[^|]*\|(?:[^|]*\|)*\s*(?:\*\*)?$/.test(before);
}

/** The qualifier nearest a value in its clause (else its sentence): "365 days the maximum" is the maximum. */
function nearestQualifier(text: string, token: ValueToken): string | undefined {
  const clauseStart = Math.max(...[',', ';', '(', '|'].map((mark) => text.lastIndexOf(mark, token.start)), 0);
  const ends = [',', ';', ')', '|'].map((mark) => text.indexOf(mark, token.end)).filter((at) => at !== -1);
  const clause = text.slice(clauseStart, ends.length ? Math.min(...ends) : text.length);
  for (const scope of [clause, text]) {
    const offset = scope === clause ? clauseStart : 0;
    const nearest = QUALIFIERS.flatMap((word) =>
      occurrences(scope, word).map((at) => ({
        word,
        gap: at + offset < token.start ? token.start - (at + offset + word.length) : at + offset - token.end,
      })),
    ).sort((a, b) => a.gap - b.gap)[0];
    if (nearest) return nearest.word;
  }
  return undefined;
}

// A value that is itself a range or a list: "1.5 to 1.9", "3 to 63", "14 days and 3 days".
const CHOICES = /\d\S*(?: [a-z]+)? (?:to|or|and) \d/;
// A range is stated as a range: "Terraform 1.10" is not a restatement of "1.5 to 1.9".
const RANGE = /\d\S*(?: [a-z]+)? (?:to|or) \d/;

const NUMBER = `(?:${NUMBER_WORDS.join('|')})`;
// A choice may carry its unit or a note: "6 hours or 12 hours", "90 (default) or 365 days".
const CHOICE_TAIL = String.raw`(?:[ -]?[a-zA-Z]+)?(?: \([a-z ]+\))?`;
const CHOICE_BEFORE = new RegExp(`(?:\\d|\\b${NUMBER})${CHOICE_TAIL}\\s(?:to|or|and)\\s\`?$`, 'i');
const CHOICE_AFTER = new RegExp(`^\`?${CHOICE_TAIL}\\s(?:to|or|and)\\s\`?(?:\\d|${NUMBER}\\b)`, 'i');

/** A value in a list of choices ("1 to 30 days", "6 or 12 hours", "10 and 11"), not one value of the data. */
function inAlternatives(text: string, token: ValueToken): boolean {
  const before = text.slice(Math.max(0, token.start - 16), token.start);
  const after = text.slice(token.end, token.end + 16);
  return CHOICE_BEFORE.test(before) || CHOICE_AFTER.test(after);
}

const wordPatterns = new Map<string, RegExp>();
/** The pattern of a word, compiled once: the lint looks for the same few hundred words in every sentence. */
function wordPattern(word: string): RegExp {
  let pattern = wordPatterns.get(word);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w-])${escapeRegExp(word)}`, /^[A-Z]/.test(word) ? 'g' : 'gi');
    wordPatterns.set(word, pattern);
  }
  return pattern;
}
/** Where a word (or a word's start) occurs in a text, case-insensitive; columns of each occurrence. */
function occurrences(text: string, word: string): number[] {
  return [...text.matchAll(wordPattern(word))].map((match) => match.index);
}
const mentions = (text: string, words: readonly string[]) =>
  words.some((word) => {
    // `test` of a global pattern moves its lastIndex, where matchAll would start: leave it at 0.
    const pattern = wordPattern(word);
    const found = pattern.test(text);
    pattern.lastIndex = 0;
    return found;
  });

/**
 * The spans of a text that tell what a known issue (KI-2025-023) does: the parentheses that name one, or else the
 * whole text when it names one outside parentheses.
 */
function knownIssueClauses(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/\bKI-\d{4}-\d{3}\b/g)) {
    const open = text.lastIndexOf('(', match.index);
    const close = text.indexOf(')', match.index);
    const inParentheses = open !== -1 && text.lastIndexOf(')', match.index) < open && close !== -1;
    spans.push(inParentheses ? [open, close + 1] : [0, text.length]);
  }
  return spans;
}

/** The text a value is read with: its sentence (prose), its row with the table's header (tables), or its line. */
interface Unit {
  line: Line;
  text: string;
  /** Column of `text` in the line. */
  offset: number;
  /** More words about the value: a table's header and section heading, a code block's commands. */
  context: string;
}

function unitsOf(doc: DocFacts): {unit: Unit; heading: string}[] {
  const units: {unit: Unit; heading: string}[] = [];
  let heading = '';
  let tableHeader = '';
  for (const line of doc.lines) {
    if (line.kind === 'frontmatter') continue;
    if (line.kind === 'code') {
      const context = line.commands.map((command) => command.path).join(' ');
      units.push({unit: {line, text: line.text, offset: 0, context}, heading});
      continue;
    }
    if (/^#{2,6} /.test(line.text)) heading = line.text;
    if (/^\s*\|/.test(line.text)) {
      if (!tableHeader) tableHeader = line.text;
      units.push({unit: {line, text: line.text, offset: 0, context: `${tableHeader} ${heading}`}, heading});
      continue;
    }
    tableHeader = '';
    let offset = 0;
    for (const sentence of line.text.split(/(?<=[.!?:])\s+(?=[A-Z`*_[(])/)) {
      const start = line.text.indexOf(sentence, offset);
      units.push({unit: {line, text: sentence, offset: start, context: ''}, heading});
      offset = start + sentence.length;
    }
  }
  return units;
}

// A count right after a fact's subject states it: in output, `(concurrency 8)`; in prose after "of", "is", ":" or "="
// (`a \`max_retries\` of 25`).
const SUBJECTS = [...new Set(shaped.flatMap((fact) => fact.about))].map(escapeRegExp).join('|');
const PRINTED_LABEL = new RegExp(`(?:${SUBJECTS})[:=]?\\s*$`, 'i');
const PROSE_LABEL = new RegExp(`(?:${SUBJECTS})\`?(?:\\s+(?:of|is)|[:=])\\s*\`?$`, 'i');

// A choice marked as the default in a list whose last choice carries the unit: "30, 60, 90 (default), 180 or 365 days".
const MARKED_DEFAULT = /^\s*\(default\)/;
const LIST_UNIT = /^[\d\s,()a-z]*?\d\s*(seconds?|minutes?|hours?|days?)\b/;

/** The tokens of a text, with a bare number marked `(default)` in a list of durations read as a duration. */
function markedDefaults(text: string, tokens: ValueToken[]): ValueToken[] {
  return tokens.map((token) => {
    const after = text.slice(token.end);
    const unit = token.kind === 'count' && MARKED_DEFAULT.test(after) ? after.match(LIST_UNIT)?.[1] : undefined;
    return unit ? {...token, kind: 'duration', norm: String(Number(token.norm) * UNIT_SECONDS(unit))} : token;
  });
}

/** A restated value, the fact it states and whether it agrees with the data. */
export interface Restatement {
  line: Line;
  column: number;
  text: string;
  fact: ShapedFact;
  agrees: boolean;
  /** The value the data has (or the overriding flag's value). */
  expected: string;
}

/** The facts whose commands the text names, or undefined when it names none of any candidate. */
function namedCommands(text: string, candidates: ShapedFact[]): ShapedFact[] | undefined {
  const named = candidates.filter((fact) => mentions(text, fact.commands));
  return named.length ? named : undefined;
}

/** Every value of a doc that restates a fact, by shape, with the fact it states. */
function restatements(doc: DocFacts, page: string): Restatement[] {
  const found: Restatement[] = [];
  // Last, for a duration or size in a table, the page's own subject (its title, description and keywords):
  // "| Retention | 400 days |" on the page of the activity log.
  const pageFacts = shaped.filter((fact) => fact.which.length && mentions(page, fact.about));
  let previous: {text: string; heading: string} | undefined;
  for (const {unit, heading} of unitsOf(doc)) {
    const words = `${unit.text} ${unit.context}`;
    const tableRow = unit.line.kind === 'prose' && /^\s*\|/.test(unit.text);
    // A value that fits no fact by its own sentence's words may be about the sentence before ("The default of 8
    // suits most accounts" after "`--concurrency` caps parallel read calls"): that one's subject counts, not its
    // qualifiers.
    const prose = unit.line.kind === 'prose' && !tableRow;
    const carried = prose && previous?.heading === heading ? previous.text : '';
    if (prose && /[a-z]{2}/i.test(unit.text)) previous = {text: unit.text, heading};
    // Only a sentence about "the default" borrows a subject: another sentence has a subject of its own.
    const carriedFacts =
      carried && /\bdefault\b/i.test(unit.text)
        ? shaped.filter((fact) => fact.which.length && mentions(carried, fact.about) && !mentions(words, fact.about))
        : [];
    const issueClauses = knownIssueClauses(unit.text);
    for (const token of markedDefaults(unit.text, valueTokens(unit.text))) {
      const column = unit.offset + token.start;
      const before = unit.text.slice(0, token.start);
      // What a known issue does ("24 hours until KI-2025-023 is fixed") is not the fact.
      if (issueClauses.some(([start, end]) => start <= token.start && token.end <= end)) continue;
      // A bare number is a limit only where a word bounds it; right after a tool's name it may be its version.
      // Right after its subject, `(concurrency 8)` or `a \`max_retries\` of 25`, a count states that setting.
      const printed = unit.line.kind === 'code' && !SHELL_LANGUAGES.has(unit.line.lang ?? '');
      const labelled = (fact: ShapedFact) =>
        fact.about.some((word) => new RegExp(`${escapeRegExp(word)}[:=]?\\s*$`, 'i').test(before));
      const kinds: Kind[] =
        token.kind === 'count'
          ? countsAsLimit(unit, before, tableRow) || (printed ? PRINTED_LABEL : PROSE_LABEL).test(before)
            ? ['count', 'version']
            : ['version']
          : [token.kind];
      const ofKind = (own: ValueToken) => kinds.includes(own.kind);
      // A column of an output table (a run's duration) describes that row, not a default.
      if (unit.line.kind === 'code' && unit.text.trim().split(/\s{2,}/).length >= 3) continue;
      // A Skyloom release is not a tool's version.
      if (token.kind === 'version' && findRelease(token.norm)) continue;
      // The choice marked as the default is one value of the data, whatever the list around it.
      const alternatives = !MARKED_DEFAULT.test(unit.text.slice(token.end)) && inAlternatives(unit.text, token);
      const reach = (fact: ShapedFact) =>
        !fact.tokens.some((own) => own.kind === 'version') ||
        fact.about.some((word) =>
          occurrences(unit.text, word).some(
            (at) => at < token.start && token.start - (at + word.length) <= VERSION_REACH,
          ),
        );
      // The qualifier nearest the value, if the sentence has one: a fact that names qualifiers must name it.
      const qualifier = nearestQualifier(unit.text, token);
      const qualified = (fact: ShapedFact) =>
        !qualifier || !fact.which.some((word) => QUALIFIERS.includes(word)) || fact.which.includes(qualifier);
      if (
        unit.line.inserted?.some((insertion) => column < insertion.end && insertion.start < column + token.text.length)
      )
        continue;
      // A value given to a flag (`--timeout 90m`), or to a setting quoted in prose (`timeout: 75m`), is a choice.
      if (/--?[\w-]+[ =]['"]?$/.test(before)) continue;
      if (unit.line.kind === 'prose' && /`[\w.-]+\s*[:=]\s*['"]?$/.test(before)) continue;
      const fits = (pool: readonly ShapedFact[]) =>
        pool.filter(
          (fact) =>
            fact.tokens.some(ofKind) &&
            // Output prints the value in effect for the run: the default unless a flag set it, whatever the words.
            (!fact.which.length || mentions(words, fact.which) || (printed && Boolean(fact.overriddenBy))) &&
            (!printed || token.kind !== 'count' || labelled(fact)) &&
            !mentions(unit.text, fact.except) &&
            (alternatives ? CHOICES.test(fact.value) : !RANGE.test(fact.value)) &&
            reach(fact) &&
            qualified(fact),
        );
      let candidates = fits(shaped.filter((fact) => mentions(words, fact.about)));
      if (!candidates.length) candidates = fits(carriedFacts);
      if (!candidates.length && tableRow && token.kind !== 'count') candidates = fits(pageFacts);
      if (!candidates.length) continue;
      const withCommands = candidates.filter((fact) => fact.commands.length);
      if (withCommands.length) {
        // A setting in code (`timeout: 75m` of a CI job) names its command on its own line, or it is not ours.
        const setting = unit.line.kind === 'code' && /^\s*[\w.-]+\s*[:=]\s*['"]?$/.test(before);
        const named = setting
          ? (namedCommands(unit.text, withCommands) ?? [])
          : (namedCommands(words, withCommands) ??
            namedCommands(heading, withCommands) ??
            namedCommands(page, withCommands));
        if (named) candidates = candidates.filter((fact) => !fact.commands.length || named.includes(fact));
      }
      const distance = (fact: ShapedFact) =>
        Math.min(
          ...fact.about.flatMap((word) => occurrences(unit.text, word).map((at) => Math.abs(at - token.start))),
          Number.MAX_SAFE_INTEGER,
        );
      const nearest = Math.min(...candidates.map(distance));
      candidates = candidates.filter((fact) => !fact.nearestOnly || distance(fact) === nearest);
      if (!candidates.length) continue;
      const expectedOf = (fact: ShapedFact) => {
        const flag = fact.overriddenBy;
        const override = flag && [...unit.line.commands].reverse().find((command) => command.flags.has(flag));
        return override ? valueTokens(override.flags.get(flag!)!).filter(ofKind) : fact.tokens;
      };
      // Output is printed as the CLI prints it (`60m`, not `1h0m0s`); prose may say the same value in words.
      const same = (own: ValueToken) => ofKind(own) && (printed ? own.text === token.text : own.norm === token.norm);
      const agreeing = candidates.find((fact) => expectedOf(fact).some(same));
      const fact = agreeing ?? [...candidates].sort((a, b) => distance(a) - distance(b))[0];
      const override = expectedOf(fact) !== fact.tokens;
      found.push({
        line: unit.line,
        column: column + 1,
        text: token.text,
        fact,
        agrees: Boolean(agreeing),
        expected: override
          ? expectedOf(fact)
              .map((own) => own.text)
              .join(', ')
          : fact.value,
      });
    }
  }
  return found;
}

/**
 * The `fact-value` rule for values restated by hand: counts each, and reports those that differ from the data.
 * Release notes and known issues (`change-log/`) record what was true then, so their values are not checked.
 */
export function checkRestatedValues(doc: DocFacts, page: string, file = '') {
  if (file.includes('/change-log/')) return;
  for (const restated of restatements(doc, page)) {
    const {fact, line} = restated;
    doc.count(fact.id);
    if (restated.agrees) continue;
    const reference = line.kind === 'code' ? `{{fact:${fact.id}}}` : `:fact[${fact.id}]`;
    doc.report(
      line,
      restated.column,
      `${fact.label} is ${restated.expected}, not "${restated.text}": insert ${reference} instead of typing the value`,
      'fact-value',
    );
  }
}
