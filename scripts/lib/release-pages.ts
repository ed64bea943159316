// The monthly change-log pages `npm run new -- release-note <YYYY-MM>` and `known-issues <YYYY-MM>` create: what
// they say comes from src/data/releases.ts (the versions of the month, their dates and upgrade line, the known
// issues they fixed), so the data is written first and the page follows it.
import fs from 'node:fs';
import path from 'node:path';
import {knownIssueMonths, knownIssues, releaseMonths, releasesInMonth, type Release} from '../../src/data/releases';
import {formatDay, MONTH_NAMES} from '../../src/lib/dates';
import {docFiles} from './site-routes';

const ROOT = path.resolve(__dirname, '../..');
const DATA_FILE = 'src/data/releases.ts';

/** A change-log page for one month, with the values its template's markers take. */
interface MonthPage {
  route: string;
  title: string;
  /** The month as the change-log index lists it ("September 2025"). */
  label: string;
  values: Record<string, string>;
  /** The row the change-log index lists the month with. */
  indexRow: string;
  /** Lines of other pages that may need a word changed now that this month is the newest (file:line  text). */
  review: string[];
}

export type MonthPageResult = {page: MonthPage} | {refusal: string};

/** The month a `YYYY-MM` argument names, as the data labels months ("September 2025"). */
function monthLabel(text: string): string | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : undefined;
}

const versionsOldestFirst = (releases: readonly Release[]) => [...releases].reverse().map(({version}) => version);
const link = (text: string, route: string) => `[${text}](${route})`;

/** The row the change-log index lists a month with: its link, and a release month's versions, oldest first. */
export const changeLogRow = (month: {label: string; path: string}, shipped: readonly Release[] = []): string =>
  `- ${link(month.label, month.path)}${shipped.length ? `: ${versionsOldestFirst(shipped).join(' and ')}` : ''}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Lines of the docs that may need a word changed once a newer month ships: those that name the previous newest version with "latest", "current" or "newest", and those that end a range of months with
 * the previous newest month ("December 2024 to September 2025").
 */
function linesToReview(previousVersion: string | undefined, previousLabel: string | undefined): string[] {
  const version = previousVersion ? new RegExp(`(^|[^\\d.])${escapeRegExp(previousVersion)}(?![\\d])`) : undefined;
  const range = previousLabel ? new RegExp(`\\bto ${escapeRegExp(previousLabel)}\\b`) : undefined;
  const needsReview = (text: string) =>
    (version !== undefined && version.test(text) && /\b(latest|current|newest)\b/i.test(text)) ||
    (range?.test(text) ?? false);
  return docFiles().flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        needsReview(text)
          ? [`${path.relative(ROOT, file)}:${index + 1}  ${text.length > 100 ? `${text.slice(0, 100)}…` : text}`]
          : [],
      ),
  );
}

/** The release notes of a month whose releases src/data/releases.ts lists. */
export function releaseNotePage(monthArgument: string): MonthPageResult {
  const label = monthLabel(monthArgument);
  if (!label) return {refusal: `"${monthArgument}" is not a month: write it as YYYY-MM, for example 2025-10`};
  const index = releaseMonths.findIndex((month) => month.label === label);
  const month = releaseMonths[index];
  const releases = month ? releasesInMonth(month.slug) : [];
  if (!month || !releases.length)
    return {
      refusal: `${label} has no release in ${DATA_FILE}: add its release(s) at the top of \`releases\` (version, date, month, kind, highlights, upgrade) and the month at the top of \`releaseMonths\` first, then run this again`,
    };
  const oldestFirst = [...releases].reverse();
  const shipped = oldestFirst
    .map((release, position) =>
      position === 0
        ? `**Skyloom ${release.version}** shipped on ${formatDay(release.date)}`
        : `**Skyloom ${release.version}** on ${formatDay(release.date)}`,
    )
    .join(oldestFirst.length > 2 ? ', ' : ' and ');
  const versions = new Set(releases.map(({version}) => version));
  const fixed = knownIssues.filter((issue) => issue.fixedIn !== null && versions.has(issue.fixedIn));
  const previous = releaseMonths[index + 1];
  const isNewest = index === 0;
  return {
    page: {
      route: month.path,
      title: `${label} release notes`,
      label,
      values: {
        MONTH: label,
        VERSION_KEYWORDS: oldestFirst.map(({version}) => `Skyloom ${version}`).join(', '),
        SHIPPED: shipped,
        UPGRADE: releases[0].upgrade,
        FIXED_ISSUES: fixed
          .map((issue) => `- ${issue.id}: ${issue.title}${versions.size > 1 ? ` (${issue.fixedIn})` : ''}.`)
          .join('\n'),
        PREVIOUS_MONTH_LINK: previous ? link(`${previous.label} release notes`, previous.path) : '',
      },
      indexRow: changeLogRow(month, releases),
      review: isNewest ? linesToReview(previous && releasesInMonth(previous.slug)[0]?.version, previous?.label) : [],
    },
  };
}

/** The known-issues page of a month whose issues src/data/releases.ts lists. */
export function knownIssuesPage(monthArgument: string): MonthPageResult {
  const label = monthLabel(monthArgument);
  if (!label) return {refusal: `"${monthArgument}" is not a month: write it as YYYY-MM, for example 2025-09`};
  const index = knownIssueMonths.findIndex((month) => month.label === label);
  const month = knownIssueMonths[index];
  if (!month || !knownIssues.some((issue) => issue.reportedIn === month.slug))
    return {
      refusal: `${label} has no known issue in ${DATA_FILE}: add the month at the top of \`knownIssueMonths\` and its issues to the list of issues (with \`reportedIn\` set to the month) first, then run this again`,
    };
  const releaseNotes = releaseMonths.find((candidate) => candidate.slug === month.releaseMonth);
  const previous = knownIssueMonths[index + 1];
  return {
    page: {
      route: month.path,
      title: `Known issues, ${label}`,
      label,
      values: {
        MONTH: label,
        MONTH_SLUG: month.slug,
        RELEASE_NOTES_LINK: releaseNotes ? link(`${releaseNotes.label} release notes`, releaseNotes.path) : '',
        PREVIOUS_MONTH_LINK: previous ? link(`Known issues, ${previous.label}`, previous.path) : '',
      },
      indexRow: changeLogRow(month),
      review: index === 0 ? linesToReview(undefined, previous?.label) : [],
    },
  };
}
