/**
 * The appStack lifecycle: generate IaC, provision, destroy, detect drift and import existing Terraform.
 * Pages: docs/cli-guide/usage/{generate-iac,provision,destroy,drifts,import}.
 */
import type {CliCommand, CliFlag} from './types';
import {projectFlag, versionFlag} from './sharedFlags';

const autoApproveFlag: CliFlag = {
  name: 'auto-approve',
  type: 'bool',
  default: 'false',
  description:
    'Apply the plan without asking for confirmation. Governance approval rules still apply: a run that needs a Project Admin approval waits for it.',
};

const timeoutFlag = (what: string, fallback: string): CliFlag => ({
  name: 'timeout',
  type: 'duration',
  default: fallback,
  env: 'SKYLOOM_TIMEOUT',
  description: `Stop waiting for ${what} after this long (Go duration: 90s, 45m, 1h30m) and exit with code 7. The run itself continues on Skyloom.`,
});

const detachFlag: CliFlag = {
  name: 'detach',
  type: 'bool',
  default: 'false',
  description:
    'Start the run, print its CLI run ID and exit with code 0 without waiting. Follow it with skyloom appstack status or under Activity > CLI runs.',
};

export const lifecycleCommands: readonly CliCommand[] = [
  {
    path: ['generate-iac'],
    summary: 'Generate infrastructure code for one or more appStacks into a local directory.',
    usage:
      'skyloom generate-iac --appstack <appstack> [--appstack <appstack> …] [--version <version>] [--env <env>] [--iac-format <format>] [--output-dir <dir>] [--module-source <source>] [--clean]',
    flags: [
      {
        name: 'appstack',
        type: 'string list',
        required: true,
        repeatable: true,
        description:
          'appStack to generate code for, by name or ID. Since 3.4.0 you can repeat the flag (or pass a comma-separated list) to generate several appStacks in one run, one sub-directory each.',
      },
      projectFlag,
      versionFlag,
      {
        name: 'env',
        type: 'string',
        description:
          'Environment profile whose values fill the variables and the backend block, for example `prod`. Default: a `<profile>.tfvars` file per environment profile.',
      },
      {
        name: 'output-dir',
        type: 'path',
        default: './iac',
        env: 'SKYLOOM_OUTPUT_DIR',
        description:
          'Directory to write the code to. With several appStacks, each gets a sub-directory named after it. Generated files are overwritten; other files are left alone.',
      },
      {
        name: 'clean',
        type: 'bool',
        default: 'false',
        description:
          'Remove the files an earlier export wrote to --output-dir that this export no longer writes (files of removed resources), and print how many. Files you added are left alone.',
      },
    ],
    flagSets: ['iac'],
    docPath: '/cli-guide/usage/generate-iac',
    since: '1.0.0',
  },
  {
    path: ['provision'],
    summary: 'Plan and apply an appStack version to one environment, with policy checks and approvals.',
    usage:
      'skyloom provision --appstack <appstack> --env <env> [--version <version>] [--plan-only] [--show-cost] [--auto-approve] [--var-file <file> …] [--timeout <duration>] [--detach]',
    flags: [
      {
        name: 'appstack',
        type: 'string',
        required: true,
        description: 'appStack to provision, by name or ID.',
      },
      {
        name: 'env',
        type: 'string',
        required: true,
        description: 'Environment profile to provision into, for example dev, staging or prod.',
      },
      projectFlag,
      {
        ...versionFlag,
        description:
          'appStack version to plan and apply: v1, v2, … or latest. draft plans the draft as a preview, with --plan-only only: a provision that applies always applies a version.',
      },
      {
        name: 'plan-only',
        type: 'bool',
        default: 'false',
        description: 'Run the policy checks and the plan, print them and stop. Nothing changes in the cloud.',
      },
      {
        name: 'show-cost',
        type: 'bool',
        default: 'false',
        description:
          'Print the monthly cost estimate after the plan: the total before and after, and each priced resource. JSON and YAML output always include it.',
      },
      autoApproveFlag,
      {
        name: 'var-file',
        type: 'path',
        repeatable: true,
        description:
          'Extra .tfvars file whose values override the environment profile. Repeat for several files; later files win.',
      },
      timeoutFlag('the run', '60m'),
      detachFlag,
    ],
    docPath: '/cli-guide/usage/provision',
    since: '1.0.0',
  },
  {
    path: ['destroy'],
    summary: 'Destroy the resources an appStack provisioned in one environment, or only some of them.',
    usage:
      'skyloom destroy --appstack <appstack> --env <env> [--target <resource> …] [--auto-approve] [--timeout <duration>] [--detach]',
    flags: [
      {
        name: 'appstack',
        type: 'string',
        required: true,
        description: 'appStack whose resources you destroy, by name or ID.',
      },
      {
        name: 'env',
        type: 'string',
        required: true,
        description: 'Environment profile to destroy, for example dev. Other environments are not touched.',
      },
      projectFlag,
      {
        name: 'target',
        type: 'string list',
        repeatable: true,
        description:
          'Destroy only this resource (its name on the topology canvas, for example orders-queue) and what depends on it. Repeat for several resources.',
      },
      autoApproveFlag,
      timeoutFlag('the run', '60m'),
      detachFlag,
    ],
    docPath: '/cli-guide/usage/destroy',
    since: '1.0.0',
  },
  {
    path: ['drifts'],
    summary: 'Compare deployed resources with the appStack version and report or reconcile drift.',
    usage:
      'skyloom drifts --appstack <appstack> [--env <env>] [--fail-on-drift] [--reconcile <report|code|cloud>] [--resource-type <type> …] [--timeout <duration>]',
    flags: [
      {
        name: 'appstack',
        type: 'string',
        required: true,
        description: 'appStack to check, by name or ID.',
      },
      projectFlag,
      {
        name: 'env',
        type: 'string list',
        repeatable: true,
        description: 'Environment profiles to check, for example prod. Default: every environment with a deployment.',
      },
      {
        name: 'fail-on-drift',
        type: 'bool',
        default: 'false',
        description:
          'Exit with code 6 when any resource is drifted, missing or unmanaged. Without it the command exits with 0 whatever it finds.',
      },
      {
        name: 'reconcile',
        type: 'enum',
        values: ['report', 'code', 'cloud'],
        default: 'report',
        description:
          'report only lists differences; code accepts the cloud (writes the changes into the draft and creates a version); cloud restores the code (starts a provision run).',
      },
      {
        name: 'resource-type',
        type: 'string list',
        repeatable: true,
        description: 'Check only these Terraform resource types, for example `aws_security_group`.',
      },
      timeoutFlag('the drift check', '30m'),
    ],
    docPath: '/cli-guide/usage/drifts',
    since: '2.5.0',
  },
  {
    path: ['import'],
    summary: 'Import existing Terraform or OpenTofu code (and optionally its state) into an appStack.',
    usage:
      'skyloom import --path <dir> --appstack <appstack> [--project <project>] [--state-file <file>] [--env <env>] [--iac-format <terraform|opentofu>] [--create-version]',
    flags: [
      {
        name: 'path',
        type: 'path',
        required: true,
        description:
          'Directory with the root module to import (the directory you run terraform plan in). Local modules it calls are imported as custom modules.',
      },
      {
        name: 'appstack',
        type: 'string',
        required: true,
        description:
          'appStack to import into. If it does not exist, it is created in --project; if it exists, the imported resources replace its draft.',
      },
      {
        name: 'project',
        type: 'string',
        env: 'SKYLOOM_PROJECT',
        configKey: 'profiles.<name>.project',
        description: 'Project for a new appStack, or the project that holds an existing one when names are ambiguous.',
      },
      {
        name: 'state-file',
        type: 'path',
        description:
          'terraform.tfstate to read so Skyloom links the resources to what is deployed (no drift on day one). Pass --env to say which environment it describes.',
      },
      {
        name: 'env',
        type: 'string',
        default: 'dev',
        description: 'Environment profile that the values from terraform.tfvars and --state-file belong to.',
      },
      {
        name: 'iac-format',
        type: 'enum',
        values: ['terraform', 'opentofu'],
        default: 'terraform',
        env: 'SKYLOOM_IAC_FORMAT',
        description: 'Language of the code in --path. Import reads Terraform and OpenTofu (since 2.6.0).',
      },
      {
        name: 'create-version',
        type: 'bool',
        default: 'false',
        description:
          'Snapshot the draft as a new version right after the import, with the message `Imported from <path>`.',
      },
    ],
    docPath: '/cli-guide/usage/import',
    since: '2.2.0',
  },
];
