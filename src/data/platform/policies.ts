/**
 * Policy severities and the one format of a policy summary line. Every command that checks policies
 * prints `Policy check: 0 critical, 0 high, 1 medium, 2 low`, the severities from most to least severe,
 * then one line per finding. /concepts/policies renders the severity table from this list.
 */

export type SeverityId = 'critical' | 'high' | 'medium' | 'low';

export interface Severity {
  id: SeverityId;
  /** What a rule of this severity is for. */
  useFor: string;
  /** What a finding does at provision under the default blocking threshold. */
  defaultEffect: 'Blocks' | 'Warns';
}

/** From most to least severe: the order of every summary line, table and JSON object. */
export const severities: readonly Severity[] = [
  {
    id: 'critical',
    useFor: 'Direct exposure, such as a public bucket or a database reachable from the internet',
    defaultEffect: 'Blocks',
  },
  {
    id: 'high',
    useFor: 'Real risk, such as an unencrypted database or an over-broad IAM policy',
    defaultEffect: 'Blocks',
  },
  {
    id: 'medium',
    useFor: 'Weak settings with limited exposure, such as versioning off on a log bucket',
    defaultEffect: 'Warns',
  },
  {id: 'low', useFor: 'Hygiene and conventions, such as a missing optional tag', defaultEffect: 'Warns'},
];

export const SEVERITY_IDS: readonly SeverityId[] = severities.map((severity) => severity.id);

/** The lowest severity that blocks provisioning unless a Project Admin changes the threshold. */
export const DEFAULT_BLOCKING_THRESHOLD: SeverityId = 'high';

export type SeverityCounts = Record<SeverityId, number>;

export const POLICY_SUMMARY_PREFIX = 'Policy check: ';

/** The summary line every policy check prints: `Policy check: 0 critical, 0 high, 1 medium, 2 low`. */
export function formatPolicySummary(counts: SeverityCounts): string {
  return POLICY_SUMMARY_PREFIX + SEVERITY_IDS.map((id) => `${counts[id]} ${id}`).join(', ');
}

/** A built-in rule of the policy library that pages show in examples. */
export interface BuiltInRule {
  id: string;
  title: string;
  appliesTo: string;
  severity: SeverityId;
}

export const builtInRules: readonly BuiltInRule[] = [
  {
    id: 'SLM-AWS-S3-001',
    title: 'S3 bucket allows public read access',
    appliesTo: '`aws_s3_bucket`',
    severity: 'critical',
  },
  {id: 'SLM-AWS-S3-004', title: 'S3 bucket versioning is disabled', appliesTo: '`aws_s3_bucket`', severity: 'medium'},
  {
    id: 'SLM-AWS-SG-001',
    title: 'Security group allows port 22 from 0.0.0.0/0',
    appliesTo: '`aws_security_group`',
    severity: 'high',
  },
  {
    id: 'SLM-AWS-RDS-002',
    title: 'RDS instance is not encrypted at rest',
    appliesTo: '`aws_db_instance`',
    severity: 'high',
  },
  {
    id: 'SLM-AWS-RDS-007',
    title: 'RDS automated backups are kept for fewer than 7 days',
    appliesTo: '`aws_db_instance`',
    severity: 'medium',
  },
  {
    id: 'SLM-IAM-001',
    title: 'IAM policy grants an action that no permission set allows',
    appliesTo: '`aws_iam_role_policy`, `aws_iam_policy`',
    severity: 'high',
  },
  {
    id: 'SLM-NET-001',
    title: 'Network rule is not allowed by any security rule set',
    appliesTo: '`aws_security_group`, `aws_lb`',
    severity: 'high',
  },
  {
    id: 'SLM-AZ-ST-003',
    title: 'Storage account allows public blob access',
    appliesTo: '`azurerm_storage_account`',
    severity: 'critical',
  },
  {
    id: 'SLM-GCP-SQL-002',
    title: 'Cloud SQL instance has a public IP address',
    appliesTo: '`google_sql_database_instance`',
    severity: 'high',
  },
  {
    id: 'SLM-GEN-TAG-001',
    title: 'Load balancer or CDN is missing tag `cost-center`',
    appliesTo: '`aws_lb`, `aws_cloudfront_distribution`, `azurerm_application_gateway`, `google_compute_url_map`',
    severity: 'low',
  },
];

export function findBuiltInRule(id: string): BuiltInRule | undefined {
  return builtInRules.find((rule) => rule.id === id);
}

/** Where policies are checked: the value of `input.checkpoint`. */
const POLICY_CHECKPOINTS = ['save', 'export', 'provision'] as const;

export interface PolicyInputField {
  /** The path under `input`, as Rego reads it. */
  path: string;
  type: string;
  /** The checkpoints at which it has a value; at the others it is `null`. */
  at: readonly (typeof POLICY_CHECKPOINTS)[number][] | 'every';
  contains: string;
}

/**
 * The `input` document of a policy check: what a Rego rule reads. /concepts/policies/lifecycle renders it; a run's
 * **Policy** tab downloads the input of one check as JSON.
 */
export const policyInputFields: readonly PolicyInputField[] = [
  {
    path: 'checkpoint',
    type: 'string',
    at: 'every',
    contains: `Where the check runs: ${POLICY_CHECKPOINTS.map((checkpoint) => `\`${checkpoint}\``).join(', ')}`,
  },
  {
    path: 'appstack',
    type: 'object',
    at: 'every',
    contains: '`name`, `project`, and `version` (`v5`, or `draft` on save)',
  },
  {
    path: 'environment',
    type: 'object',
    at: 'every',
    contains:
      'The environment profile checked: `name`, `cloud`, `region`, `account`; on save, the profile selected in StackBuilder',
  },
  {
    path: 'resources[]',
    type: 'array',
    at: 'every',
    contains:
      'Every resource of the code, those that connections generate included: `address` (Terraform address), `name` (canvas name, or the resource it belongs to), `type`, `source` (`built-in`, `module <name> <version>` or `data`), `values` (inputs after the environment profile), `tags`',
  },
  {
    path: 'connections[]',
    type: 'array',
    at: 'every',
    contains: 'Every connection: `from`, `to`, `wiring` (output to input), and `generates`, the addresses it creates',
  },
  {
    path: 'plan',
    type: 'object',
    at: ['provision'],
    contains:
      'The plan, as `terraform show -json` writes it: `resource_changes[]` with `address`, `type`, `change.actions` (`create`, `update`, `delete`, `no-op`) and `change.before` and `change.after`',
  },
  {
    path: 'cost',
    type: 'object',
    at: ['provision'],
    contains:
      'The [cost estimate](/concepts/cost-estimation) of the plan: `currency`, `monthly_before`, `monthly_after`, `monthly_change`, `prices_of`, and `resources[]` with `address`, `monthly_before`, `monthly_after` and `usage_based`',
  },
  {
    path: 'run',
    type: 'object',
    at: ['provision'],
    contains:
      '`id`, `action` (`plan`, `provision`, `destroy`, `reconcile`), `requested_by` (a member or service identity), `engine` and `engine_version`',
  },
];

export interface PolicyMetadataField {
  /** The key in the rule's `METADATA` block; `custom.` keys sit under `custom:`. */
  key: string;
  required: boolean;
  meaning: string;
}

/** The `METADATA` block of a custom rule, as `skyloom upload policies` validates it. */
export const policyMetadataFields: readonly PolicyMetadataField[] = [
  {key: 'title', required: true, meaning: 'What the rule requires, in one line: findings and reports show it'},
  {key: 'description', required: false, meaning: 'Why the rule exists; the web app shows it as the rationale'},
  {
    key: 'custom.id',
    required: true,
    meaning: 'Unique in the project; it never changes, so findings, waivers and reports stay attached to the rule',
  },
  {key: 'custom.severity', required: true, meaning: `One of ${SEVERITY_IDS.map((id) => `\`${id}\``).join(', ')}`},
  {
    key: 'custom.resource_types',
    required: true,
    meaning:
      'The resource types the rule reads, or `["*"]` for a rule about the whole plan; the web app shows the rule on those nodes',
  },
  {key: 'custom.compliance', required: false, meaning: 'Controls the rule maps to, such as `SOC2:A1.2`, for reports'},
  {
    key: 'custom.enforcement',
    required: false,
    meaning:
      '`enforced` (the default): findings at or above the blocking threshold stop a provision run. `advisory`: findings are reported everywhere and never block, whatever their severity',
  },
  {
    key: 'custom.waivable',
    required: false,
    meaning:
      '`true` (the default): a Project Admin may waive a finding under **Policies > Exceptions**. `false`: no waiver, the resource must change',
  },
];
