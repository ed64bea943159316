import {RUN_STEPS, type RunAction, type RunStatus} from './runs';
import {DRIFT_STATES, LIFECYCLE_STATUSES} from '../rules/statuses';

const statusList = LIFECYCLE_STATUSES.join(', ');
const driftList = `Result of the last drift check: ${DRIFT_STATES.join(', ')}.`;

/**
 * The tables `skyloom` commands print with `--output table` (the default): their columns, in order, as the
 * header line shows them. Sample outputs in the guide print exactly these headers; the content lint checks
 * every header line that follows one of these commands. JSON and YAML output is not covered here.
 */

interface OutputColumn {
  /** Header as printed, upper case. */
  name: string;
  description: string;
}

export interface CommandOutput {
  /** Words after `skyloom`. */
  command: string;
  columns: readonly OutputColumn[];
  /** The sample data the rows show, keyed by the first column (see src/data/platform/sampleData.ts). */
  rows?: 'projects' | 'appstacks' | 'runs';
  /** `Label:  value` lines printed above the table (or instead of it, when there are no columns), in order. */
  fields?: readonly string[];
}

export const commandOutputs: readonly CommandOutput[] = [
  {
    command: 'viewprojects',
    rows: 'projects',
    columns: [
      {name: 'PROJECT', description: 'Project name, as `--project` takes it.'},
      {name: 'APPSTACKS', description: 'Number of appStacks in the project.'},
      {name: 'ROLE', description: 'Your role in the project.'},
      {
        name: 'UPDATED',
        description:
          'Date of the last change to the project: its settings, its members, or an appStack created or deleted in it.',
      },
    ],
  },
  {
    command: 'appstack list',
    rows: 'appstacks',
    columns: [
      {name: 'NAME', description: 'appStack name, as `--appstack` takes it.'},
      {name: 'PROJECT', description: 'Project that holds the appStack.'},
      {name: 'CLOUD', description: 'Primary cloud: aws, azure or gcp.'},
      {name: 'LATEST', description: 'Latest version, or `-` before the first one.'},
      {name: 'ENVIRONMENTS', description: 'Environment profiles of the appStack.'},
      {
        name: 'STATUS',
        description: `The most urgent lifecycle status of its environments: ${statusList}. Drift shows per environment in \`skyloom appstack status\`.`,
      },
    ],
  },
  {
    command: 'appstack show',
    fields: ['appStack', 'Project', 'Cloud', 'Version', 'Resources', 'Policies'],
    columns: [
      {name: 'ENVIRONMENT', description: 'Environment profile.'},
      {name: 'VERSION', description: 'Version deployed there.'},
      {name: 'STATUS', description: `Lifecycle status: ${statusList}.`},
      {name: 'DRIFT', description: driftList},
      {name: 'LAST RUN', description: 'Time of the last provision or destroy run, in UTC.'},
    ],
  },
  {
    command: 'appstack status',
    columns: [
      {name: 'ENVIRONMENT', description: 'Environment profile.'},
      {name: 'VERSION', description: 'Version deployed there.'},
      {
        name: 'STATUS',
        description: `Lifecycle status: ${statusList}.`,
      },
      {name: 'DRIFT', description: driftList},
      {
        name: 'POLICY',
        description:
          'Findings of the deployed version at its most severe level, for example `1 medium`, or `clean` when there are none.',
      },
      {name: 'LAST RUN', description: 'ID and time (UTC) of the last provision or destroy run.'},
    ],
  },
  {
    command: 'runs list',
    rows: 'runs',
    columns: [
      {name: 'RUN', description: 'Run ID, as `skyloom runs show` takes it.'},
      {name: 'APPSTACK', description: 'appStack the run works on.'},
      {name: 'ENVIRONMENT', description: 'Environment profile whose resources and state the run changes.'},
      {name: 'VERSION', description: 'appStack version the run plans or applies.'},
      {
        name: 'ACTION',
        description:
          'plan (`skyloom provision --plan-only`), provision, destroy, or reconcile (`skyloom drifts --reconcile cloud`).',
      },
      {name: 'STATUS', description: 'running, failed, succeeded or canceled.'},
      {name: 'STARTED', description: 'When the run started, in UTC.'},
      {
        name: 'USER',
        description:
          'The member whose token or web app session started the run, or the service identity whose token did.',
      },
    ],
  },
  {
    command: 'runs show',
    fields: ['Run', 'appStack', 'Environment', 'Version', 'Action', 'Status', 'Started', 'Finished', 'Lock'],
    columns: [
      {
        name: 'STEP',
        description: `${RUN_STEPS.join(', ')}, in the order the run went through them.`,
      },
      {name: 'STATUS', description: 'succeeded, failed, running, skipped or canceled.'},
      {name: 'DURATION', description: 'How long the step took, or has taken so far.'},
      {name: 'DETAIL', description: 'The outcome: the plan summary, the approver, or how many changes were applied.'},
    ],
  },
  {
    command: 'env show',
    fields: [
      'appStack',
      'Environment',
      'Cloud account',
      'Region',
      'Backend',
      'Locking',
      'Engine',
      'Approval rule',
      'Drift schedule',
    ],
    columns: [],
  },
  {
    command: 'version --check',
    fields: ['Client version', 'Server version', 'Latest release', 'Status'],
    columns: [],
  },
  {
    command: 'runners list',
    columns: [
      {name: 'NAME', description: 'Runner name, unique in its pool.'},
      {name: 'POOL', description: 'Runner pool the runner takes runs from.'},
      {name: 'STATUS', description: 'online, busy, draining or offline.'},
      {name: 'VERSION', description: 'Version of the runner package or image.'},
      {name: 'RUNS', description: 'Runs executing now, out of the runner’s `--concurrency`.'},
      {name: 'LAST SEEN', description: 'Time of the last heartbeat, in UTC.'},
    ],
  },
  {
    command: 'resources list',
    columns: [
      {name: 'NAME', description: 'Resource name on the topology canvas.'},
      {name: 'TYPE', description: 'Terraform resource type, `module.<name>` or `data.<type>`.'},
      {
        name: 'SOURCE',
        description: 'Where the resource comes from: built-in, a custom module with its version, or data source.',
      },
      {name: 'CONNECTIONS', description: 'Number of connections to other resources.'},
      {
        name: 'POLICY',
        description: 'Findings of the last policy check on the resource at their most severe level, or `pass`.',
      },
    ],
  },
  {
    command: 'drifts',
    columns: [
      {name: 'RESOURCE', description: 'Terraform address of the resource.'},
      {name: 'STATUS', description: 'in sync, drifted, missing or unmanaged.'},
      {name: 'DETAIL', description: 'What differs, or why the resource is missing or unmanaged.'},
    ],
  },
  {
    command: 'configure list',
    columns: [
      {name: 'PROFILE', description: 'Profile name, as `--profile` takes it.'},
      {name: 'ENDPOINT', description: 'API endpoint of the profile.'},
      {name: 'ORG', description: 'Organization slug.'},
      {name: 'TOKEN', description: 'The token, masked.'},
      {name: 'TOKEN EXPIRES', description: 'Expiry date of the token.'},
      {name: 'ACTIVE', description: '`*` marks the profile commands use by default.'},
    ],
  },
  {
    command: 'cloud2code aws',
    columns: [
      {name: 'REGION', description: 'AWS Region, or `global` for global services.'},
      {name: 'SERVICE', description: 'AWS service.'},
      {name: 'RESOURCE TYPE', description: 'Terraform resource type.'},
      {name: 'FOUND', description: 'Number of resources found.'},
    ],
  },
  {
    command: 'cloud2code azure',
    columns: [
      {name: 'RESOURCE GROUP', description: 'Azure resource group.'},
      {name: 'RESOURCE TYPE', description: 'Terraform resource type.'},
      {name: 'FOUND', description: 'Number of resources found.'},
    ],
  },
  {
    command: 'cloud2code gcp',
    columns: [
      {name: 'LOCATION', description: 'Region, zone, or `global`.'},
      {name: 'SERVICE', description: 'Google Cloud service.'},
      {name: 'RESOURCE TYPE', description: 'Terraform resource type.'},
      {name: 'FOUND', description: 'Number of resources found.'},
    ],
  },
];

export function outputOf(command: string): CommandOutput | undefined {
  return commandOutputs.find((output) => output.command === command);
}

/** The header line as the CLI prints it, with columns separated by two spaces. */
export function formatHeader(output: CommandOutput): string {
  return output.columns.map((column) => column.name).join('  ');
}

/** The first line of an export: `{version}` is `v5` or `draft`, `{format}` Terraform or OpenTofu. */
export const EXPORT_LINES = [
  'Exporting {appstack} {version} (env {env}) as {format}, layout {layout}',
  'Exporting {appstack} {version} (all environments) as {format}, layout {layout}',
];

/** The line a commit prints: the new version of the appStack. */
export const CREATED_VERSION_LINES = [
  'Created version {version} of {appstack}: "{message}"',
  'Created version {version} of {appstack} from {from}: "{message}"',
];

/** The plan summary of a provision, a plan-only run or a destroy; `{plan}` is `0 to add, 1 to change, 0 to destroy`. */
export const PLAN_LINE = 'Plan for {appstack} {version} (env {env}, {region}): {plan}.';

/** The first line of a drift check: the version deployed in the environment, and the account it reads. */
export const DRIFT_CHECK_LINE = 'Checking drift for {appstack} {version} (env {env}, account {account}, {region})';

/** The line that ends an export (with `--clean`, the stale files it removed first), a download or an unpacked archive. */
export const EXPORT_FILE_COUNT_LINES = [
  'Removed {stale} stale files; wrote {files} files to {path} ({appstacks} appStacks)',
  'Wrote {files} files to {path} ({appstacks} appStacks)',
  'Wrote {files} files to {path}',
  'Unpacked {files} files into {path}',
  'Saved {path} ({size}, {files} files)',
];

/** The line an export prints for each file it writes, indented under the file count. */
export const WROTE_FILE_LINE = 'wrote {path}';

/**
 * Lines that several commands print for the same event, in one wording: every printed line that starts with
 * `prefix` matches one of the templates (`{name}` stands for a value).
 */
export const outputLines: readonly {
  prefix: string;
  templates: readonly string[];
  /** Other beginnings of a line that reports the same event, which must be worded as `templates` too. */
  otherPrefixes?: readonly string[];
}[] = [
  {
    prefix: 'Created version ',
    templates: CREATED_VERSION_LINES,
  },
  {
    // An export (`generate-iac`, `appstack download-iac`) names what it exports, then prints the policy summary,
    // the findings and where it wrote the files (src/data/platform/sampleData.ts, exportFiles, says which).
    prefix: 'Exporting ',
    templates: EXPORT_LINES,
    otherPrefixes: ['Generating '],
  },
  {
    // An appStack created by `appstack create`, `import` or a scan with `--create-appstack`: its name, ID and project.
    prefix: 'Created appStack ',
    templates: ['Created appStack "{appstack}" ({id}) in project "{project}"'],
  },
  {
    // The first line of a plan, before the changes it lists.
    prefix: 'Planning ',
    templates: ['Planning {appstack} {version} for environment {env} (account {account}, region {region})'],
  },
  {prefix: 'Plan for ', templates: [PLAN_LINE]},
  {prefix: 'Checking drift for ', templates: [DRIFT_CHECK_LINE]},
  {
    // The last line of a provision that applied: the version, the environment and the run.
    prefix: 'Provisioned ',
    templates: ['Provisioned {appstack} {version} to {env}. CLI run {run} recorded.'],
  },
  {
    // The last line of a destroy of a whole environment.
    prefix: 'Destroyed ',
    templates: ['Destroyed {appstack} in {env}. CLI run {run} recorded.'],
  },
  {
    // How many resources a destroy destroyed; a destroy of some resources (`--target`) records its run on this line.
    prefix: 'Destroying',
    templates: ['Destroying... {count} destroyed.', 'Destroying... {count} destroyed. CLI run {run} recorded.'],
  },
  {
    prefix: 'Validated module ',
    templates: ['Validated module {name} {version}: {inputs} inputs, {outputs} outputs, provider {provider}'],
  },
  {prefix: 'Uploaded custom module ', templates: ['Uploaded custom module {name} {version} to project {project}']},
  {
    // A scan with `--appstack` naming an existing appStack updates its draft (src/data/rules/discovery.ts).
    prefix: 'Updated the draft of ',
    templates: ['Updated the draft of "{appstack}" with {resources} resources and {connections} connections'],
  },
  {
    // The first line of an AWS scan names the identity it resolved (cli-guide/cloud2code/aws-flags).
    prefix: 'Resolving AWS credentials: ',
    templates: [
      'Resolving AWS credentials: profile "{profile}", account {account}',
      'Resolving AWS credentials: profile "{profile}", account {account} (matches --account-id)',
      'Resolving AWS credentials: default chain, caller {arn}',
    ],
  },
  {
    // The second line of a scan: what it scans and how many requests it runs at once.
    prefix: 'Scanning ',
    templates: ['Scanning {scope} (concurrency {concurrency})'],
  },
  {
    // The state backend an export writes, after the environment's or the flag's settings.
    prefix: 'Backend: ',
    templates: [
      'Backend: {type} (bucket {bucket}, key {key})',
      'Backend: local (--backend overrides {type} of environment {env})',
      'Backend: local (environment {env} has no backend; Skyloom runs keep its state in the managed state store)',
    ],
  },
  {
    // `skyloom configure` once the token is verified; roles are per project, so the line names none.
    prefix: 'Signed in as ',
    templates: ['Signed in as {user} in organization {org}.'],
  },
  {
    // `skyloom upload custom-modules` when appStacks use an older version of the module.
    prefix: '1 appStack uses ',
    templates: [
      '1 appStack uses {module} {version} ({appstack}); choose Upgrade modules on its Resources tab to adopt {newVersion}',
    ],
  },
  {
    // `skyloom env set`: the fields it changed, each as `<field> <new value>`.
    prefix: 'Updated environment ',
    templates: ['Updated environment {env} of {appstack}: {changes}.'],
  },
  {
    prefix: 'Would update environment ',
    templates: ['Would update environment {env} of {appstack}: {changes}.'],
  },
  {prefix: 'No changes to environment ', templates: ['No changes to environment {env} of {appstack}.']},
  {
    // The connection tests of `skyloom env set`, before it saves: the cloud account, then the backend.
    prefix: 'Tested ',
    templates: ['Tested cloud account {account}: assumed {role}', 'Tested backend {type}: {detail}'],
  },
  {
    // `skyloom provision --show-cost`: the monthly estimate before and after the plan (src/data/platform/costs.ts).
    prefix: 'Cost estimate: ',
    templates: ['Cost estimate: {before} -> {after} per month ({change}), {source} of {date}'],
  },
  {
    // The line a plan prints after `Planning …`: the engine that runs it, and where its version comes from.
    prefix: 'Engine: ',
    templates: ['Engine: {engine} {version} ({source})'],
  },
  {
    prefix: 'Warning: throttled by ',
    templates: ['Warning: throttled by {service} in {scope}; retrying with backoff'],
  },
];

/**
 * Lines the CLI prints, and phrases the guide writes, that name a run together with what it ran. `{run}`,
 * `{appstack}`, `{env}`, `{version}`, `{action}` and `{status}` stand for the run's values in the sample data;
 * `action` and `status` give the values a template states by its wording. The content lint checks each match.
 */
export const runLines: readonly {template: string; action?: RunAction; status?: RunStatus}[] = [
  {
    template: 'Provisioned {appstack} {version} to {env}. CLI run {run} recorded.',
    action: 'provision',
    status: 'succeeded',
  },
  {template: 'Destroyed {appstack} in {env}. CLI run {run} recorded.', action: 'destroy', status: 'succeeded'},
  {
    template: 'Restored {appstack} {version} in {env}. CLI run {run} recorded.',
    action: 'reconcile',
    status: 'succeeded',
  },
  {template: 'Started {action} run {run} for {appstack} {version} (env {env}).'},
  {template: 'Cancel run {run} ({action} {appstack} {version} to {env}, step {step})?'},
  {template: 'Run {run} ({action} {appstack} {version} to {env})'},
  {template: 'Run {run} ({action} {version})'},
  {template: 'Canceled run {run} during {step}', status: 'canceled'},
  {template: 'state of {appstack} in {env} is locked by run {run} ({status})'},
];
