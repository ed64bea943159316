/**
 * Shared flag sets of the `skyloom` CLI: the global flags every command accepts and the IaC flags of the
 * commands that write infrastructure code. Pages: docs/cli-guide/usage/global-flags and usage/iacflag.
 * Config keys are paths in ~/.skyloom/config.yaml; `<name>` is the profile name.
 */
import type {CliFlag, FlagSet} from './types';

const globalFlags: readonly CliFlag[] = [
  {
    name: 'profile',
    short: 'p',
    type: 'string',
    default: 'default',
    env: 'SKYLOOM_PROFILE',
    description:
      'Profile of the config file to use (endpoint, token, organization and defaults). Create profiles with skyloom configure and list them with skyloom configure list.',
  },
  {
    name: 'endpoint',
    type: 'string',
    default: 'https://api.skyloom.io',
    env: 'SKYLOOM_ENDPOINT',
    configKey: 'profiles.<name>.endpoint',
    description:
      'Skyloom API endpoint. Keep the default for an organization in the US region; use `https://api.eu.skyloom.io` for the EU region.',
  },
  {
    name: 'token',
    type: 'string',
    env: 'SKYLOOM_TOKEN',
    configKey: 'profiles.<name>.token',
    description:
      'Personal access token (`slm_pat_` followed by 40 characters). Prefer the environment variable or the config file: a token on the command line ends up in shell history and process lists.',
  },
  {
    name: 'org',
    type: 'string',
    env: 'SKYLOOM_ORG',
    configKey: 'profiles.<name>.org',
    description:
      'Organization to work in, by slug (for example acme). Needed only when your token can reach more than one organization.',
  },
  {
    name: 'output',
    short: 'o',
    type: 'enum',
    values: ['table', 'json', 'yaml'],
    default: 'table',
    env: 'SKYLOOM_OUTPUT',
    configKey: 'profiles.<name>.output',
    description:
      'Format of the result printed on standard output. json and yaml (since 3.0.0) are stable for scripts; table is for people and may change between releases.',
  },
  {
    name: 'config',
    type: 'path',
    default: '~/.skyloom/config.yaml',
    env: 'SKYLOOM_CONFIG',
    description:
      'Config file to read instead of `~/.skyloom/config.yaml` (`%USERPROFILE%\\.skyloom\\config.yaml` on Windows). The file does not have to exist when every value comes from flags or environment variables.',
  },
  {
    name: 'log-level',
    type: 'enum',
    values: ['error', 'warn', 'info', 'debug'],
    default: 'warn',
    env: 'SKYLOOM_LOG_LEVEL',
    configKey: 'profiles.<name>.log_level',
    description:
      'How much the CLI writes to standard error. debug adds every API request and response status (tokens are masked); attach it to support requests.',
  },
  {
    name: 'no-color',
    type: 'bool',
    default: 'false',
    env: 'NO_COLOR',
    configKey: 'profiles.<name>.no_color',
    description:
      'Print without ANSI colors. Color is also off when standard output is not a terminal or when `NO_COLOR` is set to any non-empty value.',
  },
  {
    name: 'quiet',
    short: 'q',
    type: 'bool',
    default: 'false',
    description:
      'Print only the essential result (an ID, a path or the JSON/YAML document) and errors; no progress lines or hints.',
  },
  {
    name: 'yes',
    short: 'y',
    type: 'bool',
    default: 'false',
    description:
      'Answer yes to every confirmation prompt. Commands that would prompt fail with exit code 2 when standard input is not a terminal and --yes is not given.',
  },
  {
    name: 'help',
    short: 'h',
    type: 'bool',
    default: 'false',
    description: 'Print help for the command (its synopsis, flags and examples) and exit with code 0.',
  },
];

const iacFlags: readonly CliFlag[] = [
  {
    name: 'iac-format',
    type: 'enum',
    values: ['terraform', 'opentofu', 'helm', 'cloudformation'],
    default: 'terraform',
    env: 'SKYLOOM_IAC_FORMAT',
    configKey: 'profiles.<name>.iac.format',
    description:
      "Language of the generated code. When no flag, variable or config key sets it, the project's Default IaC format applies, then terraform. opentofu since 2.6.0; cloudformation for AWS appStacks only, helm for Kubernetes workloads only.",
  },
  {
    name: 'iac-version',
    type: 'string',
    env: 'SKYLOOM_IAC_VERSION',
    configKey: 'profiles.<name>.iac.version',
    description:
      'Minimum version of Terraform or OpenTofu that the code targets, written to `required_version` (for example `1.7`). Default: `1.5` for `terraform`, `1.6` for `opentofu`. Ignored for `helm` and `cloudformation`.',
  },
  {
    name: 'iac-layout',
    type: 'enum',
    values: ['single', 'per-resource', 'modules'],
    default: 'modules',
    env: 'SKYLOOM_IAC_LAYOUT',
    configKey: 'profiles.<name>.iac.layout',
    description:
      "How the files are organized: single writes one main.tf, per-resource one file per resource, modules one module per resource group plus a root module that wires them. Unset, the project's Default layout applies, then modules.",
  },
  {
    name: 'backend',
    type: 'enum',
    values: ['s3', 'azurerm', 'gcs', 'remote', 'local'],
    env: 'SKYLOOM_BACKEND',
    configKey: 'profiles.<name>.iac.backend',
    description:
      'State backend block to write. Default: the backend configured on the environment profile, or local when it has none. remote writes an HCP Terraform cloud block.',
  },
  {
    name: 'provider-version',
    type: 'string list',
    repeatable: true,
    configKey: 'profiles.<name>.iac.provider_versions',
    description:
      'Provider version constraint as `provider=constraint`, for example `aws=~>5.60`. Overrides the versions the project pins; repeat the flag for several providers.',
  },
  {
    name: 'module-source',
    type: 'string',
    env: 'SKYLOOM_MODULE_SOURCE',
    configKey: 'profiles.<name>.iac.module_source',
    description:
      'Source prefix for custom modules, for example `app.terraform.io/acme` or `git::https://github.com/acme/tf-modules.git`. Default: modules are copied into `modules/` and referenced by relative path.',
  },
];

export const flagSets: readonly FlagSet[] = [
  {id: 'global', title: 'Global flags', flags: globalFlags},
  {id: 'iac', title: 'IaC flags', flags: iacFlags},
];
