/**
 * Limits and defaults of the platform and the CLI: lifetimes, retention periods, sizes, counts and
 * timeouts. Pages render them with <FactTable table="limits" group="…" />; the content lint checks every phrasing in
 * `mentions`. CLI defaults come from the CLI reference (src/data/cli), which decides them.
 */
import {findCommand, flagSet, flagsOf} from '../cli';
import {RUN_ID, RUNS_LIST_MAXIMUM} from '../cli/runs';
import type {StatedFact} from './facts';
import {securityLimits} from './security';

export type LimitGroup =
  | 'tokens'
  | 'cli'
  | 'runs'
  | 'appstacks'
  | 'governance'
  | 'retention'
  | 'uploads'
  | 'webhooks'
  | 'integrations'
  | 'intent2infra'
  | 'security'
  | 'identity'
  | 'runners'
  | 'audit';

export interface Limit extends StatedFact {
  group: LimitGroup;
  /** A qualification tables print after the value. */
  note?: string;
}

/** The default of a CLI flag, as the CLI reference states it. */
function flagDefault(command: string, flag: string): string {
  const found = command === 'cloud2code' ? flagSet('cloud2code').flags : flagsOf(findCommand(command)!);
  const value = found.find((candidate) => candidate.name === flag)?.default;
  if (!value) throw new Error(`No default for --${flag} of skyloom ${command}`);
  return value;
}

export const limits = {
  patFormat: {
    id: 'pat.format',
    group: 'tokens',
    label: 'Format',
    value: '`slm_pat_` plus 40 characters',
    mentions: [
      {pattern: /`slm_pat_` (?:plus|followed by) (?<value>\d+) characters/, expect: '40'},
      {pattern: /\(slm_pat_ followed by (?<value>\d+) characters\)/, expect: '40'},
    ],
  },
  patDefaultLifetime: {
    id: 'pat.default-lifetime',
    group: 'tokens',
    label: 'Default lifetime',
    value: '90 days',
    mentions: [
      {pattern: /Default lifetime \| (?<value>[^|]+?) \|/},
      {pattern: /Tokens last (?<value>\d+ days) by default/},
      {pattern: /\((?<value>\d+ days) is the default/},
      {pattern: /(?<value>\d+) \(default\)(?:, \d+)* or \d+ days/, expect: '90'},
      {pattern: /Token expires on \d{4}-\d\d-\d\d \((?<value>\d+ days)\)/},
    ],
  },
  patMaximumLifetime: {
    id: 'pat.maximum-lifetime',
    group: 'tokens',
    label: 'Maximum lifetime',
    value: '365 days',
    note: 'your Org Admin can set a lower maximum',
    mentions: [
      {pattern: /Maximum lifetime \| (?<value>\d+ days)/},
      {pattern: /by default and at most (?<value>\d+ days)/},
      {pattern: /is the default, (?<value>\d+ days) the maximum/},
      {pattern: /\(default\)(?:, \d+)* or (?<value>\d+) days/, expect: '365'},
    ],
  },
  patPerUser: {
    id: 'pat.per-user',
    group: 'tokens',
    label: 'Tokens per user',
    value: '25 active tokens',
    mentions: [{pattern: /Tokens per user \| (?<value>[^|]+?) \|/}],
  },
  patExpiryAlerts: {
    id: 'pat.expiry-alerts',
    group: 'tokens',
    label: 'Expiry alerts',
    value: '14 days and 3 days before expiry',
    mentions: [
      {pattern: /Expiry alerts \| (?<value>[^|]+?) \|/},
      {pattern: /alerts? (?:Skyloom sends )?(?<value>\d+ and \d+) days before a token expires/, expect: '14 and 3'},
      {pattern: /token expires in (?<value>\d+ days, and again in \d+ days)/, expect: '14 days, and again in 3 days'},
    ],
  },
  cliTimeoutProvision: {
    id: 'cli.provision-timeout',
    group: 'cli',
    label: 'How long `skyloom provision` and `skyloom destroy` wait for a run (`--timeout`)',
    value: flagDefault('provision', 'timeout'),
    mentions: [
      {pattern: /timed out after (?<value>\S+) waiting for run\b/, overriddenBy: 'timeout'},
      {pattern: /`skyloom (?:provision|destroy)` waits up to (?<value>\d+[mh]) for (?:the|a|its) run/},
    ],
  },
  cliTimeoutDrifts: {
    id: 'cli.drifts-timeout',
    group: 'cli',
    label: 'How long `skyloom drifts` waits for a drift check (`--timeout`)',
    value: flagDefault('drifts', 'timeout'),
    mentions: [
      {pattern: /the CLI waits up to (?<value>\d+) minutes/, expect: flagDefault('drifts', 'timeout').replace('m', '')},
    ],
  },
  cliTimeoutScan: {
    id: 'cli.cloud2code-timeout',
    group: 'cli',
    label: 'How long a cloud2code scan may run (`--timeout`)',
    value: flagDefault('cloud2code', 'timeout'),
    mentions: [{pattern: /scan timed out after (?<value>\S+) \(--timeout\)/, overriddenBy: 'timeout'}],
  },
  cliScanConcurrency: {
    id: 'cli.cloud2code-concurrency',
    group: 'cli',
    label: 'Parallel read calls of a cloud2code scan (`--concurrency`)',
    value: flagDefault('cloud2code', 'concurrency'),
    mentions: [
      {pattern: /The default of (?<value>\d+) suits most accounts/},
      {pattern: /^Scanning .*\(concurrency (?<value>\d+)\)$/m, overriddenBy: 'concurrency'},
    ],
  },
  cliScanConcurrencyMaximum: {
    id: 'cli.cloud2code-concurrency-maximum',
    group: 'cli',
    label: 'Maximum of `--concurrency`',
    value: '64',
    mentions: [{pattern: /raise it \(up to (?<value>\d+)\)/}, {pattern: /API \(1 to (?<value>\d+)\)/}],
  },
  cliWatchInterval: {
    id: 'cli.watch-interval',
    group: 'cli',
    label: 'Refresh interval of `skyloom appstack status --watch` (`--interval`)',
    value: flagDefault('appstack status', 'interval'),
    mentions: [{pattern: /the default `(?<value>\d+s)` is enough/}],
  },
  cliWatchIntervalMinimum: {
    id: 'cli.watch-interval-minimum',
    group: 'cli',
    label: 'Shortest `--interval`',
    value: '2s',
    mentions: [
      {pattern: /--interval must be at least (?<value>\d+s)/},
      {pattern: /an `--interval` below `(?<value>\d+s)`/},
      {pattern: /\(minimum (?<value>\d+s)\)/},
    ],
  },
  cliScanRetries: {
    id: 'cli.cloud2code-retries',
    group: 'cli',
    label: 'Retries of a throttled read call during a cloud2code scan',
    value: '8',
    note: 'then the resource type is skipped in that region and listed in `skipped.json`',
    mentions: [
      {pattern: /retries a throttled (?:read )?call up to (?<value>\d+) times/},
      {pattern: /still throttled by [\w ]+ after (?<value>\d+) retries/},
    ],
  },
  cliScanBackoff: {
    id: 'cli.cloud2code-backoff',
    group: 'cli',
    label: 'Wait between retries of a throttled read call',
    value: '1s, doubling up to 60s, with random jitter',
    note: 'or longer when the cloud asks for it with `Retry-After`',
    mentions: [
      {pattern: /waits (?<value>\d+s, doubling up to \d+s), with random jitter/, expect: '1s, doubling up to 60s'},
    ],
  },
  cliCompatibility: {
    id: 'cli.compatibility',
    group: 'cli',
    label: 'Oldest CLI the platform accepts',
    value: 'two minor versions older',
    mentions: [{pattern: /at most (?<value>\w+ minor versions older)/}],
  },
  runIdFormat: {
    id: 'runs.id-format',
    group: 'runs',
    label: 'CLI run ID',
    value: `\`${RUN_ID.prefix}\` followed by ${RUN_ID.length} characters`,
    mentions: [{pattern: /`?run_`? followed by (?<value>\d+) characters/, expect: String(RUN_ID.length)}],
  },
  runConfirmationWait: {
    id: 'runs.confirmation-wait',
    group: 'runs',
    label: 'How long a run waits for the confirmation of a CLI that disconnected, holding the state lock',
    value: '15 minutes',
    note: 'then the run is cancelled and releases the lock',
    mentions: [{pattern: /disconnected CLI for (?<value>\d+ minutes)/}],
  },
  runRunnerLost: {
    id: 'runs.runner-lost',
    group: 'runs',
    label: 'Silence after which a run whose runner stopped reporting is marked failed',
    value: '10 minutes',
    note: 'its state lock stays held until someone releases it with `skyloom runs unlock`',
    mentions: [{pattern: /stops reporting for (?<value>\d+ minutes)/}],
  },
  runProvisionRetries: {
    id: 'runs.aws-retries',
    group: 'runs',
    label: 'Retries of a throttled AWS call during a provision or destroy run (AWS provider `max_retries`)',
    value: '25',
    mentions: [{pattern: /`max_retries` (?:of|at|is) (?<value>\d+)/}],
  },
  runsListMaximum: {
    id: 'runs.list-maximum',
    group: 'runs',
    label: 'Runs one `skyloom runs list` prints (`--limit`)',
    value: `${flagDefault('runs list', 'limit')} by default, at most ${RUNS_LIST_MAXIMUM}`,
    mentions: [
      {pattern: /prints the newest (?<value>\d+) runs/, expect: flagDefault('runs list', 'limit')},
      {pattern: /`--limit` (?:up to|of at most) (?<value>\d+)/, expect: String(RUNS_LIST_MAXIMUM)},
    ],
  },
  appstackName: {
    id: 'appstack.name',
    group: 'appstacks',
    label: 'appStack name',
    value: '3 to 63',
    mentions: [{pattern: /(?<value>\d+ to \d+) lower-case letters, digits and hyphens, unique in the project/}],
  },
  appstackDescription: {
    id: 'appstack.description',
    group: 'appstacks',
    label: 'appStack description and version message',
    value: '500 characters',
    mentions: [
      {pattern: /Description \|(?: [^|]+ \|)? Up to (?<value>\d+ characters)/},
      {pattern: /Message \| Up to (?<value>\d+ characters)/},
      {pattern: /shown on the appStack page \(up to (?<value>\d+ characters)\)/},
    ],
  },
  resourceName: {
    id: 'appstack.resource-name',
    group: 'appstacks',
    label: 'Resource name',
    value: '1 to 63',
    mentions: [
      {pattern: /(?<value>\d+ to \d+) characters: lower-case letters, digits and hyphens/},
      {pattern: /(?<value>\d+ to \d+) lower-case letters, digits and hyphens, unique in the appStack/},
    ],
  },
  resourcesPerAppstack: {
    id: 'appstack.resources',
    group: 'appstacks',
    label: 'Resources in one appStack',
    value: '1,000',
    mentions: [{pattern: /An appStack can hold up to (?<value>[\d,]+) resources/}],
  },
  resourcesPerPack: {
    id: 'appstack.pack-resources',
    group: 'appstacks',
    label: 'Resources in one resource pack',
    value: '50',
    mentions: [{pattern: /A pack can hold up to (?<value>[\d,]+) resources/}],
  },
  approvalExpiry: {
    id: 'governance.approval-expiry',
    group: 'governance',
    label: 'How long an approval request waits',
    value: '72 hours',
    mentions: [
      {pattern: /before it lapses \| (?<value>\d+ hours) \(default\)/},
      {pattern: /\blapses after (?<value>\d+ hours)/},
    ],
  },
  approvalRules: {
    id: 'governance.approval-rules',
    group: 'governance',
    label: 'Approval rules per project',
    value: '20',
    mentions: [{pattern: /Up to (?<value>\d+) approval rules per project/}],
  },
  policyWaiver: {
    id: 'governance.waiver-expiry',
    group: 'governance',
    label: 'Longest expiry of a policy exception',
    value: '90 days',
    mentions: [
      {pattern: /an expiry of up to (?<value>\d+ days)/},
      {pattern: /an expiry date, at most (?<value>\d+ days) ahead/},
    ],
  },
  driftSchedule: {
    id: 'governance.drift-schedule',
    group: 'governance',
    label: 'Interval of scheduled drift detection',
    value: '24 hours',
    mentions: [{pattern: /runs every (?<value>\d+ hours) by default/}],
  },
  activityRetention: {
    id: 'retention.activity-log',
    group: 'retention',
    label: 'Activity log and CLI runs',
    value: '400 days',
    mentions: [
      {pattern: /Retention \| (?<value>\d+ days), then events are deleted/},
      {pattern: /Runs are kept for (?<value>\d+ days)/},
    ],
  },
  runLogRetention: {
    id: 'retention.run-logs',
    group: 'retention',
    label: 'CLI run logs (plans and apply output)',
    value: '90 days',
    mentions: [{pattern: /Run logs \(plans and apply output\) are kept for (?<value>\d+ days)/}],
  },
  scanRetention: {
    id: 'retention.discovery-scans',
    group: 'retention',
    label: 'Cloud discovery scans',
    value: '30 days',
    mentions: [{pattern: /scans are kept for (?<value>\d+ days)/}],
  },
  shareLinkExpiry: {
    id: 'retention.share-links',
    group: 'retention',
    label: 'IaC download links',
    value: '7 days',
    mentions: [{pattern: /Links expire after (?<value>\d+ days) by default/}],
  },
  customModuleSize: {
    id: 'uploads.custom-module',
    group: 'uploads',
    label: 'Custom module archive',
    value: '20 MB',
    mentions: [{pattern: /`\.tar\.gz`, up to (?<value>\d+ MB)/}, {pattern: /`\.tar\.gz` of up to (?<value>\d+ MB)/}],
  },
  deploymentFilesUpload: {
    id: 'uploads.deployment-files',
    group: 'uploads',
    label: 'Deployment files in one upload',
    value: '20 files and 10 MB',
    mentions: [{pattern: /accepts up to (?<value>\d+ files and \d+ MB) in one upload/}],
  },
  repositoryImport: {
    id: 'uploads.repository-import',
    group: 'uploads',
    label: 'Repository import',
    value: '500 MB and root modules of up to 2,000 resources',
    mentions: [
      {pattern: /Import reads repositories up to (?<value>\d+ MB and root modules of up to [\d,]+ resources)/},
    ],
  },
  activityExport: {
    id: 'uploads.activity-export',
    group: 'uploads',
    label: 'Rows in one activity log export',
    value: '100,000',
    mentions: [{pattern: /up to (?<value>[\d,]+) rows per export/}],
  },
  webhookResponse: {
    id: 'webhooks.response-time',
    group: 'webhooks',
    label: 'Time a webhook has to answer',
    value: '10 seconds',
    mentions: [{pattern: /status within (?<value>\d+ seconds)/}],
  },
  webhookRetries: {
    id: 'webhooks.retries',
    group: 'webhooks',
    label: 'Retries of a failed delivery',
    value: 'five times over about 30 minutes',
    mentions: [{pattern: /retries failed deliveries (?<value>\w+ times over about \d+ minutes)/}],
  },
  webhookDisable: {
    id: 'webhooks.disable-after',
    group: 'webhooks',
    label: 'Failed deliveries that disable a webhook',
    value: '50',
    mentions: [{pattern: /disables a webhook after (?<value>\d+) consecutive/}],
  },
  intentPromptLength: {
    id: 'intent2infra.prompt',
    group: 'intent2infra',
    label: 'Prompt length',
    value: '2,000 characters',
    mentions: [{pattern: /Prompt length \| (?<value>[\d,]+ characters)/}],
  },
  intentResources: {
    id: 'intent2infra.resources',
    group: 'intent2infra',
    label: 'Resources in one draft',
    value: '40',
    mentions: [{pattern: /Resources in one draft \| (?<value>\d+)/}],
  },
  intentClouds: {
    id: 'intent2infra.clouds',
    group: 'intent2infra',
    label: 'Clouds per draft',
    value: 'One (AWS, Azure or GCP)',
    mentions: [{pattern: /Clouds per draft \| (?<value>[^|]+?) \|/}],
  },
  intentRefinements: {
    id: 'intent2infra.refinements',
    group: 'intent2infra',
    label: 'Refinements per draft',
    value: '10',
    mentions: [{pattern: /Refinements per draft \| (?<value>\d+)/}],
  },
  intentGenerations: {
    id: 'intent2infra.generations',
    group: 'intent2infra',
    label: 'Generations per organization per day',
    value: '200',
    mentions: [{pattern: /Generations per organi[sz]ation per day \| (?<value>\d+)/}],
  },
  backstageCacheTtl: {
    id: 'integrations.backstage-cache',
    group: 'integrations',
    label: 'Backstage plugin response cache (`cache.ttl`)',
    value: '5m',
    mentions: [
      {pattern: /Default `(?<value>\d+m)`, minimum `30s`/},
      {pattern: /Response cache enabled \(ttl (?<value>\d+m)\)/},
    ],
  },
} as const satisfies Record<string, Limit>;

export const LIMIT_GROUP_TITLES: Record<LimitGroup, string> = {
  tokens: 'Personal access tokens',
  cli: 'CLI defaults',
  runs: 'Runs and state locks',
  appstacks: 'appStacks and resources',
  governance: 'Policies and governance',
  retention: 'Retention',
  uploads: 'Uploads, imports and exports',
  webhooks: 'Webhooks',
  integrations: 'Integrations',
  intent2infra: 'Intent2Infra drafts',
  security: 'Security of the hosted service',
  identity: 'Single sign-on, SCIM and workload identity',
  runners: 'Private runners',
  audit: 'Activity log streams',
};

export function limitsIn(group: LimitGroup): Limit[] {
  return [...Object.values(limits), ...Object.values(securityLimits)].filter((limit) => limit.group === group);
}
