/**
 * What the `skyloom` CLI prints when it fails: the exit codes, and every error message the guide shows,
 * with its exit code, cause and fix. Command pages render their tables from here (<FactTable table="exit-codes">,
 * <FactTable table="cli-errors">), and the content lint checks that every `Error: …` line in a page matches a message.
 *
 * `message` is a template: `{name}` stands for a value the CLI fills in (a name, a count, a path).
 * `example` is the message as a reader sees it, with the sample values of src/data/platform/sampleData.ts.
 * Cause and fix may hold `code`, **bold** and [links](/site/path).
 */
import {limits} from '../platform/limits';
import {securityLimits} from '../platform/security';
import {SEVERITY_IDS} from '../platform/policies';
import {sampleAzureTenant} from '../platform/sampleData';
import {toolVersions} from '../platform/toolVersions';
import {RUN_ID} from './runs';
import {templateSource} from '../../lib/templates';

export type ExitCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface ExitCodeMeaning {
  code: ExitCode;
  /** Short name, as prose writes it in parentheses: "exits with code 3 (authentication failed)". */
  name: string;
  meaning: string;
}

/** Every command uses these exit codes, so scripts can react to the kind of failure. */
export const exitCodes: readonly ExitCodeMeaning[] = [
  {code: 0, name: 'success', meaning: 'Success.'},
  {code: 1, name: 'error', meaning: 'Error: the operation failed.'},
  {
    code: 2,
    name: 'usage error',
    meaning:
      'Usage error: an unknown flag, a missing value or a value the flag does not accept, or a prompt without a terminal.',
  },
  {code: 3, name: 'authentication failed', meaning: 'Authentication failed.'},
  {code: 4, name: 'not found', meaning: 'Not found.'},
  {code: 5, name: 'policy violation', meaning: 'Policy violation.'},
  {code: 6, name: 'drift detected', meaning: 'Drift detected (with `--fail-on-drift`).'},
  {code: 7, name: 'timed out', meaning: 'Timed out.'},
];

export function exitCodeName(code: ExitCode): string {
  return exitCodes.find((entry) => entry.code === code)!.name;
}

/**
 * What each exit code means for the commands of one page. Keys are a command (`provision`) or a command
 * group whose commands share a page (`resources` for `resources add`, `update`, `remove` and `list`).
 */
export const commandExitCodes: Record<string, Partial<Record<ExitCode, string>>> = {
  'cloud2code aws': {
    0: 'Scan finished; warnings about skipped types may still be printed.',
    1: 'Error, for example the credentials belong to the wrong account.',
    2: 'Usage error, for example conflicting flags.',
    3: 'Authentication failed with Skyloom or with AWS.',
    4: 'The Skyloom project or appStack was not found.',
    7: 'The scan exceeded `--timeout`; nothing was uploaded.',
  },
  'cloud2code azure': {
    0: 'Scan finished; warnings about skipped types may still be printed.',
    1: 'Error, for example a subscription that is disabled.',
    2: 'Usage error, for example conflicting flags.',
    3: 'Authentication failed with Skyloom or with Azure.',
    4: 'The Skyloom project, appStack or subscription was not found.',
    7: 'The scan exceeded `--timeout`; nothing was uploaded.',
  },
  'cloud2code gcp': {
    0: 'Scan finished; warnings about skipped types may still be printed.',
    1: 'Error, for example an API that is disabled for every resource type.',
    2: 'Usage error, for example an unknown zone.',
    3: 'Authentication failed with Skyloom or with Google Cloud.',
    4: 'The Skyloom project, appStack or GCP project was not found.',
    7: 'The scan exceeded `--timeout`; nothing was uploaded.',
  },
  'appstack create': {
    0: 'The appStack was created.',
    1: 'The server refused the request, for example because the name is taken or a file could not be mapped.',
    2: 'Usage error: a required flag is missing, or `--from-file` and `--from-discovery` were combined.',
    3: 'Authentication failed: the token is missing, expired or revoked.',
    4: 'The project or the discovery run was not found.',
  },
  'appstack create-version': {
    0: 'The version was created.',
    1: 'Nothing to snapshot (the draft equals the latest version), or the draft has schema errors.',
    2: 'Usage error, for example a missing `--appstack`.',
    3: 'Authentication failed.',
    4: 'The appStack or the `--from-version` version does not exist.',
  },
  'appstack delete': {
    0: 'The appStack was deleted.',
    1: 'An environment is still deployed (without `--force`), a run is in progress, or you declined the prompt.',
    2: 'Usage error, or a prompt was needed but standard input is not a terminal and `--yes` was not given.',
    3: 'Authentication failed.',
    4: 'The appStack was not found.',
  },
  'appstack download-iac': {
    0: 'The bundle was saved or unpacked.',
    1: 'The export failed, for example because the format does not support a resource, or the output directory is not writable.',
    2: 'Usage error, such as an unknown `--iac-format` value.',
    3: 'Authentication failed.',
    4: 'The appStack, version or environment was not found.',
  },
  'appstack show': {
    0: 'Success; `list` also returns 0 when no appStack matches.',
    1: 'The request failed on the server.',
    2: 'Usage error, for example `show` without `--appstack`.',
    3: 'Authentication failed.',
    4: 'The appStack, version or project was not found.',
  },
  'appstack status': {
    0: 'The status was printed, whatever it is. Ctrl+C during `--watch` also exits with 0.',
    1: 'The request failed on the server.',
    2: `Usage error, such as an \`--interval\` below \`${limits.cliWatchIntervalMinimum.value}\`.`,
    3: 'Authentication failed.',
    4: 'The appStack or environment was not found.',
  },
  destroy: {
    0: 'The resources were destroyed, there was nothing to destroy, or the run was started with `--detach`.',
    1: 'The run failed, you declined the prompt, your role does not allow it, or other appStacks read the environment’s outputs.',
    2: 'Usage error, such as a missing `--env`.',
    3: 'Authentication failed.',
    4: 'The appStack, environment or a `--target` resource was not found.',
    7: 'Timed out waiting for the run; it continues on Skyloom.',
  },
  drifts: {
    0: 'The check (and reconcile, if any) succeeded; without `--fail-on-drift` also when drift was found.',
    1: 'The check or the reconcile run failed, for example because the cloud account cannot be read.',
    2: 'Usage error, such as an unknown `--reconcile` value.',
    3: 'Authentication failed.',
    4: 'The appStack or environment was not found, or the environment was never provisioned.',
    5: '`--reconcile cloud` was stopped by a policy violation (`--reconcile code` creates the version whatever its findings).',
    6: 'Drift detected, with `--fail-on-drift`.',
    7: 'Timed out.',
  },
  env: {
    0: 'The settings were printed, saved, or checked with `--dry-run`; also when nothing changed.',
    1: 'Refused: a cloud account not connected to the project, a move of a deployed environment, a failed connection test, an engine version older than the state, or your role does not allow the change. Nothing was saved.',
    2: 'Usage error: a missing `--env`, an untested `--engine-version`, an `s3` backend without a lock, a malformed `key=value`, or flags combined with `--from-file`.',
    3: 'Authentication failed.',
    4: 'The appStack, an environment (`env show`) or the `--from-file` file was not found.',
  },
  'generate-iac': {
    0: 'Code was written for every appStack.',
    1: 'Generation failed for at least one appStack, for example an unsupported resource in the chosen format or an output directory that is not writable.',
    2: 'Usage error, such as an unknown `--iac-layout` value.',
    3: 'Authentication failed.',
    4: 'An appStack, version or environment was not found.',
  },
  import: {
    0: 'The import succeeded, possibly with warnings.',
    1: 'The code could not be parsed, a provider is not supported, the state does not match the code, or a resource already belongs to another appStack.',
    2: 'Usage error, such as a missing `--path`, or `--project` missing for a new appStack.',
    3: 'Authentication failed.',
    4: 'The project or `--path` was not found.',
  },
  resources: {
    0: 'The change was saved to the draft, or the list was printed.',
    1: 'The change was refused, for example by a resource policy constraint or an unknown input.',
    2: 'Usage error, such as `update` without `--set` or `--unset`, or a malformed `key=value`.',
    3: 'Authentication failed.',
    4: 'The appStack, resource, type or version was not found.',
  },
  provision: {
    0: 'The plan (with `--plan-only`) or the apply succeeded, or the run was started with `--detach`.',
    1: "The run failed, *Actions required* blocks it, you declined the prompt, or your role or the token's scopes do not allow it.",
    2: 'Usage error, such as a missing `--env`, or a prompt was needed without a terminal.',
    3: 'Authentication failed: the token is missing, expired or revoked.',
    4: 'The appStack, version or environment was not found.',
    5: 'Policy violation: findings at or above the blocking threshold stopped the run.',
    7: 'Timed out waiting for the run; it continues on Skyloom.',
  },
  runs: {
    0: 'The list or the run was printed, the cancellation was accepted (with `--wait`: the run has stopped), or the lock was released.',
    1: 'Refused: the run has already finished (`cancel`), still runs or holds no lock (`unlock`), you declined the prompt, or your role does not allow it.',
    2: 'Usage error: a malformed run ID, an unknown `--status` value, or a prompt without a terminal and without `--yes`.',
    3: 'Authentication failed.',
    4: 'The run was not found, or it belongs to a project you are not a member of.',
  },
  login: {
    0: 'The ID token was exchanged; the token is cached for the commands that follow.',
    2: 'Usage error, such as `--oidc` without `--service-identity`.',
    3: 'No ID token, or Skyloom rejected it: audience, age or no matching trust policy.',
  },
  runners: {
    0: 'The runner was registered, listed, drained or removed; `start` returns 0 when it stops on a signal.',
    1: 'Refused: a name taken in the pool, a runner version no longer supported, a pool without online runners, or your role does not allow it.',
    2: 'Usage error, such as a missing `--pool` or an unknown `--status` value.',
    3: 'Authentication failed, or the registration token is invalid, expired or revoked.',
    4: 'The pool or the runner was not found.',
  },
  'upload custom-modules': {
    0: 'The module was uploaded, or validated with `--dry-run`.',
    1: 'Validation failed, or the version exists and `--overwrite` was not given. Nothing was saved.',
    2: 'Usage error, such as a `--version` that is not a semantic version.',
    3: 'Authentication failed.',
    4: 'The project or the file was not found.',
  },
  'upload iam-permissions': {
    0: 'The file was uploaded, or validated with `--dry-run`.',
    1: 'Validation failed, for example an unknown action, or a set exists and `--overwrite` was not given. Nothing was saved.',
    2: 'Usage error, or a file that is not valid YAML or JSON.',
    3: 'Authentication failed.',
    4: 'The project or the file was not found.',
  },
  'upload policies': {
    0: 'The file was uploaded, or validated with `--dry-run`.',
    1: 'A rule does not compile, a field is invalid, or an entry exists without `--overwrite`. Nothing was saved.',
    2: 'Usage error, or the file type is not `.rego`, `.zip`, `.yaml` or `.json`.',
    3: 'Authentication failed.',
    4: 'The project or the file was not found.',
  },
  'upload resources': {
    0: 'The file was valid and uploaded, or validated with `--dry-run`.',
    1: 'Validation failed, or a definition exists and `--overwrite` was not given. Nothing was saved.',
    2: 'Usage error, such as a missing `--file`, or a file that is not valid YAML or JSON.',
    3: 'Authentication failed.',
    4: 'The project or the file was not found.',
  },
  'upload security-rules': {
    0: 'The file was uploaded, or validated with `--dry-run`.',
    1: 'Validation failed, or a rule set exists and `--overwrite` was not given. Nothing was saved.',
    2: 'Usage error, or a file that is not valid YAML or JSON.',
    3: 'Authentication failed.',
    4: 'The project or the file was not found.',
  },
  viewprojects: {
    0: 'The list was printed, even if it is empty.',
    1: 'The request failed, for example because the endpoint cannot be reached.',
    2: 'Usage error, such as an unknown field in `--filter key=value`.',
    3: 'Authentication failed.',
    4: 'The organization was not found.',
  },
};

export interface CliError {
  /** Stable id, for example 'policy-violation'. */
  id: string;
  /** The message after `Error: `, with `{placeholders}` for the values the CLI fills in. */
  message: string;
  /** The message as a reader sees it, with sample values. Must match `message`. */
  example: string;
  /** The example a command's page shows instead of `example`, by command. */
  examples?: Readonly<Record<string, string>>;
  /** The exit code, or null for a message the web app shows rather than the CLI. */
  exitCode: ExitCode | null;
  cause: string;
  fix: string;
  /** Commands (words after `skyloom`) whose pages list this error. */
  commands: readonly string[];
}

const severitiesLowFirst = [...SEVERITY_IDS].reverse().join(', ');

export const cliErrors: readonly CliError[] = [
  // Authentication and access: any command.
  {
    id: 'token-revoked',
    message: 'authentication failed: token has been revoked ({token})',
    example: 'authentication failed: token has been revoked (slm_pat_3f9c…)',
    exitCode: 3,
    cause: 'The token in the active profile or in `SKYLOOM_TOKEN` was revoked.',
    fix: 'Create a new [personal access token](/setup/pat) and store it with [`skyloom configure`](/cli-guide/configuration/configure).',
    commands: ['appstack show', 'viewprojects'],
  },
  {
    id: 'token-expired',
    message: 'authentication failed: token expired',
    example: 'authentication failed: token expired',
    exitCode: 3,
    cause: 'The token in the active profile or in `SKYLOOM_TOKEN` passed its expiry date.',
    fix: '[Rotate the token](/setup/pat#rotate-a-token) and store the new one with `skyloom configure --token`.',
    commands: ['viewprojects'],
  },
  {
    id: 'token-wrong-organization',
    message: 'authentication failed: token is not valid for organization "{org}"',
    example: 'authentication failed: token is not valid for organization "acme"',
    exitCode: 3,
    cause: 'The token belongs to a user of another organization, or `--org` names the wrong one.',
    fix: 'Check `--org`, `SKYLOOM_ORG` and the profile with [`skyloom configure list`](/cli-guide/configuration/configure).',
    commands: [],
  },
  {
    id: 'organization-not-found',
    message: 'organization "{org}" not found or you are not a member',
    example: 'organization "acme-lab" not found or you are not a member',
    exitCode: 4,
    cause: 'A typo in `--org`, `SKYLOOM_ORG` or the profile.',
    fix: "Use the organization name shown at the top of the web app's left navigation.",
    commands: ['viewprojects'],
  },
  {
    id: 'permission-denied',
    message: 'permission denied: {role} cannot {action} in project {project}',
    example: 'permission denied: Viewer cannot provision appStack web-shop in project payments',
    exitCode: 1,
    cause: 'Your role in the project does not allow the action.',
    fix: 'Ask a `Project Admin` for the role the action needs; see [RBAC](/concepts/rbac).',
    examples: {
      'env set': 'permission denied: Developer cannot change the backend of web-shop prod in project payments',
    },
    commands: ['provision', 'env set'],
  },
  {
    id: 'scope-missing',
    message: 'permission denied: the token has no {scope} scope (it has {scopes})',
    example: 'permission denied: the token has no provision scope (it has plan)',
    exitCode: 1,
    cause:
      "The token's scopes do not allow the command, for example a merge request pipeline's `plan` token used to provision. Nothing was planned or applied.",
    fix: 'Plan with `--plan-only`, or run the command in the job that holds a token with the scope; see the [scopes each command needs](/setup/pat#scopes-each-command-needs).',
    commands: ['provision'],
  },
  {
    id: 'ip-not-allowed',
    message: 'authentication failed: {ip} is not in the IP allowlist of organization "{org}"',
    example: 'authentication failed: 198.51.100.23 is not in the IP allowlist of organization "acme"',
    exitCode: 3,
    cause:
      "The request came from an address outside the organization's IP allowlist, for example a CI runner with a new NAT address.",
    fix: 'Run the command from an allowed address, or ask an `Org Admin` to add the address or your AWS PrivateLink endpoint; see [IP allowlist](/security-and-admin/sso#restrict-access-by-ip-address).',
    commands: ['viewprojects'],
  },
  {
    id: 'upload-permission-denied',
    message: 'permission denied: {role} cannot upload {kind} to project {project}',
    example: 'permission denied: Developer cannot upload resource definitions to project payments',
    exitCode: 1,
    cause: 'Uploads need the `Project Admin` role.',
    fix: 'Ask a `Project Admin` to run the upload, or to grant you the role; see [RBAC](/concepts/rbac).',
    commands: ['upload resources'],
  },
  {
    id: 'tls-unknown-authority',
    message: 'Get "{url}": tls: failed to verify certificate: x509: certificate signed by unknown authority',
    example:
      'Get "https://api.skyloom.io/api/v1/whoami": tls: failed to verify certificate: x509: certificate signed by unknown authority',
    exitCode: 1,
    cause:
      "A proxy between you and the API re-signs HTTPS traffic with your company's own certificate authority, which the CLI does not trust.",
    fix: 'Pass the authority with `skyloom configure --ca-cert`; see [private networks](/cli-guide/configuration/on-prem#trust-your-company-certificate-authority).',
    commands: ['configure'],
  },
  // Usage errors shared by several commands.
  {
    id: 'required-flag',
    message: 'required flag(s) "{flag}" not set',
    example: 'required flag(s) "name" not set',
    exitCode: 2,
    cause:
      '`--name` is missing. The same message names `project` when neither `--project`, `SKYLOOM_PROJECT` nor the profile sets a project.',
    fix: 'Add the flag, or set a default project in your profile with [`skyloom configure`](/cli-guide/configuration/configure).',
    commands: ['appstack create'],
  },
  {
    id: 'flags-conflict',
    message: '--{flag} and --{otherFlag} cannot be used together',
    example: '--from-file and --from-discovery cannot be used together',
    exitCode: 2,
    cause: 'Both flags choose the same thing in two ways.',
    fix: 'Keep one of the two flags.',
    examples: {
      'cloud2code aws': '--region and --all-regions cannot be used together',
      'cloud2code azure': '--subscription-id and --all-subscriptions cannot be used together',
    },
    commands: ['appstack create', 'cloud2code aws', 'cloud2code azure'],
  },
  {
    id: 'invalid-flag-value',
    message: 'invalid value "{value}" for --{flag}: allowed values are {values}',
    example: 'invalid value "tf" for --iac-format: allowed values are terraform, opentofu, helm, cloudformation',
    exitCode: 2,
    cause: 'The format names are spelled out, and so are the values of `--iac-layout` and `--backend`.',
    fix: 'Use one of the listed values, for example `--iac-format terraform`. The [IaC flags](/cli-guide/usage/iacflag) page lists every value.',
    commands: ['generate-iac'],
  },
  {
    id: 'confirmation-required',
    message: 'confirmation required; run in a terminal or pass --yes',
    example: 'confirmation required; run in a terminal or pass --yes',
    exitCode: 2,
    cause: 'The command runs in CI or with input redirected, so it cannot prompt.',
    fix: 'Add `--yes` (or `--auto-approve` for `provision` and `destroy`) once you are sure the target is right.',
    commands: ['appstack delete', 'destroy', 'runs cancel', 'runs unlock'],
  },
  {
    id: 'watch-interval',
    message: `--interval must be at least ${limits.cliWatchIntervalMinimum.value}`,
    example: `--interval must be at least ${limits.cliWatchIntervalMinimum.value}`,
    exitCode: 2,
    cause: 'Watch intervals shorter than two seconds are refused to protect the API.',
    fix: `Use \`--interval ${limits.cliWatchIntervalMinimum.value}\` or more; the default \`${limits.cliWatchInterval.value}\` is enough for most runs.`,
    commands: ['appstack status'],
  },
  {
    id: 'unknown-filter-field',
    message: 'unknown filter field "{field}" (fields: name, role, cloud)',
    example: 'unknown filter field "team" (fields: name, role, cloud)',
    exitCode: 2,
    cause: '`key=value` filters work on a fixed set of fields.',
    fix: 'Use one of the listed fields, or plain text to search names and descriptions.',
    commands: ['viewprojects'],
  },
  // Not found.
  {
    id: 'project-not-found',
    message: 'project "{project}" not found in organization "{org}"; run skyloom viewprojects to list projects',
    example: 'project "paymnets" not found in organization "acme"; run skyloom viewprojects to list projects',
    exitCode: 4,
    cause:
      'A typo in the project name, a project you are not a member of, or the wrong organization in the active profile.',
    fix: 'List the projects you can use with [`skyloom viewprojects`](/cli-guide/usage/viewprojects), and check `--org` or `--profile`.',
    examples: {
      'cloud2code aws': 'project "payment" not found in organization "acme"; run skyloom viewprojects to list projects',
      'cloud2code gcp':
        'project "storefornt" not found in organization "acme"; run skyloom viewprojects to list projects',
    },
    commands: ['appstack create', 'cloud2code aws', 'cloud2code gcp'],
  },
  {
    id: 'appstack-not-found',
    message: 'appStack "{appstack}" not found in project "{project}"',
    example: 'appStack "web-shop" not found in project "payments"',
    exitCode: 4,
    cause: 'A typo in the name, or the appStack is in another project.',
    fix: 'List the appStacks with `skyloom appstack list --project payments` and copy the name from the **NAME** column.',
    commands: [],
  },
  {
    id: 'appstack-not-found-in-organization',
    message: 'appStack "{appstack}" not found in organization "{org}"',
    example: 'appStack "webshop" not found in organization "acme"',
    exitCode: 4,
    cause: 'A typo in the name, or the appStack is in a project you are not a member of.',
    fix: 'Run `skyloom appstack list` and copy the name from the **NAME** column.',
    commands: ['appstack show'],
  },
  {
    id: 'appstack-not-found-create',
    message: 'appStack "{appstack}" not found in project "{project}"; add --create-appstack to create it',
    example: 'appStack "orders-prod" not found in project "payments"; add --create-appstack to create it',
    exitCode: 4,
    cause: '`--appstack` names an appStack that does not exist yet.',
    fix: 'Add `--create-appstack`, or fix the name.',
    commands: ['cloud2code aws'],
  },
  {
    id: 'appstack-ambiguous',
    message: 'appStack name "{appstack}" is ambiguous: it exists in projects {projects}; pass --project',
    example: 'appStack name "status-page" is ambiguous: it exists in projects sandbox and storefront; pass --project',
    exitCode: 2,
    cause: 'Names are unique per project, not per organization.',
    fix: 'Add `--project sandbox` (the project you mean), use the appStack ID, which `skyloom appstack list --output json` prints, or set a default project in your profile.',
    commands: ['appstack show'],
  },
  {
    id: 'environment-not-found',
    message: 'environment "{env}" not found for appStack "{appstack}" (environments: {environments})',
    example: 'environment "production" not found for appStack "web-shop" (environments: dev, staging, prod)',
    exitCode: 4,
    cause: '`--env` takes the profile name exactly as shown on the **Environments** tab.',
    fix: 'Use one of the listed names, or add the profile on the **Environments** tab.',
    examples: {
      'appstack download-iac': 'environment "qa" not found for appStack "web-shop" (environments: dev, staging, prod)',
    },
    commands: ['appstack status', 'appstack download-iac', 'env show'],
  },
  {
    id: 'version-not-found',
    message: 'version "{version}" not found for appStack "{appstack}"',
    example: 'version "v9" not found for appStack "web-shop"',
    exitCode: 4,
    cause: '`--from-version` or `--version` names a version that does not exist.',
    fix: 'List the versions with [`skyloom appstack show`](/cli-guide/usage/appstack-show).',
    commands: ['appstack create-version'],
  },
  {
    id: 'resource-not-found',
    message: 'resource "{resource}" not found in {appstack} {version}',
    example: 'resource "session-cach" not found in web-shop v5',
    exitCode: 4,
    cause: "`--target` takes the resource's name on the canvas, not its Terraform address.",
    fix: 'List the names with `skyloom resources list --appstack web-shop --version v5`.',
    commands: ['destroy'],
  },
  // appStacks and versions.
  {
    id: 'appstack-exists',
    message: 'appStack "{appstack}" already exists in project "{project}"',
    example: 'appStack "web-shop" already exists in project "payments"',
    exitCode: 1,
    cause: 'appStack names are unique per project.',
    fix: 'Choose another name, or work on the existing appStack. [`skyloom appstack show`](/cli-guide/usage/appstack-show) tells you what it contains.',
    commands: ['appstack create'],
  },
  {
    id: 'appstack-deployed',
    message: 'appStack "{appstack}" has deployed environments: {environments}. Destroy them first or use --force',
    example: 'appStack "web-shop" has deployed environments: prod, staging. Destroy them first or use --force',
    exitCode: 1,
    cause: 'An environment still has provisioned resources.',
    fix: 'Run `skyloom destroy --appstack web-shop --env prod` and the same for `staging`. Use `--force` only if the resources should keep running outside Skyloom.',
    commands: ['appstack delete'],
  },
  {
    id: 'run-in-progress',
    message: 'a provision run ({run}) is in progress for {appstack}; try again when it finishes',
    example: 'a provision run (run_5f0c83ae) is in progress for web-shop; try again when it finishes',
    exitCode: 1,
    cause: 'You cannot delete an appStack while a provision, destroy or drift reconcile runs.',
    fix: 'Wait for the run with `skyloom appstack status --appstack web-shop --watch`, then delete.',
    commands: ['appstack delete'],
  },
  {
    id: 'draft-unchanged',
    message: 'draft of {appstack} has no changes since {version}',
    example: 'draft of web-shop has no changes since v5',
    exitCode: 1,
    cause: 'You ran the command twice, or the canvas changes were not saved.',
    fix: 'Check the draft with `skyloom resources list --appstack web-shop`. If you want a marker version anyway, create it from the latest version with `--from-version v5`.',
    commands: ['appstack create-version'],
  },
  {
    id: 'draft-schema-errors',
    message: 'draft of {appstack} has {count} schema errors; fix them before creating a version',
    example: 'draft of web-shop has 2 schema errors; fix them before creating a version',
    exitCode: 1,
    cause:
      'A required input has no base value and no value in any environment, or a value breaks a [resource policy](/concepts/resource-policies) constraint. The command lists each error under the message.',
    fix: 'Set the values with `skyloom resources update`, or fix them in the inspector, then run the command again.',
    commands: ['appstack create-version'],
  },
  {
    id: 'draft-not-downloadable',
    message: 'version "draft" cannot be downloaded; create a version first',
    example: 'version "draft" cannot be downloaded; create a version first',
    exitCode: 2,
    cause: 'Downloads are for immutable versions only, so the bundle always matches something that can be provisioned.',
    fix: 'Run [`skyloom appstack create-version`](/cli-guide/usage/appstack-create-version), or use `skyloom generate-iac --version draft` to look at uncommitted changes.',
    commands: ['appstack download-iac'],
  },
  // Code generation.
  {
    id: 'format-unsupported',
    message: '{format} export is not available for {count} resources of {appstack}: {resources}',
    example: 'helm export is not available for 7 resources of web-shop: main-vpc (aws_vpc), ...',
    exitCode: 1,
    cause: 'Helm covers only Kubernetes workloads, and CloudFormation only part of the catalog and AWS appStacks only.',
    fix: 'Export as `terraform` or `opentofu`, or replace those resources. [Supported technologies](/setup/supported-tech/list) lists what each format covers.',
    examples: {
      'appstack download-iac':
        'cloudformation export is not available for 3 resources of web-shop: orders-db-proxy (aws_db_proxy), ...',
    },
    commands: ['generate-iac', 'appstack download-iac'],
  },
  {
    id: 'output-not-writable',
    message: 'cannot write to {dir}: permission denied',
    example: 'cannot write to infra/web-shop: permission denied',
    exitCode: 1,
    cause: 'The output directory belongs to another user or is read-only, common in containers.',
    fix: "Choose a writable `--output-dir`, or fix the directory's permissions.",
    commands: ['generate-iac'],
  },
  // Environment profiles.
  {
    id: 'cloud-account-not-connected',
    message: 'cloud account {account} is not connected to project {project}',
    example: 'cloud account 777788889999 is not connected to project payments',
    exitCode: 1,
    cause:
      'The account is connected under **Settings > Cloud accounts** but not allowed for the project, as `acme-sandbox` is allowed only for `sandbox`; or no account has this ID.',
    fix: 'Check the ID in **Settings > Cloud accounts**. An `Org Admin` connects the account and allows the project, as [deploy an appStack to AWS](/support-and-kb/how-tos/aws-deployment) shows.',
    commands: ['env set'],
  },
  {
    id: 'environment-deployed-move',
    message:
      'environment {env} of {appstack} is deployed in {target}; destroy it before you move it to another cloud account or region',
    example:
      'environment prod of web-shop is deployed in 123456789012 (eu-west-1); destroy it before you move it to another cloud account or region',
    exitCode: 1,
    cause:
      'Its resources live in the current account and region. A new account or region would make the next run create everything again there and lose track of what runs now.',
    fix: 'Add a new environment profile for the new account or region and provision it, move the traffic, then destroy the old environment with `skyloom destroy`.',
    commands: ['env set'],
  },
  {
    id: 's3-backend-without-lock',
    message: 'an s3 backend needs a lock: set use_lockfile=true, dynamodb_table=<table>, or both',
    example: 'an s3 backend needs a lock: set use_lockfile=true, dynamodb_table=<table>, or both',
    exitCode: 2,
    cause:
      'Without a lock, two runs, or a run and a pipeline applying the exported code, could write the state at the same time.',
    fix: 'Add `--backend-config use_lockfile=true`, or `--backend-config dynamodb_table=` and the name of an existing lock table; see [backend configuration](/concepts/topology/backend-configuration#lock-s3-state-without-dynamodb).',
    commands: ['env set'],
  },
  {
    id: 'engine-version-untested',
    message:
      '{engine} {version} is not a version Skyloom runs; choose latest, a minor version from {oldest} to {newest}, or a release of one',
    example: `terraform 1.14.0 is not a version Skyloom runs; choose latest, a minor version from ${toolVersions.terraformMinimum.value} to ${toolVersions.terraformDefault.value}, or a release of one`,
    exitCode: 2,
    cause:
      'Runs use only the versions each Skyloom release is tested with, so that a plan reviewed today applies the same way tomorrow.',
    fix: 'Choose a version of the [tested range](/concepts/topology/terraform-version#which-versions-you-can-choose). A newer minor version becomes available with the Skyloom release that tests it.',
    commands: ['env set'],
  },
  {
    id: 'engine-version-older-than-state',
    message: 'state of {appstack} in {env} was written by {engine} {written}; choose {written} or later',
    example: 'state of web-shop in prod was written by terraform 1.13.3; choose 1.13.3 or later',
    exitCode: 1,
    cause:
      'Terraform and OpenTofu refuse to read a state written by a newer version than their own, so every run of the environment would fail before planning.',
    fix: 'Choose the version that wrote the state or a later one; see [what a version change does](/concepts/topology/terraform-version#what-a-version-change-does).',
    commands: ['env set'],
  },
  {
    id: 'backend-check-failed',
    message: 'backend check failed for environment {env}: {detail}',
    example:
      'backend check failed for environment dev: s3:PutObject on acme-skyloom-state-111122223333/skyloom/payments/web-shop/dev.tfstate.tflock: AccessDenied',
    exitCode: 1,
    cause:
      "Skyloom tests the backend with the environment's cloud account before it saves it: the bucket or container exists, and the account's role may read and write the state and take the lock.",
    fix: "Grant the role of the environment's cloud account access to the bucket and to the `.tflock` object (or the lock table), or set `role_arn` in `--backend-config`; then run the command again.",
    commands: ['env set'],
  },
  // Provisioning, destroy and drift.
  {
    id: 'policy-violation',
    message: 'policy violation: {critical} critical, {high} high findings block provisioning',
    example: 'policy violation: 1 critical, 2 high findings block provisioning',
    exitCode: 5,
    cause: 'The version breaks policies that block this environment. Nothing was applied.',
    fix: 'Fix the resources named in the findings, create a version and plan again. [Resolve a policy violation](/support-and-kb/troubleshooting/policy-violation) walks through it.',
    commands: ['provision'],
  },
  {
    id: 'actions-required',
    message: 'environment {env} requires action before provisioning: {action}',
    example: 'environment prod requires action before provisioning: environment prod has no cloud account',
    exitCode: 1,
    cause: 'The environment is in the *Actions required* state.',
    fix: 'Follow [resolve "Actions required"](/support-and-kb/troubleshooting/actions-required) for the message shown.',
    commands: ['provision'],
  },
  {
    id: 'run-timed-out',
    message: 'timed out after {timeout} waiting for run {run}; the run continues on Skyloom',
    example: `timed out after ${limits.cliTimeoutProvision.value} waiting for run run_3e8a5c71; the run continues on Skyloom`,
    exitCode: 7,
    cause: 'The run, usually its approval, took longer than `--timeout`.',
    fix: 'Follow it with `skyloom appstack status --watch`; next time use `--detach` or a longer `--timeout`.',
    commands: ['provision', 'destroy'],
  },
  {
    id: 'destroy-failed',
    message: 'destroy of {address} failed: {reason}',
    example: 'destroy of aws_db_instance.orders_db failed: deletion protection is enabled',
    exitCode: 1,
    cause: 'The provider refuses to delete a protected resource. The run stops after destroying what it could.',
    fix: 'Set `deletion_protection=false` on the resource, create a version, provision it, then destroy again. Keep protection on in `prod`.',
    commands: ['destroy'],
  },
  {
    id: 'destroy-has-consumers',
    message:
      'environment {env} of {appstack} is read by {consumers}; destroy them or point their references elsewhere first',
    example:
      'environment prod of orders-prod is read by web-shop (prod); destroy them or point their references elsewhere first',
    exitCode: 1,
    cause:
      'Another appStack reads outputs of this environment through a `data.skyloom_appstack` reference. Destroying it would break the next plan of each consumer.',
    fix: 'Destroy the consumer environments first, or set **Read from** on their references to another environment; see [dependencies between appStacks](/concepts/appstacks/dependencies).',
    commands: ['destroy'],
  },
  {
    id: 'drift-detected',
    message: 'drift detected in {count} resources',
    example: 'drift detected in 4 resources',
    exitCode: 6,
    cause:
      '`--fail-on-drift` is set and at least one resource is *drifted*, *missing* or *unmanaged*. This is the expected signal, not a malfunction.',
    fix: 'Read the report and reconcile in the direction that is right, as described in [reconcile drift](/concepts/drift#reconcile-drift).',
    commands: ['drifts'],
  },
  {
    id: 'no-deployment',
    message: 'environment "{env}" of {appstack} has no deployment to compare',
    example: 'environment "staging" of web-shop has no deployment to compare',
    exitCode: 4,
    cause: 'Drift is measured against a deployed version, and nothing has been provisioned there yet.',
    fix: 'Provision the environment first, or leave out `--env` to check only deployed environments.',
    commands: ['drifts'],
  },
  {
    id: 'cloud-account-unreadable',
    message: 'cannot read cloud account {account}: cannot assume role {role} (AccessDenied)',
    example:
      'cannot read cloud account 123456789012: cannot assume role arn:aws:iam::123456789012:role/SkyloomProvisioner (AccessDenied)',
    exitCode: 1,
    cause:
      "Skyloom could not assume the IAM role of the environment's AWS account: the role's trust policy no longer names Skyloom's account, its external ID differs from the one under **Settings > Cloud accounts**, or the role was deleted. `skyloom provision` prints it when the role is refused after the confirmation or the approval, and the run fails before it changes anything; refused before the plan, the run waits in *Actions required* instead.",
    fix: 'Select **Test connection** under **Settings > Cloud accounts**, then restore the trust policy as in [cloud credential errors](/support-and-kb/troubleshooting/cloud-credentials#aws).',
    commands: ['drifts', 'provision'],
  },
  {
    id: 'cloud-account-azure-sign-in',
    message: 'cannot read cloud account {subscription}: sign-in as application {clientId} failed ({code})',
    example:
      'cannot read cloud account 3f2b8c1e-5d4a-4e7b-9c6f-1a2b3c4d5e6f: sign-in as application 4b7e2c91-6d3a-4f8b-9e1c-2a3b4c5d6e7f failed (AADSTS700016)',
    exitCode: 1,
    cause:
      "Skyloom signs in to the environment's Azure subscription as an app registration with a federated credential. `AADSTS700016`: the app registration was deleted, or the tenant under **Settings > Cloud accounts** is wrong. `AADSTS70021`: the app's federated credential was removed or changed.",
    fix: 'Check the tenant and client ID under **Settings > Cloud accounts**, re-create the federated credential the dialog shows, and select **Test connection**. See [Azure credential errors](/support-and-kb/troubleshooting/azure-credentials).',
    commands: ['drifts'],
  },
  {
    id: 'cloud-account-gcp-impersonation',
    message: 'cannot read cloud account {projectId}: cannot impersonate {serviceAccount} (PERMISSION_DENIED)',
    example:
      'cannot read cloud account shop-staging-3307: cannot impersonate skyloom-provisioner@shop-staging-3307.iam.gserviceaccount.com (PERMISSION_DENIED)',
    exitCode: 1,
    cause:
      "Skyloom's identity no longer holds `Service Account Token Creator` on the environment's service account, or the service account was deleted or disabled.",
    fix: 'Grant the role again on the service account, then select **Test connection** under **Settings > Cloud accounts**. See [cloud credential errors](/support-and-kb/troubleshooting/gcp-credentials).',
    commands: ['drifts'],
  },
  // Runs and state locks.
  {
    id: 'state-locked-by-run',
    message: 'state of {appstack} in {env} is locked by run {run} ({status})',
    example: 'state of web-shop in staging is locked by run run_b41e7c03 (failed)',
    exitCode: 1,
    cause:
      'Another run holds the state lock of the environment. While it is `running` that is normal; a `failed` or `canceled` run that still holds it lost its runner mid-apply. Nothing was planned or applied by your run.',
    fix: 'Wait for a running run, or cancel it with `skyloom runs cancel`. For a run that no longer runs, follow [release a stuck state lock](/support-and-kb/troubleshooting/state-lock).',
    commands: ['provision', 'destroy'],
  },
  {
    id: 'state-locked-outside',
    message: 'state of {appstack} in {env} is locked outside Skyloom by {who} (lock ID {lock}, since {since})',
    example:
      'state of web-shop in prod is locked outside Skyloom by runner@ip-10-0-3-17 (lock ID 2f0b7c1e-9a34-4d6b-8e51-7c3a0d9f2b68, since 2025-09-30 07:58 UTC)',
    exitCode: 1,
    cause:
      'A Terraform process that is not a Skyloom run, such as a pipeline applying the exported code against the same backend, took the lock and did not release it.',
    fix: 'Ask the owner named after `by` whether it still runs; if not, release the lock with `terraform force-unlock` as [release a stuck state lock](/support-and-kb/troubleshooting/state-lock#release-a-lock-taken-outside-skyloom) shows.',
    commands: ['provision', 'destroy'],
  },
  {
    id: 'apply-failed',
    message: 'apply failed after {done} of {total} changes: {address}: {reason}',
    example:
      'apply failed after 2 of 4 changes: aws_elasticache_replication_group.session_cache: creating ElastiCache Replication Group (web-shop-prod-session-cache): operation error ElastiCache: CreateReplicationGroup, https response error StatusCode: 403, RequestID: 5c0f3a2e-8d41-4b6a-9e17-2f7c1b9d0a63, api error AccessDenied: ...',
    exitCode: 1,
    cause:
      'The cloud refused one change, so Terraform stopped. The changes before it were applied and saved to the state; the environment is partly on the new version.',
    fix: 'Read the reason after the resource address, fix it, and provision again: the run continues from the saved state. [Recover from a partial apply](/support-and-kb/troubleshooting/partial-apply) walks through it.',
    commands: ['provision'],
  },
  {
    id: 'cloud-session-not-renewed',
    message:
      'apply stopped after {done} of {total} changes: the cloud session for account {account} could not be renewed ({reason})',
    example:
      'apply stopped after 3 of 7 changes: the cloud session for account 123456789012 could not be renewed (AccessDenied on sts:AssumeRole)',
    exitCode: 1,
    cause:
      "An apply ran longer than one cloud session, and when the run renewed it, the cloud refused: the role's trust policy, external ID or the role itself changed during the run. The changes before it were applied and saved to the state; the state lock is released.",
    fix: 'Select **Test connection** under **Settings > Cloud accounts**, fix the role, and provision again: the run continues from the saved state. See [cloud sessions](/security-and-admin/security-model#cloud-sessions-during-a-run).',
    commands: ['provision'],
  },
  {
    id: 'run-not-found',
    message: 'run "{run}" not found in organization "{org}"',
    example: 'run "run_b41e7c30" not found in organization "acme"',
    exitCode: 4,
    cause: 'A typo in the run ID, or the run belongs to a project you are not a member of.',
    fix: 'Copy the ID from the output of `skyloom runs list`, or from **Activity > CLI runs** in the web app.',
    commands: ['runs show', 'runs cancel', 'runs unlock'],
  },
  {
    id: 'run-id-invalid',
    message: `"{value}" is not a run ID: expected ${RUN_ID.prefix} followed by ${RUN_ID.length} characters`,
    example: `"b41e7c03" is not a run ID: expected ${RUN_ID.prefix} followed by ${RUN_ID.length} characters`,
    exitCode: 2,
    cause: 'The argument is not in the form of a run ID, for example the ID without its prefix, or a lock ID.',
    fix: 'Pass the run ID as the CLI prints it, for example `run_b41e7c03`.',
    commands: ['runs show', 'runs cancel', 'runs unlock'],
  },
  {
    id: 'run-finished',
    message: 'run {run} has already finished ({status}); there is nothing to cancel',
    example: 'run run_9d3b6f14 has already finished (failed); there is nothing to cancel',
    exitCode: 1,
    cause: 'Only a `running` run can be canceled.',
    fix: 'If the finished run still holds the state lock, release it with `skyloom runs unlock` instead.',
    commands: ['runs cancel'],
  },
  {
    id: 'run-still-running',
    message: 'run {run} is still running ({step}); cancel it first or pass --force',
    example: 'run run_d8e4b962 is still running (apply); cancel it first or pass --force',
    exitCode: 1,
    cause: 'The run reports that it is working, so its lock protects a state that is being written.',
    fix: 'Wait for it, or stop it with `skyloom runs cancel`, which releases the lock. Use `--force` only when its runner has stopped reporting and you know nothing applies.',
    commands: ['runs unlock'],
  },
  {
    id: 'run-holds-no-lock',
    message: 'run {run} holds no state lock',
    example: 'run run_a7c31f58 holds no state lock',
    exitCode: 1,
    cause: 'The run released its lock when it ended, or someone unlocked it already.',
    fix: 'If provisioning still reports a lock, the message names the run or the process that holds it; unlock that one.',
    commands: ['runs unlock'],
  },
  // Import.
  {
    id: 'terraform-invalid',
    message: '{file}.tf:{range}: {summary}; {detail}',
    example: 'infra/envs/dev/main.tf:41,3-9: Unsupported argument; an argument named "cidr" is not expected here',
    exitCode: 1,
    cause: "The code does not pass Terraform's own validation. Import parses exactly as Terraform does.",
    fix: 'Run `terraform validate` in the directory, fix the code, then import again.',
    commands: ['import'],
  },
  {
    id: 'state-mismatch',
    message: 'state file {file} has {count} resources that are not in the code: {addresses}',
    example: 'state file dev.tfstate has 3 resources that are not in the code: aws_s3_bucket.legacy_logs, ...',
    exitCode: 1,
    cause: 'The state belongs to another directory or workspace, or someone applied from code you do not have.',
    fix: 'Pull the state of the right workspace with `terraform workspace select`, or import the missing resources later with cloud discovery.',
    commands: ['import'],
  },
  {
    id: 'import-needs-project',
    message: 'appStack "{appstack}" does not exist; pass --project to create it',
    example: 'appStack "billing" does not exist; pass --project to create it',
    exitCode: 2,
    cause: 'A new appStack needs a project, and none was given or configured.',
    fix: 'Add `--project`, or set `SKYLOOM_PROJECT`.',
    commands: ['import'],
  },
  {
    id: 'import-already-managed',
    message: '{count} resources in {file} are already managed by another appStack; nothing was imported',
    example: '2 resources in prod.tfstate are already managed by another appStack; nothing was imported',
    exitCode: 1,
    cause:
      'The state links cloud objects that a deployed environment of another appStack manages; each cloud object belongs to one appStack environment. The lines after the message name each resource, its owner and the environment.',
    fix: 'Decide which appStack owns each resource, then move it or read it as a data source, as in [resource already managed](/support-and-kb/troubleshooting/already-managed).',
    commands: ['import'],
  },
  {
    id: 'import-duplicate-object',
    message: '{id} appears twice in {file}: {first} and {second}',
    example:
      'arn:aws:s3:::acme-web-assets-prod appears twice in prod.tfstate: aws_s3_bucket.assets and module.cdn.aws_s3_bucket.origin',
    exitCode: 1,
    cause:
      'Two resource addresses of the state or the code point at the same cloud object, usually after an object was imported a second time under a new address instead of being moved.',
    fix: 'Keep one address: `terraform state rm` the stale one in your old root (and delete its block, or add a `moved` block), pull the state again and import. See [resource already managed](/support-and-kb/troubleshooting/already-managed#the-same-object-appears-twice-in-one-import).',
    commands: ['import'],
  },
  // Resources of a draft.
  {
    id: 'resource-policy-refused',
    message: '{resource}: {input} "{value}" is not allowed by the resource policy for {type} in project {project}',
    example:
      'orders-db: instance_class "db.r6g.4xlarge" is not allowed by the resource policy for aws_db_instance in project payments',
    exitCode: 1,
    cause:
      'A [resource policy](/concepts/resource-policies) limits the allowed values, whatever sets them: an input, a `--var-file` at provision time or a version created before the constraint. The message is followed by the allowed list; a refused run stops before planning.',
    fix: 'Pick an allowed value, or ask a `Project Admin` to change the constraint.',
    commands: ['resources update', 'provision'],
  },
  {
    id: 'unknown-input',
    message: '{type} has no input "{input}" (did you mean "{suggestion}"?)',
    example: 'aws_lb has no input "idle_timout" (did you mean "idle_timeout"?)',
    exitCode: 1,
    cause: 'A typo in an input name.',
    fix: 'Correct the name; the inputs of each type are listed in the inspector and in the [built-in resources](/concepts/resources/built-in) reference.',
    commands: ['resources update'],
  },
  {
    id: 'nothing-to-update',
    message: 'nothing to update: pass --set, --unset or both',
    example: 'nothing to update: pass --set, --unset or both',
    exitCode: 2,
    cause: '`skyloom resources update` was given neither `--set` nor `--unset`.',
    fix: 'Add `--set key=value` to change an input, `--unset key` to clear one, or both.',
    commands: ['resources update'],
  },
  // Uploads.
  {
    id: 'entry-exists',
    message: '{kind} "{name}" already exists in project {project}; pass --overwrite to replace it',
    example:
      'resource definition "standard-postgres" already exists in project payments; pass --overwrite to replace it',
    exitCode: 1,
    cause: 'The name is taken by an earlier upload or by an entry created in the web app.',
    fix: 'Add `--overwrite` if the file is the source of truth, or rename the new entry.',
    examples: {
      'upload policies': 'policy "ACME-TAG-002" already exists in project payments; pass --overwrite to replace it',
      'upload security-rules':
        'security rule set "public-web" already exists in project payments; pass --overwrite to replace it',
      'upload iam-permissions':
        'permission set "assets-read" already exists in project payments; pass --overwrite to replace it',
    },
    commands: ['upload resources', 'upload policies', 'upload security-rules', 'upload iam-permissions'],
  },
  {
    id: 'unknown-definition-input',
    message: '{file}: {field}: {type} has no input "{input}"',
    example: 'catalog/standard-postgres.yaml: items[0].defaults: aws_db_instance has no input "instance_type"',
    exitCode: 1,
    cause: 'The input name belongs to another resource type.',
    fix: 'Use the input name of the type, here `instance_class`.',
    commands: ['upload resources'],
  },
  {
    id: 'rego-parse-error',
    message: '{file}:{line}: rego_parse_error: {detail}',
    example: 'policies/required-team-tag.rego:14: rego_parse_error: unexpected assign token: expected rule value term',
    exitCode: 1,
    cause: "A syntax error in the rule; the message is the Rego compiler's.",
    fix: 'Correct the line. `opa check --v1-compatible` catches the same errors locally before you upload.',
    commands: ['upload policies'],
  },
  {
    id: 'unknown-severity',
    message: `{file}: METADATA custom.severity "{severity}" is not one of ${severitiesLowFirst}`,
    example: `policies/old-rule.rego: METADATA custom.severity "blocker" is not one of ${severitiesLowFirst}`,
    exitCode: 1,
    cause: 'The severity is misspelled or comes from another tool.',
    fix: 'Use one of the four [severities](/concepts/policies#severities); `high` and `critical` block provisioning by default.',
    commands: ['upload policies'],
  },
  {
    id: 'module-provider-block',
    message: '{path}: provider blocks are not allowed in custom modules ({location})',
    example: './redis-cluster: provider blocks are not allowed in custom modules (main.tf:3)',
    exitCode: 1,
    cause: 'The module configures its provider itself.',
    fix: 'Remove the `provider` block and keep only `required_providers`; Skyloom writes the provider from the environment profile.',
    commands: ['upload custom-modules'],
  },
  {
    id: 'module-version-exists',
    message:
      'custom module {module} {version} already exists in project {project}; upload a new version or pass --overwrite',
    example:
      'custom module redis-cluster 1.4.0 already exists in project payments; upload a new version or pass --overwrite',
    exitCode: 1,
    cause:
      'A module version that an appStack version uses never changes; `--overwrite` replaces only a version that no appStack version uses yet, and is refused otherwise.',
    fix: 'Bump the version. Use `--overwrite` only to fix a version no appStack version uses.',
    commands: ['upload custom-modules'],
  },
  {
    id: 'module-archive-layout',
    message: '{archive}: variables.tf not found at the root of the archive',
    example: './vpc-module.zip: variables.tf not found at the root of the archive',
    exitCode: 1,
    cause: 'The archive has an extra top-level folder, for example `vpc-module/variables.tf`.',
    fix: "Zip the module's files, not its folder, or pass the directory itself.",
    commands: ['upload custom-modules'],
  },
  {
    id: 'invalid-cidr',
    message: '{file}: {field}: "{value}" is not a valid CIDR block',
    example: 'security-rules.yaml: items[1].ingress[0].from: "10.0.0.0/33" is not a valid CIDR block',
    exitCode: 1,
    cause: 'A typo in an address range.',
    fix: 'Correct the range, or use `vpc` or `internet`.',
    commands: ['upload security-rules'],
  },
  {
    id: 'not-network-type',
    message: '{file}: {field}: {type} is not a network resource type',
    example: 'security-rules.yaml: items[0].appliesTo: aws_s3_bucket is not a network resource type',
    exitCode: 1,
    cause: 'Rule sets apply only to resources that carry network rules.',
    fix: 'Remove the type; restrict bucket access with a [policy](/concepts/policies) instead.',
    commands: ['upload security-rules'],
  },
  {
    id: 'unknown-aws-action',
    message: '{file}: {field}: unknown AWS action "{action}"',
    example: 'iam/payments-permissions.yaml: items[1].actions: unknown AWS action "s3:GetObjects"',
    exitCode: 1,
    cause: 'A typo in an action name.',
    fix: 'Correct the action; the message suggests the closest known action when there is one.',
    commands: ['upload iam-permissions'],
  },
  {
    id: 'byte-order-mark',
    message: 'invalid character at offset 0',
    example: 'invalid character at offset 0',
    exitCode: 2,
    cause:
      'In versions 3.2.0 to 3.2.1 (known issue KI-2025-022 in the [July 2025 known issues](/change-log/known-issues/jul2025)), a JSON file saved with a UTF-8 byte order mark, the default of Windows PowerShell 5.1, is refused.',
    fix: 'Upgrade the CLI to 3.3.0 or later, or save the file without a byte order mark, for example with `Out-File -Encoding utf8NoBOM` in PowerShell 7.',
    commands: ['upload iam-permissions'],
  },
  // cloud2code.
  {
    id: 'aws-no-credentials',
    message: 'no AWS credentials found (tried --aws-profile, environment, shared config, instance metadata)',
    example: 'no AWS credentials found (tried --aws-profile, environment, shared config, instance metadata)',
    exitCode: 3,
    cause: 'No source in the AWS credential chain returned credentials.',
    fix: 'Pass `--aws-profile`, or sign in with `aws sso login --profile prod-readonly` first. See [AWS SSO](/support-and-kb/how-tos/aws-sso).',
    commands: ['cloud2code aws'],
  },
  {
    id: 'aws-sso-expired',
    message: 'the SSO session for profile {profile} has expired',
    example: 'the SSO session for profile prod-readonly has expired',
    exitCode: 3,
    cause: 'The IAM Identity Center session of the AWS profile ended.',
    fix: 'Run `aws sso login --profile prod-readonly` again.',
    commands: ['cloud2code aws'],
  },
  {
    id: 'aws-wrong-account',
    message: 'credentials belong to account {account}, expected {expected} (--account-id)',
    example: 'credentials belong to account 123456789012, expected 444455556666 (--account-id)',
    exitCode: 1,
    cause: 'The profile or role points at another account.',
    fix: 'Check the profile in `~/.aws/config`, or add `--role-arn` for the target account.',
    commands: ['cloud2code aws'],
  },
  {
    id: 'aws-assume-role-denied',
    message: 'cannot assume role {role} (AccessDenied); check its trust policy and --external-id',
    example:
      'cannot assume role arn:aws:iam::444455556666:role/SkyloomReadOnly (AccessDenied); check its trust policy and --external-id',
    exitCode: 3,
    cause:
      "AWS refused `sts:AssumeRole`: the role's trust policy does not name your identity, or its `sts:ExternalId` condition differs from `--external-id`. AWS prints the same `AccessDenied` for both.",
    fix: 'Compare `aws sts get-caller-identity` with the `Principal` of the trust policy, and `--external-id` with its `sts:ExternalId`. See [cloud credential errors](/support-and-kb/troubleshooting/cloud-credentials#aws).',
    commands: ['cloud2code aws'],
  },
  {
    id: 'aws-expired-token',
    message: 'AWS credentials from {source} have expired (ExpiredToken)',
    example: 'AWS credentials from environment (AWS_SESSION_TOKEN) have expired (ExpiredToken)',
    exitCode: 3,
    cause:
      'Temporary credentials passed their expiry. The scanner refreshes profile, SSO and `--role-arn` sessions itself, but not a session token it was handed in `AWS_SESSION_TOKEN`.',
    fix: 'Fetch new credentials right before the scan, or pass `--aws-profile` or `--role-arn` so the scanner refreshes them.',
    commands: ['cloud2code aws'],
  },
  {
    id: 'aws-invalid-token',
    message: 'AWS rejected the access key from {source} (InvalidClientTokenId)',
    example: 'AWS rejected the access key from profile "sandbox" (InvalidClientTokenId)',
    exitCode: 3,
    cause:
      'AWS does not know the access key: it was deleted or deactivated, a temporary key is missing its session token, or STS was called in a Region the account has not enabled.',
    fix: 'Run `aws sts get-caller-identity --profile sandbox` to confirm, then create a new key or move the profile to IAM Identity Center.',
    commands: ['cloud2code aws'],
  },
  {
    id: 'unknown-resource-type',
    message: 'unknown resource type "{type}" for cloud2code {cloud}',
    example: 'unknown resource type "azurerm_linux_web_app" for cloud2code aws',
    examples: {
      'cloud2code azure': 'unknown resource type "aws_lambda_function" for cloud2code azure',
      'cloud2code gcp': 'unknown resource type "azurerm_linux_web_app" for cloud2code gcp',
    },
    exitCode: 2,
    cause: '`--include-types` or `--exclude-types` names a type that does not exist or belongs to another provider.',
    fix: 'Use the Terraform resource types of the cloud you scan.',
    commands: ['cloud2code aws', 'cloud2code azure', 'cloud2code gcp'],
  },
  {
    id: 'azure-no-credentials',
    message: 'no Azure credentials found (tried environment, workload identity, managed identity, Azure CLI)',
    example: 'no Azure credentials found (tried environment, workload identity, managed identity, Azure CLI)',
    exitCode: 3,
    cause: 'Nobody is signed in and no service principal variables are set.',
    fix: 'Run `az login`, or set `AZURE_CLIENT_ID`, `AZURE_TENANT_ID` and `AZURE_CLIENT_SECRET`.',
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-invalid-secret',
    message: 'Azure sign-in failed for client {clientId}: AADSTS7000215 (invalid client secret)',
    example:
      'Azure sign-in failed for client 9d4c1b7e-2f3a-4c5d-8e6f-7a8b9c0d1e2f: AADSTS7000215 (invalid client secret)',
    exitCode: 3,
    cause:
      '`AZURE_CLIENT_SECRET` holds an expired or deleted secret, or the secret ID that the portal shows next to the value.',
    fix: 'Create a secret with `az ad app credential reset --append` and store its `password` value in `AZURE_CLIENT_SECRET`. See [Azure credential errors](/support-and-kb/troubleshooting/azure-credentials).',
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-app-not-found',
    message: 'Azure sign-in failed for client {clientId}: AADSTS700016 (application not found in tenant {tenant})',
    example: `Azure sign-in failed for client 9d4c1b7e-2f3a-4c5d-8e6f-7a8b9c0d1e2f: AADSTS700016 (application not found in tenant ${sampleAzureTenant})`,
    exitCode: 3,
    cause:
      '`--client-id` names no application in the tenant of `--tenant-id`: a typo, a client ID from another tenant, or a deleted app registration.',
    fix: 'Look the application up with `az ad sp show --id` while signed in to that tenant, then correct `--client-id` or `--tenant-id`.',
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-federated-token-expired',
    message: 'Azure sign-in failed for client {clientId}: AADSTS700024 (federated token expired)',
    example:
      'Azure sign-in failed for client 9d4c1b7e-2f3a-4c5d-8e6f-7a8b9c0d1e2f: AADSTS700024 (federated token expired)',
    exitCode: 3,
    cause:
      'The token in `AZURE_FEDERATED_TOKEN_FILE` is past its lifetime, typically because a CI job wrote it at the start and the scan ran much later.',
    fix: "Request the CI system's token right before the scan step, or run the scan where the file is refreshed for you (AKS workload identity).",
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-cli-session-expired',
    message: 'Azure CLI session of {user} has expired: AADSTS70043 (sign-in frequency); run az login',
    example: 'Azure CLI session of dana.kim@acme.example has expired: AADSTS70043 (sign-in frequency); run az login',
    exitCode: 3,
    cause: 'A Conditional Access sign-in frequency policy ended the session that `az login` stored.',
    fix: 'Run `az login` again. For scheduled scans, sign in as a service principal or workload identity instead.',
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-no-read-access',
    message: 'Azure denied {identity} read access to subscription {subscription}: AuthorizationFailed',
    example:
      'Azure denied 9d4c1b7e-2f3a-4c5d-8e6f-7a8b9c0d1e2f read access to subscription b81c7e2d-0a9f-4d6e-8b3c-5f4e3d2c1b0a: AuthorizationFailed',
    exitCode: 1,
    cause:
      'The identity signed in and can see the subscription, but no role there lets it read resources: it holds only a billing or cost role, or Reader was assigned minutes ago.',
    fix: 'Assign **Reader** on the subscription, wait a few minutes and sign in again, so the new token carries the role.',
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-subscription-not-found',
    message: 'subscription {subscription} not found or not accessible in tenant {tenant}',
    example: `subscription 3f2b8c1e-5d4a-4e7b-9c6f-1a2b3c4d5e6f not found or not accessible in tenant ${sampleAzureTenant}`,
    exitCode: 4,
    cause: 'The identity has no role on the subscription, or `--tenant-id` is wrong.',
    fix: 'Assign Reader on the subscription, or fix the tenant.',
    commands: ['cloud2code azure'],
  },
  {
    id: 'azure-service-principal-incomplete',
    message: '--auth-method service-principal requires --client-id and AZURE_CLIENT_SECRET',
    example: '--auth-method service-principal requires --client-id and AZURE_CLIENT_SECRET',
    exitCode: 2,
    cause: 'The secret variable is missing in the shell or CI job.',
    fix: 'Export `AZURE_CLIENT_SECRET`, or use `--auth-method cli`.',
    commands: ['cloud2code azure'],
  },
  {
    id: 'gcp-no-credentials',
    message: 'could not find default credentials; run gcloud auth application-default login or set --credentials-file',
    example: 'could not find default credentials; run gcloud auth application-default login or set --credentials-file',
    exitCode: 3,
    cause: 'No Application Default Credentials exist on this machine.',
    fix: 'Run `gcloud auth application-default login`, or pass `--credentials-file`.',
    commands: ['cloud2code gcp'],
  },
  {
    id: 'gcp-impersonation-denied',
    message: 'cannot impersonate {serviceAccount} (PERMISSION_DENIED on iam.serviceAccounts.getAccessToken)',
    example:
      'cannot impersonate skyloom-scan@shop-prod-4821.iam.gserviceaccount.com (PERMISSION_DENIED on iam.serviceAccounts.getAccessToken)',
    exitCode: 3,
    cause:
      'Your base identity lacks `roles/iam.serviceAccountTokenCreator` on the service account, or the email names a service account that does not exist.',
    fix: 'Grant the role on the service account with `gcloud iam service-accounts add-iam-policy-binding`, and check the email. See [cloud credential errors](/support-and-kb/troubleshooting/gcp-credentials).',
    commands: ['cloud2code gcp'],
  },
  {
    id: 'gcp-invalid-grant',
    message: 'Google rejected the credentials from {source} (invalid_grant: {detail})',
    example:
      'Google rejected the credentials from Application Default Credentials (invalid_grant: reauth related error (invalid_rapt))',
    exitCode: 3,
    cause:
      'The refresh token or key behind the credentials is no longer valid: a session length policy ended your ADC login (`invalid_rapt`), someone revoked it, or the service account key was deleted (`Invalid JWT Signature.`).',
    fix: 'Run `gcloud auth application-default login` again, or replace the key file; better, scan through `--impersonate-service-account` or a federation file.',
    commands: ['cloud2code gcp'],
  },
  {
    id: 'gcp-no-read-access',
    message: 'no read access to GCP project {projectId}: every list call was denied (first: {permission})',
    example:
      'no read access to GCP project shop-shared-1190: every list call was denied (first: compute.instances.list)',
    exitCode: 1,
    cause:
      'The scanning identity can see the project, for example through `roles/browser` on its folder, but holds no read role in it.',
    fix: 'Grant `roles/viewer` and `roles/iam.securityReviewer` on the project to the identity that scans (the impersonated service account, if you use one).',
    commands: ['cloud2code gcp'],
  },
  {
    id: 'gcp-project-not-found',
    message: 'GCP project {projectId} not found or not accessible',
    example: 'GCP project shop-prod-4812 not found or not accessible',
    exitCode: 4,
    cause: 'A typo in `--project-id`, or no role on the project.',
    fix: 'Check the ID with `gcloud projects list`.',
    commands: ['cloud2code gcp'],
  },
  {
    id: 'gcp-unknown-zone',
    message: 'zone {zone} does not exist',
    example: 'zone europe-west1-z does not exist',
    exitCode: 2,
    cause: 'An invalid value in `--zone`.',
    fix: 'Use `gcloud compute zones list` to find valid zones.',
    commands: ['cloud2code gcp'],
  },
  {
    id: 'scan-timed-out',
    message: 'scan timed out after {timeout} (--timeout); nothing was uploaded',
    example: `scan timed out after ${limits.cliTimeoutScan.value} (--timeout); nothing was uploaded`,
    exitCode: 7,
    cause: 'Too many regions, subscriptions or projects, or throttling by the provider API.',
    fix: 'Raise `--timeout`, or narrow the scan with `--region`, `--resource-group`, `--location` or `--include-types`.',
    commands: ['cloud2code aws', 'cloud2code azure', 'cloud2code gcp'],
  },
  // Workload identity: skyloom login --oidc.
  {
    id: 'oidc-no-token',
    message:
      'no OIDC ID token: set --oidc-token, --oidc-token-file or SKYLOOM_OIDC_TOKEN, or allow the job to request one',
    example:
      'no OIDC ID token: set --oidc-token, --oidc-token-file or SKYLOOM_OIDC_TOKEN, or allow the job to request one',
    exitCode: 3,
    cause:
      'The CI job cannot request an ID token: GitHub Actions lacks `permissions: id-token: write`, a GitLab job has no `id_tokens` entry, or the Azure Pipelines step has no workload identity service connection.',
    fix: 'Give the job its ID token as [workload identity](/security-and-admin/workload-identity#set-up-the-ci-job) shows for each CI system.',
    commands: ['login'],
  },
  {
    id: 'oidc-no-trust-policy',
    message:
      'OIDC token rejected: no trust policy of service identity {identity} matches issuer {issuer} and subject {subject}',
    example:
      'OIDC token rejected: no trust policy of service identity ci-web-shop-deploy matches issuer https://token.actions.githubusercontent.com and subject repo:acme/web-shop-infra:ref:refs/heads/main',
    exitCode: 3,
    cause:
      'The job runs from a repository, branch or environment that no trust policy of the service identity names, or the policy has a typo.',
    fix: 'Compare the subject in the message with the trust policies under **Settings > Access control > Service identities**; see [workload identity](/security-and-admin/workload-identity#trust-policies).',
    commands: ['login'],
  },
  {
    id: 'oidc-wrong-audience',
    message: 'OIDC token rejected: audience {audience} is not {expected}',
    example: `OIDC token rejected: audience sts.amazonaws.com is not ${securityLimits.oidcAudience.value}`,
    exitCode: 3,
    cause: 'The job requested its ID token for another audience, often one copied from a cloud login step.',
    fix: 'Request the token for the audience Skyloom expects, or let the CLI request it with `--audience`.',
    commands: ['login'],
  },
  {
    id: 'oidc-token-too-old',
    message: 'OIDC token rejected: issued at {issuedAt}, more than {maximum} ago',
    example: `OIDC token rejected: issued at 2025-09-30T08:02:11Z, more than ${securityLimits.oidcTokenAge.value} ago`,
    exitCode: 3,
    cause: 'The job requested the ID token early and exchanged it late, for example in a step after a long build.',
    fix: 'Run `skyloom login --oidc` right before the commands that need it, and again in each later job.',
    commands: ['login'],
  },
  // Private runners.
  {
    id: 'runner-registration-token-invalid',
    message: 'runner registration token is invalid, expired or revoked',
    example: 'runner registration token is invalid, expired or revoked',
    exitCode: 3,
    cause: `A registration token expires after ${securityLimits.runnerRegistrationToken.value}, or an Org Admin revoked it.`,
    fix: 'Create a new token under **Settings > Runners >** the pool **> Add runner** and register again.',
    commands: ['runners register'],
  },
  {
    id: 'runner-name-taken',
    message: 'runner {runner} is already registered in pool {pool}',
    example: 'runner runner-eu-1 is already registered in pool payments-private',
    exitCode: 1,
    cause: 'Another runner of the pool has that name, often the host this one replaces.',
    fix: 'Remove the old runner with `skyloom runners remove`, or register with another `--name`.',
    commands: ['runners register'],
  },
  {
    id: 'runner-version-unsupported',
    message: 'runner version {version} is no longer supported; upgrade to {minimum} or later',
    example: 'runner version 3.1.0 is no longer supported; upgrade to 3.2.0 or later',
    exitCode: 1,
    cause: `Skyloom accepts runners of ${securityLimits.runnerSupport.value}; older runners stop taking runs.`,
    fix: 'Upgrade the runner package or image, as [upgrade a runner](/security-and-admin/private-runners#upgrade) shows.',
    commands: ['runners start'],
  },
  {
    id: 'runner-none-online',
    message: 'no online runner in pool {pool}: environment {env} of {appstack} runs only on private runners',
    example: 'no online runner in pool payments-private: environment prod of web-shop runs only on private runners',
    exitCode: 1,
    cause: 'Every runner of the pool is offline or draining, so nothing can execute the run; no run was started.',
    fix: 'Start a runner of the pool and check it with `skyloom runners list --pool`; see [troubleshoot runners](/security-and-admin/private-runners#troubleshoot).',
    commands: ['provision', 'runners list'],
  },
  // Sensitive inputs.
  {
    id: 'secret-reference-unresolved',
    message: 'cannot resolve secret reference {reference} for input {input}: {detail}',
    example:
      'cannot resolve secret reference aws-sm://prod/web-shop/db#password for input orders-db.password: AccessDeniedException',
    exitCode: 1,
    cause:
      "The identity Skyloom uses for the environment's cloud account may not read the secret, or the secret, key or version does not exist. The run stopped before planning changed anything.",
    fix: 'Grant read access on the secret to that identity and check the reference; see [secrets](/security-and-admin/secrets#troubleshoot).',
    commands: ['provision'],
  },
  // Shown by the web app, not by the CLI.
  {
    id: 'repository-credential-expired',
    message: 'repository credential expired',
    example: 'repository credential expired',
    exitCode: null,
    cause: 'The token of a connected GitLab, Bitbucket or Azure DevOps repository expired.',
    fix: 'An Org Admin replaces the token under **Settings > Repositories**.',
    commands: [],
  },
];

/**
 * Lines CI systems print when a step that ran `skyloom` fails: the line is the runner's, not the CLI's, but the
 * exit code it reports must still be a `skyloom` exit code. `line` is the whole line as the job log shows it.
 */
export const runnerMessages: readonly {line: string; printedBy: string}[] = [
  {line: 'Error: Process completed with exit code {exitCode}.', printedBy: 'GitHub Actions'},
  {line: 'ERROR: Job failed: exit code {exitCode}', printedBy: 'GitLab CI/CD'},
  {line: 'ERROR: script returned exit code {exitCode}', printedBy: 'Jenkins'},
  {line: "##[error]Bash exited with code '{exitCode}'.", printedBy: 'Azure Pipelines'},
];

/** The example of an error as the page of `command` shows it. */
export function errorExample(error: CliError, command: string): string {
  return error.examples?.[command] ?? error.example;
}

/**
 * The errors a command's page lists: those of the command, or of every command in a group (`resources`).
 * `only` keeps the errors with these ids (a troubleshooting page's subset) and throws on an id the command does not print.
 */
export function errorsOf(command: string, only?: readonly string[]): CliError[] {
  const errors = cliErrors.filter((error) =>
    error.commands.some((name) => name === command || name.startsWith(`${command} `)),
  );
  if (!only) return errors;
  const unknown = only.filter((id) => !errors.some((error) => error.id === id));
  if (unknown.length) throw new Error(`skyloom ${command} prints no error with the id ${unknown.join(', ')}`);
  return errors.filter((error) => only.includes(error.id));
}

/** A regular expression that matches the whole message with any values in its placeholders. */
export function messagePattern(message: string): RegExp {
  return new RegExp(`^${templateSource(message)}$`);
}

/** The catalog entry whose template matches a printed message (the text after `Error: `). */
export function findError(printed: string): CliError | undefined {
  return cliErrors.find((error) => messagePattern(error.message).test(printed.trim()));
}
