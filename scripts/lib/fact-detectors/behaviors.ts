// Behaviors of src/data/rules stated in prose and outputs: the exit code of a named command, the status and
// drift badges an environment can show, and the token scope a command needs. Each is found by the shape of its
// value ("exit code N" near `skyloom <command>`, a STATUS or DRIFT column, "`<scope>` scope"), not by a sentence.
import {commandExitCodes, type ExitCode} from '../../../src/data/cli/errors';
import {commands} from '../../../src/data/cli';
import {sampleBackends} from '../../../src/data/platform/sampleData';
import {
  DRIFT_STATES,
  LIFECYCLE_STATUSES,
  RESOURCE_DRIFT_STATUSES,
  SCOPES,
  scopesCovering,
  scopesOf,
  type Scope,
} from '../../../src/data/rules';
import {type DocFacts, type Line, commandPath, inlineCode} from './document';
import {SAMPLE_DATA, dataRecord} from './records';

interface NamedCommand {
  /** The command as src/data/cli names it. */
  path: string;
  flags: Map<string, string>;
  column: number;
}

/** The `skyloom …` commands a prose line names in code spans, with their flags. */
function namedCommands(line: Line): NamedCommand[] {
  return inlineCode(line.text).flatMap(({value, column}) => {
    const match = value.match(/^skyloom\s+(.+)$/);
    if (!match) return [];
    const words = match[1].trim().split(/\s+/);
    const firstFlag = words.findIndex((word) => word.startsWith('-'));
    const flags = new Map<string, string>();
    (firstFlag === -1 ? [] : words.slice(firstFlag)).forEach((word, index, flagWords) => {
      const flag = word.match(/^--?([\w-]+)(?:=(.*))?$/);
      const next = flagWords[index + 1];
      if (flag) flags.set(flag[1], flag[2] ?? (next && !next.startsWith('-') ? next : 'true'));
    });
    const path = commandPath({path: (firstFlag === -1 ? words : words.slice(0, firstFlag)).join(' '), flags});
    return commands.some((command) => command.path.join(' ') === path) ? [{path, flags, column}] : [];
  });
}

/** The exit codes src/data/cli/errors.ts gives a command: its own entry, or its page's group (`runs`, `resources`). */
function exitCodesOf(path: string): Partial<Record<ExitCode, string>> | undefined {
  const group = path === 'appstack list' ? 'appstack show' : path.split(' ')[0];
  return commandExitCodes[path] ?? commandExitCodes[group];
}

const EXIT_CODE = /(?:\bexit(?:s|ed)?(?: with)?(?: (?:code|status))?|\$\? (?:=|is)) `?(\d+)`?/g;

/** The sentences of a prose line, each with the column it starts at; dots in code spans end no sentence. */
function sentences(line: Line): {text: string; offset: number}[] {
  const masked = line.text.replace(/`[^`]*`/g, (span) => span.replace(/[.!?]/g, '_'));
  return [...masked.matchAll(/[^.!?]+(?:[.!?](?=\s|$)|$)/g)].map((match) => ({
    text: line.text.slice(match.index, match.index + match[0].length),
    offset: match.index,
  }));
}

/** "exit code N", "exits with N", "`$? = N`" in a sentence that names a `skyloom` command: one of its codes. */
export function checkCommandExitCodes(doc: DocFacts, line: Line) {
  if (line.kind !== 'prose') return;
  for (const {text, offset} of sentences(line)) {
    const named = namedCommands({...line, text});
    if (!named.length) continue;
    for (const match of text.matchAll(EXIT_CODE)) {
      // The command the code belongs to: the last one named before it, else the first one after it.
      const command = [...named].reverse().find((candidate) => candidate.column < match.index) ?? named[0];
      const codes = exitCodesOf(command.path);
      if (!codes) continue;
      doc.count('rules.exit-codes');
      const code = Number(match[1]);
      if (!(code in codes))
        doc.report(
          line,
          offset + match.index + 1,
          `skyloom ${command.path} exits with ${Object.keys(codes).join(', ')}, not ${code}: write one of those (or add the code at ${dataRecord('src/data/cli/errors.ts', 'export const commandExitCodes', `'${command.path}'`)})`,
          'behavior',
        );
    }
  }
}

const BADGE_WORDS: readonly string[] = [...LIFECYCLE_STATUSES, ...DRIFT_STATES];
const badgeList = `STATUS is ${LIFECYCLE_STATUSES.join(', ')}; DRIFT is ${DRIFT_STATES.join(', ')}`;

/**
 * `*Deployed* badge`, `status badge such as *Deployed* or *Failed*`, in a sentence about an appStack's or an
 * environment's status: each name is a status or drift state of the data.
 */
export function checkBadgeNames(doc: DocFacts, line: Line) {
  if (line.kind !== 'prose') return;
  for (const {text, offset} of sentences(line)) {
    if (!/\bstatus\b|\benvironment shows\b|\bappStack header\b/i.test(text)) continue;
    const names: {name: string; column: number}[] = [];
    for (const match of text.matchAll(/(\*{1,2})([^*]+)\1 badge/g)) names.push({name: match[2], column: match.index});
    for (const match of text.matchAll(
      /\bbadges?(?: such as| like|,? for example| shows| reads)? ((?:(\*{1,2})[^*]+\2(?:,? (?:or|and) |, )?)+)/g,
    ))
      for (const item of match[1].matchAll(/(\*{1,2})([^*]+)\1/g))
        names.push({name: item[2], column: match.index + match[0].indexOf(item[0])});
    for (const {name, column} of names) {
      doc.count('rules.badges');
      if (!BADGE_WORDS.includes(name))
        doc.report(
          line,
          offset + column + 1,
          `"${name}" is not a badge of src/data/rules/statuses.ts: write one of the badges (${badgeList})`,
          'behavior',
        );
    }
  }
}

/**
 * The STATUS and DRIFT columns of an environment table (`skyloom appstack status`, `show`, `list`), and the
 * STATUS column of a drift check's resource table (`skyloom drifts`).
 */
export function checkStatusColumns(doc: DocFacts) {
  for (const block of doc.blocks) {
    block.forEach((header, index) => {
      const columnsAllowed: [string, readonly string[]][] =
        /\bSTATUS\b/.test(header.text) && /\b(?:DRIFT|ENVIRONMENTS)\b/.test(header.text)
          ? [
              ['STATUS', LIFECYCLE_STATUSES],
              ['DRIFT', DRIFT_STATES],
            ]
          : /^RESOURCE\s{2,}STATUS\b/.test(header.text.trim())
            ? [['STATUS', RESOURCE_DRIFT_STATUSES]]
            : [];
      if (!columnsAllowed.length) return;
      const columns = [...header.text.matchAll(/[A-Z]+(?: [A-Z]+)*/g)].map((match) => ({
        name: match[0],
        start: match.index,
      }));
      const cellOf = (row: string, name: string) => {
        const at = columns.findIndex((column) => column.name === name);
        if (at === -1) return undefined;
        return row.slice(columns[at].start, columns[at + 1]?.start).trim();
      };
      for (const row of block.slice(index + 1)) {
        if (!row.text.trim() || !/^\s*\S+\s{2,}/.test(row.text)) break;
        for (const [name, allowed] of columnsAllowed) {
          const cell = cellOf(row.text, name);
          if (cell === undefined) continue;
          doc.count('rules.badges');
          if (!allowed.includes(cell))
            doc.report(
              row,
              row.text.indexOf(cell, columns.find((column) => column.name === name)!.start) + 1,
              `${name} "${cell}" is not one of ${allowed.join(', ')} (src/data/rules/statuses.ts): write one of them`,
              'behavior',
            );
        }
      }
    });
  }
}

/** A sentence that names a `skyloom` command and a "`<scope>` scope": the scopes src/data/rules/scopes.ts requires. */
export function checkCommandScopes(doc: DocFacts, line: Line) {
  if (line.kind !== 'prose' || !/\bscopes?\b/.test(line.text)) return;
  for (const {text, offset} of sentences(line)) {
    if (!/\bscopes?\b/.test(text)) continue;
    const named = inlineCode(text)
      .map(({value}) => value)
      .filter((value): value is Scope => (SCOPES as readonly string[]).includes(value));
    if (!named.length) continue;
    for (const command of namedCommands({...line, text})) {
      const needed = scopesOf(command.path, command.flags);
      if (!needed.length) continue;
      doc.count('rules.scopes');
      const missing = needed.filter((scope) => !named.some((name) => scopesCovering(scope).includes(name)));
      if (missing.length)
        doc.report(
          line,
          offset + command.column,
          `skyloom ${command.path} needs the ${missing.map((scope) => `\`${scope}\``).join(' and ')} scope (src/data/rules/scopes.ts), not ${named.map((scope) => `\`${scope}\``).join(', ')}: name ${missing.map((scope) => `\`${scope}\``).join(' and ')} in the sentence`,
          'behavior',
        );
    }
  }
}

const BACKEND_KEY = /\bskyloom\/(?<project>[\w-]+)\/(?<appstack>[\w-]+)\/(?<env>[\w-]+)\.tfstate\b/;

/**
 * A sample appStack's state key (`skyloom/payments/web-shop/prod.tfstate`) with a bucket or a lock table in the
 * same line or code block: the backend src/data/platform/sampleData.ts gives that environment.
 */
export function checkSampleBackends(doc: DocFacts) {
  const groups = [...doc.blocks, ...doc.lines.filter((line) => line.kind === 'prose').map((line) => [line])];
  for (const group of groups) {
    const keyLine = group.find((line) => BACKEND_KEY.test(line.text));
    const key = keyLine?.text.match(BACKEND_KEY)?.groups;
    const backend = key && sampleBackends.find((entry) => entry.appstack === key.appstack && entry.env === key.env);
    if (!backend) continue;
    for (const line of group) {
      for (const [pattern, expected, what] of [
        [/\bbucket(?:\s*=\s*"|\s+)([\w.-]+)/g, backend.bucket, 'bucket'],
        [/\b(?:dynamodb_table\s*=\s*"|DynamoDB table |lock table )`?([\w.-]+)/g, backend.lockTable, 'lock table'],
      ] as const) {
        for (const match of line.text.matchAll(pattern)) {
          doc.count('sample.backends');
          if (match[1] !== expected)
            doc.report(
              line,
              match.index + match[0].indexOf(match[1]) + 1,
              `the ${what} of ${backend.appstack} ${backend.env} is ${expected}, not ${match[1]}: write ${expected} (sampleBackends at ${dataRecord(SAMPLE_DATA, 'export const sampleBackends')})`,
              'behavior',
            );
        }
      }
    }
  }
}
