/**
 * `skyloom env ...`: read and set an appStack's environment profiles (cloud account, region, state backend and the
 * Terraform or OpenTofu version of its runs) from a terminal or from a file kept in Git.
 * Page: docs/cli-guide/usage/env-set.
 */
import type {CliCommand, CliFlag} from './types';
import {appstackFlag, projectFlag} from './sharedFlags';

/** The backends a profile can name: those of `--backend` without `local` (a file on a runner does not last), or `none`. */
const PROFILE_BACKENDS = ['s3', 'azurerm', 'gcs', 'remote', 'none'] as const;

/** The engines that run plan, provision, destroy and drift runs (src/data/rules/engines.ts). */
export const ENGINE_IDS = ['terraform', 'opentofu'] as const;

const envFlag = (description: string): CliFlag => ({name: 'env', type: 'string', description});

export const environmentCommands: readonly CliCommand[] = [
  {
    path: ['env', 'set'],
    summary:
      'Set the cloud account, region, state backend and Terraform or OpenTofu version of an environment profile, from flags or from a file.',
    usage:
      'skyloom env set --appstack <appstack> [--env <env>] [--cloud-account <id>] [--region <region>] [--backend <type>] [--backend-config <key=value>] [--engine <terraform|opentofu>] [--engine-version <version>] [--from-file <path>] [--dry-run]',
    flags: [
      appstackFlag,
      projectFlag,
      envFlag(
        'Environment profile to change, for example dev. Required unless --from-file gives the profiles. A profile that does not exist yet is created.',
      ),
      {
        name: 'cloud-account',
        type: 'string',
        description:
          'Cloud account to deploy into: a 12-digit AWS account ID, an Azure subscription ID or a GCP project ID, connected under Settings > Cloud accounts and allowed for the project.',
      },
      {
        name: 'region',
        type: 'string',
        description:
          "Default region or location of every resource in the environment, for example eu-west-1, westeurope or europe-west1. A new profile starts with the project's default region.",
      },
      {
        name: 'backend',
        type: 'enum',
        values: PROFILE_BACKENDS,
        description:
          "Where Terraform state lives: s3, azurerm, gcs, remote (HCP Terraform), or none for no backend: Skyloom's runs keep state in its managed state store, and an export writes a local backend unless its own --backend names another. Give the fields with --backend-config. Needs the Project Admin role.",
      },
      {
        name: 'backend-config',
        type: 'string list',
        repeatable: true,
        description:
          'A field of the backend as `key=value`, with the names of the Terraform backend block, for example `bucket=acme-skyloom-state-123456789012` or `use_lockfile=true`. Repeat for several fields; a field you leave out keeps its value.',
      },
      {
        name: 'engine',
        type: 'enum',
        values: ENGINE_IDS,
        description:
          "Tool that runs the environment's plans, applies and drift checks. Default: the project's Terraform and OpenTofu version setting. Needs the Project Admin role.",
      },
      {
        name: 'engine-version',
        type: 'string',
        description:
          'Version of the engine: latest, a tested minor version such as 1.13 (its newest patch), an exact release such as 1.13.3, or project to follow the project setting again. Needs the Project Admin role.',
      },
      {
        name: 'from-file',
        type: 'path',
        description:
          'YAML file of kind Environments that gives the settings of one or more profiles of the appStack. Flags given with it are refused. Settings the file leaves out keep their values.',
      },
      {
        name: 'dry-run',
        type: 'bool',
        default: 'false',
        description:
          'Check the values and print what would change, without saving anything and without a connection test.',
      },
    ],
    docPath: '/cli-guide/usage/env-set',
    since: '3.2.0',
  },
  {
    path: ['env', 'show'],
    summary:
      'Show the settings of the environment profiles of an appStack: cloud account, region, backend and locking, engine, approval rule and drift schedule.',
    usage: 'skyloom env show --appstack <appstack> [--env <env>]',
    flags: [
      appstackFlag,
      projectFlag,
      envFlag('Show only this environment profile. Default: every profile of the appStack, one block each.'),
    ],
    docPath: '/cli-guide/usage/env-set',
    since: '3.2.0',
  },
];
