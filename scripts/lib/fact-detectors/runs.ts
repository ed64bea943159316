// Detectors for the sample runs: every run ID, run line, `runs show`, `runs list` and `appstack status` row a page
// shows is one run of src/data/platform/sampleData.ts, on one timeline.
import {findCommand, flagSet, flagsOf} from '../../../src/data/cli';
import {PLAN_LINE, runLines} from '../../../src/data/cli/outputs';
import {RUN_ACTIONS, RUN_ID, RUN_STATUSES, type RunAction, type RunStatus} from '../../../src/data/cli/runs';
import {
  findRun,
  limits,
  sampleRuns,
  sampleWebShopVersions,
  versionBefore,
  versionCreatedMinute,
  type SampleRun,
  type SampleVersion,
} from '../../../src/data/platform';
import {type DocFacts, type Line, type ShellCommand, commandPath, outputLinesAfter} from './document';
import {placeholderNames, templateReader, templateSource} from '../../../src/lib/templates';
import {SAMPLE_DATA, dataRecord} from './records';

// A run ID on its own, not part of a longer name such as google_cloud_run_v2_service or a role session name.
const RUN_ID_MENTION = new RegExp(`(?<![\\w-])${RUN_ID.prefix}[A-Za-z0-9]+(?![\\w-])`, 'g');

const ISO_TIME = '(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ)';

// A run ID exactly as the CLI prints it, to match inside a longer line.
const RUN_ID_WORD = `${RUN_ID.prefix}[0-9a-f]{${RUN_ID.length}}`;

// `CLI run run_x recorded.` after a command, or the bare ID that `--quiet` prints.
const PRINTED_RUN_ID = [
  new RegExp(`\\bCLI run (${RUN_ID_WORD}) recorded\\b`),
  new RegExp(`^\\s*(${RUN_ID_WORD})\\s*$`),
];

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
  names: placeholderNames(runLine.template),
  pattern: new RegExp(
    templateSource(runLine.template, (name) => RUN_PLACEHOLDERS[name]),
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

type RunFacts = Partial<
  Record<'appstack' | 'env' | 'version' | 'action' | 'status' | 'started' | 'user' | 'project', string>
>;

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

const RUNS_RECORD = dataRecord(SAMPLE_DATA, 'export const sampleRuns');
/** Where the sample data holds a run, or a version of web-shop. */
const runRecord = (run: SampleRun) => dataRecord(SAMPLE_DATA, 'export const sampleRuns', `id: '${run.id}'`);
const versionRecord = (version: string) =>
  dataRecord(SAMPLE_DATA, 'export const sampleWebShopVersions', `version: '${version}'`);

// `skyloom runs list` lists the runs that act on an environment; other CLI runs have no action.
export const LISTED_RUNS = sampleRuns.filter((run) => run.action);

const RUNS_LIST_LIMIT = Number(flagsOf(findCommand('runs list')!).find((flag) => flag.name === 'limit')!.default);

/**
 * Every run ID a page shows has the form the CLI prints (`run_` and eight hexadecimal characters) and is a
 * sample run.
 */
export function checkRunIds(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(RUN_ID_MENTION)) {
    doc.count(limits.runIdFormat.id);
    if (!RUN_ID.pattern.test(match[0])) {
      doc.report(
        line,
        match.index + 1,
        `${match[0]} is not a run ID: ${limits.runIdFormat.value}, in lower-case hexadecimal; copy the ID of a run of sampleRuns (${RUNS_RECORD})`,
        'sample-run',
      );
      continue;
    }
    doc.count('sample.run-ids');
    if (!findRun(match[0]))
      doc.report(
        line,
        match.index + 1,
        `${match[0]} is not a run of the sample data: show a run that is there, or add it to sampleRuns at ${RUNS_RECORD} (newest first) with its appStack, environment, version, action, status and start`,
        'sample-run',
      );
  }
}

/**
 * Reports what a page states about a run that the sample data says otherwise. A page may show any run as
 * `running`: the moment before it ended.
 */
function checkRun(doc: DocFacts, line: Line, column: number, run: SampleRun, stated: RunFacts) {
  const differences = Object.entries(stated).flatMap(([key, value]) => {
    const expected = run[key as keyof RunFacts];
    if (value === undefined || value === expected || (key === 'status' && value === 'running')) return [];
    return [`${key} ${expected ?? '(none)'}, not ${value}`];
  });
  if (differences.length)
    doc.report(
      line,
      column,
      `${run.id} is ${describeRun(run)} in the sample data: ${differences.join('; ')}; write the run's values, show another run, or change this one at ${runRecord(run)}`,
      'sample-run',
    );
}

/** `Provisioned web-shop v5 to staging. CLI run run_x recorded.`, `Run run_x (provision v4) failed …` and the like. */
export function checkRunLines(doc: DocFacts, line: Line) {
  for (const {pattern, names, action, status} of RUN_LINES) {
    for (const match of line.text.matchAll(pattern)) {
      const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
      const run = findRun(values.run);
      if (!run) continue;
      doc.count('sample.run-lines');
      checkRun(doc, line, match.index + 1, run, {
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
export function checkRunsShow(doc: DocFacts) {
  doc.lines.forEach((line, index) => {
    const shown = line.kind === 'code' && line.text.match(/^\s*Run:\s{2,}(\S+)/);
    const isRunsShow = line.commands.some((command) => commandPath(command) === 'runs show');
    const run = shown && isRunsShow ? findRun(shown[1]) : undefined;
    if (!run) return;
    doc.count('sample.runs-show');
    for (const field of outputLinesAfter(doc.lines, index)) {
      for (const [pattern, read] of RUNS_SHOW_FIELDS) {
        const match = field.text.match(pattern);
        if (match) checkRun(doc, field, match[1].length + 1, run, read(match));
      }
    }
  });
}

/**
 * `CLI run run_x recorded.` (or the bare ID of `--quiet`) in the output of the commands before it: the run is
 * one of that command, on the appStack, environment and version its flags name. Checked where the output
 * names as many runs as the commands before it record, paired in order.
 */
export function checkRecordedRuns(doc: DocFacts) {
  for (const block of doc.blocks) {
    const printed = printedRunIds(block);
    const recorded = block[0].commands.filter(isRecorded);
    if (!printed.length || printed.length !== recorded.length) continue;
    printed.forEach(({line, id, column}, index) => {
      const run = findRun(id);
      if (!run) return;
      doc.count('sample.runs-recorded');
      const command = recorded[index];
      const path = commandPath(command);
      if (run.command !== path) {
        doc.report(
          line,
          column,
          `${run.id} is a run of skyloom ${run.command} in the sample data, not of skyloom ${path}: print the ID of a skyloom ${path} run of sampleRuns, or add one there (${runRecord(run)} is this one)`,
          'sample-run',
        );
        return;
      }
      checkRun(doc, line, column, run, {
        appstack: literalFlag(command, 'appstack'),
        env: literalFlag(command, 'env'),
        version: literalFlag(command, 'version', /^v\d+$/),
        action: commandAction(command),
      });
    });
  }
}

/** `Approved by … at <time>` after `Plan for web-shop v5 …` in one output: the version existed by then. */
export function checkApprovalTimes(doc: DocFacts) {
  for (const block of doc.blocks) {
    let planned: SampleVersion | undefined;
    for (const line of block) {
      const plan = line.text.match(/^\s*Plan\b.*?\bweb-shop (v\d+)\b/);
      if (plan) planned = sampleWebShopVersions.find((candidate) => candidate.version === plan[1]);
      const approved = line.text.match(new RegExp(`\\bApproved by \\S+ at ${ISO_TIME}`));
      if (!approved || !planned) continue;
      doc.count('sample.web-shop-version-dates');
      if (approved[1] < planned.created)
        doc.report(
          line,
          line.text.indexOf(approved[1]) + 1,
          `web-shop ${planned.version} was created at ${planned.created}: its plan is approved after that, not at ${approved[1]}; write a later time (the version is at ${versionRecord(planned.version)})`,
          'sample-run',
        );
    }
  }
}

/** When a version of web-shop was created, wherever a page states it. */
export function checkVersionDates(doc: DocFacts, line: Line) {
  for (const {version, time, column} of statedVersionDates(line)) {
    const known = sampleWebShopVersions.find((candidate) => candidate.version === version);
    if (!known) continue;
    doc.count('sample.web-shop-version-dates');
    // Prose gives a date, or a date and minute: compare it with as much of the creation time.
    const created = time.includes('T') ? known.created : versionCreatedMinute(known).slice(0, time.length);
    if (time !== created)
      doc.report(
        line,
        column,
        `web-shop ${version} was created at ${known.created}, not ${time}: write ${created} (or change the version at ${versionRecord(version)})`,
        'sample-run',
      );
  }
}

/**
 * Rows of `skyloom appstack status`: the LAST RUN is a sample run of that appStack and environment, started at
 * the time shown, and the row shows the version and status it left: its own version once it succeeded, the
 * version the environment ran before while it runs or after it failed.
 */
export function checkStatusRows(doc: DocFacts, command: ShellCommand, rows: Line[]) {
  const appstack = command.flags.get('appstack');
  for (const row of rows) {
    const cells = row.text.trim().split(/\s{2,}/);
    const at = cells.findIndex((cell) => RUN_ID.pattern.test(cell));
    const run = at > 0 ? findRun(cells[at]) : undefined;
    if (!run) continue;
    doc.count('sample.runs-status');
    const [env, version, badge] = cells;
    const column = row.text.indexOf(run.id) + 1;
    checkRun(doc, row, column, run, {appstack, env, started: cells[at + 1], status: LAST_RUN_STATUS[badge]});
    const left = run.status === 'succeeded' && badge !== 'Provisioning' ? run.version : versionBefore(run);
    if (left && version !== left)
      doc.report(
        row,
        row.text.indexOf(version) + 1,
        `with ${run.id} (${describeRun(run)}) as its last run, ${env} of ${run.appstack} runs ${left}, not ${version}: write ${left} (the run is at ${runRecord(run)})`,
        'sample-run',
      );
  }
}

/** The flags of `skyloom runs list` whose selection `isSelected` knows, and the global flags, which select nothing. */
const UNDERSTOOD_RUNS_FLAGS = new Set([
  'appstack',
  'env',
  'status',
  'locked',
  'limit',
  ...flagSet('global').flags.map((flag) => flag.name),
]);

/** A runs listing shows the sample runs its filters select, newest first and without gaps. */
export function checkRunsWindow(doc: DocFacts, command: ShellCommand, rows: Line[]) {
  // A filter this check does not know (a flag added to the data later) selects runs it cannot tell: no claim.
  if ([...command.flags.keys()].some((flag) => !UNDERSTOOD_RUNS_FLAGS.has(flag))) return;
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
    doc.report(
      rows[0],
      1,
      `skyloom runs list ${formatFlags(command)} lists the sample runs ${expected.join(', ')} from ${shown[0]} on (newest first, at most ${limit}), not ${shown.join(', ')}: write their rows in that order (sampleRuns at ${RUNS_RECORD})`,
      'sample-run',
    );
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

const readPlanLine = templateReader(PLAN_LINE);

/**
 * A plan line followed, in the same output, by the ID of the run it belongs to (the next run ID printed, on the
 * same appStack, version and environment): the plan the sample data gives that run.
 */
export function checkRunPlans(doc: DocFacts) {
  for (const block of doc.blocks) {
    block.forEach((line, index) => {
      const plan = readPlanLine(line.text);
      if (!plan) return;
      const {appstack, version, env, plan: stated} = plan;
      const next = block
        .slice(index + 1)
        .map((candidate) => candidate.text.match(new RegExp(RUN_ID_WORD))?.[0])
        .find(Boolean);
      const run = next ? findRun(next) : undefined;
      if (!run?.plan || run.appstack !== appstack || run.version !== version || run.env !== env) return;
      doc.count('sample.run-plans');
      if (stated !== run.plan)
        doc.report(
          line,
          line.text.indexOf(stated) + 1,
          `${run.id} (${describeRun(run)}) planned "${run.plan}" in the sample data, not "${stated}": write "${run.plan}" (or change the run's plan at ${runRecord(run)})`,
          'sample-run',
        );
    });
  }
}
