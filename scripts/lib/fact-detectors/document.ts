// A doc split into the lines the detectors read: prose, code with the `skyloom` commands that printed it, frontmatter.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {findCommand} from '../../../src/data/cli';

export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'powershell', 'zsh']);

/** A `skyloom` command found in a shell block: its words and flags. */
export interface ShellCommand {
  path: string;
  flags: Map<string, string>;
}

/** The `skyloom` commands of a shell block, continuation lines joined, prompts and env prefixes dropped. */
export function shellCommands(code: string): ShellCommand[] {
  const joined = code.replace(/\\\n\s*/g, ' ');
  const commands: ShellCommand[] = [];
  for (const [, rest] of joined.matchAll(/(?:^|[|;&(]|\$\(|PS> |\$ )\s*(?:[A-Z_]+=\S+\s+)*skyloom\s+([^|;&)\n#]*)/gm)) {
    const words = rest.trim().split(/\s+/);
    const firstFlag = words.findIndex((word) => word.startsWith('-'));
    const pathWords = firstFlag === -1 ? words : words.slice(0, firstFlag);
    const flags = new Map<string, string>();
    const flagWords = firstFlag === -1 ? [] : words.slice(firstFlag);
    flagWords.forEach((word, index) => {
      const match = word.match(/^--?([\w-]+)(?:=(.*))?$/);
      if (!match) return;
      const next = flagWords[index + 1];
      const value = match[2] ?? (next && !next.startsWith('-') ? next : 'true');
      flags.set(match[1] === 'o' ? 'output' : match[1], value.replace(/^['"]|['"]$/g, ''));
    });
    commands.push({path: pathWords.join(' '), flags});
  }
  return commands;
}

/** Where a line holds an inserted value: columns (0-based, in the resolved text) and the fact. */
export interface Insertion {
  start: number;
  end: number;
  id: string;
}

export interface Line {
  text: string;
  /** 1-based line number in the file. */
  number: number;
  kind: 'prose' | 'code' | 'frontmatter';
  lang?: string;
  /** The `skyloom` commands of the shell block before this output block (code lines only). */
  commands: ShellCommand[];
  /** Values inserted by a `:fact[id]` or `{{fact:id}}` reference (see references.ts). */
  inserted?: Insertion[];
}

/** A doc as the detectors read it: its lines, its output blocks; how they report a problem and count a statement. */
export interface DocFacts {
  lines: Line[];
  blocks: Line[][];
  /** Reports a problem at a column (1-based) of a line under `rule`, one of FACT_RULES (catalog.ts). */
  report: (line: Line, column: number, message: string, rule: string) => void;
  count: (id: string) => void;
}

/** Splits a doc into lines, each marked prose, code (with the commands that printed it) or frontmatter. */
export function classifyLines(source: string, tree: Root): Line[] {
  const texts = source.split('\n');
  const lines: Line[] = texts.map((text, index) => ({text, number: index + 1, kind: 'prose', commands: []}));
  let previousCommands: ShellCommand[] = [];
  visit(tree, (node) => {
    if (!node.position) return;
    const {start, end} = node.position;
    if (node.type === 'yaml') {
      for (let n = start.line; n <= end.line; n++) lines[n - 1].kind = 'frontmatter';
    }
    if (node.type !== 'code') return;
    const lang = (node.lang ?? '').toLowerCase();
    const ownCommands = shellCommands(
      SHELL_LANGUAGES.has(lang) ? node.value : node.value.replace(/^(?!\s*(?:\$|PS>) ).*$/gm, ''),
    );
    const commands = SHELL_LANGUAGES.has(lang) ? ownCommands : [...previousCommands, ...ownCommands];
    // The fence lines are not code; the body is.
    for (let n = start.line + 1; n < end.line; n++) Object.assign(lines[n - 1], {kind: 'code', lang, commands});
    if (SHELL_LANGUAGES.has(lang) && ownCommands.length) previousCommands = ownCommands;
  });
  return lines;
}

/** The code lines of each output block (not a shell block), in order. */
export function outputBlocks(lines: Line[]): Line[][] {
  // classifyLines gives all lines of one code block the same commands array, so it identifies the block.
  const blocks = new Map<ShellCommand[], Line[]>();
  for (const line of lines) {
    if (line.kind !== 'code' || SHELL_LANGUAGES.has(line.lang ?? '')) continue;
    const block = blocks.get(line.commands);
    if (block) block.push(line);
    else blocks.set(line.commands, [line]);
  }
  return [...blocks.values()];
}

/** The output lines after the one at `index`, up to the first blank line or the end of the block. */
export function outputLinesAfter(lines: Line[], index: number): Line[] {
  const following: Line[] = [];
  for (let next = index + 1; next < lines.length && lines[next].kind === 'code' && lines[next].text.trim(); next++)
    following.push(lines[next]);
  return following;
}

export function lastOf<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  return [...items].reverse().find(test);
}

/** Inline code spans of a prose line, with their column. */
export function inlineCode(text: string): {value: string; column: number}[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => ({value: match[1], column: match.index + 2}));
}

/** The words of a command as src/data/cli names it: `runs unlock run_x` is `runs unlock`. */
export function commandPath(command: ShellCommand): string {
  const words = command.path.split(' ');
  for (let length = words.length; length > 0; length--) {
    const path = words.slice(0, length).join(' ');
    if (findCommand(path)) return path;
  }
  return command.path;
}

/** Whether a span of a line is a value a `:fact[id]` or `{{fact:id}}` reference inserted (not restated by hand). */
export const isInserted = (line: Line, start: number, end: number) =>
  Boolean(line.inserted?.some((insertion) => start < insertion.end && insertion.start < end));
