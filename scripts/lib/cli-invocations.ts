// The CLI checker: finds the `skyloom` invocations of a code block or of inline code and checks each against the
// CLI reference data (src/data/cli): commands, subcommands, flags, values, arguments, with "did you mean" for a
// misspelled command or flag. The content lint's `cli` rule runs it on every doc.
import {CLI_NAME, commands, flagSet, flagsOf} from '../../src/data/cli';
import type {CliCommand, CliFlag, FlagSetId} from '../../src/data/cli';
import {nearest} from '../../src/lib/nearest';

export const FLAG_SET_IDS: readonly FlagSetId[] = ['global', 'cloud2code', 'iac'];

/** Flags only the bare program accepts (`skyloom --version`), not its commands: `--version` of a command means an appStack or module version. */
const ROOT_ONLY_FLAGS: readonly CliFlag[] = [
  {name: 'version', type: 'bool', description: 'Print the CLI version (same as skyloom version).'},
];

// ---------------------------------------------------------------------------------------------------------
// Finding invocations in code blocks

export interface Invocation {
  /** 0-based index of the (first) line of the invocation inside the code block. */
  lineIndex: number;
  /** The command line after `skyloom`, continuations joined, prompt and env assignments removed. */
  text: string;
}

// Optional prompt (`$ `, `PS> `, `PS C:\work> `), a CI file's step key (`run:`, `script:`, `bash:`) or YAML list
// item (GitLab's `script:` lines), then `VAR=value` assignments, then the binary.
const INVOCATION = new RegExp(
  String.raw`^(?:\$\s+|PS(?:\s+[^>]*)?>\s*|-?\s*(?:run|script|bash|sh):\s+|-\s+)?` +
    String.raw`(?:[A-Za-z_][A-Za-z0-9_]*=(?:"[^"]*"|'[^']*'|\S*)\s+)*` +
    `${CLI_NAME}(?:\\s+(.*))?$`,
);

/** Splits a code block into logical lines (joining `\` and PowerShell backtick continuations) and keeps the `skyloom` ones. */
export function findInvocations(code: string): Invocation[] {
  const lines = code.split(/\r?\n/);
  const found: Invocation[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let logical = lines[i].trimEnd();
    while (/(?:\\|\s`)$/.test(logical) && i + 1 < lines.length) {
      logical = `${logical.slice(0, -1).trimEnd()} ${lines[++i].trim()}`;
    }
    const match = logical.trim().match(INVOCATION);
    if (match) found.push({lineIndex: start, text: match[1] ?? ''});
    for (const text of substitutions(logical)) found.push({lineIndex: start, text});
  }
  return found;
}

/** The `skyloom` invocations inside command substitutions: `VERSION=$(skyloom appstack create-version … --quiet)`. */
function substitutions(line: string): string[] {
  const found: string[] = [];
  const opener = new RegExp(String.raw`\$\(\s*${CLI_NAME}(?=\s|\))`, 'g');
  for (let match = opener.exec(line); match; match = opener.exec(line)) {
    const begin = match.index + match[0].length;
    let depth = 1;
    let quote: string | undefined;
    let i = begin;
    for (; i < line.length && depth > 0; i++) {
      const ch = line[i];
      if (quote) {
        if (ch === quote) quote = undefined;
      } else if (ch === "'" || ch === '"') quote = ch;
      else if (ch === '(') depth++;
      else if (ch === ')') depth--;
    }
    found.push(line.slice(begin, depth === 0 ? i - 1 : i).trim());
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Tokenising a command line (shell-like: quotes, escapes, operators; synopsis notation `[...]`, `<...>`)

interface Token {
  value: string;
  /** A placeholder or variable, not a literal word: `<appstack>`, `[flags]`, `"$APPSTACK"`, `${{ inputs.env }}`, `…`. */
  placeholder: boolean;
  /** Written with quotes: `"--force is gone"` after `--message` is a value, not a flag. */
  quoted?: boolean;
}

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let current = '';
  let started = false;
  let quoted = false;
  let variable = false;
  let angle = 0; // depth of `<...>` placeholders
  let square = 0; // depth of `[...]` optional groups
  const push = () => {
    if (started) {
      const raw = current;
      const inner = raw.replace(/^\[+/, '').replace(/\]+$/, '');
      const isFlag = inner.startsWith('-') && !raw.startsWith('<');
      // `{{fact:<id>}}` is a fact the build inserts (see CONTRIBUTING.md): a value, whatever it will be.
      const placeholder =
        !isFlag &&
        (/^[[<]/.test(raw) ||
          /[<>]/.test(inner) ||
          inner === '…' ||
          inner === '...' ||
          variable ||
          /^\{\{fact:[^}]+\}\}$/.test(inner));
      if (inner !== '' && inner !== '|')
        tokens.push({value: isFlag ? inner.replace(/\]+$/, '') : inner, placeholder, quoted});
    }
    current = '';
    started = false;
    quoted = false;
    variable = false;
  };
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    const next = line[i + 1];
    if (ch === "'" || ch === '"') {
      const end = line.indexOf(ch, i + 1);
      const body = end === -1 ? line.slice(i + 1) : line.slice(i + 1, end);
      if (ch === '"' && body.includes('$')) variable = true;
      current += body;
      started = true;
      quoted = true;
      i = end === -1 ? line.length : end;
      continue;
    }
    if (ch === '\\' && next !== undefined) {
      current += next;
      started = true;
      i++;
      continue;
    }
    if (ch === '$' && (next === '{' || next === '(')) {
      // `${VAR}`, `${{ expr }}`, `$(cmd)`: one opaque token, whatever it contains.
      const open = next;
      const close = open === '{' ? '}' : ')';
      let depth = 0;
      let j = i + 1;
      for (; j < line.length; j++) {
        if (line[j] === open) depth++;
        else if (line[j] === close && --depth === 0) break;
      }
      current += line.slice(i, j + 1);
      started = true;
      variable = true;
      i = j;
      continue;
    }
    if (ch === '$') variable = true;
    if (/\s/.test(ch)) {
      push();
      continue;
    }
    if (angle === 0 && square === 0) {
      // Shell operators end the command we check.
      if (
        ch === '|' ||
        ch === ';' ||
        ch === '>' ||
        (ch === '&' && (next === '&' || next === undefined || /\s/.test(next)))
      ) {
        if (ch === '>' && /^\d$/.test(current) && !quoted) started = false; // `2>&1`
        push();
        break;
      }
      if (ch === '#' && !started) break; // comment
      if (ch === '<' && (next === undefined || /\s/.test(next))) {
        push(); // input redirection
        break;
      }
    }
    if (ch === '<') angle++;
    else if (ch === '>' && angle > 0) angle--;
    else if (ch === '[') square++;
    else if (ch === ']' && square > 0) square--;
    if (ch === '|' && square > 0 && angle === 0 && !started) continue; // `[--a | --b]` alternative separator
    current += ch;
    started = true;
  }
  push();
  return tokens;
}

/** A Terraform constraint such as `aws=~>5.60` written without quotes, which a shell splits at `>`. */
function unquotedConstraint(line: string): string | undefined {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === '\\') {
      i++;
    } else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
      return undefined;
    } else if (ch === '|' || ch === ';') {
      return undefined;
    } else if (ch === '>' && /[~<=!]$/.test(line.slice(0, i)) && !/\s/.test(line[i - 2] ?? ' ')) {
      const start = line.lastIndexOf(' ', i) + 1;
      const end = line.indexOf(' ', i);
      return line.slice(start, end === -1 ? undefined : end);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Checking one invocation against the CLI data

export interface Problem {
  token: string;
  /** What is wrong, then the fix: the nearest command or flag of the CLI data when one is close. */
  message: string;
}

const didYouMean = (suggestion: string | undefined, fallback: string) =>
  suggestion ? `; did you mean ${suggestion}?` : `; ${fallback}`;
const ADD_TO_DATA = 'add it to src/data/cli first if the CLI has it';
/** The words that may follow `words` in a command path. */
const nextWords = (words: readonly string[]) =>
  new Set(
    commands.filter((c) => isPrefix(words, c.path) && c.path.length > words.length).map((c) => c.path[words.length]),
  );

const WORD = /^[a-z][a-z0-9-]*$/;
const globalFlags = () => flagSet('global').flags;
const isPrefix = (prefix: readonly string[], full: readonly string[]) =>
  prefix.length <= full.length && prefix.every((word, i) => full[i] === word);
const display = (words: readonly string[]) => [CLI_NAME, ...words].join(' ');

function checkValue(
  flag: CliFlag,
  value: Token | undefined,
  shown: string,
  commandName: string,
  problems: Problem[],
  mention: boolean,
) {
  if (flag.type === 'bool') {
    if (value && !value.placeholder && !/^(true|false)$/.test(value.value)) {
      problems.push({
        token: `${shown}=${value.value}`,
        message: `boolean flag ${shown} of "${commandName}" takes true or false`,
      });
    }
    return;
  }
  if (!value) {
    if (!mention) problems.push({token: shown, message: `flag ${shown} of "${commandName}" needs a value`});
    return;
  }
  if (flag.type === 'enum' && flag.values && !value.placeholder) {
    const given = flag.repeatable ? value.value.split(',') : [value.value];
    for (const item of given) {
      if (!flag.values.includes(item)) {
        problems.push({
          token: `${shown} ${item}`,
          message: `"${item}" is not a value of ${shown} for "${commandName}" (allowed: ${flag.values.join(', ')})`,
        });
      }
    }
  }
}

/**
 * Checks the words after `skyloom` of one invocation. Returns what does not exist in the CLI data; an empty list
 * means the line is consistent. Lines that are not commands (`skyloom 3.4.0 (commit …)`, output) yield nothing.
 * A `mention` (inline code in prose: `skyloom appstack`, `skyloom provision --env`) names a command or flag without
 * running it, so a command group without its subcommand and a flag without its value pass.
 */
export function checkInvocation(text: string, {mention = false}: {mention?: boolean} = {}): Problem[] {
  const tokens = tokenize(text);
  const problems: Problem[] = [];
  const constraint = unquotedConstraint(text);
  if (constraint) {
    problems.push({
      token: constraint,
      message: `unquoted version constraint "${constraint}": the shell reads > as a redirection; quote the value`,
    });
  }
  const words: string[] = [];
  let command: CliCommand | undefined;
  let pathOpen = true;
  let endOfFlags = false;
  let argIndex = 0;
  let sawHelp = false;

  const accepted = (): readonly CliFlag[] =>
    command ? flagsOf(command) : words.length === 0 ? [...globalFlags(), ...ROOT_ONLY_FLAGS] : globalFlags();
  const commandName = () => display(words);

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const value = token.value;
    const takeValue = (): Token | undefined => {
      const next = tokens[i + 1];
      if (!next || (next.value.startsWith('--') && !next.quoted)) return undefined;
      i++;
      return next;
    };

    if (!endOfFlags && !token.placeholder && value === '--') {
      endOfFlags = true;
      continue;
    }
    if (!endOfFlags && !token.placeholder && value.startsWith('--') && value.length > 2) {
      const eq = value.indexOf('=');
      const name = eq === -1 ? value.slice(2) : value.slice(2, eq);
      const flag = accepted().find((candidate) => candidate.name === name);
      if (!flag) {
        const suggestion = nearest(
          name,
          accepted().map((candidate) => candidate.name),
        );
        problems.push({
          token: `--${name}`,
          message: `unknown flag --${name} for "${commandName()}"${didYouMean(suggestion && `--${suggestion}`, ADD_TO_DATA)}`,
        });
        // Skip the unknown flag's probable value, unless it continues the command path.
        const next = tokens[i + 1];
        if (
          eq === -1 &&
          next &&
          !next.value.startsWith('-') &&
          !(pathOpen && commands.some((c) => isPrefix([...words, next.value], c.path)))
        )
          i++;
        continue;
      }
      if (flag.name === 'help') sawHelp = true;
      const inline =
        eq === -1
          ? undefined
          : {value: value.slice(eq + 1), placeholder: token.placeholder || /[<$]/.test(value.slice(eq + 1))};
      checkValue(
        flag,
        inline ?? (flag.type === 'bool' ? undefined : takeValue()),
        `--${name}`,
        commandName(),
        problems,
        mention,
      );
      continue;
    }
    if (!endOfFlags && !token.placeholder && /^-[A-Za-z]/.test(value)) {
      const eq = value.indexOf('=');
      const letters = (eq === -1 ? value.slice(1) : value.slice(1, eq)).split('');
      letters.forEach((letter, index) => {
        const flag = accepted().find((candidate) => candidate.short === letter);
        if (!flag) {
          problems.push({token: `-${letter}`, message: `unknown short flag -${letter} for "${commandName()}"`});
          return;
        }
        if (flag.name === 'help') sawHelp = true;
        const last = index === letters.length - 1;
        if (flag.type !== 'bool' && !last) {
          problems.push({
            token: value,
            message: `-${letter} of "${commandName()}" takes a value and cannot be combined`,
          });
          return;
        }
        const inline = eq !== -1 && last ? {value: value.slice(eq + 1), placeholder: false} : undefined;
        checkValue(
          flag,
          inline ?? (flag.type === 'bool' || !last ? undefined : takeValue()),
          `-${letter}`,
          commandName(),
          problems,
          mention,
        );
      });
      continue;
    }

    // A positional word: part of the command path, an argument, or a mistake.
    if (pathOpen && !token.placeholder) {
      const candidate = [...words, value];
      if (commands.some((c) => isPrefix(candidate, c.path))) {
        words.push(value);
        command = commands.find((c) => c.path.length === words.length && isPrefix(words, c.path));
        continue;
      }
    }
    pathOpen = false;
    if (token.placeholder) {
      argIndex++;
      continue;
    }
    if (words.length === 0) {
      // `skyloom 3.4.0 (commit 8c1e2f4, …)` is output, not an invocation.
      if (!WORD.test(value)) return [];
      const suggestion = nearest(value, nextWords([]));
      problems.push({
        token: value,
        message: `unknown command "${display([value])}"${didYouMean(suggestion && `"${display([suggestion])}"`, ADD_TO_DATA)}`,
      });
      return problems;
    }
    if (!command) {
      const suggestion = nearest(value, nextWords(words));
      problems.push({
        token: value,
        message: `unknown subcommand "${value}" of "${commandName()}"${didYouMean(suggestion && `"${display([...words, suggestion])}"`, `its subcommands are ${[...nextWords(words)].join(', ')}`)}`,
      });
      return problems;
    }
    const arg = command.args?.[argIndex++];
    if (!arg) {
      problems.push({
        token: value,
        message: WORD.test(value)
          ? `unknown subcommand or unexpected argument "${value}" for "${commandName()}"${didYouMean(
              nearest(value, nextWords(words)) && `"${display([...words, nearest(value, nextWords(words))!])}"`,
              `see its usage: ${command.usage}`,
            )}`
          : `unexpected argument "${value}" for "${commandName()}" (a flag value without its flag?)`,
      });
    } else if (arg.values && !arg.values.includes(value)) {
      problems.push({
        token: value,
        message: `"${value}" is not a valid <${arg.name}> of "${commandName()}" (allowed: ${arg.values.join(', ')})`,
      });
    }
  }
  if (words.length > 0 && !command && !sawHelp && !mention && problems.length === 0) {
    const subcommands = commands.filter((c) => isPrefix(words, c.path)).map((c) => c.path[words.length]);
    problems.push({
      token: words.join(' '),
      message: `"${commandName()}" needs a subcommand: ${[...new Set(subcommands)].join(', ')}`,
    });
  }
  return problems;
}

/** Checks a whole line as it appears in a code block; returns nothing for lines that are not `skyloom` invocations. */
export function checkLine(line: string): Problem[] {
  return findInvocations(line).flatMap((invocation) => checkInvocation(invocation.text));
}

/** The `skyloom` invocation of an inline code span (`$ skyloom provison --envv prod`), or undefined when it is none. */
export function inlineInvocation(code: string): string | undefined {
  const match = code.trim().match(new RegExp(`^(?:\\$\\s+)?${CLI_NAME}(?:\\s+(.*))?$`));
  return match ? (match[1] ?? '') : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Flags named on their own in inline code (`--dry-run`), checked against the commands a page documents

/** The commands a command line names: the command its words spell, or every command of a group (`runs`). */
export function commandsNamed(text: string): CliCommand[] {
  const words: string[] = [];
  for (const token of tokenize(text)) {
    if (token.placeholder || token.value.startsWith('-')) break;
    const candidate = [...words, token.value];
    if (!commands.some((c) => isPrefix(candidate, c.path))) break;
    words.push(token.value);
  }
  if (!words.length) return [];
  const exact = commands.find((c) => c.path.length === words.length && isPrefix(words, c.path));
  return exact ? [exact] : commands.filter((c) => isPrefix(words, c.path));
}

/** What a page documents: its commands and the flag sets it shows on their own (`<CliFlagTable set="iac">`). */
export interface FlagScope {
  commands: readonly CliCommand[];
  sets: readonly FlagSetId[];
  /** The page is the reference of these commands or sets (their docPath, a <CliFlagTable>), not a page using them. */
  reference: boolean;
}

const scopeName = (scope: FlagScope) =>
  [...scope.commands.map((c) => `"${display(c.path)}"`), ...scope.sets.map((set) => `the ${set} flags`)].join(', ') ||
  `"${CLI_NAME}"`;
// Every command's flags, gathered once: the lint checks every flag written on its own in inline code.
const COMMAND_FLAGS = new Map(commands.map((command) => [command, flagsOf(command)]));
const ALL_FLAG_NAMES = [...new Set([...COMMAND_FLAGS.values()].flat().map((flag) => flag.name))];

/**
 * Checks a flag written on its own in inline code (`--dry-run`, `--env prod`, `-o json`) against the commands and
 * flag sets of `scope` and the global flags, and its value against the command that has it. A flag that no command
 * has fails when it is close to one of them (a misspelling), or on the reference page of the commands. A single-dash
 * word that is no set of known short flags (`-var-file`) belongs to another tool and is not checked.
 */
export function checkFlagMention(text: string, scope: FlagScope): Problem[] {
  const named = (flags: readonly CliFlag[], name: string) => flags.some((flag) => flag.name === name);
  const lists = [
    ...scope.commands.map((command) => ({path: command.path, flags: COMMAND_FLAGS.get(command)!})),
    ...scope.sets.map((set) => ({path: [] as readonly string[], flags: [...globalFlags(), ...flagSet(set).flags]})),
    {path: [] as readonly string[], flags: [...globalFlags(), ...ROOT_ONLY_FLAGS]},
  ];
  const known = lists.flatMap((list) => list.flags);
  const tokens = tokenize(text).filter((token) => !token.quoted && /^-[A-Za-z-]/.test(token.value));
  const problems: Problem[] = [];
  let unchecked = false;
  for (const token of tokens) {
    const long = token.value.startsWith('--');
    const name = token.value.slice(long ? 2 : 1).split('=')[0];
    if (!long) {
      if (!name.split('').every((letter) => known.some((flag) => flag.short === letter))) return [];
      continue;
    }
    if (named(known, name)) continue;
    const owners = commands.filter((command) => named(COMMAND_FLAGS.get(command)!, name));
    // A flag of another command, named in passing ("uploads skip unchanged files with `--overwrite`"); its value
    // is checked on that command's reference page only (`--dry-run=client` of kubectl is not ours).
    if (owners.length) {
      if (scope.reference) lists.push(...owners.map((owner) => ({path: owner.path, flags: COMMAND_FLAGS.get(owner)!})));
      else unchecked = true;
      continue;
    }
    // Pages that use other tools name their flags too: off a reference page, only a near miss of a flag of the
    // page's own commands (one edit in four letters) is taken for a misspelling.
    const names = known.map((flag) => flag.name);
    const suggestion = scope.reference
      ? (nearest(name, names) ?? nearest(name, ALL_FLAG_NAMES))
      : nearest(name, names, Math.max(1, Math.floor(name.length / 4)));
    if (suggestion || scope.reference)
      problems.push({
        token: `--${name}`,
        message: `unknown flag --${name} for ${scopeName(scope)}${didYouMean(suggestion && `--${suggestion}`, ADD_TO_DATA)}`,
      });
  }
  if (problems.length || unchecked) return problems;
  // The flags exist: their values must be ones a command that has them accepts (`--reconcile cloud`).
  const valued = /[\s=]/.test(text.trim());
  const fitting = lists.filter((list) =>
    tokens.every((token) => !token.value.startsWith('--') || named(list.flags, token.value.slice(2).split('=')[0])),
  );
  if (!valued || !fitting.length) return [];
  const first = checkInvocation([...fitting[0].path, text].join(' '), {mention: true});
  const accepted = (list: (typeof fitting)[number]) =>
    checkInvocation([...list.path, text].join(' '), {mention: true}).length === 0;
  return first.length === 0 || fitting.slice(1).some(accepted) ? [] : first;
}
