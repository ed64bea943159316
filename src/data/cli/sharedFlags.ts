/** Flags several command groups share, defined once so every command page describes them the same way. */
import type {CliFlag} from './types';

export const appstackFlag: CliFlag = {
  name: 'appstack',
  type: 'string',
  required: true,
  description: 'appStack to work on, by name (for example `payments-api`) or ID (`as_` followed by 10 characters).',
};

export const projectFlag: CliFlag = {
  name: 'project',
  type: 'string',
  env: 'SKYLOOM_PROJECT',
  configKey: 'profiles.<name>.project',
  description:
    'Project that holds the appStack, by name or ID. Needed only when appStacks in two projects share the name given to --appstack.',
};

export const versionFlag: CliFlag = {
  name: 'version',
  type: 'string',
  default: 'latest',
  description:
    'appStack version to use: v1, v2, … or latest. draft selects the draft, the working copy no version holds yet.',
};
