// Detectors for the sample story's immutable versions: the policy findings a version has in an environment, and the
// files an export of it writes, wherever an output shows them (src/data/platform/sampleData.ts, sampleReleases).
import {
  type ExportLayout,
  type SampleFinding,
  SEVERITY_IDS,
  exportFiles,
  findRelease,
  formatPolicySummary,
  POLICY_SUMMARY_PREFIX,
  limits,
  sampleAppStacks,
  sampleCloudDeployments,
  sampleProjects,
  variablesFile,
} from '../../../src/data/platform';
import {findCommand, flagsOf} from '../../../src/data/cli';
import {
  CREATED_VERSION_LINES,
  DRIFT_CHECK_LINE,
  EXPORT_FILE_COUNT_LINES,
  EXPORT_LINES,
  PLAN_LINE,
  WROTE_FILE_LINE,
  outputLines,
} from '../../../src/data/cli/outputs';
import {templateReader, templatesReader} from '../../../src/lib/templates';
import {type DocFacts, type Line, type ShellCommand, commandPath, shellCommands} from './document';
import {countedFindings} from './platform';
import {SAMPLE_DATA, dataLines, dataRecord} from './records';

/** What an output line says a block works on: an appStack version, in one environment or (export) all of them. */
interface Subject {
  appstack: string;
  version: string;
  env?: string;
  /** Set for an export: its layout, and whether custom modules stay in their registry. */
  layout?: ExportLayout;
  moduleSource?: boolean;
}

// How the sample data writes the values of the output lines this detector reads.
const SAMPLE_VALUES: Record<string, string> = {
  appstack: '([\\w-]+)',
  version: '(v\\d+|draft)',
  env: '([\\w-]+)',
  files: '(\\d+)',
  path: '(\\S+?)',
};
const sampleValue = (name: string) => SAMPLE_VALUES[name] ?? '(.+?)';

const readExportLine = templatesReader(EXPORT_LINES, sampleValue);
const readSubjectLine = templatesReader([PLAN_LINE, DRIFT_CHECK_LINE, ...CREATED_VERSION_LINES], sampleValue);
const readFileCountLine = templatesReader(EXPORT_FILE_COUNT_LINES, sampleValue);
const readWroteFileLine = templateReader(WROTE_FILE_LINE, sampleValue);

/** The text of a line as a policy summary would start: without indentation or a `Skyloom ` prefix. */
const summaryOf = (text: string) => text.trim().replace(/^Skyloom /, '');

const FINDING = new RegExp(`^\\s+(${SEVERITY_IDS.join('|')})\\s{2,}([A-Za-z][\\w-]*)\\s{2,}([\\w-]+)`);

// The `skyloom appstack show` fields that name a version and its findings.
const SHOW_FIELD = (name: string) => new RegExp(`^\\s*${name}:\\s+(.+?)\\s*$`);
const VERSION_FIELD = SHOW_FIELD('Version');
const POLICIES_FIELD = SHOW_FIELD('Policies');

// Uploading rules or permission sets changes what a plan finds: such an example shows findings of rules the sample
// organization does not have.
const RULE_UPLOADS = new Set(['upload security-rules', 'upload iam-permissions']);

/** Findings and exports of the sample versions, in every output block. */
export function checkStory(doc: DocFacts) {
  for (const block of doc.blocks) {
    block.forEach((line, index) => {
      if (summaryOf(line.text).startsWith(POLICY_SUMMARY_PREFIX)) checkFindingCount(doc, block, index);
    });
    const commands = block[0].commands;
    if (commands.some((command) => RULE_UPLOADS.has(commandPath(command)))) continue;
    let subject = subjectOfCommand(commands);
    let exports: Subject[] = [];
    let written: {line: Line; path: string}[] = [];
    block.forEach((line, index) => {
      const text = line.text;
      if (/^\s*==> /.test(text)) exports = [];
      const exporting = readExportLine(text);
      if (exporting) {
        const command = commands.find((candidate) => candidate.flags.has('appstack'));
        subject = {
          appstack: exporting.appstack,
          version: exporting.version,
          env: exporting.env,
          layout: exporting.layout as ExportLayout,
          moduleSource: Boolean(command?.flags.has('module-source')),
        };
        exports.push(subject);
      }
      const named = readSubjectLine(text);
      if (named) subject = {appstack: named.appstack, version: named.version, env: named.env};
      const shown = text.match(VERSION_FIELD)?.[1].match(/^v\d+/);
      const appstack = commands.find((command) => command.flags.has('appstack'))?.flags.get('appstack');
      if (shown && appstack) subject = {appstack, version: shown[0]};
      const policies = text.match(POLICIES_FIELD);
      if (policies && subject) checkPoliciesField(doc, line, policies[1], subject);
      if (subject && summaryOf(text).startsWith(POLICY_SUMMARY_PREFIX)) checkFindings(doc, block, index, subject);
      const file = text.match(/^\s+/) && readWroteFileLine(text);
      if (file) written.push({line, path: file.path});
      else if (written.length) {
        checkFileList(doc, written, exports, commands);
        written = [];
      }
      const counted = readFileCountLine(text);
      if (counted) {
        checkFileCount(doc, line, Number(counted.files), exports);
        exports = [];
      }
    });
    if (written.length) checkFileList(doc, written, exports, commands);
    checkScanDurations(doc, block);
    checkPlannedResources(doc, block);
  }
  for (const line of doc.lines) {
    checkVariablesFileNames(doc, line);
    checkAppStackProjects(doc, line);
  }
}

const readPlanningLine = templatesReader(
  outputLines.find((entry) => entry.prefix === 'Planning ')!.templates,
  sampleValue,
);
const readPlanLine = templateReader(PLAN_LINE, sampleValue);
const ADDED = /^\s+\+ (\S+)\s*$/;

/**
 * A plan of a version whose resources the data lists (web-shop v1, the quickstart design): the `+` lines under its
 * `Planning` line are those resources in that order, and its plan adds all of them, or nothing (v1 is a first version,
 * so it only ever plans into an empty environment or one that runs it).
 */
function checkPlannedResources(doc: DocFacts, block: Line[]) {
  let planned: ReturnType<typeof findRelease>;
  const listed: Line[] = [];
  for (const line of block) {
    const planning = readPlanningLine(line.text.trim());
    if (planning) planned = findRelease(planning.appstack, planning.version);
    if (planned?.plannedResources && ADDED.test(line.text)) listed.push(line);
  }
  if (planned?.plannedResources && listed.length) {
    doc.count('sample.quickstart-resources');
    const expected = planned.plannedResources.map((resource) => resource.address);
    const where = `${planned.appstack} ${planned.version}`;
    listed.forEach((line, index) => {
      const address = ADDED.exec(line.text)![1];
      if (address !== expected[index])
        doc.report(
          line,
          line.text.indexOf('+') + 1,
          `the plan of ${where} lists ${expected[index] ? `${expected[index]} here, not ${address}` : `${expected.length} resources, not ${address} after them`}: list the resources of ${releaseRecord({appstack: planned!.appstack, version: planned!.version})} in their order`,
          'sample-story',
        );
    });
    if (listed.length < expected.length)
      doc.report(
        listed.at(-1)!,
        1,
        `the plan of ${where} adds ${expected.length} resources, not ${listed.length}: list the missing ${expected.slice(listed.length).join(', ')}`,
        'sample-story',
      );
  }
  for (const line of block) {
    const plan = readPlanLine(line.text.trim());
    const release = plan && findRelease(plan.appstack, plan.version);
    const count = release?.plannedResources?.length;
    const added = plan?.plan.match(/^(\d+) to add, 0 to change, 0 to destroy$/)?.[1];
    if (count && added && Number(added) !== 0 && Number(added) !== count)
      doc.report(
        line,
        line.text.indexOf(added) + 1,
        `${release!.appstack} ${release!.version} is a first version of ${count} resources, so its plan adds ${count} or nothing, not ${added}: write "${count} to add", or change its resources at ${releaseRecord({appstack: release!.appstack, version: release!.version})}`,
        'sample-story',
      );
  }
}

/** Where the data gives a sample appStack its project: its entry in sampleAppStacks, or sampleCloudDeployments. */
const appStackRecord = (appStack: string) =>
  sampleAppStacks.some((candidate) => candidate.name === appStack)
    ? dataRecord(SAMPLE_DATA, 'export const sampleAppStacks', `'${appStack}'`)
    : dataRecord(SAMPLE_DATA, 'export const sampleCloudDeployments', `appstack: '${appStack}'`);

/**
 * Where sampleReleases gives a version its modules and findings: the line naming its appStack next to its version
 * (in the record, or in the list of versions a record is made for), then its `findings`.
 */
function releaseRecord({appstack, version}: Pick<Subject, 'appstack' | 'version'>): string {
  const lines = dataLines(SAMPLE_DATA);
  const start = lines.findIndex((text) => text.includes('export const sampleReleases'));
  const near = (index: number) => lines.slice(Math.max(start, index - 2), index + 3).join('\n');
  const at = lines.findIndex(
    (text, index) => index > start && text.includes(`appstack: '${appstack}'`) && near(index).includes(`'${version}'`),
  );
  if (at === -1) return dataRecord(SAMPLE_DATA, 'export const sampleReleases');
  const findings = lines.findIndex((text, index) => index >= at && text.includes('findings'));
  return `${SAMPLE_DATA}:${(findings === -1 ? at : findings) + 1}`;
}

// The project of every sample appStack, those of `skyloom appstack list` and those the deployment how-tos use.
const APPSTACK_PROJECTS = new Map([
  ...sampleAppStacks.map((appStack): [string, string] => [appStack.name, appStack.project]),
  ...sampleCloudDeployments.map((deployment): [string, string] => [deployment.appstack, deployment.project]),
]);

/** `appStack web-shop in project payments`, `web-shop (project payments)`: the project that holds the appStack. */
function checkAppStackProjects(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(/\b([a-z][\w-]*)`? (?:in project|\(project) `?([a-z][\w-]*)/g)) {
    const project = APPSTACK_PROJECTS.get(match[1]);
    if (!project) continue;
    doc.count('sample.appstack-projects');
    if (project !== match[2])
      doc.report(
        line,
        match.index + 1,
        `appStack ${match[1]} belongs to project ${project}, not ${match[2]}: write ${project} (${appStackRecord(match[1])})`,
        'sample-world',
      );
  }
  checkCommandProject(doc, line);
}

const SAMPLE_PROJECTS = new Set(sampleProjects.map((project) => project.name));

/** The sample appStacks of a project, to suggest one: `, such as web-shop or billing-jobs`. */
function appStacksOf(project: string): string {
  const names = sampleAppStacks.filter((candidate) => candidate.project === project).map((candidate) => candidate.name);
  return names.length ? `, such as ${names.slice(0, 3).join(' or ')}` : '';
}

/**
 * `skyloom … --appstack web-shop --project payments` (or `appstack create --name …`): a sample appStack with its own
 * project, and no appStack named like a sample project, which reads as the project itself.
 */
function checkCommandProject(doc: DocFacts, line: Line) {
  if (line.kind !== 'code') return;
  for (const command of shellCommands(line.text)) {
    const project = command.flags.get('project');
    const flag = command.flags.has('appstack') ? 'appstack' : commandPath(command) === 'appstack create' ? 'name' : '';
    const appStack = flag && command.flags.get(flag);
    if (!project || !appStack) continue;
    const column = line.text.indexOf(`--${flag}`) + 1;
    doc.count('sample.appstack-projects');
    const owner = APPSTACK_PROJECTS.get(appStack);
    if (owner && owner !== project)
      doc.report(
        line,
        column,
        `appStack ${appStack} belongs to project ${owner}, not ${project}: write --project ${owner} (${appStackRecord(appStack)})`,
        'sample-world',
      );
    else if (!owner && SAMPLE_PROJECTS.has(appStack))
      doc.report(
        line,
        column,
        `${appStack} is a sample project, not an appStack: name the appStack after its service${appStacksOf(project)} (the project is at ${dataRecord(SAMPLE_DATA, 'export const sampleProjects', `name: '${appStack}'`)})`,
        'sample-world',
      );
  }
}

/** The version a block's command names with literal flags, when no output line names one. */
function subjectOfCommand(commands: ShellCommand[]): Subject | undefined {
  const command = [...commands].reverse().find((candidate) => candidate.flags.has('appstack'));
  const [appstack, version, env] = ['appstack', 'version', 'env'].map((flag) => command?.flags.get(flag));
  if (!appstack || !version || !/^[\w-]+$/.test(appstack) || !/^v\d+$/.test(version)) return undefined;
  return {appstack, version, env: env && /^[\w-]+$/.test(env) ? env : undefined};
}

/** The findings the data gives a version in an environment; without one, those all its environments share. */
function expectedFindings(subject: Subject): readonly SampleFinding[] | undefined {
  const release = findRelease(subject.appstack, subject.version);
  if (!release) return undefined;
  if (subject.env) return release.findings[subject.env];
  const sets = Object.values(release.findings).map(describeFindings);
  return sets.every((set) => set === sets[0]) ? Object.values(release.findings)[0] : undefined;
}

function describeFindings(findings: readonly Pick<SampleFinding, 'severity' | 'rule' | 'resource'>[]): string {
  return findings
    .map((finding) => `${finding.severity} ${finding.rule} ${finding.resource}`)
    .sort()
    .join(', ');
}

type ListedFinding = Pick<SampleFinding, 'severity' | 'rule' | 'resource'>;

/** The finding lines right under the policy summary at `index` of an output block. */
function findingsAfter(block: Line[], index: number): ListedFinding[] {
  const listed: ListedFinding[] = [];
  for (const next of block.slice(index + 1)) {
    const match = next.text.match(FINDING);
    if (!match) break;
    listed.push({severity: match[1] as SampleFinding['severity'], rule: match[2], resource: match[3]});
  }
  return listed;
}

/** Any policy summary in an output is followed by one line per finding it counts (src/data/platform/policies.ts). */
function checkFindingCount(doc: DocFacts, block: Line[], index: number) {
  const total = countedFindings(summaryOf(block[index].text));
  const listed = findingsAfter(block, index).length;
  if (total !== undefined && listed !== total)
    doc.report(
      block[index],
      block[index].text.indexOf(POLICY_SUMMARY_PREFIX) + 1,
      `a policy summary of ${total} finding(s) is followed by one line per finding, not ${listed}: list each finding under it (severity, rule, resource, detail), or write the summary of the findings listed`,
      'policy-summary',
    );
}

/** A policy summary, and the finding lines under it, for a sample version: the data's findings in that environment. */
function checkFindings(doc: DocFacts, block: Line[], index: number, subject: Subject) {
  const findings = expectedFindings(subject);
  if (!findings) return;
  doc.count('sample.findings');
  const line = block[index];
  const counts = Object.fromEntries(
    SEVERITY_IDS.map((id) => [id, findings.filter((finding) => finding.severity === id).length]),
  ) as Record<(typeof SEVERITY_IDS)[number], number>;
  const expected = formatPolicySummary(counts);
  const where = `${subject.appstack} ${subject.version}${subject.env ? ` in ${subject.env}` : ''}`;
  const stated = summaryOf(line.text);
  if (stated !== expected) {
    doc.report(
      line,
      line.text.indexOf(POLICY_SUMMARY_PREFIX) + 1,
      `${where} has the findings "${expected}" in the sample data, not "${stated}": write "${expected}", or change its findings at ${releaseRecord(subject)}`,
      'sample-story',
    );
    return;
  }
  const listed = findingsAfter(block, index);
  if (listed.length && describeFindings(listed) !== describeFindings(findings))
    doc.report(
      block[index + 1],
      1,
      `${where} has the findings ${describeFindings(findings)} in the sample data, not ${describeFindings(listed)}: list those, or change its findings at ${releaseRecord(subject)}`,
      'sample-story',
    );
}

/** The files the exports of a block write, per the data; undefined when one of them is not a sample version. */
function expectedFiles(exports: Subject[]): string[][] | undefined {
  const lists = exports.map((subject) => {
    const release = findRelease(subject.appstack, subject.version);
    return (
      release &&
      exportFiles(release, {environment: subject.env, layout: subject.layout, moduleSource: subject.moduleSource})
    );
  });
  return exports.length && lists.every(Boolean) ? (lists as string[][]) : undefined;
}

function describeExports(exports: Subject[]): string {
  return exports
    .map(
      (subject) =>
        `${subject.appstack} ${subject.version} (${subject.env ? `env ${subject.env}` : 'all environments'}, layout ${subject.layout}${subject.moduleSource ? ', custom modules by --module-source' : ''})`,
    )
    .join(' + ');
}

/** `Wrote 21 files to …`, `Unpacked … files`, `Saved ….zip (… KB, … files)` after the exports of a block. */
function checkFileCount(doc: DocFacts, line: Line, count: number, exports: Subject[]) {
  const lists = expectedFiles(exports);
  if (!lists) return;
  doc.count('sample.export-files');
  const expected = lists.reduce((sum, list) => sum + list.length, 0);
  if (count !== expected)
    doc.report(
      line,
      line.text.search(/\d/) + 1,
      `an export of ${describeExports(exports)} writes ${expected} files in the sample data, not ${count}: write ${expected} (exportFiles counts them from the modules at ${exports.map(releaseRecord).join(' and ')})`,
      'sample-story',
    );
}

/** `  wrote infra/main.tf` lines: the files of the export, under its output directory. */
function checkFileList(
  doc: DocFacts,
  written: {line: Line; path: string}[],
  exports: Subject[],
  commands: ShellCommand[],
) {
  const lists = expectedFiles(exports.slice(-1));
  if (!lists) return;
  doc.count('sample.export-files');
  const directory = [...commands]
    .reverse()
    .find((command) => command.flags.has('output-dir'))
    ?.flags.get('output-dir');
  const prefix = directory ? `${directory.replace(/^\.\//, '').replace(/\/$/, '')}/` : '';
  const stated = written.map(({path}) => (path.startsWith(prefix) ? path.slice(prefix.length) : path)).sort();
  const expected = [...lists[0]].sort();
  const missing = expected.filter((file) => !stated.includes(file));
  const extra = stated.filter((file) => !expected.includes(file));
  if (missing.length || extra.length)
    doc.report(
      written[0].line,
      1,
      `an export of ${describeExports(exports.slice(-1))} writes ${expected.length} files in the sample data: ${[
        missing.length && `missing ${missing.join(', ')} (add a "  wrote ${prefix}<file>" line for each)`,
        extra.length && `not written: ${extra.join(', ')} (remove their lines)`,
      ]
        .filter(Boolean)
        .join('; ')}; exportFiles lists them from the modules at ${releaseRecord(exports.at(-1)!)}`,
      'sample-story',
    );
}

/** Exported code keeps an environment's values in `<env>.tfvars`: no `prod.auto.tfvars`. */
function checkVariablesFileNames(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(/\b(dev|staging|prod)\.auto\.tfvars\b/g)) {
    doc.count('sample.variables-file');
    doc.report(
      line,
      match.index + 1,
      `exported code keeps the values of ${match[1]} in ${variablesFile(match[1])}, not ${match[0]}: write ${variablesFile(match[1])} (variablesFile at ${dataRecord(SAMPLE_DATA, 'export const variablesFile')})`,
      'sample-story',
    );
  }
}

/** Seconds of a Go duration as the CLI prints and takes it: `41m05s`, `1h`, `90s`. */
function seconds(duration: string): number | undefined {
  const match = duration.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/);
  if (!match || !duration) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** `Found … in 41m05s.` after a scan: within the scan's `--timeout`, or the default, since a timed-out scan stops there. */
function checkScanDurations(doc: DocFacts, block: Line[]) {
  const scan = block[0].commands.find((command) => commandPath(command).startsWith('cloud2code '));
  if (!scan) return;
  const fallback = flagsOf(findCommand(commandPath(scan))!).find((flag) => flag.name === 'timeout')?.default;
  const timeout = scan.flags.get('timeout') ?? fallback;
  const limit = timeout && seconds(timeout);
  if (!limit) return;
  for (const line of block) {
    const match = line.text.match(/^\s*Found .* in ((?:\d+h)?(?:\d+m)?\d+s)\.$/);
    const took = match && seconds(match[1]);
    if (!match || !took) continue;
    doc.count(limits.cliTimeoutScan.id);
    if (took > limit)
      doc.report(
        line,
        line.text.lastIndexOf(match[1]) + 1,
        `a scan stops at its --timeout (${timeout}${scan.flags.has('timeout') ? '' : ', the default'}): it cannot take ${match[1]}; pass --timeout ${Math.ceil(took / 60)}m or longer in the command`,
        'sample-story',
      );
  }
}

/** The POLICY cell of `skyloom appstack status`: the findings of the version an environment runs, at their most severe level. */
export function checkStatusPolicies(doc: DocFacts, command: ShellCommand, rows: Line[]) {
  const appstack = command.flags.get('appstack');
  if (!appstack) return;
  for (const row of rows) {
    const [env, version, , , policy] = row.text.trim().split(/\s{2,}/);
    const findings = policy ? findRelease(appstack, version)?.findings[env] : undefined;
    if (!findings) continue;
    doc.count('sample.findings');
    const worst = SEVERITY_IDS.find((id) => findings.some((finding) => finding.severity === id));
    const expected = worst ? `${findings.filter((finding) => finding.severity === worst).length} ${worst}` : 'clean';
    if (policy !== expected)
      doc.report(
        row,
        row.text.indexOf(policy) + 1,
        `${appstack} ${version} in ${env} has the findings ${describeFindings(findings) || '(none)'} in the sample data: its POLICY is ${expected}, not ${policy}; write ${expected} (the findings are at ${releaseRecord({appstack, version})})`,
        'sample-story',
      );
  }
}

/** The POLICY cell of `skyloom resources list --version vN`: that resource's findings in the version, or `pass`. */
export function checkResourcePolicies(doc: DocFacts, command: ShellCommand, rows: Line[]) {
  const [appstack, version] = ['appstack', 'version'].map((flag) => command.flags.get(flag));
  if (!appstack || !version) return;
  const findings = expectedFindings({appstack, version});
  if (!findings) return;
  for (const row of rows) {
    const cells = row.text.trim().split(/\s{2,}/);
    const [name, policy] = [cells[0], cells[cells.length - 1]];
    if (cells.length < 5 || policy === '-') continue;
    doc.count('sample.findings');
    const own = findings.filter((finding) => finding.resource === name);
    const worst = SEVERITY_IDS.find((id) => own.some((finding) => finding.severity === id));
    const expected = worst ? `${own.filter((finding) => finding.severity === worst).length} ${worst}` : 'pass';
    if (policy !== expected)
      doc.report(
        row,
        row.text.lastIndexOf(policy) + 1,
        `${name} has ${own.length ? describeFindings(own) : 'no finding'} in ${appstack} ${version} in the sample data: its POLICY is ${expected}, not ${policy}; write ${expected} (the findings are at ${releaseRecord({appstack, version})})`,
        'sample-story',
      );
  }
}

/** `Policies:  0 critical, 0 high, 0 medium, 1 low` of `skyloom appstack show`: the findings of the version it shows. */
function checkPoliciesField(doc: DocFacts, line: Line, stated: string, subject: Subject) {
  const findings = expectedFindings(subject);
  if (!findings) return;
  doc.count('sample.findings');
  const expected = formatPolicySummary(
    Object.fromEntries(
      SEVERITY_IDS.map((id) => [id, findings.filter((finding) => finding.severity === id).length]),
    ) as Record<(typeof SEVERITY_IDS)[number], number>,
  ).slice(POLICY_SUMMARY_PREFIX.length);
  if (stated !== expected)
    doc.report(
      line,
      line.text.indexOf(stated) + 1,
      `${subject.appstack} ${subject.version} has the findings "${expected}" in the sample data, not "${stated}": write "${expected}", or change its findings at ${releaseRecord(subject)}`,
      'sample-story',
    );
}
