/**
 * Skyloom releases and known issues: the one source the release pages, the versions table and the
 * known-issues lists render from. CLI and platform share one version number.
 *
 * Text fields may contain `code spans` (backticks); components render them as <code>.
 */
import {MONTH_NAMES} from '../lib/dates';

export type ReleaseKind = 'major' | 'minor' | 'patch';

export interface Release {
  version: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** Slug of the release-notes month page, for example 'sep25-release'. */
  month: string;
  highlights: string;
  kind: ReleaseKind;
  /** One line of upgrade guidance. */
  upgrade: string;
  /** The CLI build of the release, as `skyloom version` prints it: the short commit and the build time (UTC). */
  build: {commit: string; time: string};
}

export interface ReleaseMonth {
  /** Page slug, for example 'sep25-release'. */
  slug: string;
  /** For example 'September 2025'. */
  label: string;
  /** Site path of the month's release-notes page. */
  path: string;
}

export interface KnownIssueMonth {
  /** Page slug, for example 'aug2025'. */
  slug: string;
  /** For example 'August 2025'. */
  label: string;
  /** Site path of the month's known-issues page. */
  path: string;
  /** The release-notes month covering the same calendar month. */
  releaseMonth: string;
}

export type KnownIssueStatus = 'open' | 'fixed';

export interface KnownIssue {
  /** For example 'KI-2025-014'. */
  id: string;
  title: string;
  symptom: string;
  /** Every released version the issue affects, oldest first. */
  affectedVersions: readonly string[];
  workaround: string;
  /** Slug of the known-issues month that first reported the issue, for example 'aug2025'. */
  reportedIn: string;
  /** Version that fixed the issue, or null while it is open. */
  fixedIn: string | null;
}

/** Release history, newest first. */
export const releases: readonly Release[] = [
  {
    version: '3.4.0',
    date: '2025-09-23',
    month: 'sep25-release',
    kind: 'minor',
    highlights:
      'GitHub Action `skyloom/generate-iac-action@v2`; IaC generation for several appStacks in one run; service identities and the `plan` token scope',
    upgrade:
      'Upgrade the CLI to 3.4.0 and move workflows from `skyloom/generate-iac-action@v1` to `@v2`; the hosted platform is already on 3.4.0.',
    build: {commit: '8c1e2f4', time: '2025-09-23T10:14:02Z'},
  },
  {
    version: '3.3.0',
    date: '2025-08-26',
    month: 'aug25-release',
    kind: 'minor',
    highlights: 'StackBuilder Express templates; resource packs',
    upgrade:
      'Upgrade the CLI to 3.3.0; no configuration changes are needed, and templates and resource packs appear in the Catalog automatically.',
    build: {commit: 'a4c123b', time: '2025-08-26T16:03:58Z'},
  },
  {
    version: '3.2.1',
    date: '2025-07-29',
    month: 'jul25-release',
    kind: 'patch',
    highlights: 'Patch: `skyloom upload --overwrite` and approval notification fixes',
    upgrade:
      'Upgrade straight to 3.2.1, which includes every 3.2.0 change, and have a Project Admin decide which approval rules each project needs.',
    build: {commit: '51d0a9e', time: '2025-07-29T08:41:55Z'},
  },
  {
    version: '3.2.0',
    date: '2025-07-15',
    month: 'jul25-release',
    kind: 'minor',
    highlights: '`skyloom upload security-rules` and `skyloom upload iam-permissions`; governance approvals',
    upgrade:
      'Upgrade the CLI to 3.2.0 before you run `skyloom upload security-rules` or `skyloom upload iam-permissions`.',
    build: {commit: '612dd27', time: '2025-07-15T08:35:27Z'},
  },
  {
    version: '3.1.0',
    date: '2025-06-24',
    month: 'jun25-release',
    kind: 'minor',
    highlights: 'Intent2Infra: describe what you need, get an appStack; private runners and AWS PrivateLink',
    upgrade: 'Upgrade the CLI to 3.1.0; Intent2Infra runs in the Skyloom web app and needs no CLI configuration.',
    build: {commit: '1371c17', time: '2025-06-24T07:35:54Z'},
  },
  {
    version: '3.0.1',
    date: '2025-05-28',
    month: 'may25-release',
    kind: 'patch',
    highlights: 'Patch: configuration import on Windows; HCP Terraform workspace names',
    upgrade:
      'Upgrade straight to 3.0.1, then run `skyloom configure` once to import your `~/.skyloomrc` profiles into `~/.skyloom/config.yaml`.',
    build: {commit: '49d4395', time: '2025-05-28T08:37:36Z'},
  },
  {
    version: '3.0.0',
    date: '2025-05-13',
    month: 'may25-release',
    kind: 'major',
    highlights:
      'Configuration in `~/.skyloom/config.yaml` with profiles; `--output json|yaml`; `~/.skyloomrc` removed; signed releases with SBOMs',
    upgrade:
      'Major release: run `skyloom configure` once after upgrading to write `~/.skyloom/config.yaml`; `~/.skyloomrc` and `SKYLOOM_API_URL` are no longer read.',
    build: {commit: '6b3216f', time: '2025-05-13T15:27:49Z'},
  },
  {
    version: '2.8.0',
    date: '2025-04-22',
    month: 'apr25-release',
    kind: 'minor',
    highlights: 'HCP Terraform integration; GCP cloud2code generally available; customer-managed keys; IP allowlist',
    upgrade:
      'Upgrade the CLI to 2.8.0; GCP discovery no longer needs the preview opt-in, and 2.8.0 is the last release that reads `~/.skyloomrc`.',
    build: {commit: 'aeeb975', time: '2025-04-22T10:05:36Z'},
  },
  {
    version: '2.7.0',
    date: '2025-03-25',
    month: 'mar25-release',
    kind: 'minor',
    highlights: 'Backstage plugin; activity log streams to your SIEM',
    upgrade:
      'Upgrade the CLI to 2.7.0, install the Backstage plugin in your Backstage app, and replace `SKYLOOM_API_URL` with `SKYLOOM_ENDPOINT` before 3.0.0.',
    build: {commit: '9fae923', time: '2025-03-25T15:26:10Z'},
  },
  {
    version: '2.6.0',
    date: '2025-02-25',
    month: 'feb25-release',
    kind: 'minor',
    highlights: 'OpenTofu export with `--iac-format opentofu`; the public REST API',
    upgrade:
      'Upgrade the CLI to 2.6.0 and pin `--iac-version` in CI if you export OpenTofu; the CLI now warns when it reads `~/.skyloomrc`.',
    build: {commit: 'a4fd12a', time: '2025-02-25T12:44:22Z'},
  },
  {
    version: '2.5.1',
    date: '2025-01-30',
    month: 'jan25-release',
    kind: 'patch',
    highlights: 'Patch: `--from-version` copies connections to data sources; `skyloom drifts` output on Windows',
    upgrade:
      'Upgrade straight to 2.5.1, which includes every 2.5.0 change; drift schedules start at the project default, which a Project Admin can change or turn off.',
    build: {commit: 'fe228f2', time: '2025-01-30T07:46:44Z'},
  },
  {
    version: '2.5.0',
    date: '2025-01-14',
    month: 'jan25-release',
    kind: 'minor',
    highlights: 'Scheduled drift detection; the `skyloom drifts` command; single sign-on, SCIM and MFA',
    upgrade:
      'Upgrade the CLI to 2.5.0 to run `skyloom drifts`; drift schedules start at the project default, which a Project Admin can change or turn off.',
    build: {commit: '9e9cb0e', time: '2025-01-14T12:10:39Z'},
  },
  {
    version: '2.4.0',
    date: '2024-12-10',
    month: 'dec24-release',
    kind: 'minor',
    highlights: 'appStack version control generally available; GCP cloud2code preview',
    upgrade:
      'Upgrade the CLI to 2.4.0 to use `skyloom appstack create-version`; existing snapshots become versions automatically.',
    build: {commit: '3f16947', time: '2024-12-10T13:25:58Z'},
  },
];

/** A month as slugs spell it: 'aug' for August. */
const monthSlug = (monthIndex: number) => MONTH_NAMES[monthIndex].slice(0, 3).toLowerCase();

function monthSlugParts(year: number, monthIndex: number) {
  return {abbr: monthSlug(monthIndex), label: `${MONTH_NAMES[monthIndex]} ${year}`};
}

/** The ten release-notes months, newest first. */
export const releaseMonths: readonly ReleaseMonth[] = [
  [2025, 8],
  [2025, 7],
  [2025, 6],
  [2025, 5],
  [2025, 4],
  [2025, 3],
  [2025, 2],
  [2025, 1],
  [2025, 0],
  [2024, 11],
].map(([year, monthIndex]) => {
  const {abbr, label} = monthSlugParts(year, monthIndex);
  const slug = `${abbr}${String(year).slice(2)}-release`;
  return {slug, label, path: `/change-log/release-notes/${slug}`};
});

/** The nine known-issues months, newest first. */
export const knownIssueMonths: readonly KnownIssueMonth[] = [
  [2025, 7],
  [2025, 6],
  [2025, 5],
  [2025, 4],
  [2025, 3],
  [2025, 2],
  [2025, 1],
  [2025, 0],
  [2024, 11],
].map(([year, monthIndex]) => {
  const {abbr, label} = monthSlugParts(year, monthIndex);
  const slug = `${abbr}${year}`;
  return {
    slug,
    label,
    path: `/change-log/known-issues/${slug}`,
    releaseMonth: `${abbr}${String(year).slice(2)}-release`,
  };
});

export const latestRelease: Release = releases[0];

export function findRelease(version: string): Release | undefined {
  return releases.find((release) => release.version === version);
}

export function findReleaseMonth(slug: string): ReleaseMonth | undefined {
  return releaseMonths.find((month) => month.slug === slug);
}

export function findKnownIssueMonth(slug: string): KnownIssueMonth | undefined {
  return knownIssueMonths.find((month) => month.slug === slug);
}

/** Releases shipped in a release-notes month, newest first. */
export function releasesInMonth(slug: string): Release[] {
  return releases.filter((release) => release.month === slug);
}

/** Site path of the release notes that describe a version. */
export function releaseNotesPath(version: string): string {
  const release = findRelease(version);
  if (!release) throw new Error(`Unknown Skyloom version "${version}"`);
  return findReleaseMonth(release.month)!.path;
}

/** Last calendar day (ISO) of a known-issues month such as 'aug2025'. */
export function knownIssueMonthEnd(slug: string): string {
  const match = /^([a-z]{3})(\d{4})$/.exec(slug);
  const monthIndex = match ? MONTH_NAMES.findIndex((_, index) => monthSlug(index) === match[1]) : -1;
  if (!match || monthIndex < 0) throw new Error(`Not a known-issues month: "${slug}"`);
  const year = Number(match[2]);
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/** Versions from `from` up to (not including) `until`, or to the latest release; oldest first. */
function versionRange(from: string, until: string | null): string[] {
  const oldestFirst = [...releases].reverse();
  const start = oldestFirst.findIndex((release) => release.version === from);
  const end = until === null ? oldestFirst.length : oldestFirst.findIndex((release) => release.version === until);
  if (start < 0 || end < 0 || end <= start) throw new Error(`Bad version range ${from}..${until}`);
  return oldestFirst.slice(start, end).map((release) => release.version);
}

type KnownIssueInput = Omit<KnownIssue, 'affectedVersions'> & {
  /** First version with the problem; affected versions run from here to the version before `fixedIn`. */
  introducedIn: string;
};

const issueInputs: readonly KnownIssueInput[] = [
  // December 2024
  {
    id: 'KI-2024-031',
    title: 'Version comparison leaves out tag-only changes',
    symptom:
      'Comparing two appStack versions on the **Versions** tab lists no difference when the only change between them is a tag value, so tag edits look as if they were never saved.',
    introducedIn: '2.4.0',
    workaround:
      'Download the IaC of both versions with `skyloom appstack download-iac --version` and compare the files locally; tag changes are present in the generated code.',
    reportedIn: 'dec2024',
    fixedIn: '2.5.0',
  },
  {
    id: 'KI-2024-032',
    title: 'GCP cloud2code (preview) times out on large projects',
    symptom:
      '`skyloom cloud2code gcp` stops with exit code 7 on projects with more than about 2,000 resources, and the Discovery page shows the scan as timed out.',
    introducedIn: '2.4.0',
    workaround:
      'Narrow the scan with `--include-types` or `--region`, or raise `--timeout` and lower `--concurrency` so that the scan stays under the API quota of the project.',
    reportedIn: 'dec2024',
    fixedIn: '2.8.0',
  },
  {
    id: 'KI-2024-033',
    title: '`--from-version` drops connections to data sources',
    symptom:
      '`skyloom appstack create-version --from-version` copies the resources and connections of the older version but leaves out its connections to data sources, so the generated code of the new version references inputs that nothing sets.',
    introducedIn: '2.4.0',
    workaround:
      'Connect the data sources again on the topology canvas and create another version, or restore the older version from the **Versions** tab in the web app, which copies every connection.',
    reportedIn: 'dec2024',
    fixedIn: '2.5.1',
  },
  // January 2025
  {
    id: 'KI-2025-001',
    title: 'Scheduled drift checks skip new environments',
    symptom:
      "An environment added to an appStack after the project's drift schedule was turned on is not checked on the schedule, so its drift shows only after a manual check.",
    introducedIn: '2.5.0',
    workaround:
      "Save the **Drift schedule** under **Project settings** again after you add an environment, or select **Check now** on the appStack's **Drift** tab.",
    reportedIn: 'jan2025',
    fixedIn: '2.6.0',
  },
  {
    id: 'KI-2025-002',
    title: 'Duplicate drift alerts in Slack',
    symptom:
      'When two environment profiles of one appStack share the same drift schedule, each drifted resource is reported twice in the Slack channel.',
    introducedIn: '2.5.0',
    workaround: 'Offset the schedules of the profiles by a few minutes, or send one of them to email instead of Slack.',
    reportedIn: 'jan2025',
    fixedIn: '2.6.0',
  },
  {
    id: 'KI-2025-003',
    title: 'Azure resources renamed by case show as missing and unmanaged',
    symptom:
      'When an Azure resource name changes only in letter case, drift reports the old name as *missing* and the new name as *unmanaged* instead of *in sync*.',
    introducedIn: '2.5.0',
    workaround:
      'Change the name in the appStack to the exact casing used in Azure, then create a new version; both results clear on the next drift check.',
    reportedIn: 'jan2025',
    fixedIn: '2.7.0',
  },
  {
    id: 'KI-2025-004',
    title: 'Drift emails link to the wrong environment',
    symptom:
      'The daily drift email links every drifted resource to the `dev` environment of its appStack, whichever environment drifted.',
    introducedIn: '2.5.0',
    workaround: "Open the appStack's **Drift** tab and choose the environment that the email's subject names.",
    reportedIn: 'jan2025',
    fixedIn: '2.6.0',
  },
  // February 2025
  {
    id: 'KI-2025-005',
    title: 'OpenTofu export leaves out `moved` blocks',
    symptom:
      'When a resource is renamed between two appStack versions, the Terraform export contains a `moved` block but the `--iac-format opentofu` export does not, so `tofu plan` proposes to destroy and recreate the renamed resource.',
    introducedIn: '2.6.0',
    workaround:
      'Export that version with `--iac-format terraform` (the code also runs on OpenTofu 1.6 and later), or add the `moved` block by hand before you run `tofu plan`.',
    reportedIn: 'feb2025',
    fixedIn: '2.7.0',
  },
  {
    id: 'KI-2025-006',
    title: '`--iac-version` ignored for OpenTofu',
    symptom: 'OpenTofu exports always set `required_version = ">= 1.6.0"`, whatever `--iac-version` says.',
    introducedIn: '2.6.0',
    workaround:
      'Edit `required_version` in `versions.tf` after export, or enforce the version with the `tofu` binary your pipeline installs.',
    reportedIn: 'feb2025',
    fixedIn: '2.8.0',
  },
  {
    id: 'KI-2025-007',
    title: 'Windows: `--unzip` fails on long paths',
    symptom:
      '`skyloom appstack download-iac --unzip` stops with "The filename or extension is too long" on Windows when an extracted path is longer than 260 characters, which happens with `--iac-layout modules` and deeply nested modules.',
    introducedIn: '2.6.0',
    workaround:
      'Use a short `--output-dir` such as `C:\\iac`, or enable long paths in Windows (`LongPathsEnabled` in the registry or group policy) and open a new terminal.',
    reportedIn: 'feb2025',
    fixedIn: null,
  },
  // March 2025
  {
    id: 'KI-2025-008',
    title: 'Backstage plugin cannot find appStacks in other projects',
    symptom:
      'The **Infrastructure** tab on a Backstage entity page shows "appStack not found" when the `skyloom.io/appstack` annotation names an appStack outside the default project of the plugin\'s token.',
    introducedIn: '2.7.0',
    workaround:
      "Add the `skyloom.io/project` annotation to the entity's `catalog-info.yaml` so the plugin looks in the right project.",
    reportedIn: 'mar2025',
    fixedIn: '2.8.0',
  },
  {
    id: 'KI-2025-009',
    title: 'Backstage plugin keeps an expired PAT',
    symptom:
      'After you rotate the personal access token the Backstage plugin uses, the **Infrastructure** tab in Backstage shows "authentication failed" for up to 24 hours.',
    introducedIn: '2.7.0',
    workaround: 'Restart the Backstage backend after you update the token in its configuration.',
    reportedIn: 'mar2025',
    fixedIn: '3.1.0',
  },
  // April 2025
  {
    id: 'KI-2025-010',
    title: 'HCP Terraform runs do not show who started them',
    symptom:
      'Runs that Skyloom queues in an HCP Terraform workspace show the team token of the integration as their creator, not the person who selected **Provision** or ran `skyloom provision`.',
    introducedIn: '2.8.0',
    workaround:
      'Check the **Activity** page in Skyloom (or **Activity** > **CLI runs** for runs started from the CLI) to see who started a run; each entry shows the HCP Terraform run ID.',
    reportedIn: 'apr2025',
    fixedIn: null,
  },
  {
    id: 'KI-2025-011',
    title: 'GCP cloud2code ignores `--zone` for managed instance groups',
    symptom: '`skyloom cloud2code gcp --zone` returns managed instance groups from every zone of the region.',
    introducedIn: '2.8.0',
    workaround:
      'Filter by label with `--tags`, or remove the extra instance groups from the new appStack on the topology canvas.',
    reportedIn: 'apr2025',
    fixedIn: '3.0.0',
  },
  {
    id: 'KI-2025-012',
    title: 'HCP Terraform workspace creation fails for upper-case organization names',
    symptom:
      'Linking an environment profile to HCP Terraform fails with "workspace could not be created" when the HCP Terraform organization name contains upper-case letters.',
    introducedIn: '2.8.0',
    workaround:
      'Create the workspace in HCP Terraform yourself, then pick it as an existing workspace on the **Environments** tab.',
    reportedIn: 'apr2025',
    fixedIn: '3.0.1',
  },
  {
    id: 'KI-2025-013',
    title: 'Catalog search misses custom modules replaced with `--overwrite`',
    symptom:
      'After `skyloom upload custom-modules --overwrite`, the Catalog search keeps returning the old module description and does not find the module by its new keywords.',
    introducedIn: '2.7.0',
    workaround:
      'Browse to the module from **Catalog** > **Modules** instead of searching; the module page always shows the current upload.',
    reportedIn: 'apr2025',
    fixedIn: '3.0.0',
  },
  // May 2025
  {
    id: 'KI-2025-014',
    title: 'Configuration import skips profile names with spaces',
    symptom:
      'When `skyloom configure` imports `~/.skyloomrc`, sections whose names contain spaces (such as `[team prod]`) are skipped without a message.',
    introducedIn: '3.0.0',
    workaround:
      'Recreate the profile with `skyloom configure --profile team-prod`, then check the result with `skyloom configure list`.',
    reportedIn: 'may2025',
    fixedIn: '3.1.0',
  },
  {
    id: 'KI-2025-015',
    title: '`--output yaml` prints timestamps without a time zone',
    symptom:
      '`skyloom appstack status --output yaml` prints `lastProvisionedAt` without a time zone offset, so scripts read it as local time.',
    introducedIn: '3.0.0',
    workaround: 'Use `--output json`, which prints RFC 3339 timestamps in UTC.',
    reportedIn: 'may2025',
    fixedIn: '3.2.0',
  },
  {
    id: 'KI-2025-016',
    title: '`SKYLOOM_PROFILE` ignored with `--config`',
    symptom:
      'When `--config` points to a file outside `~/.skyloom`, the CLI uses the `default` profile even if `SKYLOOM_PROFILE` names another one.',
    introducedIn: '3.0.0',
    workaround: 'Pass the profile explicitly with `--profile` (or `-p`) together with `--config`.',
    reportedIn: 'may2025',
    fixedIn: '3.1.0',
  },
  {
    id: 'KI-2025-017',
    title: '`--output json` prints step durations in nanoseconds',
    symptom:
      '`skyloom provision --output json` prints the `duration` of each step of the run as a whole number of nanoseconds, such as `48000000000`, instead of a duration such as `48s`.',
    introducedIn: '3.0.0',
    workaround:
      "Divide the value by 1,000,000,000, or read the step durations on the run's page under **Activity** > **CLI runs**.",
    reportedIn: 'may2025',
    fixedIn: '3.1.0',
  },
  {
    id: 'KI-2025-018',
    title: 'PowerShell completion fails to load in Windows PowerShell 5.1',
    symptom:
      'Loading the script of `skyloom completion powershell` in Windows PowerShell 5.1 fails with a parser error, so Tab completes nothing; PowerShell 7 is not affected.',
    introducedIn: '3.0.0',
    workaround: 'Use PowerShell 7 for tab completion until you upgrade.',
    reportedIn: 'may2025',
    fixedIn: '3.1.0',
  },
  // June 2025
  {
    id: 'KI-2025-019',
    title: 'Intent2Infra proposes sizes that resource policies forbid',
    symptom:
      "An appStack drafted by Intent2Infra can contain instance sizes that the project's resource policies do not allow, so the saved draft shows schema errors in the **Validation** panel and **Create version** is refused.",
    introducedIn: '3.1.0',
    workaround:
      'Select each flagged resource and change its size in the inspector to an allowed value, then create the version.',
    reportedIn: 'jun2025',
    fixedIn: '3.3.0',
  },
  {
    id: 'KI-2025-020',
    title: 'Azure drafts ignore availability zone constraints',
    symptom:
      'A prompt that asks for two availability zones produces zone-redundant resources on AWS and GCP, but Intent2Infra drafts for Azure create a single-zone Azure SQL database and App Service plan.',
    introducedIn: '3.1.0',
    workaround:
      'Turn on zone redundancy for the database and the App Service plan in the inspector, or set it in the `prod` environment profile, before you save the draft.',
    reportedIn: 'jun2025',
    fixedIn: null,
  },
  // July 2025
  {
    id: 'KI-2025-021',
    title: 'Approval requests are not posted to Microsoft Teams',
    symptom:
      'Governance approval requests reach email and Slack alert channels but never appear in Microsoft Teams channels.',
    introducedIn: '3.2.0',
    workaround: 'Add an email or Slack channel for approval requests on **Settings** > **Alerts** until you upgrade.',
    reportedIn: 'jul2025',
    fixedIn: '3.3.0',
  },
  {
    id: 'KI-2025-022',
    title: '`skyloom upload iam-permissions` rejects files with a byte order mark',
    symptom:
      'JSON files saved with a UTF-8 byte order mark (the default of Windows PowerShell 5.1) fail with exit code 2 and "invalid character at offset 0".',
    introducedIn: '3.2.0',
    workaround:
      'Save the file as UTF-8 without a byte order mark, for example with `Out-File -Encoding utf8NoBOM` in PowerShell 7.',
    reportedIn: 'jul2025',
    fixedIn: '3.3.0',
  },
  {
    id: 'KI-2025-023',
    title: 'Approval requests lapse after 24 hours',
    symptom:
      "A provisioning request that waits for approval lapses 24 hours after the run asked for it, even when the approval rule's **Expiry** is longer, and the run stops as if the expiry had passed.",
    introducedIn: '3.2.0',
    workaround: 'Ask approvers to answer within 24 hours, or start the run again to send a new request.',
    reportedIn: 'jul2025',
    fixedIn: null,
  },
  {
    id: 'KI-2025-024',
    title: 'Approval emails show the plan of a rejected run',
    symptom:
      'When a run is started again after its approval request was rejected, the email for the new request shows the plan summary of the rejected run; the request in the web app shows the right plan.',
    introducedIn: '3.2.0',
    workaround: 'Read the plan of the request in the web app before you approve, never in the email alone.',
    reportedIn: 'jul2025',
    fixedIn: '3.3.0',
  },
  // August 2025
  {
    id: 'KI-2025-025',
    title: 'Azure StackBuilder Express templates ignore the profile location',
    symptom:
      'appStacks created from Azure StackBuilder Express templates place every resource in `eastus`, whatever location the environment profile sets.',
    introducedIn: '3.3.0',
    workaround: 'Set the location of each resource in the inspector, then create a new version.',
    reportedIn: 'aug2025',
    fixedIn: '3.4.0',
  },
  {
    id: 'KI-2025-026',
    title: 'Resource packs draw overlapping nodes',
    symptom: 'Adding a resource pack to a busy topology canvas places its nodes on top of existing ones.',
    introducedIn: '3.3.0',
    workaround:
      'Drag the new nodes apart; the canvas keeps their positions. Connections are correct even while nodes overlap.',
    reportedIn: 'aug2025',
    fixedIn: null,
  },
  {
    id: 'KI-2025-027',
    title: 'Resource pack connections lose custom ports',
    symptom:
      'Port values you change on a connection that came from a resource pack revert to the pack default when you create a version.',
    introducedIn: '3.3.0',
    workaround: 'Set the port as an input value of the target resource instead of on the connection.',
    reportedIn: 'aug2025',
    fixedIn: '3.4.0',
  },
];

/** Every known issue, in the order it was reported (oldest first). */
export const knownIssues: readonly KnownIssue[] = issueInputs.map(({introducedIn, ...issue}) => ({
  ...issue,
  affectedVersions: versionRange(introducedIn, issue.fixedIn),
}));

export function issueStatus(issue: KnownIssue): KnownIssueStatus {
  return issue.fixedIn === null ? 'open' : 'fixed';
}

/** Affected versions for display: '2.4.0 to 2.7.0', '3.3.0 and later' or a single version. */
export function formatAffectedVersions(issue: KnownIssue): string {
  const versions = issue.affectedVersions;
  const first = versions[0];
  const last = versions[versions.length - 1];
  if (issue.fixedIn === null) return `${first} and later`;
  return first === last ? first : `${first} to ${last}`;
}

/** Which known issues a list shows (the props of KnownIssuesList and the Markdown twins). */
export interface KnownIssuesListProps {
  /** Known-issues month slug such as 'aug2025': only issues reported that month. */
  month?: string;
  /** Only issues reported in months before this one (for "still open from earlier months"). */
  reportedBefore?: string;
  /** Which issues to show; defaults to 'all'. */
  status?: 'open' | 'fixed' | 'all';
}

/** Position of a known-issues month, 0 for the oldest. */
function monthOrder(slug: string): number {
  const index = knownIssueMonths.findIndex((month) => month.slug === slug);
  if (index < 0) throw new Error(`unknown known-issues month "${slug}"`);
  return knownIssueMonths.length - 1 - index;
}

export function selectKnownIssues({month, reportedBefore, status = 'all'}: KnownIssuesListProps): KnownIssue[] {
  const selected = knownIssues.filter(
    (issue) =>
      (month === undefined || issue.reportedIn === month) &&
      (reportedBefore === undefined || monthOrder(issue.reportedIn) < monthOrder(reportedBefore)) &&
      (status === 'all' || issueStatus(issue) === status),
  );
  if (month !== undefined) return selected;
  // Across months, the newest reports come first.
  return selected.sort((a, b) => monthOrder(b.reportedIn) - monthOrder(a.reportedIn) || a.id.localeCompare(b.id));
}
