// Detectors for command output: fixed output lines, table headers, `Label:  value` fields and sample rows.
import {commandOutputs, formatHeader, outputLines, type CommandOutput} from '../../../src/data/cli/outputs';
import {sampleAppStacks, sampleProjects, sampleWebShopVersions} from '../../../src/data/platform';
import {outputFactId} from './catalog';
import {type DocFacts, type Line, SHELL_LANGUAGES, type ShellCommand, lastOf, outputLinesAfter} from './document';
import {LISTED_RUNS, checkRunsWindow, checkStatusRows} from './runs';
import {checkResourcePolicies, checkStatusPolicies} from './story';
import {templatesReader} from '../../../src/lib/templates';
import {OUTPUTS_DATA, SAMPLE_DATA, dataRecord} from './records';

const HEADER = /^\s*[A-Z][A-Z]+(?: [A-Z]+)*(?:\s{2,}[A-Z][A-Z]+(?: [A-Z]+)*)+\s*$/;

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

/** Where src/data/cli/outputs.ts defines what a command prints. */
const outputRecord = (output: CommandOutput) =>
  dataRecord(OUTPUTS_DATA, 'export const commandOutputs', `command: '${output.command}'`);

// The list of the sample data that each listing's rows show.
const SAMPLE_LISTS: Record<NonNullable<CommandOutput['rows']>, [string, string]> = {
  projects: ['export const sampleProjects', 'name'],
  appstacks: ['export const sampleAppStacks', 'name'],
  runs: ['export const sampleRuns', 'id'],
};

/** Where the sample data holds the rows of a listing, or one of them by its key. */
function sampleRecord(output: CommandOutput, key?: string): string {
  const [list, field] = SAMPLE_LISTS[output.rows!];
  return key ? dataRecord(SAMPLE_DATA, list, `${field}: '${key}'`) : dataRecord(SAMPLE_DATA, list);
}

/** Placeholders that stand for one name or number, so that `{user}` cannot swallow a role written after it. */
const ONE_WORD = new Set([
  'user',
  'org',
  'profile',
  'account',
  'appstack',
  'project',
  'env',
  'run',
  'id',
  'module',
  'version',
]);
const outputValue = (name: string) => (ONE_WORD.has(name) ? '(\\S+)' : '(.+?)');

// Each wording of `outputLines`, compiled once: a line must be one of them, whole.
const OUTPUT_LINE_READERS = outputLines.map((entry) => ({
  ...entry,
  read: templatesReader(entry.templates, outputValue, {whole: true}),
}));

/** Lines several commands print for the same event, and the web-shop versions they name. */
export function checkOutputLines(doc: DocFacts, line: Line) {
  if (line.kind !== 'code') return;
  const text = line.text.trim();
  for (const {prefix, templates, otherPrefixes = [], read} of OUTPUT_LINE_READERS) {
    if (![prefix, ...otherPrefixes].some((start) => text.startsWith(start))) continue;
    const id = `output-line.${prefix.trim().toLowerCase().replace(/\W+/g, '-')}`;
    doc.count(id);
    const values = read(text);
    if (!values) {
      doc.report(
        line,
        line.text.search(/\S/) + 1,
        `"${text}" is not worded as ${templates.map((t) => `"${t}"`).join(' or ')} (${dataRecord(OUTPUTS_DATA, 'export const outputLines', `prefix: '${prefix}'`)}): write it in that wording, each {name} a value`,
        'command-output',
      );
      continue;
    }
    const known =
      values.appstack === 'web-shop' &&
      values.message !== undefined &&
      sampleWebShopVersions.find((v) => v.version === values.version);
    if (!known) continue;
    doc.count('sample.web-shop-versions');
    if (known.message !== values.message || known.from !== values.from)
      doc.report(
        line,
        line.text.search(/\S/) + 1,
        `web-shop ${known.version} is "${known.message}"${known.from ? ` from ${known.from}` : ''} in the sample data: write that message (or change the version at ${dataRecord(SAMPLE_DATA, 'export const sampleWebShopVersions', `version: '${known.version}'`)})`,
        'command-output',
      );
  }
}

/** Header lines of a command's table output, and the rows that show sample projects or appStacks. */
export function checkOutputTables(doc: DocFacts) {
  checkOutputFields(doc);
  for (let index = 0; index < doc.lines.length; index++) {
    const line = doc.lines[index];
    if (line.kind !== 'code' || SHELL_LANGUAGES.has(line.lang ?? '') || !HEADER.test(line.text)) continue;
    const command = lastOf(line.commands, (candidate) => Boolean(tableOutput(candidate)));
    const output = command && tableOutput(command);
    if (!command || !output) continue;
    const id = outputFactId(output);
    doc.count(id);
    const stated = line.text.trim().split(/\s{2,}/);
    if (stated.join('  ') !== formatHeader(output)) {
      doc.report(
        line,
        line.text.search(/\S/) + 1,
        `skyloom ${output.command} prints the columns "${formatHeader(output)}", not "${stated.join('  ')}": write that header (or change the columns at ${outputRecord(output)})`,
        'command-output',
      );
      continue;
    }
    const rows = outputLinesAfter(doc.lines, index);
    if (output.command === 'appstack status') {
      checkStatusRows(doc, command, rows);
      checkStatusPolicies(doc, command, rows);
    }
    if (output.command === 'resources list') checkResourcePolicies(doc, command, rows);
    if (output.rows) checkRows(doc, output, command, rows);
  }
}

/** The `Label:  value` lines of outputs that have them (`appstack show`, `version --check`), in order. */
function checkOutputFields(doc: DocFacts) {
  let index = 0;
  while (index < doc.lines.length) {
    const first = doc.lines[index];
    const command = lastOf(first.commands, (candidate) => Boolean(tableOutput(candidate)?.fields));
    const output = command && tableOutput(command);
    const label = (text: string) => text.match(/^\s*([A-Za-z][\w ]*?):\s{2,}\S/)?.[1];
    if (first.kind !== 'code' || SHELL_LANGUAGES.has(first.lang ?? '') || !output?.fields || !label(first.text)) {
      index++;
      continue;
    }
    const labels: string[] = [];
    let next = index;
    for (; next < doc.lines.length && doc.lines[next].kind === 'code' && doc.lines[next].text.trim(); next++) {
      const found = label(doc.lines[next].text);
      if (found) labels.push(found);
    }
    const id = outputFactId(output);
    doc.count(id);
    if (labels.join(', ') !== output.fields.join(', '))
      doc.report(
        first,
        first.text.search(/\S/) + 1,
        `skyloom ${output.command} prints the fields ${output.fields.join(', ')}, not ${labels.join(', ')}: write one "Label:  value" line for each, in this order (or change the fields at ${outputRecord(output)})`,
        'command-output',
      );
    index = next;
  }
}

function checkRows(doc: DocFacts, output: CommandOutput, command: ShellCommand, rows: Line[]) {
  const project = command.flags.get('project');
  const {entities, factId, complete} = sampleRows(output, command);
  // A row of `skyloom runs list` states a sample run; the other listings, the sample projects and appStacks.
  const rule = output.rows === 'runs' ? 'sample-run' : 'command-output';
  const otherScope = ['profile', 'org', 'filter', 'endpoint'].some((flag) => command.flags.has(flag));
  const knownProject = project === undefined || sampleProjects.some((sample) => sample.name === project);
  if (otherScope || !knownProject) return;
  for (const row of rows) {
    const cells = row.text.trim().split(/\s{2,}/);
    const entity = entities.find((candidate) => candidate.key === cells[0]);
    doc.count(factId);
    if (!entity) {
      doc.report(
        row,
        row.text.search(/\S/) + 1,
        `${cells[0]} is not in the sample data: show one of ${entities.map((entity) => entity.key).join(', ')}, or add it at ${sampleRecord(output)}`,
        rule,
      );
    } else if (cells.join('  ') !== snapshot(output, entity.cells, cells).join('  ')) {
      doc.report(
        row,
        row.text.search(/\S/) + 1,
        `the sample row of ${entity.key} is "${entity.cells.join('  ')}", not "${cells.join('  ')}": write that row (or change the record at ${sampleRecord(output, entity.key)})`,
        rule,
      );
    }
  }
  if (output.rows === 'runs') checkRunsWindow(doc, command, rows);
  // The full listing (no filter, no other scope) shows every sample entry, in order.
  const listed = rows.map((row) => row.text.trim().split(/\s{2,}/)[0]);
  if (complete && rows.length && listed.join(',') !== entities.map((entity) => entity.key).join(',')) {
    doc.report(
      rows[0],
      1,
      `skyloom ${output.command} lists ${entities.map((entity) => entity.key).join(', ')}, in this order, not ${listed.join(', ')}: write one row for each (the records are at ${sampleRecord(output)})`,
      rule,
    );
  }
}

/** A runs row as the data has it, except a `running` status: the page shows the run before it ended. */
function snapshot(output: CommandOutput, expected: string[], stated: string[]): string[] {
  const status = output.columns.findIndex((column) => column.name === 'STATUS');
  return output.rows === 'runs' && stated[status] === 'running'
    ? expected.map((cell, index) => (index === status ? 'running' : cell))
    : expected;
}
