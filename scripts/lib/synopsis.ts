// The `synopsis` rule: the usage line of a command page (a code block under a "Synopsis" or "Usage" heading, or
// titled "Synopsis") agrees with the flags of src/data/cli: required flags outside brackets, optional ones inside,
// a value for each flag that takes one and none for a switch, the values of a choice, and the command's `usage`.
// Flags that do not exist are the `cli` rule's.
import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {CLI_NAME, flagsOf, type CliCommand} from '../../src/data/cli';
import {commandsNamed} from './cli-invocations';
import {findRecord} from './fact-detectors/records';
import type {PageProblem} from './flag-mentions';

/** A flag as a synopsis shows it. */
interface SynopsisFlag {
  name: string;
  /** Inside brackets. */
  optional: boolean;
  /** Its value as written: a placeholder (`<env>`, `NAME`) or an example (`prod`), if any. */
  value?: string;
}

// Synopsis notation: a placeholder (`<env>`, `NAME`) or an optional part (`[--detach]`).
const NOTATION = /[<[]|\b[A-Z][A-Z0-9_]+\b/;

/** The flags of a synopsis line (the words after `skyloom`), each with its brackets and value placeholder. */
function synopsisFlags(text: string): SynopsisFlag[] {
  const flags: SynopsisFlag[] = [];
  let depth = 0;
  let last: SynopsisFlag | undefined;
  for (const raw of text.trim().split(/\s+/)) {
    const opened = raw.match(/^\[*/)![0].length;
    depth += opened;
    const word = raw.slice(opened).replace(/\]+$/, '');
    const [flag, inline] = word.split('=');
    if (/^--?[A-Za-z]/.test(flag)) {
      last = {name: flag.replace(/^-+/, ''), optional: depth > 0, ...(inline !== undefined && {value: inline})};
      flags.push(last);
    } else if (last && last.value === undefined && word && word !== '|' && !/^(?:…|\.\.\.)/.test(word))
      last.value = word;
    else last = undefined;
    depth -= raw.length - raw.replace(/\]+$/, '').length;
  }
  return flags;
}

const CLI_DATA = path.resolve(__dirname, '../../src/data/cli');
const dataFiles = () =>
  fs
    .readdirSync(CLI_DATA)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `src/data/cli/${file}`);

/** Where src/data/cli defines a command, as `file:line`. */
function commandRecord(command: CliCommand): string {
  const words = command.path.map((word) => `'${word}'`);
  const inFiles = (...keys: string[]) =>
    dataFiles()
      .map((file) => findRecord(file, ...keys))
      .find(Boolean);
  // A command written as a record (`path: ['runs', 'list']`), or made by a function of its last word.
  return inFiles(`path: [${words.join(', ')}]`) ?? inFiles('Command(', `${words.at(-1)},`) ?? 'src/data/cli/';
}

/** What is wrong with a synopsis line of `command` (the words after `skyloom`), each with its fix. */
function synopsisProblems(command: CliCommand, text: string): string[] {
  const name = [CLI_NAME, ...command.path].join(' ');
  const where = `"${name}" (${commandRecord(command)})`;
  const all = flagsOf(command);
  const shown = synopsisFlags(text);
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of shown) {
    const flag = all.find((candidate) => candidate.name === item.name || candidate.short === item.name);
    if (!flag) continue;
    const written = `--${flag.name}${flag.type === 'bool' ? '' : ` ${item.value ?? `<${flag.name}>`}`}`;
    if (seen.has(flag.name)) {
      if (!flag.repeatable) problems.push(`--${flag.name} is shown twice, but ${where} takes it once: show it once`);
      continue;
    }
    seen.add(flag.name);
    if (flag.required && item.optional)
      problems.push(`--${flag.name} is required by ${where}: write \`${written}\` outside brackets`);
    if (!flag.required && !item.optional)
      problems.push(`--${flag.name} is optional for ${where}: write it in brackets, \`[${written}]\``);
    if (flag.type === 'bool' && item.value !== undefined)
      problems.push(`--${flag.name} of ${where} is a switch and takes no value: write \`--${flag.name}\``);
    if (flag.type !== 'bool' && item.value === undefined)
      problems.push(`--${flag.name} of ${where} takes a value: write \`--${flag.name} <${flag.name}>\``);
    const choices = item.value?.match(/^<([^>]*\|[^>]*)>$/)?.[1].split('|');
    if (flag.type === 'enum' && choices && choices.join('|') !== flag.values?.join('|'))
      problems.push(
        `--${flag.name} of ${where} takes ${flag.values?.join(', ')}, not ${choices.join(', ')}: write \`--${flag.name} <${flag.values?.join('|')}>\``,
      );
  }
  for (const flag of command.flags.filter((candidate) => candidate.required && !seen.has(candidate.name)))
    problems.push(`${where} requires --${flag.name}: add \`--${flag.name} <${flag.name}>\` to the synopsis`);
  return problems;
}

const SYNOPSIS_HEADING = /^(?:synopsis|usage)$/i;

/** Every synopsis line of a page, checked against its command's flags and usage line. */
export function checkSynopses(tree: Root): PageProblem[] {
  const problems: PageProblem[] = [];
  let underSynopsis = false;
  visit(tree, (node) => {
    if (node.type === 'heading') underSynopsis = SYNOPSIS_HEADING.test(toString(node).trim());
    if (node.type !== 'code' || !node.position) return;
    if (!underSynopsis && !/\btitle=["']?Synopsis\b/i.test(node.meta ?? '')) return;
    node.value.split('\n').forEach((line, index) => {
      const text = line.trim().replace(/^Usage:\s*/, '');
      if (!text.startsWith(`${CLI_NAME} `)) return;
      const words = text.slice(CLI_NAME.length + 1);
      const [command, ...others] = commandsNamed(words);
      if (!command || others.length) return;
      const report = (message: string) =>
        problems.push({line: node.position!.start.line + 1 + index, column: 1, rule: 'synopsis', message});
      const found = synopsisProblems(command, words);
      found.forEach(report);
      // A flag the command does not have is the cli rule's; the line differs from the usage for that reason.
      const unknown = synopsisFlags(words).some(
        (item) => !flagsOf(command).some((flag) => flag.name === item.name || flag.short === item.name),
      );
      // A synopsis in notation is the data's usage line; one written as an example is checked for its flags only.
      if (!found.length && !unknown && NOTATION.test(words) && text.replace(/\s+/g, ' ') !== command.usage)
        report(
          `the synopsis of "${CLI_NAME} ${command.path.join(' ')}" is \`${command.usage}\` in ${commandRecord(command)}: write it as the data does, or change the data`,
        );
    });
  });
  return problems;
}
