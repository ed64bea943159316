/**
 * `skyloom runs ...`: list, inspect, cancel and unlock the runs Skyloom executes against an environment
 * (plan, provision, destroy and drift reconcile runs), and release the state lock of a run that died.
 * Page: docs/cli-guide/usage/runs.
 */
import type {CliArgument, CliCommand, CliFlag} from './types';
import {projectFlag} from './sharedFlags';

/** The form of every CLI run ID: `run_` and eight lower-case hexadecimal characters, for example run_5f0c83ae. */
export const RUN_ID = {prefix: 'run_', length: 8, pattern: /^run_[0-9a-f]{8}$/} as const;

/** The most runs one `skyloom runs list` prints. */
export const RUNS_LIST_MAXIMUM = 100;

export const RUN_STATUSES = ['running', 'failed', 'succeeded', 'canceled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The steps of a run, in order, as the STEP column of `skyloom runs show` prints them; the API's `step` uses them too. */
export const RUN_STEPS = ['resolve', 'plan', 'policy check', 'confirm', 'approve', 'apply'] as const;

/** What a run does to its environment, as the ACTION column prints it. */
export const RUN_ACTIONS = ['plan', 'provision', 'destroy', 'reconcile'] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];

const runIdArgument: CliArgument = {
  name: 'run-id',
  required: true,
  description: `The run, by its ID (${RUN_ID.prefix} followed by ${RUN_ID.length} characters) as the CLI prints it, skyloom runs list shows it and Activity > CLI runs lists it.`,
};

const listFlags: readonly CliFlag[] = [
  {
    name: 'appstack',
    type: 'string',
    description: 'List only the runs of this appStack, by name or ID. Default: the runs of every appStack you can see.',
  },
  projectFlag,
  {
    name: 'env',
    type: 'string',
    description: 'List only the runs of this environment profile, for example prod.',
  },
  {
    name: 'status',
    type: 'enum',
    values: RUN_STATUSES,
    description:
      'List only runs in this state: running (queued for a free run slot of your plan, planning, waiting for a confirmation or an approval, or applying), failed, succeeded or canceled.',
  },
  {
    name: 'locked',
    type: 'bool',
    default: 'false',
    description:
      'List only runs that hold the state lock of their environment, whatever their status. A failed or canceled run in this list holds a lock it will never release by itself.',
  },
  {
    name: 'limit',
    type: 'int',
    default: '20',
    description: `Print at most this many runs, newest first (1 to ${RUNS_LIST_MAXIMUM}).`,
  },
];

export const runCommands: readonly CliCommand[] = [
  {
    path: ['runs', 'list'],
    summary: 'List the plan, provision, destroy and reconcile runs of your appStacks, newest first.',
    usage:
      'skyloom runs list [--appstack <appstack>] [--env <env>] [--status <running|failed|succeeded|canceled>] [--locked] [--limit <n>]',
    flags: listFlags,
    docPath: '/cli-guide/usage/runs',
    since: '3.4.0',
  },
  {
    path: ['runs', 'show'],
    summary: 'Show one run: its steps, the resources it applied or failed on, and the state lock it holds.',
    usage: 'skyloom runs show <run-id> [--log]',
    args: [runIdArgument],
    flags: [
      {
        name: 'log',
        type: 'bool',
        default: 'false',
        description:
          'Also print the run log: the plan, the policy findings and the apply output, as Terraform wrote them. Once the run log has expired, only the steps and resources remain.',
      },
    ],
    docPath: '/cli-guide/usage/runs',
    since: '3.4.0',
  },
  {
    path: ['runs', 'cancel'],
    summary: 'Stop a running plan, provision, destroy or reconcile run.',
    usage: 'skyloom runs cancel <run-id> [--wait]',
    args: [runIdArgument],
    flags: [
      {
        name: 'wait',
        type: 'bool',
        default: 'false',
        description:
          'Wait until the run has stopped and released its state lock, then print what it applied. Without it the command returns as soon as Skyloom accepts the cancellation.',
      },
    ],
    docPath: '/cli-guide/usage/runs',
    since: '3.4.0',
  },
  {
    path: ['runs', 'unlock'],
    summary: 'Release the state lock held by a run that is no longer running.',
    usage: 'skyloom runs unlock <run-id> [--force]',
    args: [runIdArgument],
    flags: [
      {
        name: 'force',
        type: 'bool',
        default: 'false',
        description:
          'Release the lock even though the run still reports running, for example when its runner stopped reporting a few minutes ago. Two runs writing the same state can corrupt it: use it only when you know nothing is applying.',
      },
    ],
    docPath: '/cli-guide/usage/runs',
    since: '3.4.0',
  },
];
