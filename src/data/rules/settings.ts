/**
 * The project settings that change what Skyloom does, where each is set and what overrides it. The drift
 * schedule is one project setting that an environment profile may override; no other page keeps a schedule of
 * its own. /setup/settings renders this table.
 */
import {limits} from '../platform/limits';
import {DEFAULT_BLOCKING_THRESHOLD} from '../platform/policies';

export interface ProjectSetting {
  id: string;
  name: string;
  controls: string;
  default: string;
  /** Where one environment departs from the project value, if it can. */
  override?: string;
  /** The page that owns the rule, with an anchor. */
  guide: string;
}

/** The intervals of scheduled drift detection, in hours; the schedule can also be off. */
const DRIFT_SCHEDULE_HOURS = [6, 12, 24] as const;
const hours = `${DRIFT_SCHEDULE_HOURS.slice(0, -1).join(', ')} or ${DRIFT_SCHEDULE_HOURS.at(-1)} hours`;

export const projectSettings: readonly ProjectSetting[] = [
  {
    id: 'provider-versions',
    name: 'Provider versions',
    controls: 'Which Terraform provider versions generated code pins',
    default: 'The pins of a new project',
    guide: '/concepts/rbac/provider-versions',
  },
  {
    id: 'engine',
    name: 'Terraform and OpenTofu version',
    controls: 'Which engine and version run the plans, applies, destroys and drift checks of every environment',
    default: 'Terraform, `latest`',
    override: "The environment profile's **Engine**, for one environment of one appStack",
    guide: '/concepts/topology/terraform-version',
  },
  {
    id: 'approval-rules',
    name: 'Approval rules',
    controls: 'Which provision, destroy and drift restore runs wait for an approval, per environment',
    default: 'One rule: `prod` needs one `Project Admin` approval',
    guide: '/concepts/rbac/governance',
  },
  {
    id: 'drift-schedule',
    name: 'Drift schedule',
    controls: `How often Skyloom checks deployed environments: every ${hours}, or off`,
    default: `Every ${limits.driftSchedule.value}`,
    override: "The environment profile's **Drift schedule**, for one environment of one appStack",
    guide: '/concepts/drift#how-a-drift-check-works',
  },
  {
    id: 'policy-sets',
    name: 'Policy sets',
    controls: 'Which policies apply, at which severity, and the blocking threshold',
    default: `Blocking threshold \`${DEFAULT_BLOCKING_THRESHOLD}\``,
    override: 'A threshold per environment, in the same policy set',
    guide: '/concepts/policies#what-blocks-what',
  },
  {
    id: 'block-on-drift',
    name: 'Block provisioning on drift',
    controls:
      'Whether a provision run in an environment with open drift waits in *Actions required* until you reconcile',
    default: 'Off',
    guide: '/concepts/policies#what-blocks-what',
  },
];

export function projectSetting(id: string): ProjectSetting {
  const setting = projectSettings.find((candidate) => candidate.id === id);
  if (!setting) throw new Error(`src/data/rules/settings.ts: no project setting "${id}"`);
  return setting;
}
