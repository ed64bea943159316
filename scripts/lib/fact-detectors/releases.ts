// The `known-issue` and `release` rules. A known-issue ID (KI-2025-014) is one of src/data/releases.ts, and what a
// sentence says of it (fixed, fixed in a version, still open) is what the data says; the release notes of a month
// list every issue its releases fixed. A version stated as the latest or current release is the data's latest, and
// a CLI build line (`3.4.0 (commit 8c1e2f4, built …)`) names that release's commit and build time.
import path from 'node:path';
import {findRelease, knownIssues, latestRelease, releases} from '../../../src/data/releases';
import {nearest} from '../../../src/lib/nearest';
import {recordLine} from './records';
import type {DocFacts, Line} from './document';
import {isInserted} from './document';

const RELEASES = 'src/data/releases.ts';
const ISSUE_ID = /\bKI-\d{4}-\d{3}\b/g;
const HEADING = /^#{2,6}\s+(.*)$/;
// What a sentence says of an issue: open wins ("until KI-2025-023 is fixed" says it is open).
const SAYS_OPEN = /\buntil\b[^.;]*\bfixed\b|\bstill open\b|\bnot (?:yet )?fixed\b|\bremains? open\b|\(open\)/i;
const SAYS_FIXED = /\b(?:fixed|fixes|resolved)\b/i;
const FIXED_IN = /\bfixed in (?:Skyloom )?(\d+\.\d+\.\d+)/i;

const issueRecord = (id: string) => recordLine(RELEASES, `id: '${id}'`);
/** The sentences of a prose line, each with its column. */
function sentencesOf(text: string): {text: string; start: number}[] {
  const found: {text: string; start: number}[] = [];
  let offset = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`*_[(])/)) {
    const start = text.indexOf(sentence, offset);
    found.push({text: sentence, start});
    offset = start + sentence.length;
  }
  return found;
}

/** The release-notes month a doc is the page of (docs/change-log/release-notes/sep25-release.md), if any. */
const releaseNotesMonth = (file: string) =>
  /(?:^|\/)change-log\/release-notes\//.test(file) ? path.basename(file).replace(/\.mdx?$/, '') : undefined;

export function checkKnownIssues(doc: DocFacts, file: string) {
  const month = releaseNotesMonth(file);
  const named = new Set<string>();
  let heading = '';
  let fixedHeading: Line | undefined;
  for (const line of doc.lines) {
    const title = line.kind === 'prose' ? line.text.match(HEADING)?.[1] : undefined;
    if (title !== undefined) {
      heading = title;
      if (/^Fixed\b/i.test(title)) fixedHeading = line;
    }
    for (const {text, start} of line.kind === 'prose' ? sentencesOf(line.text) : [{text: line.text, start: 0}]) {
      for (const match of text.matchAll(ISSUE_ID)) {
        const id = match[0];
        const column = start + match.index + 1;
        named.add(id);
        doc.count('releases.known-issues');
        const issue = knownIssues.find((candidate) => candidate.id === id);
        if (!issue) {
          const close = nearest(
            id,
            knownIssues.map((candidate) => candidate.id),
          );
          doc.report(
            line,
            column,
            `${id} is not a known issue of ${RELEASES}${close ? `; did you mean ${close}?` : ''} (add a new issue to knownIssues there first)`,
            'known-issue',
          );
          continue;
        }
        if (line.kind !== 'prose') continue;
        const open = SAYS_OPEN.test(text);
        const fixed = !open && (SAYS_FIXED.test(text) || /^Fixed\b/i.test(heading));
        const stated =
          text.slice(match.index + id.length).match(/^\]?(?:\([^)]*\))?\s*\((\d+\.\d+\.\d+)\)/)?.[1] ??
          text.match(FIXED_IN)?.[1];
        if (fixed && issue.fixedIn === null)
          doc.report(
            line,
            column,
            `${id} is still open in ${issueRecord(id)} (fixedIn: null): do not list it as fixed, or set fixedIn there to the release that fixed it`,
            'known-issue',
          );
        else if (open && issue.fixedIn !== null)
          doc.report(
            line,
            column,
            `${id} was fixed in ${issue.fixedIn} (${issueRecord(id)}), but this sentence says it is open: write what happens since ${issue.fixedIn}`,
            'known-issue',
          );
        else if ((fixed || stated) && issue.fixedIn !== null && stated && stated !== issue.fixedIn)
          doc.report(
            line,
            column,
            `${id} was fixed in ${issue.fixedIn} (${issueRecord(id)}), not ${stated}: write ${issue.fixedIn}`,
            'known-issue',
          );
        else if (fixed && month && issue.fixedIn !== null && findRelease(issue.fixedIn)?.month !== month)
          doc.report(
            line,
            column,
            `${id} was fixed in ${issue.fixedIn} (${issueRecord(id)}), which the ${findRelease(issue.fixedIn)?.month} notes list: move it there`,
            'known-issue',
          );
      }
    }
  }
  // The Fixed list of a month's release notes names every issue that month's releases fixed.
  if (!month) return;
  const shipped = new Set(releases.filter((release) => release.month === month).map((release) => release.version));
  for (const issue of knownIssues.filter((candidate) => candidate.fixedIn && shipped.has(candidate.fixedIn))) {
    if (named.has(issue.id)) continue;
    doc.report(
      fixedHeading ?? doc.lines[0],
      1,
      `${issue.id} was fixed in ${issue.fixedIn} (${issueRecord(issue.id)}), a release of this month: list it under Fixed as \`- ${issue.id}: …\``,
      'known-issue',
    );
  }
}

// "Latest release: 3.4.0", "the current release (3.4.0)", "3.4.0, the latest release", `"latestRelease": "3.4.0"`.
const LATEST = String.raw`(?:latest|current|newest|most recent)`;
const LATEST_BEFORE = new RegExp(
  String.raw`\b${LATEST}\s+(?:Skyloom\s+|CLI\s+)?(release|version)\b(?!\s+notes)[^.;|\d]{0,24}?v?(\d+\.\d+\.\d+)\b|"latestRelease"\s*:\s*"(\d+\.\d+\.\d+)"`,
  'gi',
);
const LATEST_AFTER = new RegExp(
  String.raw`\bv?(\d+\.\d+\.\d+)\b,?\s+(?:is\s+|was\s+)?(?:the\s+)?${LATEST}\s+(?:Skyloom\s+|CLI\s+)?(release|version)\b`,
  'gi',
);

/** A version stated as the latest or current Skyloom release (a "version" only when it is a Skyloom release). */
export function checkLatestRelease(doc: DocFacts, line: Line) {
  const stated = [
    ...[...line.text.matchAll(LATEST_BEFORE)].map((match) => ({
      version: match[2] ?? match[3],
      word: match[1] ?? 'release',
      at: match.index + match[0].lastIndexOf(match[2] ?? match[3]),
    })),
    ...[...line.text.matchAll(LATEST_AFTER)].map((match) => ({version: match[1], word: match[2], at: match.index})),
  ];
  for (const {version, word, at} of stated) {
    if (isInserted(line, at, at + version.length)) continue;
    if (/version/i.test(word) && !findRelease(version)) continue;
    doc.count('release.latest');
    if (version === latestRelease.version) continue;
    const reference = line.kind === 'code' ? '{{fact:release.latest}}' : ':fact[release.latest]';
    doc.report(
      line,
      at + 1,
      `the latest Skyloom release is ${latestRelease.version} (${recordLine(RELEASES, `version: '${latestRelease.version}'`)}), not ${version}: ${
        line.kind === 'frontmatter'
          ? 'frontmatter cannot insert a fact, so write the version there or leave it out'
          : `insert ${reference} instead of typing the version, or update the text if it describes ${version}`
      }`,
      'release',
    );
  }
}

// `skyloom 3.4.0 (commit 8c1e2f4, built 2025-09-23T10:14:02Z, linux/amd64)`, `Client version:   3.2.1 (commit 51d0a9e, …)`.
const BUILD_LINE = /\b(\d+\.\d+\.\d+) \(commit ([0-9a-f]{7,})(?:, built (\d{4}-\d\d-\d\dT[\d:]+Z))?/g;

/** A CLI build named by version, commit and build time is that release's build in the data. */
export function checkReleaseBuilds(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(BUILD_LINE)) {
    const [, version, commit, time] = match;
    if (isInserted(line, match.index, match.index + match[0].length)) continue;
    const release = findRelease(version);
    if (!release) continue;
    const latest = release === latestRelease;
    const wrong = [
      commit !== release.build.commit &&
        `commit ${release.build.commit}${latest ? ' ({{fact:release.latest-commit}})' : ''}, not ${commit}`,
      time !== undefined &&
        time !== release.build.time &&
        `built ${release.build.time}${latest ? ' ({{fact:release.latest-built}})' : ''}, not ${time}`,
    ].filter(Boolean);
    if (!wrong.length) continue;
    const record = recordLine(RELEASES, `version: '${version}'`);
    doc.report(
      line,
      match.index + 1,
      `the CLI build of ${version} is ${wrong.join(', ')} (${record}): write the data's values, or insert the facts`,
      'release',
    );
  }
}
