/**
 * The content lint catches the mistakes of issue 29 that it used to let through: each fixture page under
 * tests/fixtures/lint-detectors/ plants one, and the lint must report it with the file, the line, the rule and the fix.
 * The clean fixture must pass. `%KEY%` markers in a fixture take values from src/data (an open issue, a command's
 * usage line, a value that differs from a fact), so a writer's change to the data never breaks a test.
 * Run: npx tsx --test tests/unit/lint-detectors.test.ts
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {lintFile} from '../../scripts/lib/content-lint';
import {siteIndex} from '../../scripts/lib/site-index';
import {findCommand, flagsOf} from '../../src/data/cli';
import {EXPORT_LINES} from '../../src/data/cli/outputs';
import {RUN_ID} from '../../src/data/cli/runs';
import {findFact} from '../../src/data/facts';
import {limits} from '../../src/data/platform';
import {knownIssues, latestRelease, releases} from '../../src/data/releases';
import {addDays, formatDay} from '../../src/lib/dates';
import {
  API_BASE_PATH,
  API_DOCUMENT_FILE,
  apiOperations,
  apiPath,
  findOperation,
  findOperations,
} from '../../src/data/api';
import {SCOPES, scopesCovering} from '../../src/data/rules/scopes';
import {referencePath} from '../../src/plugins/api-reference/routes';

const FIXTURES = path.resolve(__dirname, '../fixtures/lint-detectors');
const site = siteIndex();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-detectors-'));
process.on('exit', () => fs.rmSync(scratch, {recursive: true, force: true}));

const openIssue = knownIssues.find((issue) => issue.fixedIn === null)!;
const fixedIssue = knownIssues.find((issue) => issue.fixedIn !== null)!;
const lifetimeDays = Number.parseInt(limits.patDefaultLifetime.value, 10);
const START = '2025-01-05';
const command = (name: string) => findCommand(name)!;
// An operation with a scope and no placeholder; a path only GET answers; a path and an operation ID the API lacks.
const scopedOperation = apiOperations.find((operation) => operation.scope && !operation.path.includes('{'))!;
const getOnly = apiOperations.find((operation) => findOperations(apiPath(operation)).length === 1)!;
const unknownPath = `${API_BASE_PATH}/appstacks/web-shop/deploy`;
const operationIdTypo = `${scopedOperation.operationId}s`;
const firstRequired = (name: string) => command(name).flags.find((flag) => flag.required)!;

/** The value of a `%KEY%` or `%KEY:command%` marker, from src/data. */
function valueOf(key: string, argument = ''): string {
  const usage = argument ? command(argument).usage : '';
  const values: Record<string, () => string> = {
    USAGE: () => usage,
    // The command's usage line with its first required flag and that flag's value put in brackets.
    USAGE_WITH_REQUIRED_BRACKETED: () =>
      usage.replace(new RegExp(`--${firstRequired(argument).name} <[^>]+>`), (shown) => `[${shown}]`),
    // The usage line with its value placeholders in capitals (`NAME`) instead of `<name>`.
    USAGE_RENAMED: () => usage.replace(/<([a-z-]+)>/g, (_, name: string) => name.toUpperCase()),
    OPEN_ISSUE: () => openIssue.id,
    FIXED_ISSUE: () => fixedIssue.id,
    FIXED_IN: () => fixedIssue.fixedIn!,
    OTHER_RELEASE: () => releases.find((release) => release.version !== fixedIssue.fixedIn)!.version,
    LATEST: () => latestRelease.version,
    LATEST_BUILT: () => latestRelease.build.time,
    // A commit of another release: a build line copied from an older page.
    OTHER_COMMIT: () => releases.find((release) => release !== latestRelease)!.build.commit,
    DEFAULT_LIFETIME: () => limits.patDefaultLifetime.value,
    WRONG_LIFETIME: () => `${lifetimeDays + 1} days`,
    WRONG_LIFETIME_NUMBER: () => String(lifetimeDays + 1),
    WRONG_ACTIVITY_RETENTION: () => `${Number.parseInt(limits.activityRetention.value, 10) + 1} days`,
    START: () => formatDay(START),
    START_PLUS_LIFETIME: () => formatDay(addDays(START, lifetimeDays)),
    WRONG_CONCURRENCY: () => String(Number(limits.cliScanConcurrency.value) + 1),
    WRONG_RETRIES: () => String(Number(limits.runProvisionRetries.value) + 1),
    WRONG_ID_LENGTH: () => String(RUN_ID.length + 1),
    API_OPERATION: () => `${scopedOperation.method} ${apiPath(scopedOperation)}`,
    API_OPERATION_ID: () => scopedOperation.operationId,
    API_OPERATION_PAGE: () => referencePath(scopedOperation.operationId),
    API_SCOPE: () => scopedOperation.scope!,
    API_WRONG_SCOPE: () => SCOPES.find((scope) => !scopesCovering(scopedOperation.scope!).includes(scope))!,
    API_UNKNOWN_PATH: () => unknownPath,
    API_WRONG_METHOD: () => `DELETE ${apiPath(getOnly)}`,
    API_OPERATION_ID_TYPO: () => operationIdTypo,
  };
  return values[key]!();
}

interface Problem {
  file: string;
  line: number;
  rule: string;
  message: string;
}

/** Lints a fixture with its markers filled in, saved as `as` (a path under a scratch folder); returns its problems. */
function lintFixture(name: string, as = name): {source: string; problems: Problem[]} {
  const source = fs
    .readFileSync(path.join(FIXTURES, name), 'utf8')
    .replace(/%([A-Z_]+)(?::([a-z0-9 -]+))?%/g, (_, key: string, argument?: string) => valueOf(key, argument));
  const file = path.join(scratch, as);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, source);
  const problems = lintFile(file, site).map((text) => {
    const [, where, line, rule, message] = text.match(/^(.*?):(\d+):\d+ {2}(\S+) {2}(.*)$/)!;
    return {file: where!, line: Number(line), rule: rule!, message: message!};
  });
  return {source, problems};
}

/** The 1-based line of the first line of the body of `source` (after its frontmatter) that holds `text`. */
function lineOf(source: string, text: string): number {
  const lines = source.split('\n');
  const body = lines.indexOf('---', 1) + 1;
  return lines.findIndex((line, index) => index >= body && line.includes(text)) + 1;
}

/**
 * Lints a fixture and asserts that its one problem is reported in that file, on the line holding `at`, under `rule`,
 * with a message that holds every one of `fix`.
 */
function assertPlanted(name: string, at: string, rule: string, fix: readonly string[], as = name): void {
  const {source, problems} = lintFixture(name, as);
  const listed = problems.map((problem) => `${problem.line}  ${problem.rule}  ${problem.message}`).join('\n');
  assert.equal(problems.length, 1, `expected one problem in ${name}, got:\n${listed || '(none)'}`);
  const [problem] = problems;
  assert.ok(problem!.file.endsWith(as), `reported in ${problem!.file}, not ${as}`);
  assert.equal(problem!.line, lineOf(source, at), `line of "${at}" in ${name}:\n${listed}`);
  assert.equal(problem!.rule, rule);
  for (const text of fix) assert.ok(problem!.message.includes(text), `"${text}" is not in: ${problem!.message}`);
}

describe('Content lint detectors (issue 29)', () => {
  it('passes a page that states everything as the data does', () => {
    const {problems} = lintFixture('clean.md');
    assert.deepEqual(problems, []);
  });

  describe('cli-flag', () => {
    it('reports a misspelled flag in inline code and names the flag of the command the page documents', () => {
      const flag = flagsOf(command('upload policies')).find((each) => each.name.replace(/-/g, '') === 'dryrun')!;
      assert.ok(flag, 'the command of the fixture has the flag the fixture misspells');
      assertPlanted('cli-flag.md', '`--dryrun`', 'cli-flag', [`did you mean --${flag.name}?`]);
    });
  });

  describe('synopsis', () => {
    it('reports a flag the command requires shown in brackets', () => {
      const flag = firstRequired('provision');
      assertPlanted('synopsis-required.md', 'skyloom provision', 'synopsis', [
        `--${flag.name} is required by "skyloom provision" (src/data/cli/`,
        'outside brackets',
      ]);
    });

    it('reports a synopsis worded apart from the usage line of the data, with that line', () => {
      assertPlanted('synopsis-usage.md', 'skyloom cloud2code aws', 'synopsis', [
        `is \`${command('cloud2code aws').usage}\` in src/data/cli/`,
      ]);
    });

    it('reports a flag the command does not have (the cli rule)', () => {
      assertPlanted('synopsis-unknown-flag.md', '--force-replace', 'cli', ['unknown flag --force-replace']);
    });
  });

  describe('command-output', () => {
    it('reports an output line worded like a template of outputs.ts but matching none, with the nearest', () => {
      const {problems} = lintFixture('command-output.md');
      assert.ok(
        EXPORT_LINES.some((template) => problems[0]?.message.includes(`"${template}" (src/data/cli/outputs.ts:`)),
        problems.map((problem) => problem.message).join('\n'),
      );
      assertPlanted('command-output.md', 'Exported ', 'command-output', ['add it to the templates there']);
    });
  });

  describe('known-issue', () => {
    it('reports an ID that is no known issue of the data', () => {
      assertPlanted('known-issue-unknown.md', 'KI-1999-999', 'known-issue', [
        'KI-1999-999 is not a known issue of src/data/releases.ts',
        'add a new issue to knownIssues there first',
      ]);
    });

    it('reports an issue listed as fixed while the data has it open', () => {
      assertPlanted('known-issue-open-as-fixed.md', openIssue.id, 'known-issue', [
        `${openIssue.id} is still open in src/data/releases.ts:`,
        'do not list it as fixed',
      ]);
    });

    it('reports a workaround "until it is fixed" for an issue the data has fixed', () => {
      assertPlanted('known-issue-fixed-as-open.md', fixedIssue.id, 'known-issue', [
        `${fixedIssue.id} was fixed in ${fixedIssue.fixedIn} (src/data/releases.ts:`,
        'says it is open',
      ]);
    });

    it('reports a fix version other than the data’s', () => {
      assertPlanted('known-issue-version.md', fixedIssue.id, 'known-issue', [`write ${fixedIssue.fixedIn}`]);
    });

    it('reports each issue a month’s releases fixed that its release notes do not list', () => {
      const month = releases.find((release) => knownIssues.some((issue) => issue.fixedIn === release.version))!.month;
      const shipped = releases.filter((release) => release.month === month).map((release) => release.version);
      const fixed = knownIssues.filter((issue) => shipped.includes(issue.fixedIn ?? '')).map((issue) => issue.id);
      const {source, problems} = lintFixture('release-notes-month.md', `change-log/release-notes/${month}.md`);
      // The page's other duties as release notes (its versions, sections) are the release rule's: releases.test.ts.
      assert.deepEqual(
        problems
          .filter((problem) => problem.rule === 'known-issue')
          .map((problem) => [problem.line, problem.rule, problem.message.slice(0, problem.message.indexOf(' '))]),
        fixed.map((id) => [lineOf(source, '## Fixed'), 'known-issue', id]),
      );
    });
  });

  describe('release', () => {
    it('reports a latest release typed by hand that is not the data’s, with the fact to insert', () => {
      assertPlanted('release.md', 'latest release is', 'release', [
        `the latest Skyloom release is ${latestRelease.version}`,
        'insert :fact[release.latest]',
      ]);
    });

    it('reports a CLI build line whose commit is not its release’s, with the data’s value and the fact', () => {
      assertPlanted('release-build.md', 'built', 'release', [
        `the CLI build of ${latestRelease.version} is commit ${latestRelease.build.commit}`,
        '{{fact:release.latest-commit}}',
      ]);
    });
  });

  describe('derived-date', () => {
    it('recomputes an end date from the start date stated and the lifetime fact', () => {
      assertPlanted('derived-date-start.md', 'created on', 'derived-date', [
        `ends on ${formatDay(addDays(START, lifetimeDays))}`,
        `write ${formatDay(addDays(START, lifetimeDays))}`,
      ]);
    });

    it('gives the sample token’s expiry from the data when no start date is shown', () => {
      assertPlanted('derived-date-sample.md', 'Token expires on', 'derived-date', [
        `is ${findFact('sample.token-expiry')!.value}`,
        'insert {{fact:sample.token-expiry}}',
      ]);
    });
  });

  describe('api (issue 32): paths, methods, scopes and operation IDs against the OpenAPI document', () => {
    it('reports a path the document does not have', () => {
      assert.deepEqual(findOperations(unknownPath), [], `${unknownPath} is in ${API_DOCUMENT_FILE}`);
      assertPlanted('api-unknown-path.md', unknownPath, 'api', [
        `${unknownPath} is not an operation of the Skyloom API`,
        `write a path of ${API_DOCUMENT_FILE}`,
      ]);
    });

    it('reports a method the path does not answer, with the methods it does', () => {
      assertPlanted('api-wrong-method.md', apiPath(getOnly), 'api', [
        `DELETE ${apiPath(getOnly)} is not an operation of the Skyloom API`,
        `answers ${getOnly.method} ${apiPath(getOnly)}; write that method`,
      ]);
    });

    it('reports a scope that does not allow the operation, with the one the document gives it', () => {
      assertPlanted('api-wrong-scope.md', apiPath(scopedOperation), 'api', [
        `(${scopedOperation.operationId}) needs the \`${scopedOperation.scope}\` scope`,
        `write \`${scopedOperation.scope}\``,
      ]);
    });

    it('reports a misspelled operation ID, with the one meant and its page', () => {
      assert.equal(findOperation(operationIdTypo), undefined);
      assertPlanted('api-operation-id.md', operationIdTypo, 'api', [
        `did you mean ${scopedOperation.operationId} (${referencePath(scopedOperation.operationId)})?`,
      ]);
    });
  });

  describe('fact-value: restatements in other words', () => {
    const lifetime = [`is ${limits.patDefaultLifetime.value}`, `insert :fact[${limits.patDefaultLifetime.id}]`];
    it('"are valid for" a token lifetime', () => {
      assertPlanted('fact-value-valid.md', 'valid for', 'fact-value', lifetime);
    });

    it('"expire … after you create them"', () => {
      assertPlanted('fact-value-expire.md', 'expire', 'fact-value', lifetime);
    });

    it('a default whose subject is named in the sentence before', () => {
      assertPlanted('fact-value-previous-sentence.md', 'The default of', 'fact-value', [
        `is ${limits.cliScanConcurrency.value}`,
        `:fact[${limits.cliScanConcurrency.id}]`,
      ]);
    });

    it('a setting, "of" and its value', () => {
      assertPlanted('fact-value-subject-of.md', 'max_retries', 'fact-value', [
        `is ${limits.runProvisionRetries.value}`,
        `:fact[${limits.runProvisionRetries.id}]`,
      ]);
    });

    it('a choice marked "(default)" in a list of durations', () => {
      assertPlanted('fact-value-marked-default.md', '(default)', 'fact-value', lifetime);
    });

    it('a duration in a table whose subject is the page’s', () => {
      assertPlanted('fact-value-page-subject.md', '| Retention |', 'fact-value', [
        `is ${limits.activityRetention.value}`,
        `:fact[${limits.activityRetention.id}]`,
      ]);
    });

    it('a prefix "followed by" a number of characters', () => {
      assertPlanted('fact-value-followed-by.md', 'followed by', 'fact-value', [
        `is ${limits.runIdFormat.value}`,
        `:fact[${limits.runIdFormat.id}]`,
      ]);
    });
  });
});
