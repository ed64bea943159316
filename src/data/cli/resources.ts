/**
 * Resources of an appStack draft, project-level uploads (resources, policies, custom modules, security rules,
 * IAM permissions) and the project list.
 * Pages: docs/cli-guide/usage/{manage-resources,upload-*,viewprojects}.
 */
import type {CliCommand, CliFlag} from './types';
import {appstackFlag as sharedAppstackFlag, projectFlag} from './sharedFlags';

const appstackFlag: CliFlag = {...sharedAppstackFlag, description: 'appStack whose draft you work on, by name or ID.'};

const setFlag: CliFlag = {
  name: 'set',
  type: 'string list',
  repeatable: true,
  description:
    'Input value as `key=value`, for example `instance_class=db.t4g.medium` or `tags.team=payments`. Values are parsed as JSON when they look like JSON (numbers, true, lists, objects). Repeat for several inputs.',
};

const resourceNameFlag: CliFlag = {
  name: 'name',
  type: 'string',
  required: true,
  description: 'Resource name on the topology canvas, unique in the appStack (for example orders-db).',
};

const uploadFlags = (fileDescription: string): CliFlag[] => [
  {name: 'file', short: 'f', type: 'path', required: true, description: fileDescription},
  {
    name: 'project',
    type: 'string',
    required: true,
    env: 'SKYLOOM_PROJECT',
    configKey: 'profiles.<name>.project',
    description: 'Project to upload to, by name or ID. Requires the Project Admin or Org Admin role.',
  },
  {
    name: 'overwrite',
    type: 'bool',
    default: 'false',
    description:
      'Replace entries that already exist with the same ID or name. Without it, existing entries make the upload fail with exit code 1 and nothing is saved.',
  },
  {
    name: 'dry-run',
    type: 'bool',
    default: 'false',
    description: 'Validate the file and show what would be created or replaced, without saving anything.',
  },
];

const uploadCommand = (kind: string, summary: string, fileDescription: string, since: string): CliCommand => ({
  path: ['upload', kind],
  summary,
  usage: `skyloom upload ${kind} --file <file> --project <project> [--overwrite] [--dry-run]`,
  flags: uploadFlags(fileDescription),
  docPath: `/cli-guide/usage/upload-${kind}`,
  since,
});

export const resourceCommands: readonly CliCommand[] = [
  {
    path: ['resources', 'list'],
    summary: 'List the resources of an appStack version or draft, with their type, name and connections.',
    usage: 'skyloom resources list --appstack <appstack> [--type <type>] [--name <text>] [--version <version>]',
    flags: [
      appstackFlag,
      projectFlag,
      {
        name: 'type',
        type: 'string',
        description: 'Show only resources of this type; a trailing `*` matches a prefix (`aws_db_*`).',
      },
      {
        name: 'name',
        type: 'string',
        description: 'Show only resources whose name contains this text.',
      },
      {
        name: 'version',
        type: 'string',
        default: 'draft',
        description: 'Version to list: draft (the working copy you edit), latest, or v1, v2, ….',
      },
    ],
    docPath: '/cli-guide/usage/manage-resources',
    since: '1.6.0',
  },
  {
    path: ['resources', 'add'],
    summary: 'Add a built-in resource or custom module to the appStack draft.',
    usage:
      'skyloom resources add --appstack <appstack> --type <type> --name <name> [--set <key=value> …] [--connect <output=resource.input> …]',
    flags: [
      appstackFlag,
      projectFlag,
      {
        name: 'type',
        type: 'string',
        required: true,
        description:
          'Terraform resource type of a built-in resource (for example `aws_s3_bucket`) or `module.<name>` for a custom module uploaded to the project.',
      },
      resourceNameFlag,
      setFlag,
      {
        name: 'connect',
        type: 'string list',
        repeatable: true,
        description:
          'Connect the new resource to an existing one as `output=resource.input`, for example `arn=orders-worker.queue_arn`. Repeat for several connections.',
      },
    ],
    docPath: '/cli-guide/usage/manage-resources',
    since: '1.6.0',
  },
  {
    path: ['resources', 'update'],
    summary: 'Change input values of a resource in the appStack draft.',
    usage: 'skyloom resources update --appstack <appstack> --name <name> [--set <key=value> …] [--unset <key> …]',
    flags: [
      appstackFlag,
      projectFlag,
      resourceNameFlag,
      setFlag,
      {
        name: 'unset',
        type: 'string list',
        repeatable: true,
        description:
          'Remove an input so it falls back to its default or to the resource policy value. Repeat for several inputs.',
      },
    ],
    docPath: '/cli-guide/usage/manage-resources',
    since: '1.6.0',
  },
  {
    path: ['resources', 'remove'],
    summary: 'Remove a resource (and its connections) from the appStack draft.',
    usage: 'skyloom resources remove --appstack <appstack> --name <name>',
    flags: [appstackFlag, projectFlag, resourceNameFlag],
    docPath: '/cli-guide/usage/manage-resources',
    since: '1.6.0',
  },
  uploadCommand(
    'resources',
    'Upload resource definitions (preconfigured built-in resources) to a project catalog.',
    'YAML or JSON file of kind ResourceDefinitionList: each entry names a built-in type, a display name and default inputs.',
    '2.0.0',
  ),
  uploadCommand(
    'policies',
    'Upload custom policies (Rego with metadata, or a YAML policy bundle) to a project.',
    'A .rego file with a METADATA block, a YAML file of kind PolicyBundle, or a .zip of several .rego files.',
    '2.0.0',
  ),
  {
    ...uploadCommand(
      'custom-modules',
      'Upload a Terraform module as a custom module that appStacks in the project can use.',
      'Module directory, .zip or .tar.gz with the module at its root (variables.tf, outputs.tf and at least one .tf file).',
      '2.0.0',
    ),
    usage:
      'skyloom upload custom-modules --file <dir|archive> --project <project> [--name <name>] [--version <semver>] [--overwrite] [--dry-run]',
    flags: [
      ...uploadFlags(
        'Module directory, .zip or .tar.gz with the module at its root (variables.tf, outputs.tf and at least one .tf file).',
      ),
      {
        name: 'name',
        type: 'string',
        description:
          'Module name in the catalog (lower-case, digits, hyphens). Default: name in skyloom-module.yaml, else the directory or archive name.',
      },
      {
        name: 'version',
        type: 'string',
        description:
          'Semantic version of this upload, for example 1.4.0. Default: version in skyloom-module.yaml, else 0.1.0.',
      },
    ],
  },
  uploadCommand(
    'security-rules',
    'Upload security rule sets (firewall and security group rules) that network resources in the project can reference.',
    'YAML or JSON file of kind SecurityRuleSetList.',
    '3.2.0',
  ),
  uploadCommand(
    'iam-permissions',
    'Upload IAM permission sets that resources in the project can attach, and that provisioning checks for least privilege.',
    'YAML or JSON file of kind PermissionSetList.',
    '3.2.0',
  ),
  {
    path: ['viewprojects'],
    summary: 'List the projects you can access, with your role and their appStacks.',
    usage: 'skyloom viewprojects [--filter <text|key=value>]',
    flags: [
      {
        name: 'filter',
        type: 'string',
        description:
          'Show only projects whose name or description contains this text (case-insensitive), or whose field matches key=value, for one of the fields name, role and cloud: role=Developer, cloud=gcp.',
      },
    ],
    docPath: '/cli-guide/usage/viewprojects',
    since: '1.0.0',
  },
];
