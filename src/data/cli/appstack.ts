/**
 * `skyloom appstack ...`: create, version, inspect, download and delete appStacks.
 * Pages: docs/cli-guide/usage/appstack-*.
 */
import type {CliCommand} from './types';
import {appstackFlag, projectFlag, versionFlag} from './sharedFlags';

export const appstackCommands: readonly CliCommand[] = [
  {
    path: ['appstack', 'create'],
    summary: 'Create an appStack in a project, empty or seeded from deployment files or a discovery run.',
    usage:
      'skyloom appstack create --name <name> --project <project> [--cloud <aws|azure|gcp>] [--description <text>] [--from-file <path> | --from-discovery <discovery-id>] [--env <env,...>]',
    flags: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description:
          'Name of the new appStack: 3 to 63 lower-case letters, digits and hyphens, unique in the project. It appears in URLs and generated code.',
      },
      {
        name: 'project',
        type: 'string',
        required: true,
        env: 'SKYLOOM_PROJECT',
        configKey: 'profiles.<name>.project',
        description: 'Project to create the appStack in, by name or ID, as listed by skyloom viewprojects.',
      },
      {
        name: 'cloud',
        type: 'enum',
        values: ['aws', 'azure', 'gcp'],
        description:
          'Primary cloud of the appStack; it filters the resource palette on the topology canvas. Default: detected from --from-file or --from-discovery, otherwise aws.',
      },
      {
        name: 'description',
        type: 'string',
        description: 'Free-text description shown on the appStack page (up to 500 characters).',
      },
      {
        name: 'from-file',
        type: 'path',
        description:
          'Terraform file, Terraform directory, Docker Compose file, Kubernetes manifest or appStack export (JSON) to seed the appStack from. The resources land in the draft. Cannot be combined with --from-discovery.',
      },
      {
        name: 'from-discovery',
        type: 'string',
        description:
          'Cloud discovery run (`disc_` followed by 10 characters) whose inventory seeds the appStack. Cannot be combined with `--from-file`.',
      },
      {
        name: 'env',
        type: 'string list',
        repeatable: true,
        default: 'dev',
        description:
          'Environment profiles to create with the appStack, for example dev,staging,prod. With --from-file and no --env, the profiles of the file. You can add more later on the Environments tab.',
      },
    ],
    docPath: '/cli-guide/usage/appstack-create',
    since: '1.0.0',
  },
  {
    path: ['appstack', 'create-version'],
    summary: 'Snapshot the appStack draft as a new immutable version (v1, v2, …).',
    usage: 'skyloom appstack create-version --appstack <appstack> [--message <text>] [--from-version <version>]',
    flags: [
      appstackFlag,
      projectFlag,
      {
        name: 'message',
        short: 'm',
        type: 'string',
        description:
          'Version message shown on the Versions tab, like a commit message. Default: a summary of the changes (for example "2 resources added, 1 changed").',
      },
      {
        name: 'from-version',
        type: 'string',
        description:
          'Create the new version from an earlier version instead of the draft, for example v3 to roll back. The draft is left as it is.',
      },
    ],
    docPath: '/cli-guide/usage/appstack-create-version',
    since: '2.4.0',
  },
  {
    path: ['appstack', 'delete'],
    summary: 'Delete an appStack with its versions and environment profiles.',
    usage: 'skyloom appstack delete --appstack <appstack> [--force] [--yes]',
    flags: [
      appstackFlag,
      projectFlag,
      {
        name: 'force',
        type: 'bool',
        default: 'false',
        description:
          'Delete even when an environment still has provisioned resources. The cloud resources keep running and are no longer managed by Skyloom; run skyloom destroy first to remove them.',
      },
    ],
    docPath: '/cli-guide/usage/appstack-delete',
    since: '1.0.0',
  },
  {
    path: ['appstack', 'download-iac'],
    summary: 'Download the IaC bundle of an appStack version as a zip archive, or unpacked.',
    usage:
      'skyloom appstack download-iac --appstack <appstack> [--version <version>] [--env <env>] [--iac-format <format>] [--output-dir <dir>] [--unzip]',
    flags: [
      appstackFlag,
      projectFlag,
      {
        name: 'version',
        type: 'string',
        default: 'latest',
        description:
          'appStack version to download: v1, v2, … or latest. The draft cannot be downloaded; use skyloom generate-iac --version draft.',
      },
      {
        name: 'env',
        type: 'string',
        description:
          'Environment profile whose values (region, account, sizes, tags, backend) fill the variables. Default: no profile; the bundle contains a variables file per environment.',
      },
      {
        name: 'output-dir',
        type: 'path',
        default: '.',
        description:
          'Directory to write the archive to (named `<appstack>-<version>-<format>.zip`), or to unpack into with `--unzip`. Created if missing.',
      },
      {
        name: 'unzip',
        type: 'bool',
        default: 'false',
        description:
          'Unpack the archive into --output-dir instead of saving the zip file. Existing files with the same names are overwritten.',
      },
    ],
    flagSets: ['iac'],
    docPath: '/cli-guide/usage/appstack-download-iac',
    since: '1.2.0',
  },
  {
    path: ['appstack', 'show'],
    summary: 'Show an appStack: versions, environments, resources, policy status and deployments.',
    usage: 'skyloom appstack show --appstack <appstack> [--version <version>]',
    flags: [appstackFlag, projectFlag, versionFlag],
    docPath: '/cli-guide/usage/appstack-show',
    since: '1.0.0',
  },
  {
    path: ['appstack', 'list'],
    summary: 'List the appStacks you can see, in one project or in every project.',
    usage: 'skyloom appstack list [--project <project>]',
    flags: [
      {
        name: 'project',
        type: 'string',
        env: 'SKYLOOM_PROJECT',
        configKey: 'profiles.<name>.project',
        description:
          'List only the appStacks of this project, by name or ID. Default: every project you are a member of.',
      },
    ],
    docPath: '/cli-guide/usage/appstack-show',
    since: '1.0.0',
  },
  {
    path: ['appstack', 'status'],
    summary:
      'Show the deployment state of each environment of an appStack: version, last run, drift and policy results.',
    usage: 'skyloom appstack status --appstack <appstack> [--env <env>] [--watch [--interval <duration>]]',
    flags: [
      appstackFlag,
      projectFlag,
      {
        name: 'env',
        type: 'string',
        description:
          'Show only this environment profile, for example prod. Default: every environment of the appStack.',
      },
      {
        name: 'watch',
        short: 'w',
        type: 'bool',
        default: 'false',
        description:
          'Keep the table on screen and refresh it until you press Ctrl+C. With --output json or yaml, prints one document per change instead.',
      },
      {
        name: 'interval',
        type: 'duration',
        default: '10s',
        description: 'Refresh interval for --watch (minimum 2s).',
      },
    ],
    docPath: '/cli-guide/usage/appstack-status',
    since: '1.4.0',
  },
];
