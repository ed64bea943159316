/**
 * The docs and the CLI data agree: every `skyloom` invocation in a fenced code block of any doc uses a command,
 * subcommand and flags that src/data/cli defines, and the CLI data is consistent in itself.
 * Run: npx tsx --test tests/unit/cli-consistency.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {CLI_NAME, CLI_VERSION, commands, findCommand, flagSet, flagsOf} from '../../src/data/cli';
import type {CliCommand, CliFlag, FlagSetId} from '../../src/data/cli';
import {docFiles as siteDocFiles, docRoute} from '../../scripts/lib/site-routes';

const ROOT = path.resolve(__dirname, '../..');
const DOCS_DIR = path.join(ROOT, 'docs');
const FLAG_SET_IDS: readonly FlagSetId[] = ['global', 'cloud2code', 'iac'];

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

export interface Token {
  value: string;
  /** A placeholder or variable, not a literal word: `<appstack>`, `[flags]`, `"$APPSTACK"`, `${{ inputs.env }}`, `…`. */
  placeholder: boolean;
  /** Written with quotes: `"--force is gone"` after `--message` is a value, not a flag. */
  quoted?: boolean;
}

export function tokenize(line: string): Token[] {
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
      const placeholder =
        !isFlag && (/^[[<]/.test(raw) || /[<>]/.test(inner) || inner === '…' || inner === '...' || variable);
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
  message: string;
}

const WORD = /^[a-z][a-z0-9-]*$/;
const globalFlags = () => flagSet('global').flags;
const isPrefix = (prefix: readonly string[], full: readonly string[]) =>
  prefix.length <= full.length && prefix.every((word, i) => full[i] === word);
const display = (words: readonly string[]) => [CLI_NAME, ...words].join(' ');

function checkValue(flag: CliFlag, value: Token | undefined, shown: string, commandName: string, problems: Problem[]) {
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
    problems.push({token: shown, message: `flag ${shown} of "${commandName}" needs a value`});
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
 */
export function checkInvocation(text: string): Problem[] {
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
        problems.push({token: `--${name}`, message: `unknown flag --${name} for "${commandName()}"`});
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
      problems.push({token: value, message: `unknown command "${display([value])}"`});
      return problems;
    }
    if (!command) {
      problems.push({token: value, message: `unknown subcommand "${value}" of "${commandName()}"`});
      return problems;
    }
    const arg = command.args?.[argIndex++];
    if (!arg) {
      problems.push({
        token: value,
        message: WORD.test(value)
          ? `unknown subcommand or unexpected argument "${value}" for "${commandName()}"`
          : `unexpected argument "${value}" for "${commandName()}" (a flag value without its flag?)`,
      });
    } else if (arg.values && !arg.values.includes(value)) {
      problems.push({
        token: value,
        message: `"${value}" is not a valid <${arg.name}> of "${commandName()}" (allowed: ${arg.values.join(', ')})`,
      });
    }
  }
  if (words.length > 0 && !command && !sawHelp && problems.length === 0) {
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

// ---------------------------------------------------------------------------------------------------------
// Reading the docs

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

function docFiles(dir = DOCS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return docFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

interface ParsedDoc {
  file: string;
  tree?: ReturnType<typeof parser.parse>;
  error?: string;
}

function parseDocs(): ParsedDoc[] {
  return docFiles().map((file) => {
    const rel = path.relative(ROOT, file);
    try {
      return {file: rel, tree: parser.parse(fs.readFileSync(file, 'utf8'))};
    } catch (error) {
      return {file: rel, error: (error as Error).message};
    }
  });
}

const allFlagSetFlags = () =>
  FLAG_SET_IDS.flatMap((id) => flagSet(id).flags.map((flag) => ({where: `flag set "${id}"`, flag})));
const allCommandFlags = () => commands.flatMap((c) => c.flags.map((flag) => ({where: `"${display(c.path)}"`, flag})));

// ---------------------------------------------------------------------------------------------------------
// Tests

describe('the checker', () => {
  test('reports an unknown flag, naming the token', () => {
    const problems = checkLine('skyloom appstack create --no-such-flag');
    assert.equal(problems.length, 1);
    assert.equal(problems[0].token, '--no-such-flag');
  });

  test('reports unknown commands, subcommands, short flags and enum values', () => {
    assert.deepEqual(
      checkLine('$ skyloom deploy --appstack web').map((p) => p.token),
      ['deploy'],
    );
    assert.deepEqual(
      checkLine('skyloom appstack frobnicate').map((p) => p.token),
      ['frobnicate'],
    );
    assert.deepEqual(
      checkLine('skyloom viewprojects -Z').map((p) => p.token),
      ['-Z'],
    );
    assert.deepEqual(
      checkLine('skyloom viewprojects --output=xml').map((p) => p.token),
      ['--output xml'],
    );
    assert.deepEqual(
      checkLine('skyloom completion tcsh').map((p) => p.token),
      ['tcsh'],
    );
    assert.deepEqual(
      checkLine('skyloom upload --file a.yaml').map((p) => p.token),
      ['--file'],
    );
  });

  test('accepts global flags anywhere, --flag=value, short flags and bare global use', () => {
    assert.deepEqual(checkLine('skyloom --help'), []);
    assert.deepEqual(checkLine('skyloom --version'), []);
    assert.deepEqual(checkLine('skyloom -p prod appstack list -o json'), []);
    assert.deepEqual(checkLine('PS> skyloom appstack show --appstack=web-shop --output=yaml'), []);
    assert.deepEqual(checkLine('skyloom appstack --help'), []);
  });

  test('respects quotes, continuations, prompts, env prefixes and shell operators', () => {
    assert.deepEqual(checkLine('skyloom appstack create-version --appstack web -m "Add --fake flag text"'), []);
    assert.deepEqual(checkLine('skyloom appstack create-version --appstack web --message "--force is gone"'), []);
    assert.deepEqual(checkLine('skyloom viewprojects -o json | jq -r ".[].name" --no-such'), []);
    assert.deepEqual(checkLine('skyloom viewprojects > projects.txt && skyloom bogus'), []);
    assert.deepEqual(checkLine('skyloom viewprojects # --not-a-flag'), []);
    assert.deepEqual(
      checkLine('SKYLOOM_PROFILE=ci skyloom viewprojects --nope').map((p) => p.token),
      ['--nope'],
    );
    const joined = findInvocations('$ skyloom appstack create \\\n    --name web \\\n    --bogus x');
    assert.equal(joined.length, 1);
    assert.deepEqual(
      checkInvocation(joined[0].text).map((p) => p.token),
      ['--bogus'],
    );
    const substituted = findInvocations('VERSION=$(skyloom appstack create-version --appstack web --quite)');
    assert.deepEqual(
      substituted.flatMap((i) => checkInvocation(i.text)).map((p) => p.token),
      ['--quite'],
    );
    const piped = findInvocations(
      `V=$(skyloom appstack show --appstack web -o json | jq -r '.environments[] | select(.name == "prod")')`,
    );
    assert.deepEqual(
      piped.flatMap((i) => checkInvocation(i.text)),
      [],
    );
    assert.deepEqual(
      findInvocations('    - skyloom drifts --appstack web --fail-on-drfit | tee drift.txt').flatMap((i) =>
        checkInvocation(i.text).map((p) => p.token),
      ),
      ['--fail-on-drfit'],
    );
    assert.deepEqual(
      checkLine('  - script: skyloom provision --appstack web --env prod --plan-onyl').map((p) => p.token),
      ['--plan-onyl'],
    );
    const powershell = findInvocations('PS> skyloom appstack list `\n  --projekt retail');
    assert.deepEqual(
      checkInvocation(powershell[0].text).map((p) => p.token),
      ['--projekt'],
    );
  });

  test('reports a version constraint the shell would split at >', () => {
    assert.deepEqual(
      checkLine('skyloom generate-iac --appstack web --provider-version aws=~>6.10 --output-dir ./x').map(
        (p) => p.token,
      ),
      ['aws=~>6.10'],
    );
    assert.deepEqual(checkLine("skyloom generate-iac --appstack web --provider-version 'aws=~> 6.10'"), []);
    assert.deepEqual(checkLine('skyloom viewprojects -o json > projects.json'), []);
  });

  test('ignores output lines and synopsis placeholders', () => {
    assert.deepEqual(checkLine('skyloom 3.4.0 (commit 8c1e2f4, built 2025-09-23T10:14:02Z, linux/amd64)'), []);
    assert.deepEqual(
      checkLine('skyloom appstack create --name <name> --project <project> [--cloud <aws|azure|gcp>] [flags]'),
      [],
    );
    assert.deepEqual(checkLine('skyloom generate-iac --appstack "$APPSTACK" --env ${{ inputs.env }}'), []);
  });
});

describe('the CLI data', () => {
  test('has no duplicate command paths', () => {
    const seen = new Set<string>();
    const duplicates = commands.map((c) => c.path.join(' ')).filter((name) => seen.has(name) || !seen.add(name));
    assert.deepEqual(duplicates, [], `duplicate commands: ${duplicates.join(', ')}`);
  });

  test('every command accepts each flag name and short form once', () => {
    const problems: string[] = [];
    for (const command of commands) {
      const flags = flagsOf(command);
      for (const key of ['name', 'short'] as const) {
        const values = flags.map((flag) => flag[key]).filter((v): v is string => Boolean(v));
        const duplicates = values.filter((v, i) => values.indexOf(v) !== i);
        if (duplicates.length)
          problems.push(`"${display(command.path)}" accepts ${key} ${duplicates.join(', ')} more than once`);
      }
    }
    for (const id of FLAG_SET_IDS) {
      const names = flagSet(id).flags.map((flag) => flag.name);
      const duplicates = names.filter((v, i) => names.indexOf(v) !== i);
      if (duplicates.length) problems.push(`flag set "${id}" defines ${duplicates.join(', ')} more than once`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('every docPath is the route of a doc page', () => {
    // A new command's page is a new doc; the route contract (tests/routes.txt) lists only the routes that existed.
    const routes = new Set(siteDocFiles().map(docRoute));
    const missing = commands.filter((c) => !routes.has(c.docPath)).map((c) => `"${display(c.path)}" -> ${c.docPath}`);
    assert.deepEqual(missing, [], `docPath is no doc page:\n${missing.join('\n')}`);
  });

  test('flags are well formed: names, short forms, enum values and defaults', () => {
    const problems: string[] = [];
    for (const {where, flag} of [...allFlagSetFlags(), ...allCommandFlags()]) {
      if (!/^[a-z][a-z0-9-]*$/.test(flag.name)) problems.push(`${where}: bad flag name "${flag.name}"`);
      if (flag.short !== undefined && !/^[A-Za-z]$/.test(flag.short))
        problems.push(`${where}: --${flag.name} has bad short form "${flag.short}"`);
      if (!flag.description.trim()) problems.push(`${where}: --${flag.name} has no description`);
      if (flag.type === 'enum') {
        if (!flag.values?.length) problems.push(`${where}: enum flag --${flag.name} has no values`);
        else if (new Set(flag.values).size !== flag.values.length)
          problems.push(`${where}: --${flag.name} repeats a value`);
        if (flag.default !== undefined && !flag.values?.includes(flag.default)) {
          problems.push(`${where}: default "${flag.default}" of --${flag.name} is not one of its values`);
        }
      } else if (flag.values) {
        problems.push(`${where}: --${flag.name} has values but is of type ${flag.type}`);
      }
      if (flag.type === 'bool' && flag.default !== undefined && !/^(true|false)$/.test(flag.default)) {
        problems.push(`${where}: bool flag --${flag.name} has default "${flag.default}"`);
      }
      if (flag.required && flag.default !== undefined)
        problems.push(`${where}: --${flag.name} is required and has a default`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('commands are well formed: since, usage, arguments', () => {
    const semver = (v: string) => v.split('.').map(Number);
    const newer = (a: string, b: string) => {
      const [x, y] = [semver(a), semver(b)];
      for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
      return false;
    };
    const problems: string[] = [];
    for (const command of commands) {
      const name = display(command.path);
      if (!/^\d+\.\d+\.\d+$/.test(command.since)) problems.push(`${name}: since "${command.since}" is not a version`);
      else if (newer(command.since, CLI_VERSION))
        problems.push(`${name}: since ${command.since} is newer than ${CLI_VERSION}`);
      if (!command.summary.trim()) problems.push(`${name}: no summary`);
      if (!command.usage.startsWith(`${name}`)) problems.push(`${name}: usage does not start with "${name}"`);
      for (const problem of checkLine(command.usage)) problems.push(`${name}: usage: ${problem.message}`);
      for (const arg of command.args ?? [])
        if (arg.values && !arg.values.length) problems.push(`${name}: <${arg.name}> has an empty value list`);
      for (const id of command.flagSets ?? [])
        if (!FLAG_SET_IDS.includes(id)) problems.push(`${name}: unknown flag set ${id}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('a command page, once written, mentions its command', () => {
    const problems: string[] = [];
    for (const command of commands) {
      const base = path.join(DOCS_DIR, command.docPath.replace(/^\//, ''));
      const file = ['.md', '.mdx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      if (!file) continue;
      const name = display(command.path);
      if (!fs.readFileSync(file, 'utf8').includes(name))
        problems.push(`${path.relative(ROOT, file)} does not mention ${name}`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});

describe('the docs', () => {
  const docs = parseDocs();

  test('every doc parses as MDX', () => {
    const failed = docs.filter((doc) => doc.error).map((doc) => `${doc.file}: ${doc.error}`);
    assert.deepEqual(failed, [], failed.join('\n'));
  });

  test('every skyloom invocation in a code block uses commands and flags the CLI defines', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const doc of docs) {
      if (!doc.tree) continue;
      visit(doc.tree, 'code', (node: {value: string; position?: {start: {line: number}}}) => {
        const firstLine = (node.position?.start.line ?? 0) + 1;
        for (const invocation of findInvocations(node.value)) {
          checked++;
          for (const problem of checkInvocation(invocation.text)) {
            problems.push(
              `${doc.file}:${firstLine + invocation.lineIndex}: ${problem.message} [token: ${problem.token}]`,
            );
          }
        }
      });
    }
    assert.deepEqual(problems, [], `${problems.length} inconsistent skyloom invocation(s):\n${problems.join('\n')}`);
    if (docs.length > 0)
      assert.ok(checked > 0, 'no skyloom invocation found in any code block; is the scanner broken?');
  });

  test('every CliFlagTable names a command or flag set that exists, and is imported', () => {
    const problems: string[] = [];
    const globalComponents = [
      'src/theme/MDXComponents.tsx',
      'src/theme/MDXComponents.js',
      'src/theme/MDXComponents/index.tsx',
    ].some((file) => fs.existsSync(path.join(ROOT, file)));
    for (const doc of docs) {
      if (!doc.tree) continue;
      let imported = false;
      visit(doc.tree, 'mdxjsEsm', (node: {value: string}) => {
        if (/\bimport\s+CliFlagTable\b/.test(node.value)) imported = true;
      });
      visit(doc.tree, (node) => {
        if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'CliFlagTable')
          return;
        const where = `${doc.file}:${node.position?.start.line ?? 0}`;
        const attribute = (name: string) =>
          node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        const command = attribute('command');
        const set = attribute('set');
        if (!imported && !globalComponents) problems.push(`${where}: <CliFlagTable> used without importing it`);
        if ((command === undefined) === (set === undefined))
          problems.push(`${where}: <CliFlagTable> needs exactly one of command= or set=`);
        if (command !== undefined && (typeof command !== 'string' || !findCommand(command))) {
          problems.push(`${where}: <CliFlagTable command=${JSON.stringify(command)}> is not a command of the CLI data`);
        }
        if (set !== undefined && !FLAG_SET_IDS.includes(set as FlagSetId)) {
          problems.push(`${where}: <CliFlagTable set=${JSON.stringify(set)}> is not a flag set`);
        }
      });
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
