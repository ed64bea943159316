// The content lint's `fact` rule: finds every place a page states a fact that src/data defines (a provider
// pin, a tool version, a limit, a policy summary, an error message and its exit code, the header of a
// command's table, a sample account, run or version) and checks the stated value against the data. Each
// detector is driven by the data: adding an entry there makes the lint recognise and check it.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {
  cliErrors,
  errorsOf,
  exitCodeName,
  exitCodes,
  findError,
  messagePattern,
  runnerMessages,
  type ExitCode,
} from '../../src/data/cli/errors';
import {findRelease, releases} from '../../src/data/releases';
import {formatMonth, MONTH_NAMES} from '../../src/lib/dates';
import {findCommand, flagsOf} from '../../src/data/cli';
import {commandOutputs, formatHeader, outputLines, runLines, type CommandOutput} from '../../src/data/cli/outputs';
import {RUN_ACTIONS, RUN_ID, RUN_STATUSES, type RunAction, type RunStatus} from '../../src/data/cli/runs';
import {
  builtInRules,
  findAwsAccount,
  findBuiltInRule,
  findProvider,
  findRun,
  formatTestedRange,
  isTestedVersion,
  limits,
  limitsIn,
  pinLowerBound,
  providers,
  sampleAppStacks,
  sampleAwsAccounts,
  sampleAzureSubscriptions,
  sampleAzureTenant,
  sampleCloudDeployments,
  sampleCustomRules,
  sampleEnvironments,
  sampleGcpProjects,
  sampleProjects,
  sampleSkyloomIdentities,
  sampleRuns,
  sampleWebShopVersions,
  satisfiesPin,
  SEVERITY_IDS,
  toolVersions,
  versionBefore,
  versionCreatedMinute,
  type FactMention,
  type LimitGroup,
  type SampleRun,
  type SampleVersion,
  type StatedFact,
} from '../../src/data/platform';

export interface FactProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * Per fact id, how many places of the pages state the fact in text (checked by this rule) and how many
 * render it from the data with <FactTable> (`renderedKey(id)`); the lint adds to it as it goes.
 */
export type FactTally = Map<string, number>;

export const renderedKey = (id: string) => `${id}#rendered`;

export interface FactDefinition {
  id: string;
  label: string;
  value: string;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'powershell', 'zsh']);
const SEVERITY_LIST = SEVERITY_IDS.join(', ');
const SUMMARY_FORMAT = `Policy check: ${SEVERITY_IDS.map((id) => `<n> ${id}`).join(', ')}`;
const SUMMARY = new RegExp(`^Policy check: ${SEVERITY_IDS.map((id) => `\\d+ ${id}`).join(', ')}$`);
const SEVERITY_WORD = `(?:${SEVERITY_IDS.join('|')})`;
const COUNT_LIST = new RegExp(`\\b\\d+ ${SEVERITY_WORD}\\b(?:, \\d+ ${SEVERITY_WORD}\\b)+`, 'g');
const SEVERITY_OBJECT = new RegExp(`\\{[^{}]*?"?\\b${SEVERITY_WORD}"?\\s*:\\s*\\d+[^{}]*\\}`, 'g');
const HEADER = /^\s*[A-Z][A-Z]+(?: [A-Z]+)*(?:\s{2,}[A-Z][A-Z]+(?: [A-Z]+)*)+\s*$/;
const AWS_ACCOUNT = /(?<![\d.])\d{12}(?![\d.])/g;
const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// A run ID on its own, not part of a longer name such as google_cloud_run_v2_service or a role session name.
const RUN_ID_MENTION = new RegExp(`(?<![\\w-])${RUN_ID.prefix}[A-Za-z0-9]+(?![\\w-])`, 'g');
const EXIT_CODE_PHRASE = /\bexit(?:s| with)? (?:with )?code (\d)\b/g;
const ISO_TIME = '(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ)';
// A run ID exactly as the CLI prints it, to match inside a longer line.
const RUN_ID_WORD = `${RUN_ID.prefix}[0-9a-f]{${RUN_ID.length}}`;
// `CLI run run_x recorded.` after a command, or the bare ID that `--quiet` prints.
const PRINTED_RUN_ID = [
  new RegExp(`\\bCLI run (${RUN_ID_WORD}) recorded\\b`),
  new RegExp(`^\\s*(${RUN_ID_WORD})\\s*$`),
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// What each placeholder of a run line matches: the run ID exactly, the other values as one word.
const RUN_PLACEHOLDERS: Record<string, string> = {
  run: `(${RUN_ID_WORD})`,
  appstack: '([a-z][\\w-]*)',
  env: '([a-z][\\w-]*)',
  version: '(v\\d+)',
  action: `(${RUN_ACTIONS.join('|')})`,
  status: `(${RUN_STATUSES.join('|')})`,
  step: '([a-z]+(?: [a-z]+)?)',
};
const RUN_LINES = runLines.map((runLine) => ({
  ...runLine,
  names: [...runLine.template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
  pattern: new RegExp(
    runLine.template
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? RUN_PLACEHOLDERS[part.slice(1, -1)] : escapeRegExp(part)))
      .join(''),
    'g',
  ),
}));
// Commands that change nothing are not recorded as CLI runs, so their output names no run of their own.
const UNRECORDED_COMMANDS = new Set([
  'version',
  'configure',
  'configure list',
  'completion',
  'viewprojects',
  'appstack show',
  'appstack list',
  'appstack status',
  'resources list',
  'runs list',
  'runs show',
]);
const UNRECORDED_FLAGS = ['plan-only', 'dry-run', 'detach', 'help'];
// The `Label:  value` lines of `skyloom runs show` that state a fact of the run, and the facts they state.
const RUNS_SHOW_FIELDS: [RegExp, (match: RegExpMatchArray) => RunFacts][] = [
  [/^(\s*appStack:\s+)([\w-]+)(?: \(project ([\w-]+)\))?/, (match) => ({appstack: match[2], project: match[3]})],
  [/^(\s*Environment:\s+)([\w-]+)/, (match) => ({env: match[2]})],
  [/^(\s*Version:\s+)(v\d+)/, (match) => ({version: match[2]})],
  [/^(\s*Action:\s+)(\w+)/, (match) => ({action: match[2]})],
  [/^(\s*Status:\s+)(\w+)/, (match) => ({status: match[2]})],
  [/^(\s*Started:\s+)(\d{4}-\d\d-\d\d \d\d:\d\d UTC)(?: by (\S+))?/, (match) => ({started: match[2], user: match[3]})],
];
// The STATUS badges of `skyloom appstack status` that tell how the last run ended; the others tell nothing of it.
const LAST_RUN_STATUS: Partial<Record<string, RunStatus>> = {
  Failed: 'failed',
  Deployed: 'succeeded',
  Drifted: 'succeeded',
};
// `skyloom runs list` lists the runs that act on an environment; other CLI runs have no action.
const LISTED_RUNS = sampleRuns.filter((run) => run.action);
const RUNS_LIST_LIMIT = Number(flagsOf(findCommand('runs list')!).find((flag) => flag.name === 'limit')!.default);
type RunFacts = Partial<
  Record<'appstack' | 'env' | 'version' | 'action' | 'status' | 'started' | 'user' | 'project', string>
>;

const statedFacts: readonly StatedFact[] = [...Object.values(toolVersions), ...Object.values(limits)];

/** Every fact the rule checks, with the value pages must state. */
export function allFacts(): FactDefinition[] {
  return [
    ...providers.map((provider) => ({
      id: `provider.${provider.name}`,
      label: `Default pin of ${provider.source} (tested ${formatTestedRange(provider)})`,
      value: provider.defaultPin,
    })),
    ...statedFacts.map(({id, label, value}) => ({id, label, value})),
    {id: 'policy.summary', label: 'Policy summary line and severity order', value: SUMMARY_FORMAT},
    {id: 'policy.rules', label: 'Severity of the built-in rules in findings', value: `${builtInRules.length} rules`},
    {id: 'exit-codes', label: 'Exit code names', value: exitCodes.map(({code, name}) => `${code} ${name}`).join(', ')},
    ...cliErrors.map((error) => ({
      id: `error.${error.id}`,
      label: `Error message${error.exitCode === null ? ' (web app)' : `, exit code ${error.exitCode}`}`,
      value: `Error: ${error.message}`,
    })),
    ...commandOutputs.map((output) => ({
      id: outputFactId(output),
      label: `${output.columns.length ? 'Columns' : 'Fields'} of skyloom ${output.command}`,
      value: [output.fields?.join(', '), formatHeader(output)].filter(Boolean).join(' / '),
    })),
    ...sampleAwsAccounts.map((account) => ({
      id: `sample.aws.${account.id}`,
      label: `AWS account ${account.id}`,
      value: account.name,
    })),
    ...sampleAzureSubscriptions.map((subscription) => ({
      id: `sample.azure.${subscription.id}`,
      label: `Azure subscription ${subscription.id}`,
      value: subscription.name,
    })),
    {id: 'sample.azure-tenant', label: 'Azure tenant', value: sampleAzureTenant},
    {id: 'sample.gcp-projects', label: 'GCP projects of service account emails', value: sampleGcpProjects.join(', ')},
    {
      id: 'sample.skyloom-identities',
      label: 'Identities Skyloom signs in to Azure and GCP with',
      value: Object.values(sampleSkyloomIdentities).join(', '),
    },
    {
      id: 'sample.deployment-regions',
      label: 'Region of each sample appStack environment in run output',
      value: [
        `web-shop ${sampleEnvironments[0].region}`,
        ...sampleCloudDeployments.map((deployment) => `${deployment.appstack} ${deployment.region}`),
      ].join('; '),
    },
    {id: 'releases.dates', label: 'Month each release shipped', value: `${releases.length} releases`},
    {
      id: 'sample.web-shop-versions',
      label: 'Versions of web-shop',
      value: sampleWebShopVersions.map(({version, message}) => `${version} ${message}`).join('; '),
    },
    ...outputLines.map(({prefix, templates}) => ({
      id: `output-line.${prefix.trim().toLowerCase().replace(/\W+/g, '-')}`,
      label: `Wording of "${prefix.trim()} …" lines`,
      value: templates.join(' | '),
    })),
    {id: 'sample.projects', label: 'Rows of skyloom viewprojects', value: `${sampleProjects.length} projects`},
    {id: 'sample.appstacks', label: 'Rows of skyloom appstack list', value: `${sampleAppStacks.length} appStacks`},
    {id: 'sample.runs', label: 'Rows of skyloom runs list', value: `${sampleRuns.length} runs`},
    {id: 'sample.run-ids', label: 'Run IDs on the pages, each a sample run', value: `${sampleRuns.length} runs`},
    {
      id: 'sample.runs-show',
      label: 'Fields of skyloom runs show for a sample run',
      value: 'appStack, environment, version, action, status, start',
    },
    {
      id: 'sample.runs-status',
      label: 'Rows of skyloom appstack status: the last run, its time, and the version and status it left',
      value: 'appStack, environment, version, status, start',
    },
    {
      id: 'sample.run-lines',
      label: 'Run lines in output and prose (Provisioned …, Run … (provision …), locked by run …)',
      value: `${runLines.length} templates`,
    },
    {
      id: 'sample.runs-recorded',
      label: 'CLI run IDs a command prints: the command, appStack, environment and version of the run',
      value: 'command, appStack, environment, version, action',
    },
    {
      id: 'sample.web-shop-version-dates',
      label: 'When each version of web-shop was created, and approvals after it',
      value: sampleWebShopVersions.map(({version, created}) => `${version} ${created}`).join('; '),
    },
  ];
}

const outputFactId = (output: CommandOutput) => `output.${output.command.replace(/[^a-z0-9]+/g, '-')}`;

/** The facts a `<FactTable>` with these attributes renders from the data. */
function renderedFacts(props: Record<string, string>): string[] {
  const output = commandOutputs.find((candidate) => candidate.command === props.command);
  const ids: Record<string, () => string[]> = {
    'provider-versions': () => providers.map((provider) => `provider.${provider.name}`),
    'iac-formats': () =>
      [
        toolVersions.terraform,
        toolVersions.terraformMinimum,
        toolVersions.opentofu,
        toolVersions.helm,
        toolVersions.kubernetes,
      ].map((fact) => fact.id),
    'cli-platforms': () =>
      [toolVersions.glibc, toolVersions.macos, toolVersions.windows, toolVersions.windowsServer].map((fact) => fact.id),
    'git-providers': () =>
      [
        toolVersions.githubEnterpriseServer,
        toolVersions.gitlabSelfManaged,
        toolVersions.bitbucketDataCenter,
        toolVersions.azureDevOpsServer,
      ].map((fact) => fact.id),
    limits: () => limitsIn(props.group as LimitGroup).map((limit) => limit.id),
    'policy-severities': () => ['policy.summary'],
    'policy-rules': () => ['policy.rules'],
    'exit-codes': () => ['exit-codes'],
    'cli-errors': () => errorsOf(props.command, props.errors?.split(',')).map((error) => `error.${error.id}`),
    'output-columns': () => (output ? [outputFactId(output)] : []),
  };
  return ids[props.table]?.() ?? [];
}

/** A `skyloom` command found in a shell block: its words and flags. */
interface ShellCommand {
  path: string;
  flags: Map<string, string>;
}

/** The `skyloom` commands of a shell block, continuation lines joined, prompts and env prefixes dropped. */
function shellCommands(code: string): ShellCommand[] {
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

/** The command output definition that a command prints as a table, if any. */
function tableOutput(command: ShellCommand): CommandOutput | undefined {
  const format = command.flags.get('output');
  if (format && format !== 'table') return undefined;
  // An output keyed by a flag (`version --check`) applies when the command has that flag.
  const matches = (output: CommandOutput) => {
    const [path, flag] = output.command.split(' --');
    const pathMatches = command.path === path || command.path.startsWith(`${path} `);
    return pathMatches && (flag === undefined || command.flags.has(flag));
  };
  return [...commandOutputs].sort((a, b) => b.command.length - a.command.length).find(matches);
}

interface Line {
  text: string;
  /** 1-based line number in the file. */
  number: number;
  kind: 'prose' | 'code' | 'frontmatter';
  lang?: string;
  /** The `skyloom` commands of the shell block before this output block (code lines only). */
  commands: ShellCommand[];
}

/** Splits a doc into lines, each marked prose, code (with the commands that printed it) or frontmatter. */
function classifyLines(source: string, tree: Root): Line[] {
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

function lastOf<T>(items: readonly T[], test: (item: T) => boolean): T | undefined {
  return [...items].reverse().find(test);
}

/** Inline code spans of a prose line, with their column. */
function inlineCode(text: string): {value: string; column: number}[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => ({value: match[1], column: match.index + 2}));
}

/** The sample rows a listing may print, keyed by its first column; `complete` when it must print all of them, in order. */
function sampleRows(
  output: CommandOutput,
  command: ShellCommand,
): {entities: {key: string; cells: string[]}[]; factId: string; complete: boolean} {
  const project = command.flags.get('project');
  if (output.rows === 'projects')
    return {
      factId: 'sample.projects',
      complete: true,
      entities: sampleProjects.map((sample) => ({
        key: sample.name,
        cells: [sample.name, String(sample.appstacks), sample.role, sample.updated],
      })),
    };
  if (output.rows === 'runs')
    return {
      // Runs are filtered and limited in many ways; each row printed must still be a sample run.
      factId: 'sample.runs',
      complete: false,
      entities: LISTED_RUNS.map((run) => ({
        key: run.id,
        cells: [run.id, run.appstack, run.env, run.version, run.action, run.status, run.started, run.user].map(String),
      })),
    };
  return {
    factId: 'sample.appstacks',
    complete: project !== undefined,
    entities: sampleAppStacks
      .filter((appStack) => project === undefined || appStack.project === project)
      .map((appStack) => ({
        key: appStack.name,
        cells: [
          appStack.name,
          appStack.project,
          appStack.cloud,
          appStack.latest,
          appStack.environments.join(', '),
          appStack.status,
        ],
      })),
  };
}

/** Checks the facts a doc states; returns one problem per wrong value and counts each statement in `tally`. */
export function checkFacts(source: string, tree: Root, tally: FactTally = new Map()): FactProblem[] {
  const problems: FactProblem[] = [];
  const lines = classifyLines(source, tree);
  const blocks = outputBlocks();
  const count = (id: string) => tally.set(id, (tally.get(id) ?? 0) + 1);
  const report = (line: Line, column: number, message: string) => problems.push({line: line.number, column, message});

  for (const line of lines) {
    if (line.kind === 'frontmatter') continue;
    checkMentions(line);
    checkProviderPins(line);
    checkPolicySummaries(line);
    checkErrors(line);
    checkExitCodeNames(line);
    checkSampleAccounts(line);
    checkSampleCloudTargets(line);
    checkOutputLines(line);
    checkReleaseDates(line);
    checkRunIds(line);
    checkRunLines(line);
    checkVersionDates(line);
  }
  checkOutputTables();
  checkRunsShow();
  checkRecordedRuns();
  checkApprovalTimes();
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'FactTable') return;
    const props = Object.fromEntries(
      node.attributes.flatMap((attribute) =>
        attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string'
          ? [[attribute.name, attribute.value]]
          : [],
      ),
    );
    for (const id of renderedFacts(props)) count(renderedKey(id));
  });
  return problems;

  function checkMentions(line: Line) {
    for (const fact of statedFacts) {
      for (const mention of fact.mentions as readonly FactMention[]) {
        for (const match of line.text.matchAll(new RegExp(mention.pattern, 'g' + mention.pattern.flags))) {
          const stated = match.groups?.value;
          if (stated === undefined) continue;
          count(fact.id);
          const override = mention.overriddenBy
            ? lastOf(line.commands, (command) => command.flags.has(mention.overriddenBy!))
            : undefined;
          const expected = override?.flags.get(mention.overriddenBy!) ?? mention.expect ?? fact.value;
          if (stated !== expected)
            report(line, match.index + 1, `${fact.label} is ${expected} (${fact.id}), not "${stated}"`);
        }
      }
    }
  }

  function checkProviderPins(line: Line) {
    if (line.kind === 'prose' && !line.text.includes('--provider-version')) {
      for (const match of line.text.matchAll(/hashicorp\/([\w-]+)`?[^~\n]*?`?(~> ?[\d.]+)/g)) {
        const provider = findProvider(match[1]);
        if (!provider) continue;
        count(`provider.${provider.name}`);
        if (match[2].replace(/~>\s*/, '~> ') !== provider.defaultPin)
          report(
            line,
            match.index + 1,
            `the default pin of ${provider.source} is ${provider.defaultPin}, not ${match[2]}`,
          );
      }
    }
    if (line.kind !== 'code') return;
    // A `source = "hashicorp/x"` line in required_providers: its `version` follows within two lines.
    const source = line.text.match(/source\s*=\s*"hashicorp\/([\w-]+)"/);
    if (source) {
      const provider = findProvider(source[1]);
      const versionLine = lines.slice(line.number, line.number + 2).find((next) => /version\s*=/.test(next.text));
      const version = versionLine?.text.match(/version\s*=\s*"([^"]+)"/);
      if (provider && versionLine && version) {
        count(`provider.${provider.name}`);
        if (version[1] !== provider.defaultPin)
          report(
            versionLine,
            versionLine.text.indexOf(version[1]) + 1,
            `the default pin of ${provider.source} is ${provider.defaultPin}, not ${version[1]}`,
          );
      }
    }
    // `Provider versions (project pins): aws ~> 5.90, random ~> 3.6`, where an override names the project pin.
    const listed = line.text.match(/Provider versions[^:]*: (.*)$/);
    if (listed) {
      for (const item of listed[1].split(', ')) {
        const pin = item.match(/^([\w-]+) (~> [\d.]+)(?: \(overrides project pin (~> [\d.]+)\))?$/);
        const provider = pin && findProvider(pin[1]);
        if (!pin || !provider) continue;
        count(`provider.${provider.name}`);
        const projectPin = pin[3] ?? pin[2];
        if (projectPin !== provider.defaultPin)
          report(
            line,
            line.text.indexOf(item) + 1,
            `the project pin of ${provider.source} is ${provider.defaultPin}, not ${projectPin}`,
          );
      }
    }
    // `Installing hashicorp/aws v5.94.0...` in terraform init output: a version the default pin allows.
    for (const match of line.text.matchAll(/hashicorp\/([\w-]+) v(\d+\.\d+\.\d+)/g)) {
      const provider = findProvider(match[1]);
      if (!provider) continue;
      count(`provider.${provider.name}`);
      if (!satisfiesPin(match[2], provider.defaultPin) || !isTestedVersion(provider, match[2]))
        report(
          line,
          match.index + 1,
          `${provider.source} ${match[2]} is outside the default pin ${provider.defaultPin} or the tested versions (${formatTestedRange(provider)})`,
        );
    }
    // `provider hashicorp/aws 5.70.0 is below the project's minimum 5.90.0`
    const minimum = line.text.match(/provider hashicorp\/([\w-]+) [\d.]+ is below the project's minimum ([\d.]+)/);
    if (minimum) {
      const provider = findProvider(minimum[1]);
      if (provider) {
        count(`provider.${provider.name}`);
        if (minimum[2] !== pinLowerBound(provider.defaultPin))
          report(
            line,
            line.text.indexOf(minimum[2]) + 1,
            `the project's minimum of ${provider.source} is ${pinLowerBound(provider.defaultPin)} (pin ${provider.defaultPin}), not ${minimum[2]}`,
          );
      }
    }
  }

  function checkPolicySummaries(line: Line) {
    const spans =
      line.kind === 'code'
        ? [{value: line.text.replace(/^\s*(?:Skyloom )?/, ''), column: line.text.search(/\S/) + 1}]
        : inlineCode(line.text);
    for (const {value, column} of spans) {
      if (!/^Policy check\b/.test(value)) continue;
      count('policy.summary');
      if (!SUMMARY.test(value.trim()))
        report(
          line,
          column,
          `a policy summary prints "${SUMMARY_FORMAT}" (all four severities, in this order), not "${value.trim()}"`,
        );
    }
    for (const match of line.text.matchAll(COUNT_LIST)) {
      // The summary line is checked above; the policy-violation error lists only the blocking severities.
      if (line.text.slice(0, match.index).endsWith('Policy check: ')) continue;
      if (line.text.slice(match.index + match[0].length).startsWith(' findings block provisioning')) continue;
      count('policy.summary');
      const order = match[0].split(', ').map((part) => part.split(' ')[1]);
      if (order.join(', ') !== SEVERITY_LIST)
        report(
          line,
          match.index + 1,
          `severity counts list all four severities in the order ${SEVERITY_LIST}, not "${match[0]}"`,
        );
    }
    for (const match of line.text.matchAll(SEVERITY_OBJECT)) {
      count('policy.summary');
      const keys = [...match[0].matchAll(/"?(\w+)"?\s*:/g)].map((key) => key[1]);
      if (keys.join(', ') !== SEVERITY_LIST)
        report(
          line,
          match.index + 1,
          `a severity object has the keys ${SEVERITY_LIST}, in this order, not ${keys.join(', ')}`,
        );
    }
    // A finding line, `  high  SLM-AWS-SG-001  web-api  …`: a rule of the library or of the sample organization.
    const finding =
      line.kind === 'code' && line.text.match(new RegExp(`^\\s+(${SEVERITY_WORD})\\s{2,}([A-Z][A-Z0-9]*-[\\w-]+)`));
    if (finding) {
      count('policy.rules');
      const rule = findBuiltInRule(finding[2]) ?? sampleCustomRules.find((custom) => custom.id === finding[2]);
      if (!rule)
        report(
          line,
          line.text.indexOf(finding[2]) + 1,
          `${finding[2]} is neither a built-in rule (src/data/platform/policies.ts) nor a custom rule of the sample data`,
        );
      else if (rule.severity !== finding[1])
        report(line, line.text.indexOf(finding[1]) + 1, `${rule.id} has severity ${rule.severity}, not ${finding[1]}`);
    }
  }

  function checkErrors(line: Line) {
    const spans =
      line.kind === 'code' ? [{value: line.text.trim(), column: line.text.search(/\S/) + 1}] : inlineCode(line.text);
    const printed: {value: string; column: number}[] = [];
    for (const {value, column} of spans) {
      const runner = runnerMessages.find((candidate) => messagePattern(candidate.line).test(value));
      if (runner) {
        const code = Number(value.match(messagePattern(runner.line))![1]);
        count('exit-codes');
        if (!exitCodes.some((entry) => entry.code === code))
          report(line, column, `${code} is not a skyloom exit code (0 to ${exitCodes.length - 1})`);
      } else if (value.startsWith('Error: ')) {
        printed.push({value: value.slice('Error: '.length), column});
      }
    }
    const exitCodesStated = line.kind === 'prose' ? [...line.text.matchAll(EXIT_CODE_PHRASE)] : [];
    for (const {value, column} of printed) {
      const error = findError(value);
      if (!error) {
        report(
          line,
          column,
          `"Error: ${value.trim()}" is not a message of the CLI error catalogue (src/data/cli/errors.ts); print a message as its template has it, or add the message there`,
        );
        continue;
      }
      count(`error.${error.id}`);
      if (printed.length === 1 && exitCodesStated.length === 1) {
        const stated = Number(exitCodesStated[0][1]);
        if (stated !== error.exitCode)
          report(
            line,
            exitCodesStated[0].index + 1,
            `"Error: ${error.message}" exits with code ${error.exitCode} (${error.exitCode === null ? 'web app' : exitCodeName(error.exitCode)}), not ${stated}`,
          );
      }
    }
  }

  function checkExitCodeNames(line: Line) {
    if (line.kind !== 'prose') return;
    for (const match of line.text.matchAll(/\bexit(?:s with)? code (\d) \(([a-z ]+)\)/g)) {
      const code = Number(match[1]) as ExitCode;
      if (!exitCodes.some((entry) => entry.code === code)) continue;
      count('exit-codes');
      if (exitCodeName(code) !== match[2])
        report(line, match.index + 1, `exit code ${code} is "${exitCodeName(code)}", not "${match[2]}"`);
    }
  }

  function checkSampleAccounts(line: Line) {
    for (const match of line.text.matchAll(AWS_ACCOUNT)) {
      const account = findAwsAccount(match[0]);
      if (!account) {
        report(
          line,
          match.index + 1,
          `AWS account ${match[0]} is not an account of the sample data (${sampleAwsAccounts.map((a) => a.id).join(', ')})`,
        );
        continue;
      }
      count(`sample.aws.${account.id}`);
    }
    for (const match of line.text.matchAll(
      /profile "?([\w-]+)"?,? (?:\([^)]*\), )?(?:caller arn:aws:sts::|account )(\d{12})/g,
    )) {
      const owner = sampleAwsAccounts.find((account) => account.awsProfiles.includes(match[1]));
      if (owner && owner.id !== match[2])
        report(
          line,
          match.index + 1,
          `AWS profile ${match[1]} signs in to account ${owner.id} (${owner.name}), not ${match[2]}`,
        );
    }
    const environmentAccount = [
      ...line.text.matchAll(/\b(?:env|environment|Lookup in) (dev|staging|prod)\b[^\n]{0,20}?\baccount (\d{12})/gi),
      ...line.text.matchAll(/"name": "(dev|staging|prod)"[^{}]*?"account": "(\d{12})"/g),
    ];
    for (const match of environmentAccount) {
      const environment = sampleEnvironments.find((candidate) => candidate.name === match[1])!;
      if (environment.account !== match[2])
        report(
          line,
          match.index + 1,
          `the ${environment.name} environments of the sample appStacks deploy to account ${environment.account} (${findAwsAccount(environment.account)!.name}), not ${match[2]}`,
        );
    }
    for (const match of line.text.matchAll(/\baccount (\d{12}) \(([\w-]+)\)/g)) {
      const account = findAwsAccount(match[1]);
      if (account && account.name !== match[2])
        report(line, match.index + 1, `AWS account ${account.id} is named ${account.name}, not ${match[2]}`);
    }
    for (const match of line.text.matchAll(new RegExp(`(${GUID}) \\(([A-Za-z][\\w-]*)\\)`, 'g'))) {
      const subscription = sampleAzureSubscriptions.find((candidate) => candidate.id === match[1]);
      if (!subscription) continue;
      count(`sample.azure.${subscription.id}`);
      if (subscription.name !== match[2])
        report(
          line,
          match.index + 1,
          `Azure subscription ${subscription.id} is named ${subscription.name}, not ${match[2]}`,
        );
    }
    for (const match of line.text.matchAll(new RegExp(`\\btenant(?:_id|-id|")?[:=\\s"]+(${GUID})`, 'g'))) {
      count('sample.azure-tenant');
      if (match[1] !== sampleAzureTenant)
        report(line, match.index + 1, `the sample Azure tenant is ${sampleAzureTenant}, not ${match[1]}`);
    }
  }

  /**
   * Service account emails name a sample GCP project (or Skyloom's own identity), Skyloom's Azure token issuer and
   * subject are the data's, and `for <appstack> <version> (env <env>, …, <region>)` run lines name the region the
   * sample environment deploys to.
   */
  function checkSampleCloudTargets(line: Line) {
    const skyloomServiceAccount = sampleSkyloomIdentities.gcpServiceAccount;
    const skyloomGcpProject = skyloomServiceAccount.split('@')[1].split('.')[0];
    for (const match of line.text.matchAll(/\b[a-z][a-z0-9-]*@([a-z][a-z0-9-]*)\.iam\.gserviceaccount\.com\b/g)) {
      if (match[1] === skyloomGcpProject) {
        count('sample.skyloom-identities');
        if (match[0] !== skyloomServiceAccount)
          report(line, match.index + 1, `Skyloom impersonates as ${skyloomServiceAccount}, not ${match[0]}`);
        continue;
      }
      count('sample.gcp-projects');
      if (!sampleGcpProjects.includes(match[1]))
        report(
          line,
          match.index + 1,
          `GCP project ${match[1]} is not a project of the sample data (${sampleGcpProjects.join(', ')})`,
        );
    }
    const identities: [RegExp, string][] = [
      [/https:\/\/oidc\.skyloom\.[\w./-]*/g, sampleSkyloomIdentities.azureIssuer],
      [/\borg:[\w-]+:cloud-account:\w+/g, sampleSkyloomIdentities.azureSubject],
    ];
    for (const [pattern, expected] of identities) {
      for (const match of line.text.matchAll(pattern)) {
        count('sample.skyloom-identities');
        if (match[0] !== expected)
          report(line, match.index + 1, `Skyloom's Azure tokens carry ${expected}, not ${match[0]}`);
      }
    }
    for (const match of line.text.matchAll(
      /\bfor ([\w-]+) (?:v\d+|draft) \(env ([\w-]+), (?:(?:account|subscription|project) [\w-]+, )?([a-z]+(?:-[a-z]+)*\d*(?:-\d+)?)\)/g,
    )) {
      const [, appstack, environment, region] = match;
      const deployment = sampleCloudDeployments.find(
        (candidate) => candidate.appstack === appstack && candidate.environment === environment,
      );
      const expected = deployment
        ? deployment.region
        : sampleAppStacks.some((candidate) => candidate.name === appstack)
          ? sampleEnvironments.find((candidate) => candidate.name === environment)?.region
          : undefined;
      if (!expected) continue;
      count('sample.deployment-regions');
      if (region !== expected)
        report(line, match.index + 1, `${environment} of ${appstack} deploys to ${expected}, not ${region}`);
    }
  }

  /** `2.8.0 (April 2025)`: the month a release shipped, from src/data/releases.ts. */
  function checkReleaseDates(line: Line) {
    for (const match of line.text.matchAll(
      new RegExp(`\\b(\\d+\\.\\d+\\.\\d+),? \\(?(${MONTH_NAMES.join('|')}) (\\d{4})\\b`, 'g'),
    )) {
      count('releases.dates');
      const release = findRelease(match[1]);
      const shipped = release && formatMonth(release.date);
      if (!shipped) report(line, match.index + 1, `${match[1]} is not a Skyloom release of src/data/releases.ts`);
      else if (shipped !== `${match[2]} ${match[3]}`)
        report(line, match.index + 1, `Skyloom ${match[1]} shipped in ${shipped}, not ${match[2]} ${match[3]}`);
    }
  }

  /**
   * Every run ID a page shows has the form the CLI prints (`run_` and eight hexadecimal characters) and is a
   * sample run.
   */
  function checkRunIds(line: Line) {
    for (const match of line.text.matchAll(RUN_ID_MENTION)) {
      count(limits.runIdFormat.id);
      if (!RUN_ID.pattern.test(match[0])) {
        report(
          line,
          match.index + 1,
          `${match[0]} is not a run ID: ${limits.runIdFormat.value}, in lower-case hexadecimal`,
        );
        continue;
      }
      count('sample.run-ids');
      if (!findRun(match[0]))
        report(
          line,
          match.index + 1,
          `${match[0]} is not a run of the sample data: add it to sampleRuns in src/data/platform/sampleData.ts with its appStack, environment, version, action, status and start, or show a run that is there`,
        );
    }
  }

  /**
   * Reports what a page states about a run that the sample data says otherwise. A page may show any run as
   * `running`: the moment before it ended.
   */
  function checkRun(line: Line, column: number, run: SampleRun, stated: RunFacts) {
    const differences = Object.entries(stated).flatMap(([key, value]) => {
      const expected = run[key as keyof RunFacts];
      if (value === undefined || value === expected || (key === 'status' && value === 'running')) return [];
      return [`${key} ${expected ?? '(none)'}, not ${value}`];
    });
    if (differences.length)
      report(line, column, `${run.id} is ${describeRun(run)} in the sample data: ${differences.join('; ')}`);
  }

  /** `Provisioned web-shop v5 to staging. CLI run run_x recorded.`, `Run run_x (provision v4) failed …` and the like. */
  function checkRunLines(line: Line) {
    for (const {pattern, names, action, status} of RUN_LINES) {
      for (const match of line.text.matchAll(pattern)) {
        const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
        const run = findRun(values.run);
        if (!run) continue;
        count('sample.run-lines');
        checkRun(line, match.index + 1, run, {
          appstack: values.appstack,
          env: values.env,
          version: values.version,
          action: values.action ?? action,
          status: values.status ?? status,
        });
      }
    }
  }

  /** The fields `skyloom runs show` prints for a sample run. */
  function checkRunsShow() {
    lines.forEach((line, index) => {
      const shown = line.kind === 'code' && line.text.match(/^\s*Run:\s{2,}(\S+)/);
      const isRunsShow = line.commands.some((command) => commandPath(command) === 'runs show');
      const run = shown && isRunsShow ? findRun(shown[1]) : undefined;
      if (!run) return;
      count('sample.runs-show');
      for (const field of outputLinesAfter(index)) {
        for (const [pattern, read] of RUNS_SHOW_FIELDS) {
          const match = field.text.match(pattern);
          if (match) checkRun(field, match[1].length + 1, run, read(match));
        }
      }
    });
  }

  /**
   * `CLI run run_x recorded.` (or the bare ID of `--quiet`) in the output of the commands before it: the run is
   * one of that command, on the appStack, environment and version its flags name. Checked where the output
   * names as many runs as the commands before it record, paired in order.
   */
  function checkRecordedRuns() {
    for (const block of blocks) {
      const printed = printedRunIds(block);
      const recorded = block[0].commands.filter(isRecorded);
      if (!printed.length || printed.length !== recorded.length) continue;
      printed.forEach(({line, id, column}, index) => {
        const run = findRun(id);
        if (!run) return;
        count('sample.runs-recorded');
        const command = recorded[index];
        const path = commandPath(command);
        if (run.command !== path) {
          report(
            line,
            column,
            `${run.id} is a run of skyloom ${run.command} in the sample data, not of skyloom ${path}`,
          );
          return;
        }
        checkRun(line, column, run, {
          appstack: literalFlag(command, 'appstack'),
          env: literalFlag(command, 'env'),
          version: literalFlag(command, 'version', /^v\d+$/),
          action: commandAction(command),
        });
      });
    }
  }

  /** `Approved by … at <time>` after `Plan for web-shop v5 …` in one output: the version existed by then. */
  function checkApprovalTimes() {
    for (const block of blocks) {
      let planned: SampleVersion | undefined;
      for (const line of block) {
        const plan = line.text.match(/\bPlan for web-shop (v\d+) \(/);
        if (plan) planned = sampleWebShopVersions.find((candidate) => candidate.version === plan[1]);
        const approved = line.text.match(new RegExp(`\\bApproved by \\S+ at ${ISO_TIME}`));
        if (!approved || !planned) continue;
        count('sample.web-shop-version-dates');
        if (approved[1] < planned.created)
          report(
            line,
            line.text.indexOf(approved[1]) + 1,
            `web-shop ${planned.version} was created at ${planned.created}: its plan is approved after that, not at ${approved[1]}`,
          );
      }
    }
  }

  /** When a version of web-shop was created, wherever a page states it. */
  function checkVersionDates(line: Line) {
    for (const {version, time, column} of statedVersionDates(line)) {
      const known = sampleWebShopVersions.find((candidate) => candidate.version === version);
      if (!known) continue;
      count('sample.web-shop-version-dates');
      // Prose gives a date, or a date and minute: compare it with as much of the creation time.
      const created = time.includes('T') ? known.created : versionCreatedMinute(known).slice(0, time.length);
      if (time !== created) report(line, column, `web-shop ${version} was created at ${known.created}, not ${time}`);
    }
  }

  /** The code lines of each output block (not a shell block), in order. */
  function outputBlocks(): Line[][] {
    // classifyLines gives all lines of one code block the same commands array, so it identifies the block.
    const blocks = new Map<ShellCommand[], Line[]>();
    for (const line of lines) {
      if (line.kind !== 'code' || SHELL_LANGUAGES.has(line.lang ?? '')) continue;
      blocks.set(line.commands, [...(blocks.get(line.commands) ?? []), line]);
    }
    return [...blocks.values()];
  }

  /** The output lines after the one at `index`, up to the first blank line or the end of the block. */
  function outputLinesAfter(index: number): Line[] {
    const following: Line[] = [];
    for (let next = index + 1; next < lines.length && lines[next].kind === 'code' && lines[next].text.trim(); next++)
      following.push(lines[next]);
    return following;
  }

  /** Lines several commands print for the same event, and the web-shop versions they name. */
  function checkOutputLines(line: Line) {
    if (line.kind !== 'code') return;
    const text = line.text.trim();
    for (const {prefix, templates} of outputLines) {
      if (!text.startsWith(prefix)) continue;
      const id = `output-line.${prefix.trim().toLowerCase().replace(/\W+/g, '-')}`;
      count(id);
      const template = templates.find((candidate) => messagePattern(candidate).test(text));
      if (!template) {
        report(
          line,
          line.text.search(/\S/) + 1,
          `"${text}" is not worded as ${templates.map((t) => `"${t}"`).join(' or ')}`,
        );
        continue;
      }
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const values = Object.fromEntries(
        names.map((name, index) => [name, text.match(messagePattern(template))![index + 1]]),
      );
      const known = values.appstack === 'web-shop' && sampleWebShopVersions.find((v) => v.version === values.version);
      if (!known) continue;
      count('sample.web-shop-versions');
      if (known.message !== values.message || known.from !== values.from)
        report(
          line,
          line.text.search(/\S/) + 1,
          `web-shop ${known.version} is "${known.message}"${known.from ? ` from ${known.from}` : ''} in the sample data`,
        );
    }
  }

  /** Header lines of a command's table output, and the rows that show sample projects or appStacks. */
  function checkOutputTables() {
    checkOutputFields();
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index];
      if (line.kind !== 'code' || SHELL_LANGUAGES.has(line.lang ?? '') || !HEADER.test(line.text)) continue;
      const command = lastOf(line.commands, (candidate) => Boolean(tableOutput(candidate)));
      const output = command && tableOutput(command);
      if (!command || !output) continue;
      const id = outputFactId(output);
      count(id);
      const stated = line.text.trim().split(/\s{2,}/);
      if (stated.join('  ') !== formatHeader(output)) {
        report(
          line,
          line.text.search(/\S/) + 1,
          `skyloom ${output.command} prints the columns "${formatHeader(output)}", not "${stated.join('  ')}"`,
        );
        continue;
      }
      const rows = outputLinesAfter(index);
      if (output.command === 'appstack status') checkStatusRows(command, rows);
      if (output.rows) checkRows(output, command, rows);
    }
  }

  /** The `Label:  value` lines of outputs that have them (`appstack show`, `version --check`), in order. */
  function checkOutputFields() {
    let index = 0;
    while (index < lines.length) {
      const first = lines[index];
      const command = lastOf(first.commands, (candidate) => Boolean(tableOutput(candidate)?.fields));
      const output = command && tableOutput(command);
      const label = (text: string) => text.match(/^\s*([A-Za-z][\w ]*?):\s{2,}\S/)?.[1];
      if (first.kind !== 'code' || SHELL_LANGUAGES.has(first.lang ?? '') || !output?.fields || !label(first.text)) {
        index++;
        continue;
      }
      const labels: string[] = [];
      let next = index;
      for (; next < lines.length && lines[next].kind === 'code' && lines[next].text.trim(); next++) {
        const found = label(lines[next].text);
        if (found) labels.push(found);
      }
      const id = outputFactId(output);
      count(id);
      if (labels.join(', ') !== output.fields.join(', '))
        report(
          first,
          first.text.search(/\S/) + 1,
          `skyloom ${output.command} prints the fields ${output.fields.join(', ')}, not ${labels.join(', ')}`,
        );
      index = next;
    }
  }

  function checkRows(output: CommandOutput, command: ShellCommand, rows: Line[]) {
    const project = command.flags.get('project');
    const {entities, factId, complete} = sampleRows(output, command);
    const otherScope = ['profile', 'org', 'filter', 'endpoint'].some((flag) => command.flags.has(flag));
    const knownProject = project === undefined || sampleProjects.some((sample) => sample.name === project);
    if (otherScope || !knownProject) return;
    for (const row of rows) {
      const cells = row.text.trim().split(/\s{2,}/);
      const entity = entities.find((candidate) => candidate.key === cells[0]);
      count(factId);
      if (!entity) {
        report(
          row,
          row.text.search(/\S/) + 1,
          `${cells[0]} is not in the sample data of src/data/platform/sampleData.ts`,
        );
      } else if (cells.join('  ') !== snapshot(output, entity.cells, cells).join('  ')) {
        report(
          row,
          row.text.search(/\S/) + 1,
          `the sample row of ${entity.key} is "${entity.cells.join('  ')}", not "${cells.join('  ')}"`,
        );
      }
    }
    if (output.rows === 'runs') checkRunsWindow(command, rows);
    // The full listing (no filter, no other scope) shows every sample entry, in order.
    const listed = rows.map((row) => row.text.trim().split(/\s{2,}/)[0]);
    if (complete && rows.length && listed.join(',') !== entities.map((entity) => entity.key).join(',')) {
      report(
        rows[0],
        1,
        `skyloom ${output.command} lists ${entities.map((entity) => entity.key).join(', ')}, in this order, not ${listed.join(', ')}`,
      );
    }
  }

  /**
   * Rows of `skyloom appstack status`: the LAST RUN is a sample run of that appStack and environment, started at
   * the time shown, and the row shows the version and status it left: its own version once it succeeded, the
   * version the environment ran before while it runs or after it failed.
   */
  function checkStatusRows(command: ShellCommand, rows: Line[]) {
    const appstack = command.flags.get('appstack');
    for (const row of rows) {
      const cells = row.text.trim().split(/\s{2,}/);
      const at = cells.findIndex((cell) => RUN_ID.pattern.test(cell));
      const run = at > 0 ? findRun(cells[at]) : undefined;
      if (!run) continue;
      count('sample.runs-status');
      const [env, version, badge] = cells;
      const column = row.text.indexOf(run.id) + 1;
      checkRun(row, column, run, {appstack, env, started: cells[at + 1], status: LAST_RUN_STATUS[badge]});
      const left = run.status === 'succeeded' && badge !== 'Provisioning' ? run.version : versionBefore(run);
      if (left && version !== left)
        report(
          row,
          row.text.indexOf(version) + 1,
          `with ${run.id} (${describeRun(run)}) as its last run, ${env} of ${run.appstack} runs ${left}, not ${version}`,
        );
    }
  }

  /** A runs listing shows the sample runs its filters select, newest first and without gaps. */
  function checkRunsWindow(command: ShellCommand, rows: Line[]) {
    const selected = LISTED_RUNS.filter((run) => isSelected(run, command.flags));
    const limit = Number(command.flags.get('limit') ?? RUNS_LIST_LIMIT);
    const shown = rows.map((row) => row.text.trim().split(/\s{2,}/)[0]);
    // A page may show the listing at any moment of the past: it starts at its first run, or the newest one.
    const start = Math.max(
      0,
      selected.findIndex((run) => run.id === shown[0]),
    );
    const expected = selected.slice(start, start + Math.min(shown.length, limit)).map((run) => run.id);
    if (shown.join(',') !== expected.join(','))
      report(
        rows[0],
        1,
        `skyloom runs list ${formatFlags(command)} lists the sample runs ${expected.join(', ')} from ${shown[0]} on (newest first, at most ${limit}), not ${shown.join(', ')}`,
      );
  }
}

/** The words of a command as src/data/cli names it: `runs unlock run_x` is `runs unlock`. */
function commandPath(command: ShellCommand): string {
  const words = command.path.split(' ');
  for (let length = words.length; length > 0; length--) {
    const path = words.slice(0, length).join(' ');
    if (findCommand(path)) return path;
  }
  return command.path;
}

/** What a command does to its environment, as `skyloom runs list` prints it. */
function commandAction(command: ShellCommand): RunAction | undefined {
  const path = commandPath(command);
  if (path === 'provision') return command.flags.has('plan-only') ? 'plan' : 'provision';
  if (path === 'destroy') return 'destroy';
  if (path === 'drifts' && command.flags.get('reconcile') === 'cloud') return 'reconcile';
  return undefined;
}

/** Whether a command records a CLI run, and so prints its ID. */
function isRecorded(command: ShellCommand): boolean {
  return !UNRECORDED_COMMANDS.has(commandPath(command)) && !UNRECORDED_FLAGS.some((flag) => command.flags.has(flag));
}

/** A flag's value when it names one appStack, environment or version (`v5`) literally, not a list or a variable. */
function literalFlag(command: ShellCommand, name: string, form = /^[a-z][\w-]*$/): string | undefined {
  const value = command.flags.get(name);
  return value && form.test(value) ? value : undefined;
}

/** The flags of a command as a page writes them: `--appstack web-shop --locked`. */
function formatFlags(command: ShellCommand): string {
  return [...command.flags].map(([flag, value]) => (value === 'true' ? `--${flag}` : `--${flag} ${value}`)).join(' ');
}

/** Whether `skyloom runs list` with these flags lists the run. */
function isSelected(run: SampleRun, flags: Map<string, string>): boolean {
  const matches = (flag: string, value: string | undefined) => !flags.has(flag) || flags.get(flag) === value;
  return (
    matches('appstack', run.appstack) &&
    matches('env', run.env) &&
    matches('status', run.status) &&
    (!flags.has('locked') || Boolean(run.holdsLock))
  );
}

/** The run IDs an output block prints for the commands before it, with where each stands. */
function printedRunIds(block: Line[]): {line: Line; id: string; column: number}[] {
  return block.flatMap((line) => {
    const match = PRINTED_RUN_ID.map((pattern) => line.text.match(pattern)).find(Boolean);
    return match ? [{line, id: match[1], column: line.text.indexOf(match[1]) + 1}] : [];
  });
}

/**
 * Where a line states when a version of web-shop was created: `v4  2025-09-24T13:20:05Z  Add Redis cache` (with
 * its message), `…,appstack.version.created,payments/web-shop/v4` in an activity export, or
 * `web-shop … v4 … created on …` in prose.
 */
function statedVersionDates(line: Line): {version: string; time: string; column: number}[] {
  const stated: {version: string; time: string; column: number}[] = [];
  for (const match of line.text.matchAll(new RegExp(`(?<![\\w-])(v\\d+)\\s+${ISO_TIME}\\s+(\\S.*)$`, 'g'))) {
    const known = sampleWebShopVersions.find((candidate) => candidate.version === match[1]);
    if (known && match[3].startsWith(known.message))
      stated.push({version: match[1], time: match[2], column: match.index + 1});
  }
  for (const match of line.text.matchAll(
    new RegExp(`${ISO_TIME},[^,\\n]*,[^,\\n]*,appstack\\.version\\.created,[\\w-]+/web-shop/(v\\d+)\\b`, 'g'),
  ))
    stated.push({version: match[2], time: match[1], column: match.index + 1});
  if (line.kind !== 'prose' || !/\bweb-shop\b/.test(line.text)) return stated;
  for (const match of line.text.matchAll(
    /`?\b(v\d+)\b`?(?: of `?web-shop`?)?,? (?:was )?created (?:on |at )?(\d{4}-\d\d-\d\d)(?:[ T](\d\d:\d\d))?/g,
  ))
    stated.push({version: match[1], time: match[3] ? `${match[2]} ${match[3]}` : match[2], column: match.index + 1});
  return stated;
}

/** A run in words: `provision web-shop v5 in staging failed started 2025-09-30 08:12 UTC`. */
function describeRun(run: SampleRun): string {
  return [
    run.action ?? run.command,
    run.appstack,
    run.version,
    run.env && `in ${run.env}`,
    run.status,
    `started ${run.started}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A runs row as the data has it, except a `running` status: the page shows the run before it ended. */
function snapshot(output: CommandOutput, expected: string[], stated: string[]): string[] {
  const status = output.columns.findIndex((column) => column.name === 'STATUS');
  return output.rows === 'runs' && stated[status] === 'running'
    ? expected.map((cell, index) => (index === status ? 'running' : cell))
    : expected;
}
