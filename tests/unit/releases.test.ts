// Consistency of the release data (src/data/releases.ts) with the release-notes and known-issues pages.
// Run: npx tsx --test tests/unit/releases.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  findRelease,
  knownIssueMonthEnd,
  knownIssueMonths,
  knownIssues,
  latestRelease,
  releaseMonths,
  releases,
  releasesInMonth,
} from '../../src/data/releases';
import {readContract} from '../../scripts/lib/site-routes';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

/** The doc file that serves a site path, or undefined. */
function docFileFor(sitePath: string): string | undefined {
  const rel = sitePath.replace(/^\//, '').replace(/\/$/, '');
  const candidates = sitePath.endsWith('/')
    ? [`${rel}/index.md`, `${rel}/index.mdx`, `${rel}/README.md`, `${rel}/README.mdx`]
    : [`${rel}.md`, `${rel}.mdx`];
  return candidates.map((candidate) => path.join(DOCS, candidate)).find((file) => fs.existsSync(file));
}

function readDoc(sitePath: string): string {
  const file = docFileFor(sitePath);
  assert.ok(file, `no doc file serves ${sitePath}`);
  return fs.readFileSync(file, 'utf8');
}

/** The doc pages of the releases sidebar that the route contract names, landing pages of categories aside. */
const releasePagesOfContract = readContract().flatMap((entry) =>
  entry.kind === 'page' && entry.sidebar === 'releases' && !entry.path.startsWith('/category/') ? [entry.path] : [],
);

/** The change log index: the folder page above the month pages, one of the contract's release pages. */
const changeLogIndex = `${path.posix.dirname(path.posix.dirname(releaseMonths[0].path))}/`;

/** The sections every release-notes month page has, in the structure of a release note. */
const MONTH_SECTIONS = ['## New', '## Improved', '## Fixed', '## Deprecated and breaking changes'];

/** Versions a release-notes page names: every `**Skyloom X.Y.Z**` in its text. */
function versionsNamedIn(source: string): string[] {
  return [...new Set([...source.matchAll(/\*\*Skyloom (\d+\.\d+\.\d+)\*\*/g)].map((match) => match[1]))].sort();
}

const compareSemver = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

test('releases are strictly descending by date and by version', () => {
  for (let i = 1; i < releases.length; i++) {
    const newer = releases[i - 1];
    const older = releases[i];
    assert.ok(
      newer.date > older.date,
      `${newer.version} (${newer.date}) must be newer than ${older.version} (${older.date})`,
    );
    assert.ok(
      compareSemver(newer.version, older.version) > 0,
      `${newer.version} must be a higher version than ${older.version}`,
    );
  }
});

test('release fields are well formed', () => {
  assert.equal(new Set(releases.map((release) => release.version)).size, releases.length, 'versions are unique');
  for (const release of releases) {
    assert.match(release.version, /^\d+\.\d+\.\d+$/);
    assert.match(release.date, /^\d{4}-\d{2}-\d{2}$/);
    const [year, month] = release.date.split('-');
    const slug = releaseMonths.find((m) => m.slug === release.month);
    assert.ok(slug, `${release.version}: month ${release.month} is not a release month`);
    const expected = `${['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'][Number(month) - 1]}${year.slice(2)}-release`;
    assert.equal(release.month, expected, `${release.version} released ${release.date} belongs to ${expected}`);
    const kind = release.version.endsWith('.0') ? (release.version.endsWith('.0.0') ? 'major' : 'minor') : 'patch';
    assert.equal(release.kind, kind, `${release.version} is a ${kind} release`);
    assert.ok(
      release.highlights.trim() && release.upgrade.trim(),
      `${release.version} needs highlights and upgrade text`,
    );
    assert.ok(!release.upgrade.includes('\n'), `${release.version}: upgrade guidance is one line`);
  }
});

test('the release months are the months of the releases, newest first, and the latest release is the first', () => {
  const monthsOfReleases = [...new Set(releases.map((release) => release.month))];
  assert.deepEqual(
    releaseMonths.map((month) => month.slug),
    monthsOfReleases,
    'one release-notes month per month with a release, in the order of the releases',
  );
  assert.equal(latestRelease, releases[0]);
  const ends = knownIssueMonths.map((month) => knownIssueMonthEnd(month.slug));
  assert.deepEqual(ends, [...ends].sort().reverse(), 'known-issues months are newest first');
  for (const month of knownIssueMonths)
    assert.ok(
      releaseMonths.some((candidate) => candidate.slug === month.releaseMonth),
      `${month.slug}: ${month.releaseMonth} is not a release month`,
    );
});

test('every release-notes month page names exactly the versions the data assigns to it', () => {
  for (const month of releaseMonths) {
    const expected = releasesInMonth(month.slug)
      .map((release) => release.version)
      .sort();
    assert.ok(expected.length > 0, `${month.slug} has no release in the data`);
    assert.deepEqual(versionsNamedIn(readDoc(month.path)), expected, `${month.path} names the wrong versions`);
  }
});

test('every version in the data is named on a release-notes month page', () => {
  const named = new Set(releaseMonths.flatMap((month) => versionsNamedIn(readDoc(month.path))));
  for (const release of releases) assert.ok(named.has(release.version), `${release.version} is on no month page`);
});

test('each month page shows the upgrade guidance of its newest release and the standard sections', () => {
  for (const month of releaseMonths) {
    const source = readDoc(month.path);
    const newest = releasesInMonth(month.slug)[0];
    assert.ok(source.includes(newest.upgrade), `${month.path} must contain the upgrade line of ${newest.version}`);
    for (const heading of MONTH_SECTIONS) {
      assert.ok(source.split('\n').includes(heading), `${month.path} needs the section "${heading}"`);
    }
  }
});

test('every link in the versions table and the month lists is an existing doc file', () => {
  for (const release of releases) {
    const month = releaseMonths.find((candidate) => candidate.slug === release.month);
    assert.ok(month && docFileFor(month.path), `release notes for ${release.version} (${month?.path}) do not exist`);
  }
  for (const month of [...releaseMonths, ...knownIssueMonths]) {
    assert.ok(docFileFor(month.path), `${month.path} has no doc file`);
  }
  for (const sitePath of releasePagesOfContract) assert.ok(docFileFor(sitePath), `${sitePath} has no doc file`);
});

test('known issues have unique ids, real versions and a fix released after the month they were reported', () => {
  assert.equal(new Set(knownIssues.map((issue) => issue.id)).size, knownIssues.length, 'issue ids are unique');
  for (const issue of knownIssues) {
    const month = knownIssueMonths.find((candidate) => candidate.slug === issue.reportedIn);
    assert.ok(month, `${issue.id}: reportedIn ${issue.reportedIn} is not a known-issues month`);
    assert.match(
      issue.id,
      new RegExp(`^KI-${issue.reportedIn.slice(3)}-\\d{3}$`),
      `${issue.id} carries the year it was reported`,
    );
    const monthEnd = knownIssueMonthEnd(issue.reportedIn);
    assert.ok(issue.affectedVersions.length > 0, `${issue.id} affects no version`);
    for (const version of issue.affectedVersions)
      assert.ok(findRelease(version), `${issue.id}: unknown affected version ${version}`);
    const introduced = findRelease(issue.affectedVersions[0])!;
    assert.ok(
      introduced.date <= monthEnd,
      `${issue.id} cannot affect ${introduced.version} before that version shipped`,
    );
    if (issue.fixedIn === null) {
      assert.ok(
        issue.affectedVersions.includes(releases[0].version),
        `open issue ${issue.id} must affect the latest release`,
      );
      continue;
    }
    const fix = findRelease(issue.fixedIn);
    assert.ok(fix, `${issue.id}: fixedIn ${issue.fixedIn} is not a released version`);
    assert.ok(fix.date > monthEnd, `${issue.id}: fix ${fix.version} (${fix.date}) must ship after ${issue.reportedIn}`);
    assert.ok(!issue.affectedVersions.includes(fix.version), `${issue.id} cannot affect the version that fixed it`);
  }
});

test('the release notes of a fixing version mention the issues it fixed', () => {
  for (const issue of knownIssues) {
    if (issue.fixedIn === null) continue;
    const month = releaseMonths.find((candidate) => candidate.slug === findRelease(issue.fixedIn!)!.month)!;
    assert.ok(readDoc(month.path).includes(issue.id), `${month.path} should list ${issue.id} under Fixed`);
  }
});

test('every known-issues month has issues and its page renders them from the data', () => {
  for (const month of knownIssueMonths) {
    assert.ok(
      knownIssues.some((issue) => issue.reportedIn === month.slug),
      `no issue reported in ${month.slug}`,
    );
    const source = readDoc(month.path);
    assert.ok(
      source.includes(`<KnownIssuesList month="${month.slug}"`),
      `${month.path} must render <KnownIssuesList month="${month.slug}" />`,
    );
  }
});

test('the change log index links every month and names the same versions as the data', () => {
  assert.ok(releasePagesOfContract.includes(changeLogIndex), `${changeLogIndex} is a release page of tests/routes.txt`);
  for (const month of [...releaseMonths, ...knownIssueMonths])
    assert.ok(month.path.startsWith(changeLogIndex), `${month.path} is under ${changeLogIndex}`);
  const source = readDoc(changeLogIndex);
  for (const month of knownIssueMonths) {
    assert.ok(source.includes(`](${month.path})`), `${changeLogIndex} must link ${month.path}`);
  }
  for (const month of releaseMonths) {
    const line = source.split('\n').find((candidate) => candidate.includes(`](${month.path})`));
    assert.ok(line, `${changeLogIndex} must link ${month.path}`);
    const named = [...line.matchAll(/\b(\d+\.\d+\.\d+)\b/g)].map((match) => match[1]).sort();
    const expected = releasesInMonth(month.slug)
      .map((release) => release.version)
      .sort();
    assert.deepEqual(named, expected, `${changeLogIndex} names the wrong versions for ${month.label}`);
  }
});
