/**
 * The CLI checker (scripts/lib/cli-invocations.ts, run on every doc by the content lint's `cli` rule) and the CLI
 * data it checks against: every `skyloom` invocation uses a command, subcommand and flags that src/data/cli
 * defines, and the CLI data is consistent in itself.
 * Run: npx tsx --test tests/unit/cli-consistency.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {CLI_VERSION, commands, flagSet, flagsOf} from '../../src/data/cli';
import {
  FLAG_SET_IDS,
  checkInvocation,
  checkLine,
  findInvocations,
  inlineInvocation,
} from '../../scripts/lib/cli-invocations';

const display = (words: readonly string[]) => ['skyloom', ...words].join(' ');

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
    assert.deepEqual(checkLine(`skyloom ${CLI_VERSION} (commit 8c1e2f4, built 2025-09-23T10:14:02Z, linux/amd64)`), []);
    assert.deepEqual(
      checkLine('skyloom appstack create --name <name> --project <project> [--cloud <aws|azure|gcp>] [flags]'),
      [],
    );
    assert.deepEqual(checkLine('skyloom generate-iac --appstack "$APPSTACK" --env ${{ inputs.env }}'), []);
    assert.deepEqual(checkLine('skyloom viewprojects --output {{fact:cli.default-output}}'), []);
  });
});

describe('the checker suggests and reads inline code', () => {
  test('names the nearest command, subcommand and flag', () => {
    assert.match(checkLine('skyloom provison --env prod')[0].message, /did you mean "skyloom provision"\?/);
    assert.match(
      checkLine('skyloom appstack shwo --appstack web')[0].message,
      /did you mean "skyloom appstack show"\?/,
    );
    assert.match(checkLine('skyloom provision --appstack web --envv prod')[0].message, /did you mean --env\?/);
  });

  test('finds the invocation of inline code, and lets a mention leave out a subcommand or a value', () => {
    assert.equal(inlineInvocation('$ skyloom provison --envv prod'), 'provison --envv prod');
    assert.equal(inlineInvocation('skyloom-cli'), undefined);
    assert.equal(inlineInvocation('export SKYLOOM_TOKEN=x'), undefined);
    assert.deepEqual(checkInvocation('appstack', {mention: true}), []);
    assert.deepEqual(checkInvocation('provision --env', {mention: true}), []);
    assert.equal(checkInvocation('appstack').length, 1);
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
});
