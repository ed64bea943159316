/**
 * What stops provisioning and what stops export, and the exit code the CLI returns in each case. Export
 * (`skyloom generate-iac`, `skyloom appstack download-iac`, **Export IaC**) is never blocked by findings, drift,
 * approvals or a missing backend. The policies page renders this as "What blocks what".
 */
import {cliErrors, type ExitCode} from '../cli/errors';
import {DEFAULT_BLOCKING_THRESHOLD} from '../platform/policies';
import {projectSetting} from './settings';

const settingPath = (id: string) => `**Project settings > ${projectSetting(id).name}**`;

/** What a condition does to a run: stop it, hold it in Actions required, or only report. */
type Effect = 'stops' | 'waits' | 'reports' | 'none';

export interface BlockingRule {
  id: string;
  /** The condition, as a table row names it. */
  condition: string;
  /** The project setting that turns it on or sets its level, when there is one. */
  setting?: string;
  provision: {effect: Effect; what: string};
  export: {effect: Effect; what: string};
  /** The catalog error `skyloom provision` prints; its exit code is the one the CLI returns. */
  provisionError?: string;
  /** Exit code of `skyloom provision` when no catalog error applies (the run waits or goes on). */
  provisionExitCode?: ExitCode;
  /** The page that tells the reader what to do. */
  guide: string;
}

export const blockingRules: readonly BlockingRule[] = [
  {
    id: 'policy-at-threshold',
    condition: `Policy findings at or above the blocking threshold (default \`${DEFAULT_BLOCKING_THRESHOLD}\`)`,
    setting: `${settingPath('policy-sets')}, per environment`,
    provision: {effect: 'stops', what: 'The run stops after the plan; nothing is applied.'},
    export: {effect: 'reports', what: 'Summary line and `policy-report.json`; the code is written.'},
    provisionError: 'policy-violation',
    guide: '/support-and-kb/troubleshooting/policy-violation',
  },
  {
    id: 'policy-below-threshold',
    condition: 'Policy findings below the blocking threshold',
    provision: {effect: 'reports', what: 'Printed with the plan; the run goes on.'},
    export: {effect: 'reports', what: 'Summary line and `policy-report.json`; the code is written.'},
    provisionExitCode: 0,
    guide: '/concepts/policies',
  },
  {
    id: 'approval-pending',
    condition: 'An approval rule covers the environment',
    setting: settingPath('approval-rules'),
    provision: {
      effect: 'waits',
      what: 'The run plans, then waits in *Actions required* for an approval from someone other than the requester. The CLI waits too, up to `--timeout`.',
    },
    export: {effect: 'none', what: 'No approval needed.'},
    provisionError: 'run-timed-out',
    guide: '/concepts/rbac/governance',
  },
  {
    id: 'environment-not-ready',
    condition:
      'No cloud account, a cloud account that refuses Skyloom, a required input without a value for the environment (no base value and no environment value), or a provider version below the pin',
    provision: {
      effect: 'waits',
      what: 'The run plans as far as it can, then waits in *Actions required* until you fix the cause. Without a cloud session (no cloud account, or one that refuses Skyloom) it can plan nothing.',
    },
    export: {effect: 'none', what: 'Not checked; the code is written.'},
    provisionError: 'actions-required',
    guide: '/support-and-kb/troubleshooting/actions-required',
  },
  {
    id: 'dependency-not-deployed',
    condition:
      'An appStack the environment reads outputs from has no deployment in the environment it reads ([dependencies](/concepts/appstacks/dependencies))',
    provision: {
      effect: 'waits',
      what: 'The run plans as far as it can, then waits in *Actions required* until the other appStack is provisioned there.',
    },
    export: {effect: 'none', what: 'Not checked; the code reads the outputs from that environment’s backend.'},
    provisionError: 'actions-required',
    guide: '/concepts/appstacks/dependencies#provisioning-order',
  },
  {
    id: 'drift-open',
    condition: `Open drift, with **${projectSetting('block-on-drift').name}** on`,
    setting: `${settingPath('block-on-drift')} (off by default)`,
    provision: {effect: 'waits', what: 'The run plans, then waits in *Actions required* until you reconcile.'},
    export: {effect: 'none', what: 'Not checked; the code is written.'},
    provisionError: 'actions-required',
    guide: '/concepts/drift#reconcile-drift',
  },
  {
    id: 'resource-policy-value',
    condition:
      'A value a resource policy constraint forbids, from a `--var-file` or in a version created before the constraint',
    provision: {effect: 'stops', what: 'The run stops before planning and names each value; nothing is applied.'},
    export: {effect: 'none', what: 'Not checked; the code is written.'},
    provisionError: 'resource-policy-refused',
    guide: '/concepts/resource-policies',
  },
  {
    id: 'state-locked',
    condition: "Another run holds the environment's state lock",
    provision: {effect: 'stops', what: 'The run stops before planning.'},
    export: {effect: 'none', what: 'Not checked; the code is written.'},
    provisionError: 'state-locked-by-run',
    guide: '/support-and-kb/troubleshooting/state-lock',
  },
  {
    id: 'secret-unreadable',
    condition: "A secret reference the environment's cloud identity cannot read, or that names no secret",
    provision: {effect: 'stops', what: 'The run stops before planning and names the reference; nothing is applied.'},
    export: {
      effect: 'none',
      what: 'Not checked: the code reads the secret from your secret store when you apply it.',
    },
    provisionError: 'secret-reference-unresolved',
    guide: '/security-and-admin/secrets#troubleshoot',
  },
  {
    id: 'private-pool-offline',
    condition: 'The environment runs on a private runner pool with no runner online',
    provision: {effect: 'stops', what: 'No run starts; the CLI names the pool.'},
    export: {effect: 'none', what: 'Not checked: export runs on Skyloom, not on a runner.'},
    provisionError: 'runner-none-online',
    guide: '/security-and-admin/private-runners#troubleshoot',
  },
  {
    id: 'concurrency-full',
    condition: "The organization's runs at the same time reached its plan's limit",
    provision: {
      effect: 'waits',
      what: 'The run waits in a queue, oldest first, without the state lock, and starts when another run ends. The CLI waits too, up to `--timeout`.',
    },
    export: {effect: 'none', what: 'Not counted: code generation never waits for a slot.'},
    provisionError: 'run-timed-out',
    guide: '/security-and-admin/limits-and-plans#concurrent-runs',
  },
  {
    id: 'no-backend',
    condition: 'No backend on the environment profile',
    provision: {effect: 'none', what: "Never blocks: state goes to Skyloom's managed state store."},
    export: {
      effect: 'none',
      what: 'Never blocks: the code gets the backend of `--backend`, else `local` with a warning line.',
    },
    provisionExitCode: 0,
    guide: '/concepts/topology/backend-configuration',
  },
];

/** The exit code `skyloom provision` returns when a condition applies. */
export function provisionExitCode(rule: BlockingRule): ExitCode {
  if (rule.provisionExitCode !== undefined) return rule.provisionExitCode;
  const error = cliErrors.find((candidate) => candidate.id === rule.provisionError);
  if (!error || error.exitCode === null)
    throw new Error(`Blocking rule ${rule.id}: no CLI error "${rule.provisionError}"`);
  return error.exitCode;
}

/** Export commands: findings never change their exit code. */
export const EXPORT_COMMANDS = ['generate-iac', 'appstack download-iac'] as const;
