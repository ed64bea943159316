// The content lint's fact rules (FACT_RULES, one per subject): resolves the facts a page inserts by reference, and
// finds every place a page restates by hand a fact that src/data defines (a provider pin, a tool version or a limit
// by the shape of its value; a policy summary, an error message and its exit code, the header of a command's table,
// a sample account, run or version; the behaviors and the sample story) and checks the stated value against the
// data. Each detector is driven by the data: adding an entry there makes the lint recognize and check it. The
// detectors live by subject beside this file; `document.ts` splits a doc into the lines they read.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {FACT_RULES, type FactProblem, type FactTally, renderedFacts, renderedKey} from './catalog';
import {type DocFacts, type Line, classifyLines, outputBlocks} from './document';
import {checkOutputLines, checkOutputTables} from './outputs';
import {checkErrors, checkExitCodeNames, checkPolicySummaries, checkProviderPins, checkReleaseDates} from './platform';
import {
  checkApprovalTimes,
  checkRecordedRuns,
  checkRunIds,
  checkRunLines,
  checkRunPlans,
  checkRunsShow,
  checkVersionDates,
} from './runs';
import {checkSampleAccounts, checkSampleCloudTargets} from './samples';
import {resolveReferences} from './references';
import {checkRestatedValues} from './shapes';
import {
  checkBadgeNames,
  checkCommandExitCodes,
  checkCommandScopes,
  checkSampleBackends,
  checkStatusColumns,
} from './behaviors';
import {checkStory} from './story';
import {checkApiPaths, checkOperationIds, checkServiceHeaders, checkServiceValues} from './service';
import {checkEgressRanges, checkSecurityValues} from './security';
import {checkOutputFamilies} from './output-families';
import {checkKnownIssues, checkLatestRelease, checkReleaseBuilds} from './releases';
import {checkDerivedDates} from './derived-dates';

/** Checks the facts a doc states; returns one problem per wrong value and counts each statement in `tally`. */
export function checkFacts(source: string, tree: Root, tally: FactTally = new Map(), file = ''): FactProblem[] {
  const lines = classifyLines(source, tree);
  const count = (id: string) => tally.set(id, (tally.get(id) ?? 0) + 1);
  // The detectors read each line as readers see it, with the facts inserted by reference.
  const problems: FactProblem[] = resolveReferences(lines, tree, count);
  const blocks = outputBlocks(lines);
  const report = (line: Line, column: number, message: string, rule: string) => {
    // A rule a writer cannot look up in CONTRIBUTING.md, or name in a lint-ignore, is a detector's mistake.
    if (!(FACT_RULES as readonly string[]).includes(rule))
      throw new Error(`fact detector rule "${rule}" is not in FACT_RULES (scripts/lib/fact-detectors/catalog.ts)`);
    problems.push({line: line.number, column, message, rule});
  };
  const doc: DocFacts = {lines, blocks, report, count};

  // What the page is about (its title, description and keywords): the command a value belongs to, failing nearer words.
  const page = lines
    .filter((line) => line.kind === 'frontmatter')
    .map((line) => line.text)
    .join(' ');
  checkRestatedValues(doc, page, file);
  checkKnownIssues(doc, file);
  checkDerivedDates(doc, file);
  for (const line of lines) {
    checkLatestRelease(doc, line);
    checkReleaseBuilds(doc, line);
    if (line.kind === 'frontmatter') continue;
    checkProviderPins(doc, line);
    checkPolicySummaries(doc, line);
    checkErrors(doc, line);
    checkExitCodeNames(doc, line);
    checkSampleAccounts(doc, line);
    checkSampleCloudTargets(doc, line);
    checkOutputLines(doc, line);
    checkOutputFamilies(doc, line);
    checkReleaseDates(doc, line);
    checkRunIds(doc, line);
    checkRunLines(doc, line);
    checkVersionDates(doc, line);
    checkCommandExitCodes(doc, line);
    checkBadgeNames(doc, line);
    checkCommandScopes(doc, line);
    checkServiceHeaders(doc, line);
    checkApiPaths(doc, line);
    checkOperationIds(doc, line);
    checkEgressRanges(doc, line);
    checkSecurityValues(doc, line);
    checkServiceValues(doc, line);
  }
  checkOutputTables(doc);
  checkRunsShow(doc);
  checkRecordedRuns(doc);
  checkApprovalTimes(doc);
  checkStatusColumns(doc);
  checkSampleBackends(doc);
  checkRunPlans(doc);
  checkStory(doc);
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
}

export {allFacts, FACT_RULES, renderedKey, type FactProblem, type FactTally} from './catalog';
export {insertedKey} from './references';
