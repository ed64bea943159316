/**
 * How a run gets, holds and renews the cloud session it plans and applies with. A session lasts at most an hour
 * (AWS role chaining allows no more), yet a run may wait days for an approval and an apply may take hours, so a run
 * holds no session while it waits and renews it before it expires while it works. /security-and-admin/security-model
 * renders this table; the error a refused renewal prints is in src/data/cli/errors.ts.
 */
import {cliErrors} from '../cli/errors';
import {limits} from '../platform/limits';
import {securityLimits} from '../platform/security';
import {issueStatus, knownIssues} from '../releases';

export interface CloudSessionRule {
  id: 'start' | 'waiting' | 'resume' | 'long-apply' | 'own-identity';
  /** The moment of the run. */
  when: string;
  /** What the run holds and how it gets it. */
  session: string;
  /** What happens when the cloud refuses. */
  refused: string;
  /** The catalog error `skyloom provision` prints then, if any. */
  error?: string;
}

const lifetime = securityLimits.cloudSession.value;
const renewal = securityLimits.cloudSessionRenewal.value;
/** While KI-2025-023 is open, an approval request lapses after 24 hours whatever the rule's expiry says. */
const lapsingApprovals = knownIssues.some((issue) => issue.id === 'KI-2025-023' && issueStatus(issue) === 'open');
const approvalWait = lapsingApprovals
  ? `${limits.approvalExpiry.value} for an approval (24 hours until [KI-2025-023](/change-log/known-issues/jul2025#ki-2025-023) is fixed)`
  : `${limits.approvalExpiry.value} for an approval`;

export const cloudSessionRules: readonly CloudSessionRule[] = [
  {
    id: 'start',
    when: 'A run starts: plan, plan-only run, drift check, scan from the web app',
    session: `The runner asks Skyloom for a session of the environment's cloud account: an AWS role session with your external ID, an Azure access token through the federated credential, or a Google Cloud access token by impersonation. It lasts at most ${lifetime}.`,
    refused:
      'The run cannot read the cloud, so it plans nothing, and waits in *Actions required*, as [what blocks what](/concepts/policies#what-blocks-what) shows.',
  },
  {
    id: 'waiting',
    when: 'The run waits for your confirmation or for an approval',
    session: `No session. The runner discards it when the plan ends; the run keeps only the saved plan and the state lock, for up to ${approvalWait}.`,
    refused: '—',
  },
  {
    id: 'resume',
    when: 'The confirmation or the approval arrives',
    session: 'A new session, requested the same way, before the first change is applied.',
    refused:
      'The run fails before it changes anything and releases the state lock; start it again once **Test connection** passes (the new run needs its own approval).',
    error: 'cloud-account-unreadable',
  },
  {
    id: 'long-apply',
    when: `An apply or a destroy runs longer than ${lifetime}`,
    session: `The runner serves the session to Terraform's providers through a local credential endpoint (AWS: the container credentials endpoint; Azure: an OIDC token endpoint; Google Cloud: an external account credential file) and renews it ${renewal}, as often as the apply needs. The providers pick up the new credentials without restarting.`,
    refused:
      'Terraform stops at its next cloud call. What it applied is saved to the state, the lock is released and the run fails; provisioning again continues from the saved state.',
    error: 'cloud-session-not-renewed',
  },
  {
    id: 'own-identity',
    when: 'A private runner with its own cloud identity (instance profile, managed identity, attached service account)',
    session: "The cloud's SDK renews the runner's own credentials; Skyloom issues no session.",
    refused: 'As for any cloud error: Terraform stops and the run fails with the cloud’s message.',
  },
];

for (const rule of cloudSessionRules)
  if (rule.error && !cliErrors.some((error) => error.id === rule.error && error.commands.includes('provision')))
    throw new Error(`src/data/rules/cloudSessions.ts: skyloom provision prints no error "${rule.error}"`);
