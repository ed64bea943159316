// Detectors for the platform facts: provider pins in code, policy summaries, CLI errors and exit
// codes, release months.
import {
  cliErrors,
  exitCodeName,
  exitCodes,
  findError,
  messagePattern,
  runnerMessages,
  type ExitCode,
} from '../../../src/data/cli/errors';
import {findRelease} from '../../../src/data/releases';
import {formatMonth, MONTH_NAMES} from '../../../src/lib/dates';
import {
  findBuiltInRule,
  findProvider,
  formatTestedRange,
  isTestedVersion,
  pinLowerBound,
  sampleCustomRules,
  satisfiesPin,
  POLICY_SUMMARY_PREFIX,
  SEVERITY_IDS,
} from '../../../src/data/platform';
import {SUMMARY_FORMAT} from '../../../src/data/facts';
import {type DocFacts, type Line, inlineCode} from './document';
import {SAMPLE_DATA, dataRecord} from './records';

const SEVERITY_LIST = SEVERITY_IDS.join(', ');

// What follows the severity counts in the policy-violation error, which lists only the blocking severities.
const BLOCKING_FINDINGS_TAIL = cliErrors
  .find((error) => error.id === 'policy-violation')!
  .message.split(/\{high\} high/)[1];

const SUMMARY = new RegExp(`^${POLICY_SUMMARY_PREFIX}${SEVERITY_IDS.map((id) => `(\\d+) ${id}`).join(', ')}$`);

/** The number of findings a policy summary counts (`Policy check: 0 critical, 0 high, 1 medium, 2 low` is 3), or
 * undefined when the text is not a summary in that form. */
export function countedFindings(summary: string): number | undefined {
  const counts = summary.trim().match(SUMMARY)?.slice(1);
  return counts?.reduce((sum, count) => sum + Number(count), 0);
}

const SEVERITY_WORD = `(?:${SEVERITY_IDS.join('|')})`;

const COUNT_LIST = new RegExp(`\\b\\d+ ${SEVERITY_WORD}\\b(?:, \\d+ ${SEVERITY_WORD}\\b)+`, 'g');

const SEVERITY_OBJECT = new RegExp(`\\{[^{}]*?"?\\b${SEVERITY_WORD}"?\\s*:\\s*\\d+[^{}]*\\}`, 'g');

const EXIT_CODE_PHRASE = /\bexit(?:s| with)? (?:with )?code (\d)\b/g;

/** Whether the text at `column` (0-based) of a line was inserted by a `{{fact:id}}` reference. */
const isInserted = (line: Line, column: number) =>
  Boolean(line.inserted?.some((insertion) => insertion.start <= column && column < insertion.end));

export function checkProviderPins(doc: DocFacts, line: Line) {
  // Pins in prose are found by their shape (shapes.ts); here, the places code and output print them.
  if (line.kind !== 'code') return;
  // A `source = "hashicorp/x"` line in required_providers: its `version` follows within two lines.
  const source = line.text.match(/source\s*=\s*"hashicorp\/([\w-]+)"/);
  if (source) {
    const provider = findProvider(source[1]);
    const versionLine = doc.lines.slice(line.number, line.number + 2).find((next) => /version\s*=/.test(next.text));
    const version = versionLine?.text.match(/version\s*=\s*"([^"]+)"/);
    if (provider && versionLine && version && !isInserted(versionLine, versionLine.text.indexOf(version[1]))) {
      doc.count(`provider.${provider.name}`);
      if (version[1] !== provider.defaultPin)
        doc.report(
          versionLine,
          versionLine.text.indexOf(version[1]) + 1,
          `the default pin of ${provider.source} is ${provider.defaultPin}, not ${version[1]}: write version = "{{fact:provider.${provider.name}}}"`,
          'fact-value',
        );
    }
  }
  // `Provider versions (project pins): aws ~> 5.90, random ~> 3.6`; with an override, its last pin is the project's.
  const listed = line.text.match(/Provider versions[^:]*: (.*)$/);
  if (listed) {
    for (const item of listed[1].split(', ')) {
      const provider = findProvider(item.split(' ')[0]);
      const pins = [...item.matchAll(/~> ?[\d.]+/g)];
      const projectPin = pins.at(-1);
      if (!provider || !projectPin) continue;
      const column = line.text.indexOf(item) + projectPin.index;
      if (isInserted(line, column)) continue;
      doc.count(`provider.${provider.name}`);
      if (projectPin[0] !== provider.defaultPin)
        doc.report(
          line,
          column + 1,
          `the project pin of ${provider.source} is ${provider.defaultPin}, not ${projectPin[0]}: insert {{fact:provider.${provider.name}}}`,
          'fact-value',
        );
    }
  }
  // `Installing hashicorp/aws v5.94.0...` in terraform init output: a version the default pin allows.
  for (const match of line.text.matchAll(/hashicorp\/([\w-]+) v(\d+\.\d+\.\d+)/g)) {
    const provider = findProvider(match[1]);
    if (!provider) continue;
    doc.count(`provider.${provider.name}`);
    if (!satisfiesPin(match[2], provider.defaultPin) || !isTestedVersion(provider, match[2]))
      doc.report(
        line,
        match.index + 1,
        `${provider.source} ${match[2]} is outside the default pin ${provider.defaultPin} or the tested versions (${formatTestedRange(provider)}): write a version both allow (src/data/platform/providers.ts)`,
        'fact-value',
      );
  }
  // `provider hashicorp/aws 5.70.0 is below the project's minimum 5.90.0`: the minimum is the pin's lower bound.
  const minimum = line.text.match(/hashicorp\/([\w-]+)\b.*\bminimum\D*(\d+\.\d+\.\d+)/);
  const provider = minimum && findProvider(minimum[1]);
  if (minimum && provider) {
    doc.count(`provider.${provider.name}`);
    if (minimum[2] !== pinLowerBound(provider.defaultPin))
      doc.report(
        line,
        line.text.lastIndexOf(minimum[2]) + 1,
        `the project's minimum of ${provider.source} is ${pinLowerBound(provider.defaultPin)} (pin ${provider.defaultPin}), not ${minimum[2]}: write ${pinLowerBound(provider.defaultPin)}`,
        'fact-value',
      );
  }
}

export function checkPolicySummaries(doc: DocFacts, line: Line) {
  const spans =
    line.kind === 'code'
      ? [{value: line.text.replace(/^\s*(?:Skyloom )?/, ''), column: line.text.search(/\S/) + 1}]
      : inlineCode(line.text);
  for (const {value, column} of spans) {
    if (!value.startsWith(POLICY_SUMMARY_PREFIX.trim())) continue;
    doc.count('policy.summary');
    if (!SUMMARY.test(value.trim()))
      doc.report(
        line,
        column,
        `a policy summary prints "${SUMMARY_FORMAT}" (all four severities, in this order), not "${value.trim()}"`,
        'policy-summary',
      );
  }
  for (const match of line.text.matchAll(COUNT_LIST)) {
    // The summary line is checked above; the policy-violation error lists only the blocking severities.
    if (line.text.slice(0, match.index).endsWith(POLICY_SUMMARY_PREFIX)) continue;
    if (line.text.slice(match.index + match[0].length).startsWith(BLOCKING_FINDINGS_TAIL)) continue;
    doc.count('policy.summary');
    const order = match[0].split(', ').map((part) => part.split(' ')[1]);
    if (order.join(', ') !== SEVERITY_LIST)
      doc.report(
        line,
        match.index + 1,
        `severity counts list all four severities in the order ${SEVERITY_LIST}, not "${match[0]}"`,
        'policy-summary',
      );
  }
  for (const match of line.text.matchAll(SEVERITY_OBJECT)) {
    doc.count('policy.summary');
    const keys = [...match[0].matchAll(/"?(\w+)"?\s*:/g)].map((key) => key[1]);
    if (keys.join(', ') !== SEVERITY_LIST)
      doc.report(
        line,
        match.index + 1,
        `a severity object has the keys ${SEVERITY_LIST}, in this order, not ${keys.join(', ')}`,
        'policy-summary',
      );
  }
  // A finding line, `  high  SLM-AWS-SG-001  web-api  …`: a rule of the library or of the sample organization.
  const finding =
    line.kind === 'code' && line.text.match(new RegExp(`^\\s+(${SEVERITY_WORD})\\s{2,}([A-Z][A-Z0-9]*-[\\w-]+)`));
  if (finding) {
    doc.count('policy.rules');
    const rule = findBuiltInRule(finding[2]) ?? sampleCustomRules.find((custom) => custom.id === finding[2]);
    if (!rule)
      doc.report(
        line,
        line.text.indexOf(finding[2]) + 1,
        `${finding[2]} is neither a built-in rule (src/data/platform/policies.ts) nor a custom rule of the sample data: show one of those rules, or add it to sampleCustomRules at ${dataRecord(SAMPLE_DATA, 'export const sampleCustomRules')}`,
        'policy-summary',
      );
    else if (rule.severity !== finding[1])
      doc.report(
        line,
        line.text.indexOf(finding[1]) + 1,
        `${rule.id} has severity ${rule.severity}, not ${finding[1]}: write ${rule.severity}`,
        'policy-summary',
      );
  }
}

export function checkErrors(doc: DocFacts, line: Line) {
  const spans =
    line.kind === 'code' ? [{value: line.text.trim(), column: line.text.search(/\S/) + 1}] : inlineCode(line.text);
  const printed: {value: string; column: number}[] = [];
  for (const {value, column} of spans) {
    const runner = runnerMessages.find((candidate) => messagePattern(candidate.line).test(value));
    if (runner) {
      const code = Number(value.match(messagePattern(runner.line))![1]);
      doc.count('exit-codes');
      if (!exitCodes.some((entry) => entry.code === code))
        doc.report(
          line,
          column,
          `${code} is not a skyloom exit code: write one of 0 to ${exitCodes.length - 1} (src/data/cli/errors.ts)`,
          'error-message',
        );
    } else if (value.startsWith('Error: ')) {
      printed.push({value: value.slice('Error: '.length), column});
    }
  }
  const exitCodesStated = line.kind === 'prose' ? [...line.text.matchAll(EXIT_CODE_PHRASE)] : [];
  for (const {value, column} of printed) {
    const error = findError(value);
    if (!error) {
      doc.report(
        line,
        column,
        `"Error: ${value.trim()}" is not a message of the CLI error catalog (src/data/cli/errors.ts); print a message as its template has it, or add the message there`,
        'error-message',
      );
      continue;
    }
    doc.count(`error.${error.id}`);
    if (printed.length === 1 && exitCodesStated.length === 1) {
      const stated = Number(exitCodesStated[0][1]);
      if (stated !== error.exitCode)
        doc.report(
          line,
          exitCodesStated[0].index + 1,
          `"Error: ${error.message}" exits with code ${error.exitCode} (${error.exitCode === null ? 'web app' : exitCodeName(error.exitCode)}), not ${stated}: ${error.exitCode === null ? 'the web app prints it, no exit code goes with it' : `write ${error.exitCode}`}`,
          'error-message',
        );
    }
  }
}

export function checkExitCodeNames(doc: DocFacts, line: Line) {
  if (line.kind !== 'prose') return;
  for (const match of line.text.matchAll(/\bexit(?:s with)? code (\d) \(([a-z ]+)\)/g)) {
    const code = Number(match[1]) as ExitCode;
    if (!exitCodes.some((entry) => entry.code === code)) continue;
    doc.count('exit-codes');
    if (exitCodeName(code) !== match[2])
      doc.report(
        line,
        match.index + 1,
        `exit code ${code} is "${exitCodeName(code)}", not "${match[2]}": write (${exitCodeName(code)})`,
        'error-message',
      );
  }
}

/** `2.8.0 (April 2025)`: the month a release shipped, from src/data/releases.ts. */
export function checkReleaseDates(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(
    new RegExp(`\\b(\\d+\\.\\d+\\.\\d+),? \\(?(${MONTH_NAMES.join('|')}) (\\d{4})\\b`, 'g'),
  )) {
    doc.count('releases.dates');
    const release = findRelease(match[1]);
    const shipped = release && formatMonth(release.date);
    if (!shipped)
      doc.report(
        line,
        match.index + 1,
        `${match[1]} is not a Skyloom release of src/data/releases.ts: write a version it lists`,
        'fact-value',
      );
    else if (shipped !== `${match[2]} ${match[3]}`)
      doc.report(
        line,
        match.index + 1,
        `Skyloom ${match[1]} shipped in ${shipped}, not ${match[2]} ${match[3]}: write ${shipped}`,
        'fact-value',
      );
  }
}
