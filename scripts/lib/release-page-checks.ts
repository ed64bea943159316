// The `release` rule on the change-log pages: each month's release notes name, in bold, exactly the releases
// src/data/releases.ts gives the month, show the upgrade line of its newest one and have the sections of a release
// note; each known-issues month renders its issues from the data; the change-log index lists every month with its
// versions. A page is recognized by its route, the path the data gives it.
import path from 'node:path';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {
  findRelease,
  findReleaseMonth,
  knownIssueMonths,
  releaseMonths,
  releasesInMonth,
  type ReleaseMonth,
} from '../../src/data/releases';
import {formatDay} from '../../src/lib/dates';
import {recordLine} from './fact-detectors/records';
import {changeLogRow} from './release-pages';
import {withoutTrailingSlash} from './site-routes';

const RELEASES = 'src/data/releases.ts';
/** The sections of a month's release notes, in order (templates/release-note.md). */
const MONTH_SECTIONS = ['## New', '## Improved', '## Fixed', '## Deprecated and breaking changes'];
/** A release as the release notes name their own: `**Skyloom 3.4.0**`. */
const NAMED_RELEASE = /\*\*Skyloom (\d+\.\d+\.\d+)\*\*/g;
/** The change-log index: the folder page above the month pages. */
const CHANGE_LOG = `${path.posix.dirname(path.posix.dirname(releaseMonths[0].path))}/`;

export interface PageProblem {
  line: number;
  column: number;
  message: string;
}

const releaseRecord = (version: string) => recordLine(RELEASES, `version: '${version}'`);

/**
 * Whether a doc's route is `route`. A test's copy of a page elsewhere (`…/change-log/release-notes/sep25-release.md`)
 * ends with it, so fixtures stand for the page without living in docs/.
 */
const isRoute = (docRoute: string, route: string) =>
  withoutTrailingSlash(docRoute).endsWith(withoutTrailingSlash(route));

/** The 1-based number of the first line that satisfies `test`, or `fallback`. */
function lineWhere(lines: readonly string[], test: (text: string) => boolean, fallback = 1): number {
  const index = lines.findIndex(test);
  return index === -1 ? fallback : index + 1;
}

/** The line of the page's first paragraph, where its opening sentence names the month's releases. */
const openingLine = (tree: Root) => tree.children.find((node) => node.type === 'paragraph')?.position?.start.line ?? 1;

function checkReleaseNotes(month: ReleaseMonth, lines: readonly string[], top: number): PageProblem[] {
  const problems: PageProblem[] = [];
  const shipped = releasesInMonth(month.slug);
  const expected = new Set(shipped.map((release) => release.version));
  const named = new Set<string>();
  lines.forEach((text, index) => {
    for (const match of text.matchAll(NAMED_RELEASE)) {
      const version = match[1];
      named.add(version);
      if (expected.has(version)) continue;
      const release = findRelease(version);
      problems.push({
        line: index + 1,
        column: match.index + 1,
        message: release
          ? `**Skyloom ${version}** is a release of ${findReleaseMonth(release.month)?.label ?? release.month} (${releaseRecord(version)}), not of ${month.label}: the bold names only the month's own releases, so write "Skyloom ${version}" without bold`
          : `Skyloom ${version} is no release of ${RELEASES}: add it to \`releases\` there first, or name one of this month's releases (${[...expected].join(', ')})`,
      });
    }
  });
  for (const release of shipped.filter((each) => !named.has(each.version)))
    problems.push({
      line: top,
      column: 1,
      message: `${month.label} shipped Skyloom ${release.version} (${releaseRecord(release.version)}): name it as **Skyloom ${release.version}**, shipped on ${formatDay(release.date)}`,
    });
  const newest = shipped[0];
  if (newest && !lines.some((text) => text.includes(newest.upgrade)))
    problems.push({
      line: lineWhere(lines, (text) => text.startsWith('**Upgrade:**'), top),
      column: 1,
      message: `the upgrade line is the \`upgrade\` of ${newest.version}, the month's newest release (${releaseRecord(newest.version)}): write **Upgrade:** ${newest.upgrade}`,
    });
  for (const heading of MONTH_SECTIONS.filter((each) => !lines.includes(each)))
    problems.push({
      line: lineWhere(lines, (text) => text.startsWith('## '), top),
      column: 1,
      message: `the release notes of a month have the sections ${MONTH_SECTIONS.map((each) => `"${each}"`).join(', ')} (templates/release-note.md): add "${heading}"`,
    });
  return problems;
}

function checkChangeLog(lines: readonly string[], linked: ReadonlySet<string>): PageProblem[] {
  const problems: PageProblem[] = [];
  const under = (heading: RegExp) => lineWhere(lines, (text) => heading.test(text));
  for (const month of releaseMonths) {
    const expected = changeLogRow(month, releasesInMonth(month.slug));
    const index = lines.findIndex((text) => text.includes(`](${month.path})`));
    if (index === -1) {
      problems.push({
        line: under(/^## Release notes by month/),
        column: 1,
        message: `the change log lists every month of release notes: add \`${expected}\` in its place, newest first`,
      });
      continue;
    }
    const named = [...lines[index].matchAll(/\b\d+\.\d+\.\d+\b/g)].map((match) => match[0]).sort();
    const shipped = releasesInMonth(month.slug)
      .map((release) => release.version)
      .sort();
    if (named.join() !== shipped.join())
      problems.push({
        line: index + 1,
        column: 1,
        message: `${month.label} shipped ${shipped.join(' and ')} (${recordLine(RELEASES, `month: '${month.slug}'`)}), not ${named.join(' and ') || 'no version'}: write \`${expected}\``,
      });
  }
  for (const month of knownIssueMonths.filter((each) => !linked.has(each.path)))
    problems.push({
      line: under(/^## Known issues by month/),
      column: 1,
      message: `the change log lists every month of known issues: add \`${changeLogRow(month)}\` in its place, newest first`,
    });
  return problems;
}

/** Whether the page renders `<KnownIssuesList month="<slug>" />`. */
function rendersIssuesOf(tree: Root, slug: string): boolean {
  let found = false;
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name !== 'KnownIssuesList') return;
    found ||= node.attributes.some(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'month' && attribute.value === slug,
    );
  });
  return found;
}

/**
 * The problems of a change-log page (`route` is the doc's route; `linked` the routes its links go to, without
 * trailing slashes); none for any other page.
 */
export function checkReleasePage(
  route: string,
  source: string,
  tree: Root,
  linked: ReadonlySet<string>,
): PageProblem[] {
  const lines = source.split('\n');
  const notes = releaseMonths.find((month) => isRoute(route, month.path));
  if (notes) return checkReleaseNotes(notes, lines, openingLine(tree));
  const issues = knownIssueMonths.find((month) => isRoute(route, month.path));
  if (issues && !rendersIssuesOf(tree, issues.slug))
    return [
      {
        line: lineWhere(lines, (text) => text.startsWith('## Issues reported in'), openingLine(tree)),
        column: 1,
        message: `the known issues of ${issues.label} render from ${RELEASES}: add <KnownIssuesList month="${issues.slug}" status="all" /> (templates/known-issues.mdx)`,
      },
    ];
  if (isRoute(route, CHANGE_LOG)) return checkChangeLog(lines, linked);
  return [];
}
