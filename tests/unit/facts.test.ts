// The facts data and the content lint's fact rules. Every value a test shows comes from src/data: a fact by its id
// (`fact`), a sample record by its key (a run ID, an appStack name), a wording from its template; a wrong value is made
// from the right one (`otherValue`), so a changed fact, a new release or a moved page never fails these tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {findCommand, flagSet, flagsOf} from '../../src/data/cli';
import {
  cliErrors,
  commandExitCodes,
  errorExample,
  errorsOf,
  exitCodes,
  findError,
  messagePattern,
  runnerMessages,
} from '../../src/data/cli/errors';
import {findFact, SUMMARY_FORMAT} from '../../src/data/facts';
import {
  commandOutputs,
  DRIFT_CHECK_LINE,
  EXPORT_FILE_COUNT_LINES,
  EXPORT_LINES,
  formatHeader,
  outputLines,
  outputOf,
  PLAN_LINE,
  WROTE_FILE_LINE,
} from '../../src/data/cli/outputs';
import {RUN_ID, type RunStatus} from '../../src/data/cli/runs';
import {API_BASE_PATH, apiBearerTokens, apiHeaders, apiOperations, apiPath, findOperations} from '../../src/data/api';
import {
  builtInRules,
  DEFAULT_BLOCKING_THRESHOLD,
  egressRanges,
  exportFiles,
  findRelease,
  findRun,
  formatPolicySummary,
  iacFormats,
  isTestedVersion,
  limits,
  pinLowerBound,
  planLimits,
  plans,
  providers,
  redisClusterModule,
  sampleAppStacks,
  sampleAwsAccounts,
  sampleAzureSubscriptions,
  sampleCustomRules,
  sampleCloudDeployments,
  sampleEnvironments,
  sampleGcpProjects,
  sampleProjects,
  sampleReleases,
  sampleRuns,
  sampleSkyloomIdentities,
  sampleWebShopVersions,
  POLICY_SUMMARY_PREFIX,
  serviceHosts,
  SEVERITY_IDS,
  severities,
  ssoEndpoints,
  toolVersions,
  variablesFile,
  versionBefore,
  versionCreatedMinute,
  type SampleFinding,
  type SampleRun,
  type SeverityCounts,
} from '../../src/data/platform';
import {approvalRule} from '../../src/data/rules';
import {FACT_TABLES, factTable} from '../../src/plugins/data-tables/factTables';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import type {Root} from 'mdast';
import remarkFacts from '../../src/plugins/facts/remarkFacts';
import {outlineFromSource} from '../../src/plugins/search/indexing/outlineFromSource';
import {lintFile} from '../../scripts/lib/content-lint';
import {siteIndex} from '../../scripts/lib/site-index';
import {allFacts, FACT_RULES, insertedKey} from '../../scripts/lib/fact-detectors';
import {valueTokens} from '../../scripts/lib/fact-detectors/shapes';
import {assertReports, cleanDoc, lintSource} from './support/lintFixture';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** The value pages show for the fact `id` of the catalog: tests state facts as the data has them, never by hand. */
const fact = (id: string): string => {
  const found = findFact(id);
  assert.ok(found, `no fact ${id} in src/data`);
  return found.value;
};
const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');
/** A value of the same shape that is not `value`: its last number one higher ("90 days" gives "91 days"). */
function otherValue(value: string): string {
  const other = value.replace(/\d+(?!.*\d)/, (digits) => String(Number(digits) + 1));
  if (other !== value) return other;
  const word = NUMBER_WORDS.find((candidate) => new RegExp(`\\b${candidate}\\b`).test(value));
  assert.ok(word, `"${value}" holds no number to change`);
  return value.replace(word, NUMBER_WORDS[(NUMBER_WORDS.indexOf(word) + 1) % NUMBER_WORDS.length]);
}
const COMPASS: Record<string, string> = {west: 'east', east: 'west', north: 'south', south: 'north'};
/** Another region name of the same cloud's style: the compass point turned around ("eu-west-1" gives "eu-east-1"). */
function otherRegion(region: string): string {
  const other = region.replace(/west|east|north|south/, (point) => COMPASS[point]);
  return other === region ? `${region}2` : other;
}
/** The minutes of a duration as the CLI prints it: "60m" or "1h". */
function minutesOf(duration: string): number {
  const [, amount, unit] = /^(\d+)([mh])$/.exec(duration) ?? [];
  assert.ok(amount, `"${duration}" is a duration as the CLI prints it, in minutes or hours`);
  return Number(amount) * (unit === 'h' ? 60 : 1);
}
/** The catalog entry of a CLI error, by id. */
const cliError = (id: string) => cliErrors.find((error) => error.id === id)!;
/** A template of the data with its `{placeholders}` filled in from the fields of `values` (a record of the data). */
const fill = (template: string, values: object) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    String((values as Record<string, unknown>)[name] ?? placeholder),
  );
/** A line a CI system prints for an exit code, from the data of each runner. */
const runnerLine = (printedBy: string, exitCode: number | string) =>
  fill(runnerMessages.find((message) => message.printedBy === printedBy)!.line, {exitCode});

/** Whether a problem line is one of the fact rules'. */
const isFactProblem = (problem: string) => FACT_RULES.some((rule) => problem.includes(`  ${rule}  `));

/** Lints a doc with `body` after a clean opening; returns the problems of the fact and vocabulary rules. */
function lint(body: string): {problems: string[]; source: string} {
  const source = cleanDoc({body});
  const problems = lintSource(source).filter((problem) => isFactProblem(problem) || problem.includes('  vocabulary  '));
  return {problems, source};
}

/** A shell block with `command`, then a text block with what it printed. */
const output = (command: string, ...printed: string[]) =>
  ['```bash', command, '```', '', '```text', ...printed, '```'].join('\n');

/** A run of the sample data, by its ID. */
function sampleRun(id: string): SampleRun {
  const found = findRun(id);
  assert.ok(found, `${id} is not a run of src/data/platform/sampleData.ts`);
  return found;
}
const environmentOf = (name: string) => sampleEnvironments.find((environment) => environment.name === name)!;
/** Another version of a sample appStack: the one before, or v2 after v1. */
const otherVersion = (version: string) => `v${Number(version.slice(1)) > 1 ? Number(version.slice(1)) - 1 : 2}`;
/** `yyyy-mm-dd hh:mm UTC`, as runs print their start, `minutes` later (or earlier). */
function minutesAfter(started: string, minutes: number): string {
  const moment = new Date(Date.parse(started.replace(' UTC', 'Z').replace(' ', 'T')) + minutes * 60_000);
  return `${moment.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** A `yyyy-mm-dd hh:mm UTC` minute as an ISO time of that minute, as approvals print it. */
const isoTime = (minute: string) => `${minute.slice(0, 10)}T${minute.slice(11, 16)}:17Z`;
/** The plan line a provision run prints: its appStack, version, environment and region, and its plan. */
const planLine = (shown: SampleRun) => fill(PLAN_LINE, {...shown, region: environmentOf(shown.env!).region});
/** What applying a plan prints: "2 changed", "1 added, 2 destroyed". */
function applyLine(plan: string): string {
  const [added, changed, destroyed] = [...plan.matchAll(/\d+/g)].map(Number);
  const done = [
    [added, 'added'],
    [changed, 'changed'],
    [destroyed, 'destroyed'],
  ].filter(([count]) => count);
  return `Applying... ${done.map(([count, what]) => `${count} ${what}`).join(', ')}.`;
}
/** The policy summary and the finding lines a check of a sample version prints in an environment. */
function policyLines(appstack: string, version: string, environment: string): string[] {
  const findings = findRelease(appstack, version)!.findings[environment];
  const counts = Object.fromEntries(
    SEVERITY_IDS.map((id) => [id, findings.filter((found) => found.severity === id).length]),
  ) as SeverityCounts;
  return [
    formatPolicySummary(counts),
    ...findings.map((found) => `  ${found.severity}  ${found.rule}  ${found.resource}  ${found.detail}`),
  ];
}

/** A table as the CLI prints it: the header of `command`'s columns, then the rows, each column as wide as its widest cell. */
function table(command: string, rows: readonly (readonly unknown[])[]): string[] {
  const lines = [outputOf(command)!.columns.map((column) => column.name), ...rows.map((row) => row.map(String))];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0)));
  return lines.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

/** A row of `skyloom runs list`: the run's values, column by column. */
const runsListRow = (shown: SampleRun) => [
  shown.id,
  shown.appstack,
  shown.env,
  shown.version,
  shown.action,
  shown.status,
  shown.started,
  shown.user,
];

/** The commands of a group such as `resources`. */
function commands(group: string): string[] {
  return cliErrors.flatMap((error) => error.commands).filter((command) => command.startsWith(`${group} `));
}

describe('Facts data', () => {
  it('pins every provider inside the versions it is tested with', () => {
    assert.ok(unique(providers.map((provider) => provider.name)));
    assert.ok(unique(providers.map((provider) => provider.source)));
    for (const provider of providers) {
      assert.match(provider.defaultPin, /^~> \d+\.\d+$/, provider.source);
      assert.ok(
        isTestedVersion(provider, pinLowerBound(provider.defaultPin)),
        `${provider.source} pin ${provider.defaultPin} is outside its tested versions`,
      );
    }
  });

  it('takes the CLI defaults it states from the CLI reference', () => {
    const flagDefault = (command: string, flag: string) =>
      flagsOf(findCommand(command)!).find((candidate) => candidate.name === flag)?.default;
    assert.equal(limits.cliTimeoutProvision.value, flagDefault('provision', 'timeout'));
    assert.equal(limits.cliTimeoutProvision.value, flagDefault('destroy', 'timeout'));
    assert.equal(limits.cliTimeoutDrifts.value, flagDefault('drifts', 'timeout'));
    assert.equal(limits.cliTimeoutScan.value, flagDefault('cloud2code aws', 'timeout'));
    assert.equal(limits.cliWatchInterval.value, flagDefault('appstack status', 'interval'));
  });

  it('gives every stated fact a unique id and a shape its own value has', () => {
    const facts = [...Object.values(toolVersions), ...Object.values(limits)];
    assert.ok(unique(facts.map((stated) => stated.id)));
    for (const stated of facts) {
      assert.ok(stated.shape.about.length > 0, `${stated.id} names nothing it is about`);
      assert.ok(
        valueTokens(stated.value).length > 0,
        `${stated.id}: "${stated.value}" holds no duration, count, size or version`,
      );
    }
    assert.ok(unique(allFacts().map((catalogued) => catalogued.id)), 'fact ids of the lint are unique');
  });

  it('orders the severities from most to least severe and prints one summary format', () => {
    const threshold = SEVERITY_IDS.indexOf(DEFAULT_BLOCKING_THRESHOLD);
    assert.ok(threshold >= 0, `the default blocking threshold ${DEFAULT_BLOCKING_THRESHOLD} is a severity`);
    severities.forEach((severity, rank) =>
      assert.equal(
        severity.defaultEffect,
        rank <= threshold ? 'Blocks' : 'Warns',
        `${severity.id}: what blocks by default is more severe than what warns`,
      ),
    );
    const counts = Object.fromEntries(SEVERITY_IDS.map((id, index) => [id, index])) as SeverityCounts;
    assert.equal(
      formatPolicySummary(counts),
      `${POLICY_SUMMARY_PREFIX}${SEVERITY_IDS.map((id) => `${counts[id]} ${id}`).join(', ')}`,
    );
    assert.ok(unique(builtInRules.map((rule) => rule.id)));
  });

  it('defines each CLI error once, with an example its own template matches', () => {
    assert.ok(unique(cliErrors.map((error) => error.id)));
    assert.ok(unique(cliErrors.map((error) => error.message)));
    for (const error of cliErrors) {
      for (const command of ['', ...error.commands]) {
        const example = errorExample(error, command);
        assert.match(example, messagePattern(error.message), `${error.id}: example does not match its template`);
        assert.equal(findError(example)?.id, error.id, `${error.id}: an earlier template matches its example`);
      }
      for (const command of error.commands)
        assert.ok(findCommand(command), `${error.id}: skyloom ${command} is not a command of src/data/cli`);
    }
  });

  it('lists, for every command page, the exit codes of the errors it shows', () => {
    const codes = exitCodes.map((entry) => entry.code);
    for (const [command, meanings] of Object.entries(commandExitCodes)) {
      assert.ok(
        findCommand(command) || commands(command).length > 0,
        `${command} is not a command or group of src/data/cli`,
      );
      for (const code of Object.keys(meanings)) assert.ok(codes.includes(Number(code) as never));
      for (const error of errorsOf(command)) {
        if (error.exitCode !== null)
          assert.ok(error.exitCode in meanings, `${error.id} exits with ${error.exitCode}, missing for ${command}`);
      }
    }
  });

  it('describes the table of commands that exist', () => {
    assert.ok(unique(commandOutputs.map((output) => output.command)));
    for (const output of commandOutputs) {
      assert.ok(findCommand(output.command.split(' --')[0]), output.command);
      for (const column of output.columns) assert.match(column.name, /^[A-Z]+( [A-Z]+)*$/);
    }
    for (const {prefix, templates} of outputLines)
      for (const template of templates) assert.ok(template.startsWith(prefix));
  });

  it('keeps the sample world consistent in itself', () => {
    assert.ok(unique(sampleAwsAccounts.map((account) => account.id)));
    for (const account of sampleAwsAccounts) assert.match(account.id, /^\d{12}$/);
    for (const environment of sampleEnvironments)
      assert.ok(
        sampleAwsAccounts.some((account) => account.id === environment.account),
        environment.name,
      );
    for (const project of sampleProjects) {
      const listed = sampleAppStacks.filter((appStack) => appStack.project === project.name);
      if (listed.length) assert.equal(listed.length, project.appstacks, `appStacks of ${project.name}`);
    }
    for (const appStack of sampleAppStacks)
      assert.ok(
        sampleProjects.some((project) => project.name === appStack.project),
        appStack.name,
      );
    sampleWebShopVersions.forEach((version, index) => assert.equal(version.version, `v${index + 1}`));
    const webShop = sampleAppStacks.find((appStack) => appStack.name === 'web-shop')!;
    assert.equal(webShop.latest, sampleWebShopVersions.at(-1)!.version);
    for (const deployment of sampleCloudDeployments) {
      const project = sampleProjects.find((candidate) => candidate.name === deployment.project);
      assert.ok(project?.clouds.includes(deployment.cloud), `${deployment.appstack}: project ${deployment.project}`);
      const targets =
        deployment.cloud === 'azure'
          ? sampleAzureSubscriptions.map((subscription) => subscription.id)
          : sampleGcpProjects;
      assert.ok(targets.includes(deployment.target), `${deployment.appstack}: target ${deployment.target}`);
    }
  });

  it('gives every sample run an ID of the CLI, a command, and an appStack environment and version that exist', () => {
    assert.ok(unique(sampleRuns.map((run) => run.id)), 'a run ID names one run');
    for (const run of sampleRuns) {
      assert.match(run.id, RUN_ID.pattern, run.id);
      assert.ok(findCommand(run.command), `${run.id}: skyloom ${run.command}`);
      assert.match(run.started, /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/, run.id);
      assert.ok(run.holdsLock ? run.status !== 'succeeded' : true, `${run.id}: a succeeded run released its lock`);
      if (run.action) assert.ok(run.appstack && run.env && run.version, `${run.id}: a listed run fills every column`);
      const appStack = sampleAppStacks.find((candidate) => candidate.name === run.appstack);
      if (!appStack) continue;
      assert.equal(run.project, appStack.project, `${run.id}: ${run.appstack} is in ${appStack.project}`);
      if (run.env) assert.ok(appStack.environments.includes(run.env), `${run.id}: ${run.appstack} has no ${run.env}`);
      if (run.version)
        assert.ok(
          Number(run.version.slice(1)) <= Number(appStack.latest.slice(1)),
          `${run.id}: ${run.appstack} has no ${run.version}`,
        );
    }
  });

  it('keeps the sample runs on one timeline: newest first, each version used after it was created', () => {
    const started = sampleRuns.map((run) => run.started);
    assert.deepEqual(started, [...started].sort().reverse(), 'runs are listed newest first');
    for (const run of sampleRuns.filter((candidate) => candidate.appstack === 'web-shop' && candidate.version)) {
      const version = sampleWebShopVersions.find((candidate) => candidate.version === run.version)!;
      assert.ok(
        versionCreatedMinute(version) <= run.started,
        `${run.id} uses web-shop ${run.version} at ${run.started}, before it was created (${version.created})`,
      );
    }
  });

  it('builds every fact table from the data, every row as wide as its header', () => {
    const samples: Record<string, Record<string, string>> = {
      limits: {group: 'tokens'},
      'exit-codes': {command: 'provision'},
      'cli-errors': {command: 'provision'},
      'output-columns': {command: 'resources list'},
      'api-headers': {on: 'webhook'},
    };
    for (const table of FACT_TABLES) {
      const props = {table, ...samples[table]};
      const {head, rows} = factTable(props);
      assert.ok(rows.length > 0, table);
      for (const row of rows) assert.equal(row.length, head.length, table);
    }
    assert.throws(() => factTable({table: 'no-such-table'}), /unknown table/);
    assert.throws(() => factTable({table: 'cli-errors', command: 'no-such-command'}), /no errors/);
    const subset = factTable({
      table: 'cli-errors',
      command: 'cloud2code aws',
      errors: 'aws-expired-token,aws-assume-role-denied',
    });
    assert.deepEqual(
      subset.rows.map((row) => row[0]),
      errorsOf('cloud2code aws')
        .filter((error) => ['aws-assume-role-denied', 'aws-expired-token'].includes(error.id))
        .map((error) => `\`Error: ${error.example}\``),
      'errors="…" keeps only those errors, in catalog order',
    );
    assert.throws(() => factTable({table: 'cli-errors', command: 'drifts', errors: 'aws-expired-token'}), /no error/);
  });
});

describe('Content lint fact rule', () => {
  const policyViolation = cliError('policy-violation');
  const driftDetected = cliError('drift-detected');
  const timedOut = cliError('run-timed-out');
  const awsPin = fact('provider.aws');
  /** A provision run of web-shop in prod: the command and the run ID of an output agree. */
  const prodRun = sampleRuns.find(
    (candidate) => candidate.command === 'provision' && candidate.appstack === 'web-shop' && candidate.env === 'prod',
  )!;
  /** A timeout the reader passes with `--timeout`, other than the default. */
  const chosenTimeout = otherValue(fact('cli.provision-timeout'));
  /** A finding line of a built-in rule of the policy data, as a policy check prints it. */
  const finding = (ruleId: string, severity?: string) => {
    const rule = builtInRules.find((candidate) => candidate.id === ruleId)!;
    return `  ${severity ?? rule.severity}  ${rule.id}  orders-db  ${rule.title}`;
  };
  const oneFinding = (ruleId: string) => {
    const severity = builtInRules.find((candidate) => candidate.id === ruleId)!.severity;
    const counts = Object.fromEntries(SEVERITY_IDS.map((id) => [id, id === severity ? 1 : 0])) as SeverityCounts;
    return formatPolicySummary(counts);
  };

  it('passes pages that state every fact as the data has it', () => {
    const body = [
      `Tokens last ${fact('pat.default-lifetime')} by default and at most ${fact('pat.maximum-lifetime')}.`,
      '```bash',
      `skyloom provision --appstack ${prodRun.appstack} --env ${prodRun.env} --timeout ${chosenTimeout}`,
      '```',
      '```text',
      oneFinding('SLM-AWS-RDS-007'),
      finding('SLM-AWS-RDS-007'),
      `Error: ${fill(timedOut.message, {timeout: chosenTimeout, run: prodRun.id})}`,
      '```',
      '```bash',
      `skyloom generate-iac --appstack web-shop --env prod --provider-version 'aws=${otherValue(awsPin)}'`,
      '```',
      '```text',
      `Provider versions: aws ${otherValue(awsPin)} (overrides project pin ${awsPin}), random ${fact('provider.random')}`,
      '```',
      `The run stops with exit code ${policyViolation.exitCode} and \`Error: ${policyViolation.example}\`.`,
      '```text',
      `Error: ${driftDetected.example}`,
      runnerLine('GitLab CI/CD', driftDetected.exitCode!),
      runnerLine('Azure Pipelines', driftDetected.exitCode!),
      '```',
    ].join('\n');
    assert.deepEqual(lint(body).problems, []);
  });

  it('fails a provider pin that differs from the default pin', () => {
    const pinned = otherValue(awsPin);
    const body = `\`\`\`hcl\nterraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "${pinned}"\n    }\n  }\n}\n\`\`\``;
    assertReports(body, `version = "${pinned}"`, awsPin);
    const googlePin = fact('provider.google');
    assertReports(`| \`hashicorp/google\` | \`${otherValue(googlePin)}\` |`, 'hashicorp/google', googlePin);
  });

  it('fails a tool version that differs from the data', () => {
    const minimum = otherValue(fact('tool.terraform-minimum'));
    assertReports(
      `The generated code needs Terraform ${minimum} or later.`,
      `Terraform ${minimum}`,
      fact('tool.terraform-minimum'),
    );
    const tested = otherValue(fact('tool.opentofu'));
    assertReports(`Skyloom is tested with OpenTofu ${tested}.`, `OpenTofu ${tested}`, fact('tool.opentofu'));
  });

  it('fails a limit or default that differs from the data, and a timeout the CLI does not print', () => {
    const lifetime = fact('pat.default-lifetime');
    assertReports(`| Default lifetime | ${otherValue(lifetime)} |`, 'Default lifetime', lifetime);
    const timeout = fact('cli.provision-timeout');
    const minutes = minutesOf(timeout);
    const goStyle = `${Math.floor(minutes / 60)}h${minutes % 60}m0s`;
    assertReports(
      `\`\`\`text\nError: ${fill(timedOut.message, {timeout: goStyle, run: prodRun.id})}\n\`\`\``,
      goStyle,
      timeout,
    );
  });

  it('fails a policy summary without the severities in order', () => {
    const last = SEVERITY_IDS.at(-1)!;
    const missingOne = SEVERITY_IDS.filter((_, index) => index !== SEVERITY_IDS.length - 2);
    assertReports(
      `\`\`\`text\n${POLICY_SUMMARY_PREFIX}${missingOne.map((id) => `${id === last ? 1 : 0} ${id}`).join(', ')}\n\`\`\``,
      POLICY_SUMMARY_PREFIX.trim(),
      SUMMARY_FORMAT.split('<n> ').slice(1).join('<n> '),
    );
    const inOrder = SEVERITY_IDS.join(', ');
    assertReports(`Findings: \`2 ${last}, 1 ${SEVERITY_IDS[1]}\`.`, 'Findings', inOrder);
    const reversed = [...SEVERITY_IDS].reverse().map((id) => `"${id}": 0`);
    assertReports(`\`\`\`json\n{"policies": {${reversed.join(', ')}}}\n\`\`\``, '"policies"', inOrder);
    const rule = builtInRules.find((candidate) => candidate.severity !== last)!;
    assertReports(`\`\`\`text\n${oneFinding(rule.id)}\n${finding(rule.id, last)}\n\`\`\``, rule.id, rule.severity);
  });

  it('fails an error message the catalog does not define, and a wrong exit code next to one', () => {
    assertReports(
      '```text\nError: timed out after 30m waiting for provisioning\n```',
      'waiting for provisioning',
      'src/data/cli/errors.ts',
    );
    const wrongCode = otherValue(String(driftDetected.exitCode));
    assertReports(
      `It fails with exit code ${wrongCode}: \`Error: ${driftDetected.example}\`.`,
      'It fails',
      `code ${driftDetected.exitCode}`,
    );
    const noSuchCode = Math.max(...exitCodes.map((entry) => entry.code)) + 1;
    for (const printedBy of ['GitHub Actions', 'GitLab CI/CD', 'Azure Pipelines']) {
      const line = runnerLine(printedBy, noSuchCode);
      assertReports(`\`\`\`text\n${line}\n\`\`\``, line, 'not a skyloom exit code');
    }
  });

  it("fails a table header that is not the command's columns, and rows that disagree with the sample data", () => {
    const resources = outputOf('resources list')!;
    const fewer = {...resources, columns: resources.columns.filter((_, index) => index % 2 === 0)};
    assertReports(
      output('skyloom resources list --appstack web-shop', formatHeader(fewer), 'main-vpc  aws_vpc  2'),
      formatHeader(fewer),
      formatHeader(resources),
    );
    const [project] = sampleProjects;
    const row = [project.name, otherValue(String(project.appstacks)), project.role, project.updated].join('  ');
    assertReports(
      output('skyloom viewprojects', formatHeader(outputOf('viewprojects')!), row),
      row,
      `the sample row of ${project.name} is "${[project.name, project.appstacks, project.role, project.updated].join('  ')}"`,
    );
  });

  it('fails a run ID in another form, and runs list rows that disagree with the sample runs', () => {
    const locked = sampleRuns.find((candidate) => candidate.holdsLock)!;
    const shouted = RUN_ID.prefix + locked.id.slice(RUN_ID.prefix.length).toUpperCase();
    assertReports(`Open run \`${shouted}\` under **Activity**.`, shouted, `followed by ${RUN_ID.length} characters`);
    const cut = locked.id.slice(0, -1);
    assertReports(`\`\`\`text\nCLI run ${cut} recorded.\n\`\`\``, `${cut} `, 'not a run ID');
    const lines = table('runs list', [runsListRow({...locked, version: otherVersion(locked.version!)})]);
    assertReports(
      output('skyloom runs list --locked', ...lines),
      lines[1],
      [locked.env, locked.version, locked.action, locked.status].join('  '),
    );
    assert.deepEqual(
      lint('Skyloom names the service `google_cloud_run_v2_service` and the session `skyloom-run_x`.').problems,
      [],
    );
  });

  it('fails an AWS account id outside the sample data, or with another name or environment', () => {
    const ids = sampleAwsAccounts.map((account) => account.id);
    const unknown = String(Math.max(...ids.map(Number)) + 1).padStart(12, '0');
    const listed = sampleAwsAccounts.map((account) => `${account.id} (${account.name})`).join(', ');
    assertReports(`\`\`\`text\nResolving AWS credentials: account ${unknown}\n\`\`\``, unknown, listed);
    const withProfile = sampleAwsAccounts.find((account) => account.awsProfiles.length)!;
    const another = ids.find((id) => id !== withProfile.id)!;
    const resolving = outputLines.find((line) => line.prefix.startsWith('Resolving AWS'))!.templates[0];
    assertReports(
      `\`\`\`text\n${fill(resolving, {profile: withProfile.awsProfiles[0], account: another})}\n\`\`\``,
      withProfile.awsProfiles[0],
      `signs in to account ${withProfile.id}`,
    );
    const prod = sampleEnvironments.find((environment) => environment.name === 'prod')!;
    const notProd = ids.find((id) => id !== prod.account)!;
    const check = fill(DRIFT_CHECK_LINE, {
      appstack: 'web-shop',
      version: 'v1',
      env: prod.name,
      account: notProd,
      region: prod.region,
    });
    assertReports(`\`\`\`text\n${check}\n\`\`\``, `env ${prod.name}`, `account ${prod.account}`);
  });

  it('fails a GCP project, a Skyloom identity or a region that disagrees with the sample clouds', () => {
    const gcp = sampleCloudDeployments.find((deployment) => deployment.cloud === 'gcp')!;
    const misspelled = gcp.target.replace(/\w(?=-\d+$)/, '');
    assertReports(
      `\`\`\`bash\ngcloud iam service-accounts describe deployer@${misspelled}.iam.gserviceaccount.com\n\`\`\``,
      'deployer@',
      gcp.target,
    );
    const {gcpServiceAccount, azureIssuer} = sampleSkyloomIdentities;
    const otherAccount = gcpServiceAccount.replace('@', '-prod@');
    assertReports(`Grant the role to \`${otherAccount}\`.`, otherAccount.split('@')[0], gcpServiceAccount);
    const otherIssuer = azureIssuer.replace(/\.(\w+)$/, (_, tld: string) => (tld === 'com' ? '.io' : '.com'));
    assertReports(`\`\`\`json\n{"issuer": "${otherIssuer}"}\n\`\`\``, otherIssuer, azureIssuer);
    const planOf = (appstack: string, env: string, region: string) =>
      fill(PLAN_LINE, {appstack, version: 'v1', env, region, plan: '1 to add, 0 to change, 0 to destroy'});
    for (const deployment of sampleCloudDeployments) {
      const region = otherRegion(deployment.region);
      assertReports(
        `\`\`\`text\n${planOf(deployment.appstack, deployment.environment, region)}\n\`\`\``,
        `for ${deployment.appstack}`,
        `deploys to ${deployment.region}, not ${region}`,
      );
    }
    const staging = sampleEnvironments.find((environment) => environment.name === 'staging')!;
    const awsRegion = otherRegion(staging.region);
    assertReports(
      `\`\`\`text\n${planOf('web-shop', staging.name, awsRegion)}\n\`\`\``,
      'for web-shop',
      `deploys to ${staging.region}, not ${awsRegion}`,
    );
  });

  const planName = (id: string) => plans.find((plan) => plan.id === id)!.name;
  const planLimit = (plan: string, limit: string) => ({
    value: fact(`plan.${plan}.${limit}`),
    unit: planLimits.find((candidate) => candidate.id === limit)!.unit,
  });
  const endpointWithout = apiOperations.find((operation) => !operation.path.includes('{'))!;
  const endpointUrl = `${serviceHosts.api}${apiPath(endpointWithout)}`;
  const bearer = (prefix: string) =>
    `\`\`\`bash\ncurl -H "Authorization: Bearer ${prefix}EXAMPLE" ${endpointUrl}\n\`\`\``;

  it('passes plan limits, uptime, support times, API headers and paths stated as the service data has them', () => {
    const runs = planLimit('business', 'run-concurrency');
    const requests = planLimit('business', 'api-rate');
    const [responseHeader, webhookHeader] = ['response', 'webhook'].map(
      (on) => apiHeaders.find((header) => header.on === on)!.name,
    );
    const runEndpoint = apiOperations.find((operation) => operation.path.startsWith('/runs/{'))!;
    const runUrl = `${serviceHosts.api}${apiPath(runEndpoint).replace(/\{\w+\}/, sampleRuns[0].id)}`;
    const body = [
      `The ${planName('business')} plan runs ${runs.value} ${runs.unit} and allows ${requests.value} ${requests.unit}.`,
      `${planName('enterprise')} commits to ${fact('sla.enterprise.uptime')} monthly uptime. Support answers within ${fact('support.standard-response')}, and within ${fact('support.enterprise-sev1')} for production outages on ${planName('enterprise')} plans.`,
      `Read \`${responseHeader}\` and \`${webhookHeader}\`, and call \`${runUrl}\`.`,
    ].join('\n\n');
    assert.deepEqual(lint(body).problems, []);
  });

  it('fails a plan limit, an uptime or a support time that differs from the service data', () => {
    const runs = planLimit('team', 'run-concurrency');
    const moreRuns = otherValue(runs.value);
    assertReports(
      `The ${planName('team')} plan allows up to ${moreRuns} ${runs.unit}.`,
      `${moreRuns} ${runs.unit}`,
      `is ${runs.value}, not "${moreRuns}"`,
    );
    const uptime = fact('sla.business.uptime');
    const lower = otherValue(uptime);
    assertReports(`${planName('business')} commits to ${lower} uptime.`, lower, `is ${uptime}, not`);
    const response = fact('support.enterprise-sev1');
    const slower = otherValue(response);
    assertReports(
      `${planName('enterprise')} support answers within ${slower} for production outages.`,
      slower,
      `is ${response}, not "${slower}"`,
    );
  });

  it('fails a Skyloom header or an API path that the service data does not define', () => {
    const invented = `${apiHeaders.find((header) => header.name.startsWith('X-Skyloom-'))!.name}-Timestamp`;
    assertReports(`Check \`${invented}\` first.`, invented, 'not a header of the Skyloom API');
    const path = `${API_BASE_PATH}/appstacks/web-shop/deploy`;
    assert.deepEqual(findOperations(path), [], `${path} is an operation of src/data/api/openapi.yaml`);
    assertReports(
      `\`\`\`bash\ncurl ${serviceHosts.api}${path}\n\`\`\``,
      'web-shop/deploy',
      'not an operation of the Skyloom API',
    );
  });

  it('fails a cipher, a sign-on address, a disclosure mailbox or a bearer token that differs from the security data', () => {
    const cipher = fact('security.encryption-at-rest');
    const weaker = cipher.replace(/\d+$/, (bits) => String(Number(bits) / 2));
    assertReports(`Everything is encrypted with ${weaker} at rest.`, weaker, `is not ${cipher}`);
    const replyUrl = ssoEndpoints.samlAcs.replace(/[^/]+$/, 'consume');
    assertReports(`Paste \`${replyUrl}\` as the reply URL.`, replyUrl, `is not ${ssoEndpoints.samlAcs}`);
    const mailbox = fact('security.disclosure-email');
    const otherMailbox = mailbox.replace(/^[^@]+/, 'bugs');
    assertReports(`Report a vulnerability to ${otherMailbox}.`, otherMailbox, `is not ${mailbox}`);
    const prefixes = apiBearerTokens.map((token) => token.prefix);
    const invented = prefixes[0].replace(/_[a-z]+_$/, '_key_');
    assert.ok(!prefixes.includes(invented), `${invented} is a bearer token of src/data/api/openapi.yaml`);
    assertReports(bearer(invented), invented, `not ${invented}`);
  });

  it('accepts every token of the service data as a bearer token of the API', () => {
    for (const {prefix} of apiBearerTokens) assert.deepEqual(lint(bearer(prefix)).problems, [], prefix);
  });

  it("passes your own networks in an IP allowlist, and fails another range given as Skyloom's egress", () => {
    const [first] = egressRanges;
    const yours = ['198.51.100.23/32', '203.0.113.0/24'];
    assert.ok(!yours.some((range) => egressRanges.includes(range)), 'documentation ranges of yours are egress ranges');
    assert.deepEqual(lint(`Add \`${yours[0]}\` and \`${yours[1]}\` to the IP allowlist.`).problems, []);
    const other = first.replace(/\/\d+$/, '/24');
    assert.ok(!egressRanges.includes(other), `${other} is an egress range`);
    assertReports(`Allow Skyloom's egress range \`${other}\` on the firewall.`, other, 'is not an egress range');
  });

  it('fails the British spelling of organization, in prose, code and frontmatter', () => {
    assertReports('Ask your organisation admin.', 'organisation admin', '"organization"', 'vocabulary');
    assertReports(
      '```text\nError: token is not valid for organisation acme\n```',
      'organisation acme',
      '"organization"',
      'vocabulary',
    );
  });
});

describe('Content lint sample runs', () => {
  const provisioned = outputLines.find((line) => line.prefix === 'Provisioned ')!.templates[0];
  /** Runs of the story, named by their ID; every value a test shows comes from the run's record. */
  const stagingRelease = sampleRun('run_7ba8fbc3');
  const approvedRelease = sampleRun('run_5f0c83ae');
  const failedInProd = sampleRun('run_9d3b6f14');
  const lockedRun = sampleRun('run_b41e7c03');
  const devRelease = sampleRun('run_f2523319');
  const webShopRuns = sampleRuns.filter((candidate) => candidate.appstack === 'web-shop' && candidate.action);
  /** The fields `skyloom runs show` prints for the failed prod run, with `Started` as given. */
  const runsShow = (started: string) => {
    const environment = environmentOf(failedInProd.env!);
    const appStack = sampleAppStacks.find((candidate) => candidate.name === failedInProd.appstack)!;
    return output(
      `skyloom runs show ${failedInProd.id}`,
      `Run:          ${failedInProd.id}`,
      `appStack:     ${appStack.name} (project ${appStack.project})`,
      `Environment:  ${environment.name} (account ${environment.account}, ${environment.region})`,
      `Version:      ${failedInProd.version}`,
      `Action:       ${failedInProd.action}`,
      `Status:       ${failedInProd.status}`,
      `Started:      ${started} by ${failedInProd.user} (GitHub Actions)`,
      `Finished:     ${minutesAfter(failedInProd.started, 17)}`,
      'Lock:         released',
    );
  };
  /** The `appstack status` row of the environment the failed run left, with the version given. */
  const statusRow = (version: string) => {
    const findings = findRelease(failedInProd.appstack!, version)!.findings[failedInProd.env!];
    const worst = SEVERITY_IDS.find((id) => findings.some((finding) => finding.severity === id));
    const policy = worst ? `${findings.filter((finding) => finding.severity === worst).length} ${worst}` : 'clean';
    return [failedInProd.env, version, 'Failed', 'in sync', policy, `${failedInProd.id}  ${failedInProd.started}`];
  };
  const keptVersion = versionBefore(failedInProd)!;

  it('passes runs that a page shows as the sample data has them, and a run shown before it ended', () => {
    const snapshot = webShopRuns.indexOf(sampleRun('run_e5a9d217'));
    const listed = webShopRuns.slice(snapshot, snapshot + 3);
    const webShopV4 = sampleWebShopVersions.find((version) => version.version === 'v4')!;
    const body = [
      output(
        `skyloom provision --appstack ${stagingRelease.appstack} --env ${stagingRelease.env} --var-file loadtest.tfvars --auto-approve`,
        planLine(stagingRelease),
        ...policyLines(stagingRelease.appstack!, stagingRelease.version!, stagingRelease.env!),
        applyLine(stagingRelease.plan!),
        fill(provisioned, {...stagingRelease, run: stagingRelease.id}),
      ),
      output(
        `skyloom provision --appstack ${approvedRelease.appstack} --env ${approvedRelease.env} --version ${approvedRelease.version} --auto-approve`,
        planLine(approvedRelease),
        `Actions required: waiting for approval from a ${approvalRule.defaultRule.approvers} (rule ${approvalRule.defaultRule.name}, request apr_91c2d7)`,
        `Approved by dana.kim@acme.example at ${isoTime(minutesAfter(approvedRelease.started, 9))}: "Reviewed, matches CHG-4471"`,
        applyLine(approvedRelease.plan!),
        fill(provisioned, {...approvedRelease, run: approvedRelease.id}),
      ),
      output(
        `skyloom appstack status --appstack ${failedInProd.appstack} --env ${failedInProd.env}`,
        ...table('appstack status', [statusRow(keptVersion)]),
      ),
      runsShow(failedInProd.started),
      output(
        `skyloom runs list --appstack web-shop --limit ${listed.length}`,
        ...table(
          'runs list',
          listed.map((shown) => runsListRow(shown === lockedRun ? {...shown, status: 'running'} : shown)),
        ),
      ),
      `\`\`\`text\n${webShopV4.version}  ${webShopV4.created}  ${webShopV4.message}\n\`\`\``,
    ].join('\n\n');
    assert.ok(listed.includes(lockedRun), 'the list shows the locked run while it was running');
    assert.deepEqual(lint(body).problems, []);
  });

  it('fails a run ID that is not a run of the sample data', () => {
    const unknown = `${RUN_ID.prefix}${'0badc0de'.slice(0, RUN_ID.length)}`;
    assert.equal(findRun(unknown), undefined);
    assertReports(
      output(
        `skyloom provision --appstack ${stagingRelease.appstack} --env ${stagingRelease.env} --auto-approve`,
        fill(provisioned, {...stagingRelease, run: unknown}),
      ),
      unknown,
      `${unknown} is not a run of the sample data`,
    );
    assertReports(`Find run \`${unknown}\` under **Activity > CLI runs**.`, unknown, 'add it to sampleRuns');
  });

  it('fails a run shown with another appStack, environment, version or status than the sample data', () => {
    const earlier = otherVersion(stagingRelease.version!);
    assertReports(
      output(
        `skyloom provision --appstack ${stagingRelease.appstack} --env ${stagingRelease.env} --auto-approve`,
        fill(provisioned, {...stagingRelease, version: earlier, run: stagingRelease.id}),
      ),
      fill(provisioned, {...stagingRelease, version: earlier}).split('.')[0],
      `version ${stagingRelease.version}, not ${earlier}`,
    );
    const other = otherVersion(failedInProd.version!);
    assertReports(
      `Run ${failedInProd.id} (${failedInProd.action} ${other}) ${failedInProd.status} after 2 of 4 changes.`,
      `Run ${failedInProd.id}`,
      `version ${failedInProd.version}, not ${other}`,
    );
    // A run that still holds its lock never succeeded: the data keeps them apart (see "Facts data" above).
    const otherStatus: RunStatus = 'succeeded';
    assertReports(
      `The state of ${lockedRun.appstack} in ${lockedRun.env} is locked by run ${lockedRun.id} (${otherStatus}).`,
      'locked by run',
      `status ${lockedRun.status}, not ${otherStatus}`,
    );
  });

  it('fails a CLI run ID printed by another command, or for another environment, than its run', () => {
    assertReports(
      output(
        `skyloom destroy --appstack ${devRelease.appstack} --env ${devRelease.env} --auto-approve`,
        `Destroying... 2 destroyed. CLI run ${devRelease.id} recorded.`,
      ),
      devRelease.id,
      `run of skyloom ${devRelease.command} in the sample data, not of skyloom destroy`,
    );
    const otherEnv = sampleEnvironments.find((environment) => environment.name !== stagingRelease.env)!.name;
    assertReports(
      output(
        `skyloom provision --appstack ${stagingRelease.appstack} --env ${otherEnv} --version ${stagingRelease.version} --auto-approve --quiet`,
        stagingRelease.id,
      ),
      stagingRelease.id,
      `env ${stagingRelease.env}, not ${otherEnv}`,
    );
  });

  it('fails runs show fields and appstack status rows that disagree with the run', () => {
    const nextDay = minutesAfter(failedInProd.started, 24 * 60);
    assertReports(runsShow(nextDay), 'Started:', `started ${failedInProd.started}, not ${nextDay}`);
    const notKept = otherVersion(keptVersion);
    const [, row] = table('appstack status', [statusRow(notKept)]);
    assertReports(
      output(
        `skyloom appstack status --appstack ${failedInProd.appstack} --env ${failedInProd.env}`,
        ...table('appstack status', [statusRow(notKept)]),
      ),
      row,
      `${failedInProd.env} of ${failedInProd.appstack} runs ${keptVersion}, not ${notKept}`,
    );
  });

  it('fails a runs list that leaves out a run of its filters', () => {
    const [first, skipped, third] = webShopRuns;
    const lines = table('runs list', [runsListRow(first), runsListRow(third)]);
    assertReports(
      output('skyloom runs list --appstack web-shop', ...lines),
      lines[1],
      `lists the sample runs ${first.id}, ${skipped.id} from ${first.id} on`,
    );
  });

  it('fails an approval before its version was created, and a version created at another time', () => {
    const version = sampleWebShopVersions.find((candidate) => candidate.version === approvedRelease.version)!;
    const tooEarly = isoTime(minutesAfter(versionCreatedMinute(version), -24 * 60));
    assertReports(
      output(
        `skyloom provision --appstack ${approvedRelease.appstack} --env ${approvedRelease.env} --version ${approvedRelease.version} --auto-approve`,
        planLine(approvedRelease),
        `Approved by dana.kim@acme.example at ${tooEarly}: "Reviewed, matches CHG-4471"`,
      ),
      'Approved by',
      `web-shop ${version.version} was created at ${version.created}: its plan is approved after that, not at ${tooEarly}`,
    );
    const [older] = sampleWebShopVersions;
    const otherDay = `${minutesAfter(versionCreatedMinute(older), 24 * 60).slice(0, 10)}${older.created.slice(10)}`;
    assertReports(
      `\`\`\`text\n${older.version}  ${otherDay}  ${older.message}\n\`\`\``,
      older.message,
      `web-shop ${older.version} was created at ${older.created}, not ${otherDay}`,
    );
  });
});

describe('Facts inserted by reference', () => {
  /** The text and inline code a snippet of Markdown renders to, with the facts plugin applied. */
  const render = (markdown: string, file = 'docs/page.md') => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkFacts);
    const tree = processor.runSync(processor.parse(markdown), new VFile({path: file, value: markdown})) as Root;
    const shown: string[] = [];
    visit(tree, (node) => {
      if (node.type === 'text') shown.push(node.value);
      if (node.type === 'inlineCode') shown.push(`\`${node.value}\``);
      if (node.type === 'code') shown.push(`[${node.value}]`);
    });
    return shown.join('');
  };

  it('shows the value of the data in prose, tables and code blocks', () => {
    assert.equal(render('Pin :fact[provider.aws]{code}.'), `Pin \`${fact('provider.aws')}\`.`);
    assert.equal(render('Tokens last :fact[pat.default-lifetime].'), `Tokens last ${limits.patDefaultLifetime.value}.`);
    assert.equal(render(':fact[pat.format]'), fact('pat.format'));
    assert.equal(
      render('| Timeout |\n| --- |\n| :fact[cli.provision-timeout] |'),
      `Timeout${limits.cliTimeoutProvision.value}`,
    );
    assert.equal(
      render('```bash\n# waits {{fact:cli.provision-timeout}} by default\n```'),
      `[# waits ${limits.cliTimeoutProvision.value} by default]`,
    );
  });

  it('shows the value in the dev-server search outline, read from the source', () => {
    const {blocks} = outlineFromSource({
      source:
        '---\ntitle: Pins\n---\n\nPin :fact[provider.aws]{code}.\n\n```bash\n# waits {{fact:cli.provision-timeout}}\n```\n',
      route: '/pins',
      section: 'concepts',
      title: 'Pins',
      keywords: [],
      description: '',
      language: 'en',
      tag: 'docs-default-current',
    });
    assert.deepEqual(blocks, [
      {kind: 'text', text: `Pin ${fact('provider.aws')}.`},
      {kind: 'code', lines: [`# waits ${limits.cliTimeoutProvision.value}`]},
    ]);
  });

  it('fails the build on an unknown id, with the file, line and nearest id', () => {
    assert.throws(
      () => render('Intro.\n\nPin :fact[provider.awz].'),
      /docs\/page\.md:3:5 .*did you mean :fact\[provider\.aws\]/,
    );
    assert.throws(
      () => render('```text\nok\ntimed out after {{fact:cli.provison-timeout}}\n```'),
      /docs\/page\.md:3:17 .*:fact\[cli\.provision-timeout\]/,
    );
  });

  it('fails the content lint on an unknown id, and counts each reference as inserted', () => {
    assertReports(
      'Pin the AWS provider to :fact[provider.awz]{code}.',
      'provider.awz',
      'did you mean :fact[provider.aws]',
    );
    const tally = new Map<string, number>();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'facts-')), 'page.md');
    fs.writeFileSync(
      file,
      cleanDoc({body: 'Pin :fact[provider.aws]{code}.\n\n```bash\n# waits {{fact:cli.provision-timeout}}\n```'}),
    );
    assert.deepEqual(lintFile(file, siteIndex(), tally), []);
    assert.equal(tally.get(insertedKey('provider.aws')), 1);
    assert.equal(tally.get(insertedKey('cli.provision-timeout')), 1);
  });
});

describe('Content lint finds restated facts by the shape of the value', () => {
  /** A timeout in minutes that none of the CLI's timeouts has, written as prose writes it. */
  const timeouts = ['cli.provision-timeout', 'cli.drifts-timeout', 'cli.cloud2code-timeout'].map((id) =>
    minutesOf(fact(id)),
  );
  const notATimeout = `${Math.max(...timeouts) + 15} minutes`;

  it('fails the restatements of the issue, whatever the wording, and names the reference to insert', () => {
    const pin = otherValue(fact('provider.aws'));
    assertReports(`Pin the AWS provider to \`${pin}\`.`, pin, ':fact[provider.aws]');
    assertReports(
      `Skyloom waits up to ${notATimeout} for a provision run.`,
      notATimeout,
      ':fact[cli.provision-timeout]',
    );
    // The fixture is a provision page: the page names the command.
    assertReports(
      `If the run is slow, the command times out after ${notATimeout}.`,
      notATimeout,
      ':fact[cli.provision-timeout]',
    );
    assertReports(
      `\`\`\`bash\n# provisioning waits ${notATimeout} by default\n\`\`\``,
      '# provisioning',
      '{{fact:cli.provision-timeout}}',
    );
    assertReports(
      `When you provision, the CLI waits up to ${notATimeout}.`,
      'When you provision',
      ':fact[cli.provision-timeout]',
    );
  });

  it('tells facts of one shape apart by the command, the qualifier and the subject named nearby', () => {
    const driftPage = {frontMatter: {title: 'Check drift', keywords: '[drift]'}};
    const problems = (body: string) => lint(body).problems.join('\n');
    const provisionWait = `When you provision, the CLI waits up to ${notATimeout}.`;
    assert.match(problems(provisionWait), /cli\.provision-timeout/);
    assert.doesNotMatch(problems(provisionWait), /cli\.drifts-timeout/);
    assertReports(
      `A drift check times out after ${notATimeout} by default.`,
      'drift check',
      ':fact[cli.drifts-timeout]',
    );
    const driftTimeout = `${minutesOf(fact('cli.drifts-timeout'))} minutes`;
    assert.deepEqual(
      lintSource(cleanDoc({...driftPage, body: `A drift check times out after ${driftTimeout} by default.`})).filter(
        isFactProblem,
      ),
      [],
    );
    const [lifetime, maximum] = [fact('pat.default-lifetime'), fact('pat.maximum-lifetime')];
    assertReports(
      `Tokens last ${otherValue(lifetime)} by default and at most ${maximum}.`,
      'Tokens last',
      ':fact[pat.default-lifetime]',
    );
    assertReports(
      `Tokens last ${lifetime} by default, ${otherValue(maximum)} the maximum.`,
      'Tokens last',
      ':fact[pat.maximum-lifetime]',
    );
    const terraform = otherValue(fact('tool.terraform-minimum'));
    assertReports(
      `The generated code needs Terraform ${terraform} or newer.`,
      `Terraform ${terraform}`,
      ':fact[tool.terraform-minimum]',
    );
    const resources = otherValue(fact('appstack.resources'));
    assertReports(
      `An appStack can hold at most ${resources} resources.`,
      `at most ${resources}`,
      ':fact[appstack.resources]',
    );
    const googlePin = otherValue(fact('provider.google'));
    assertReports(
      `Pull requests fail when \`hashicorp/google\` is pinned to \`${googlePin}\`.`,
      googlePin,
      ':fact[provider.google]',
    );
  });

  it('reads the setting an output line prints after its name, with the flag of the command that printed it', () => {
    const byDefault = fact('cli.cloud2code-concurrency');
    const chosen = otherValue(byDefault);
    const account = sampleAwsAccounts.find((candidate) => candidate.awsProfiles.length)!;
    const scan = (flags: string, printed: string) =>
      output(
        `skyloom cloud2code aws --project payments --aws-profile ${account.awsProfiles[0]}${flags}`,
        `Scanning 14 regions of account ${account.id} (concurrency ${printed})`,
      );
    assert.deepEqual(lint(scan(` --concurrency ${chosen}`, chosen)).problems, []);
    assertReports(
      scan(` --concurrency ${chosen}`, byDefault),
      'Scanning 14 regions',
      `is ${chosen}, not "${byDefault}"`,
    );
    assertReports(scan('', chosen), 'Scanning 14 regions', '{{fact:cli.cloud2code-concurrency}}');
  });

  it('passes values the reader chooses, other things of the same shape, and values inserted by reference', () => {
    const chosen = otherValue(fact('cli.provision-timeout'));
    const prodRun = sampleRuns.find((candidate) => candidate.command === 'provision' && candidate.env === 'prod')!;
    const body = [
      `Pass \`--timeout ${chosen}\` when a run needs longer; the run waited 36 minutes for an approval.`,
      `The AWS provider waits up to ${notATimeout} for a database to be created.`,
      `Links expire after ${fact('retention.share-links')} by default (1 to 30 days).`,
      'The run is slow, and the CLI waits up to :fact[cli.provision-timeout] for it.',
      '```bash',
      `skyloom provision --appstack ${prodRun.appstack} --env ${prodRun.env} --timeout ${chosen}`,
      '```',
      '```text',
      `Error: ${fill(cliError('run-timed-out').message, {timeout: chosen, run: prodRun.id})}`,
      '```',
      '```yaml',
      `timeout: ${otherValue(chosen)}`,
      '```',
    ].join('\n');
    assert.deepEqual(lint(body).problems, []);
  });
});

describe('Content lint sample story', () => {
  const webShop = sampleAppStacks.find((appStack) => appStack.name === 'web-shop')!;
  const latest = findRelease(webShop.name, webShop.latest)!;
  const prod = environmentOf('prod');
  const prodFiles = exportFiles(latest, {environment: prod.name});
  const [prodSummary, ...prodFindings] = policyLines(latest.appstack, latest.version, prod.name);
  const terraform = iacFormats.find((format) => format.id === 'terraform')!.name;
  const layout = flagSet('iac').flags.find((flag) => flag.name === 'iac-layout')!.default!;
  const exportCommand = `skyloom generate-iac --appstack ${latest.appstack} --version ${latest.version} --env ${prod.name}`;
  const exportLatest = (...printed: string[]) =>
    output(
      `${exportCommand} --output-dir ./infra`,
      fill(EXPORT_LINES[0], {...latest, env: prod.name, format: terraform, layout}),
      ...printed,
    );
  const wrote = (file: string) => `  ${fill(WROTE_FILE_LINE, {path: `infra/${file}`})}`;
  const wroteCount = (files: number | string) => fill(EXPORT_FILE_COUNT_LINES.at(-1)!, {files, path: 'infra'});
  /** How the lint names findings: severity, rule and resource of each, sorted. */
  const describeFindings = (findings: readonly SampleFinding[]) =>
    findings
      .map((finding) => `${finding.severity} ${finding.rule} ${finding.resource}`)
      .sort()
      .join(', ') || '(none)';
  /** A POLICY cell: the count of the most severe findings, or `none` without findings. */
  const policyCell = (findings: readonly SampleFinding[], none: string) => {
    const worst = SEVERITY_IDS.find((id) => findings.some((finding) => finding.severity === id));
    return worst ? `${findings.filter((finding) => finding.severity === worst).length} ${worst}` : none;
  };
  /** Another POLICY cell: one finding of a severity the findings have none of. */
  const otherCell = (findings: readonly SampleFinding[]) =>
    `1 ${SEVERITY_IDS.find((id) => !findings.some((finding) => finding.severity === id))}`;
  const counts = (findings: readonly SampleFinding[]) =>
    Object.fromEntries(
      SEVERITY_IDS.map((id) => [id, findings.filter((finding) => finding.severity === id).length]),
    ) as SeverityCounts;

  it('gives each sample version findings in every environment of its appStack, with rules of the policy data', () => {
    const rules = new Set([...builtInRules.map((rule) => rule.id), ...sampleCustomRules.map((rule) => rule.id)]);
    for (const release of sampleReleases) {
      const appStack = sampleAppStacks.find((candidate) => candidate.name === release.appstack);
      if (appStack) assert.deepEqual(Object.keys(release.findings).sort(), [...appStack.environments].sort());
      for (const finding of Object.values(release.findings).flat()) assert.ok(rules.has(finding.rule), finding.rule);
    }
    assert.ok(latest.modules.includes(redisClusterModule), `${latest.appstack} ${latest.version} uses redis-cluster`);
  });

  it('fails a plan of a version whose resources the data lists that lists others, leaves one out or adds another count', () => {
    const first = sampleReleases.find((release) => release.plannedResources)!;
    const planned = first.plannedResources!.map((resource) => resource.address);
    const dev = environmentOf('dev');
    const planning = fill(outputLines.find((entry) => entry.prefix === 'Planning ')!.templates[0], {
      ...first,
      env: dev.name,
      account: dev.account,
      region: dev.region,
    });
    const adds = (count: number) =>
      fill(PLAN_LINE, {
        ...first,
        env: dev.name,
        region: dev.region,
        plan: `${count} to add, 0 to change, 0 to destroy`,
      });
    const plan = (addresses: readonly string[], count: number) =>
      output(
        `skyloom provision --appstack ${first.appstack} --env ${dev.name} --version ${first.version} --plan-only`,
        planning,
        ...addresses.map((address) => `  + ${address}`),
        adds(count),
        ...policyLines(first.appstack, first.version, dev.name),
      );
    assert.deepEqual(lint(plan(planned, planned.length)).problems, []);
    const swapped = [planned[1], planned[0], ...planned.slice(2)];
    assertReports(
      plan(swapped, planned.length),
      `+ ${swapped[0]}`,
      `the plan of ${first.appstack} ${first.version} lists ${planned[0]} here, not ${swapped[0]}`,
    );
    assertReports(
      plan(planned.slice(0, -1), planned.length),
      `+ ${planned.at(-2)}`,
      `adds ${planned.length} resources, not ${planned.length - 1}`,
    );
    assertReports(
      plan(planned, planned.length + 1),
      `${planned.length + 1} to add`,
      `is a first version of ${planned.length} resources`,
    );
  });

  it('passes an export that shows the findings, the files and the count the data gives', () => {
    const {problems} = lint(
      exportLatest(prodSummary, ...prodFindings, ...prodFiles.map(wrote), wroteCount(prodFiles.length)),
    );
    assert.deepEqual(problems, []);
  });

  it('fails a finding count for a sample version that differs from its findings in that environment', () => {
    const findings = latest.findings[prod.name];
    const more = counts(findings);
    more[SEVERITY_IDS[1]] += 2;
    const wrongSummary = formatPolicySummary(more);
    assertReports(
      output(
        `${exportCommand} --plan-only`.replace('generate-iac', 'provision'),
        fill(PLAN_LINE, {...latest, env: prod.name, region: prod.region, plan: '0 to add, 0 to change, 2 to destroy'}),
        wrongSummary,
      ),
      wrongSummary,
      `${latest.appstack} ${latest.version} in ${prod.name} has the findings "${prodSummary}" in the sample data, not "${wrongSummary}"`,
    );
    const flagged = sampleReleases.find((release) => release.findings[prod.name]?.length)!;
    const [flaggedSummary] = policyLines(flagged.appstack, flagged.version, prod.name);
    const flaggedFindings = flagged.findings[prod.name];
    const absent = builtInRules.find((rule) => !flaggedFindings.some((finding) => finding.rule === rule.id))!;
    assertReports(
      output(
        `skyloom generate-iac --appstack ${flagged.appstack} --version ${flagged.version} --env ${prod.name} --output-dir ./infra`,
        fill(EXPORT_LINES[0], {...flagged, env: prod.name, format: terraform, layout}),
        flaggedSummary,
        `  ${absent.severity}  ${absent.id}  web-api  ${absent.title}`,
      ),
      absent.id,
      `${flagged.appstack} ${flagged.version} in ${prod.name} has the findings ${describeFindings(flaggedFindings)} in the sample data`,
    );
  });

  it('fails an appstack status POLICY cell that differs from the findings of the version the environment runs', () => {
    const deployed = sampleRun('run_8a1d0c47');
    const findings = findRelease(deployed.appstack!, deployed.version!)!.findings[deployed.env!];
    const cell = otherCell(findings);
    assertReports(
      output(
        `skyloom appstack status --appstack ${deployed.appstack} --env ${deployed.env}`,
        ...table('appstack status', [
          [deployed.env, deployed.version, 'Deployed', 'in sync', cell, `${deployed.id}  ${deployed.started}`],
        ]),
      ),
      cell,
      `${deployed.appstack} ${deployed.version} in ${deployed.env} has the findings ${describeFindings(findings)} in the sample data: its POLICY is ${policyCell(findings, 'clean')}, not ${cell}`,
    );
  });

  it('fails a resources list POLICY cell that differs from the findings of that resource in the version', () => {
    const flaggedRelease = sampleReleases.find((release) => release.findings[prod.name]?.length)!;
    const [flagged] = flaggedRelease.findings[prod.name];
    const clean = ['orders-db', 'assets-bucket', 'session-cache'].find(
      (name) =>
        !Object.values(flaggedRelease.findings).some((found) => found.some((finding) => finding.resource === name)),
    )!;
    const cell = otherCell([]);
    assertReports(
      output(
        `skyloom resources list --appstack ${flaggedRelease.appstack} --version ${flaggedRelease.version}`,
        ...table('resources list', [
          [clean, 'aws_db_instance', 'built-in', 1, cell],
          [flagged.resource, 'aws_lb', 'built-in', 2, policyCell([flagged], 'pass')],
        ]),
      ),
      `${clean} `,
      `${clean} has no finding in ${flaggedRelease.appstack} ${flaggedRelease.version} in the sample data: its POLICY is pass, not ${cell}`,
    );
  });

  it('fails the Policies field of appstack show that differs from the findings of the version it shows', () => {
    const findings = latest.findings[prod.name];
    assert.ok(
      Object.values(latest.findings).every((found) => describeFindings(found) === describeFindings(findings)),
      `${latest.appstack} ${latest.version} has the same findings in every environment, so appstack show states them`,
    );
    const stated = formatPolicySummary(counts(findings)).slice(POLICY_SUMMARY_PREFIX.length);
    const more = counts(findings);
    more[SEVERITY_IDS[2]] += 1;
    const wrong = formatPolicySummary(more).slice(POLICY_SUMMARY_PREFIX.length);
    assertReports(
      output(
        `skyloom appstack show --appstack ${latest.appstack}`,
        `appStack:     ${latest.appstack}`,
        `Version:      ${latest.version} (latest)`,
        `Policies:     ${wrong}`,
      ),
      'Policies:',
      `${latest.appstack} ${latest.version} has the findings "${stated}" in the sample data, not "${wrong}"`,
    );
  });

  it('fails a file count or a file list of an export that differs from the files the data gives', () => {
    const otherCount = otherValue(String(prodFiles.length));
    assertReports(
      exportLatest(prodSummary, ...prodFindings, wroteCount(otherCount)),
      wroteCount(otherCount),
      `writes ${prodFiles.length} files in the sample data, not ${otherCount}`,
    );
    const moduleFiles = `modules/${redisClusterModule.name}/`;
    const listed = prodFiles.filter((file) => !file.startsWith(moduleFiles));
    assertReports(
      exportLatest(prodSummary, ...prodFindings, ...listed.map(wrote), wrote(`${prod.name}.auto.tfvars`)),
      wrote(listed[0]),
      `missing ${moduleFiles}${redisClusterModule.files[0]}`,
    );
  });

  it('fails another wording of the export and provision lines, and another name of the variables file', () => {
    const {appstack, version} = latest;
    const template = (prefix: string) => outputLines.find((line) => line.prefix === prefix)!.templates[0];
    assertReports(
      output(exportCommand, `Generating ${terraform} for ${appstack} ${version} (env ${prod.name})`),
      `Generating ${terraform}`,
      `"${EXPORT_LINES[0]}"`,
    );
    const provisionRun = sampleRuns.find((candidate) => candidate.action === 'provision')!;
    assertReports(
      `\`\`\`text\nProvisioned ${appstack} ${version} in ${prod.name} (run ${provisionRun.id}).\n\`\`\``,
      `Provisioned ${appstack}`,
      `"${template('Provisioned ')}"`,
    );
    assertReports(
      `\`\`\`text\nPlan for ${appstack} ${version} in ${prod.name}: 0 to add, 0 to change, 0 to destroy\n\`\`\``,
      `Plan for ${appstack}`,
      `"${PLAN_LINE}"`,
    );
    const oneFinding = formatPolicySummary({...counts([]), [SEVERITY_IDS.at(-1)!]: 1});
    assertReports(
      `\`\`\`text\n${oneFinding}\nNo changes were made (--plan-only).\n\`\`\``,
      POLICY_SUMMARY_PREFIX.trim(),
      'a policy summary of 1 finding(s) is followed by one line per finding, not 0',
    );
    assertReports(
      '```text\nSigned in as jane.doe@acme.example (Developer) in organization acme.\n```',
      'Signed in as',
      `"${template('Signed in as ')}"`,
    );
    const account = sampleAwsAccounts.find((candidate) => candidate.awsProfiles.length)!;
    assertReports(
      `\`\`\`text\nResolving AWS credentials: profile ${account.awsProfiles[0]} (IAM Identity Center)\n\`\`\``,
      'Resolving AWS credentials',
      `"${template('Resolving AWS credentials: ')}"`,
    );
    assertReports(
      `\`\`\`text\nChecking drift for ${appstack} ${version} in ${prod.name} (account ${prod.account})\n\`\`\``,
      'Checking drift',
      `"${DRIFT_CHECK_LINE}"`,
    );
    const otherFile = `${prod.name}.auto.tfvars`;
    assert.notEqual(variablesFile(prod.name), otherFile);
    assertReports(
      `Exported code keeps the values of \`${prod.name}\` in \`${otherFile}\`.`,
      otherFile,
      `exported code keeps the values of ${prod.name} in ${variablesFile(prod.name)}, not ${otherFile}`,
    );
  });

  it('fails a plan that differs from the plan of its run: one change is planned once', () => {
    const planned = sampleRun('run_8e2d4b17');
    const otherPlan = planned.plan!.replace(/\d+(?= to destroy)/, (count) => String(Number(count) + 2));
    assertReports(
      output(
        `skyloom provision --appstack ${planned.appstack} --env ${planned.env} --version ${planned.version} --auto-approve`,
        planLine({...planned, plan: otherPlan}),
        applyLine(otherPlan),
        fill(outputLines.find((line) => line.prefix === 'Provisioned ')!.templates[0], {...planned, run: planned.id}),
      ),
      `Plan for ${planned.appstack} ${planned.version}`,
      `planned "${planned.plan}" in the sample data, not "${otherPlan}"`,
    );
  });

  it('fails a scan that runs longer than its timeout', () => {
    const timeout = fact('cli.cloud2code-timeout');
    const took = `${minutesOf(timeout) + 11}m05s`;
    const account = sampleAwsAccounts.find((candidate) => candidate.awsProfiles.length)!;
    assertReports(
      output(
        `skyloom cloud2code aws --project payments --aws-profile ${account.awsProfiles[0]} --all-regions --concurrency 2`,
        `Found 1,998 resources in 62 types (1,912 supported, 86 skipped) in ${took}.`,
      ),
      `in ${took}`,
      `a scan stops at its --timeout (${timeout}, the default): it cannot take ${took}`,
    );
  });

  it('fails a sample appStack placed in another project', () => {
    const elsewhere = sampleProjects.find((project) => project.name !== webShop.project)!.name;
    const denied = fill(cliError('permission-denied').message, {
      role: 'Viewer',
      action: `provision appStack ${webShop.name}`,
      project: elsewhere,
    });
    assertReports(
      `A Viewer sees \`Error: ${denied}\`.`,
      `${webShop.name} in project ${elsewhere}`,
      `appStack ${webShop.name} belongs to project ${webShop.project}, not ${elsewhere}`,
    );
    assertReports(
      `\`\`\`bash\nskyloom provision --appstack ${webShop.name} --project ${elsewhere} --env dev\n\`\`\``,
      `${webShop.name} --project`,
      `appStack ${webShop.name} belongs to project ${webShop.project}, not ${elsewhere}`,
    );
    const projectOnly = sampleProjects.find(
      (project) => !sampleAppStacks.some((appStack) => appStack.name === project.name),
    )!.name;
    assertReports(
      `\`\`\`bash\nskyloom appstack create --name ${projectOnly} --project ${webShop.project} --cloud aws\n\`\`\``,
      `${projectOnly} --project`,
      `${projectOnly} is a sample project, not an appStack`,
    );
  });
});
