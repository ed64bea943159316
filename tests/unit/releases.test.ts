// The release data (src/data/releases.ts) is consistent in itself, and the content lint holds the release-notes,
// known-issues and change-log pages to it (on fixture pages, so a new release never breaks this test).
// Run: npx tsx --test tests/unit/releases.test.ts
import {describe, it, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
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
import {lintFile} from '../../scripts/lib/content-lint';
import {siteIndex} from '../../scripts/lib/site-index';
import {changeLogRow, releaseNotePage} from '../../scripts/lib/release-pages';

const FIXTURES = path.resolve(__dirname, '../fixtures/unit/change-log');

/** The change log index: the folder page above the month pages. */
const changeLogIndex = `${path.posix.dirname(path.posix.dirname(releaseMonths[0].path))}/`;

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

test('every release-notes month is the page of a month under the change log', () => {
  for (const month of [...releaseMonths, ...knownIssueMonths])
    assert.ok(month.path.startsWith(changeLogIndex), `${month.path} is under ${changeLogIndex}`);
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

test('every known-issues month has issues', () => {
  for (const month of knownIssueMonths)
    assert.ok(
      knownIssues.some((issue) => issue.reportedIn === month.slug),
      `no issue reported in ${month.slug}`,
    );
});

/**
 * The change-log pages as the content lint's `release` rule holds them to the data: fixture pages of
 * tests/fixtures/unit/change-log/, their `%MARKERS%` filled from src/data/releases.ts, saved where the data puts the
 * page (the route of a month), then changed the way a writer gets them wrong.
 */
describe('The content lint holds the change-log pages to the release data', () => {
  const site = siteIndex();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-pages-'));
  process.on('exit', () => fs.rmSync(scratch, {recursive: true, force: true}));

  /** The fixture with its markers filled, then edited; its `release` problems as line and message. */
  function lint(fixture: string, route: string, values: Record<string, string>, edit = (source: string) => source) {
    const source = edit(
      fs
        .readFileSync(path.join(FIXTURES, fixture), 'utf8')
        .replace(/%([A-Z_]+)%/g, (_, key: string) => values[key] ?? assert.fail(`no value for %${key}%`)),
    );
    const file = path.join(scratch, route.endsWith('/') ? `${route}index.md` : `${route}${path.extname(fixture)}`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, source);
    const problems = lintFile(file, site).map((text) => text.match(/^.*?:(\d+):\d+ {2}(\S+) {2}(.*)$/)!);
    return {
      source,
      all: problems.map((match) => match[0]),
      release: problems
        .filter((match) => match[2] === 'release')
        .map((match) => ({line: Number(match[1]), message: match[3]})),
    };
  }
  /** The 1-based line of the first line of `source` holding `text`. */
  const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

  describe('release notes of a month', () => {
    // A month of several releases, so that one left out is seen.
    const month = releaseMonths.find((candidate) => releasesInMonth(candidate.slug).length > 1)!;
    const shipped = releasesInMonth(month.slug);
    const [newest, older] = shipped;
    const filled = releaseNotePage(newest.date.slice(0, 7));
    assert.ok('page' in filled, `the page generator makes the release notes of ${month.label}`);
    const notes = (edit?: (source: string) => string) => lint('release-notes.md', month.path, filled.page.values, edit);

    it('pass when they name every release of the month in bold, its newest upgrade line and every section', () => {
      assert.deepEqual(notes().all, []);
    });

    it('fail on a release of the month the page does not name in bold, at its opening sentence', () => {
      const {source, release} = notes((text) =>
        text.replace(`**Skyloom ${older.version}**`, `Skyloom ${older.version}`),
      );
      assert.equal(release.length, 1, JSON.stringify(release));
      assert.equal(release[0].line, lineOf(source, `Skyloom ${older.version}`));
      assert.ok(release[0].message.includes(`name it as **Skyloom ${older.version}**`), release[0].message);
    });

    it('fail on a release of another month named in bold', () => {
      const other = releases.find((release) => release.month !== month.slug)!;
      const {source, release} = notes((text) => `${text}\nIt follows **Skyloom ${other.version}**.\n`);
      assert.deepEqual(
        release.map(({line}) => line),
        [lineOf(source, 'It follows')],
      );
      assert.ok(release[0].message.includes(`write "Skyloom ${other.version}" without bold`), release[0].message);
    });

    it('fail on an upgrade line other than the newest release’s, with the line to write', () => {
      const {source, release} = notes((text) => text.replace(newest.upgrade, 'Upgrade the CLI.'));
      assert.deepEqual(
        release.map(({line}) => line),
        [lineOf(source, '**Upgrade:**')],
      );
      assert.ok(release[0].message.endsWith(`write **Upgrade:** ${newest.upgrade}`), release[0].message);
    });

    it('fail on a missing section of a release note', () => {
      const {release} = notes((text) => text.replace('## Improved\n', ''));
      assert.deepEqual(
        release.map(({message}) => message.slice(message.lastIndexOf(':') + 2)),
        ['add "## Improved"'],
      );
    });
  });

  describe('known issues of a month', () => {
    const [month, other] = knownIssueMonths;
    const issues = (slug: string) => lint('known-issues.mdx', month.path, {MONTH_SLUG: slug});

    it('pass when they render the month’s issues from the data', () => {
      assert.deepEqual(issues(month.slug).all, []);
    });

    it('fail when they render another month’s', () => {
      const {source, release} = issues(other.slug);
      assert.deepEqual(
        release.map(({line}) => line),
        [lineOf(source, '## Issues reported in')],
      );
      assert.ok(release[0].message.includes(`<KnownIssuesList month="${month.slug}"`), release[0].message);
    });
  });

  describe('the change-log index', () => {
    const rows = {
      RELEASE_ROWS: releaseMonths.map((month) => changeLogRow(month, releasesInMonth(month.slug))).join('\n'),
      ISSUE_ROWS: knownIssueMonths.map((month) => changeLogRow(month)).join('\n'),
    };
    const index = (edit?: (source: string) => string) => lint('index.md', changeLogIndex, rows, edit);
    const severalReleases = releaseMonths.find((month) => releasesInMonth(month.slug).length > 1)!;
    const row = changeLogRow(severalReleases, releasesInMonth(severalReleases.slug));

    it('passes when it lists every month, each release month with its versions', () => {
      assert.deepEqual(index().all, []);
    });

    it('fails on a month listed with other versions than the data’s, with the row to write', () => {
      const {source, release} = index((text) => text.replace(row, row.replace(/ and [\d.]+$/, '')));
      assert.deepEqual(
        release.map(({line}) => line),
        [lineOf(source, `](${severalReleases.path})`)],
      );
      assert.ok(release[0].message.endsWith(`write \`${row}\``), release[0].message);
    });

    it('fails on a month of known issues it does not list', () => {
      const [month] = knownIssueMonths;
      const {release} = index((text) => text.replace(`${changeLogRow(month)}\n`, ''));
      assert.equal(release.length, 1);
      assert.ok(release[0].message.includes(`add \`${changeLogRow(month)}\``), release[0].message);
    });
  });
});

test('every release names its CLI build: a short commit of its own and a build time on its release day', () => {
  for (const release of releases) {
    assert.match(release.build.commit, /^[0-9a-f]{7}$/, `${release.version}: the commit is 7 hexadecimal characters`);
    assert.match(
      release.build.time,
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
      `${release.version}: an ISO time in UTC`,
    );
    assert.ok(release.build.time.startsWith(release.date), `${release.version} was built on ${release.date}`);
  }
  const commits = releases.map((release) => release.build.commit);
  assert.equal(new Set(commits).size, commits.length, 'no two releases share a commit');
});
