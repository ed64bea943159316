/**
 * `skyloom runners ...`: register, start, list, drain and remove private runners, the agents that execute
 * Skyloom's runs inside your own network. Page: docs/security-and-admin/private-runners.
 */
import type {CliCommand} from './types';

const RUNNER_CONFIG = '/etc/skyloom/runner.yaml';

const configFlag = {
  name: 'runner-config',
  type: 'path',
  default: RUNNER_CONFIG,
  env: 'SKYLOOM_RUNNER_CONFIG',
  description: 'The runner configuration file that `runners register` writes and `runners start` reads.',
} as const;

const runnerArgument = {
  name: 'runner',
  required: true,
  description: 'The runner, by the name it was registered with, as `skyloom runners list` shows it.',
} as const;

const RUNNER_STATUSES = ['online', 'busy', 'draining', 'offline'] as const;

export const runnerCommands: readonly CliCommand[] = [
  {
    path: ['runners', 'register'],
    summary: 'Register this machine or container as a private runner of a runner pool, and write its configuration.',
    usage:
      'skyloom runners register --pool <pool> --registration-token <token> [--name <name>] [--labels <key=value>] [--concurrency <n>] [--runner-config <file>]',
    flags: [
      {
        name: 'pool',
        type: 'string',
        required: true,
        env: 'SKYLOOM_RUNNER_POOL',
        description: 'The runner pool to join, as **Settings > Runners** shows it, for example `payments-private`.',
      },
      {
        name: 'registration-token',
        type: 'string',
        required: true,
        env: 'SKYLOOM_RUNNER_REGISTRATION_TOKEN',
        description:
          'A registration token of the pool, from **Settings > Runners >** the pool **> Add runner**. Registration exchanges it for the runner’s own credential.',
      },
      {
        name: 'name',
        type: 'string',
        description: 'Name of the runner, unique in the pool. Default: the host name.',
      },
      {
        name: 'labels',
        type: 'string list',
        repeatable: true,
        description: 'Labels `key=value` shown in `runners list` and the web app, for example `zone=eu-west-1a`.',
      },
      {
        name: 'concurrency',
        type: 'int',
        default: '2',
        description:
          'Runs this runner executes at the same time (1 to 8). Each run needs about 1 vCPU and 2 GB of memory.',
      },
      configFlag,
    ],
    docPath: '/security-and-admin/private-runners',
    since: '3.1.0',
  },
  {
    path: ['runners', 'start'],
    summary: 'Run the runner agent in the foreground: connect to Skyloom, take runs from the pool and execute them.',
    usage: 'skyloom runners start [--runner-config <file>]',
    flags: [configFlag],
    docPath: '/security-and-admin/private-runners',
    since: '3.1.0',
  },
  {
    path: ['runners', 'list'],
    summary: 'List the private runners of the organization, or of one pool, with their status and version.',
    usage: 'skyloom runners list [--pool <pool>] [--status <status>]',
    flags: [
      {name: 'pool', type: 'string', description: 'List only the runners of this pool.'},
      {
        name: 'status',
        type: 'enum',
        values: RUNNER_STATUSES,
        description:
          'List only runners in this state: online (idle), busy (executing at least one run, up to its --concurrency), draining (finishing its runs, taking no new ones) or offline.',
      },
    ],
    docPath: '/security-and-admin/private-runners',
    since: '3.1.0',
  },
  {
    path: ['runners', 'drain'],
    summary: 'Stop a runner from taking new runs; the runs it executes finish.',
    usage: 'skyloom runners drain <runner> [--pool <pool>] [--wait]',
    args: [runnerArgument],
    flags: [
      {name: 'pool', type: 'string', description: 'The runner’s pool, when two pools have runners of that name.'},
      {
        name: 'wait',
        type: 'bool',
        default: 'false',
        description:
          'Wait until the runner’s last run has finished, then exit. Use it before you stop or replace the host.',
      },
    ],
    docPath: '/security-and-admin/private-runners',
    since: '3.1.0',
  },
  {
    path: ['runners', 'remove'],
    summary: 'Deregister a runner and revoke its credential.',
    usage: 'skyloom runners remove <runner> [--pool <pool>] [--yes]',
    args: [runnerArgument],
    flags: [
      {name: 'pool', type: 'string', description: 'The runner’s pool, when two pools have runners of that name.'},
    ],
    docPath: '/security-and-admin/private-runners',
    since: '3.1.0',
  },
];
