/**
 * Limits and defaults of the platform and the CLI: lifetimes, retention periods, sizes, counts and
 * timeouts. Pages render them with <FactTable table="limits" group="…" /> or insert one with `:fact[id]`; the
 * content lint finds restated values by their `shape`. CLI defaults come from the CLI reference (src/data/cli).
 */
import {findCommand, flagSet, flagsOf} from '../cli';
import {RUN_ID, RUNS_LIST_MAXIMUM} from '../cli/runs';
import type {Limit, LimitGroup} from './facts';
import {securityLimits} from './security';
import {trustFacts} from './trust';

/** The default of a CLI flag, as the CLI reference states it. */
function flagDefault(command: string, flag: string): string {
  const found = command === 'cloud2code' ? flagSet('cloud2code').flags : flagsOf(findCommand(command)!);
  const value = found.find((candidate) => candidate.name === flag)?.default;
  if (!value) throw new Error(`No default for --${flag} of skyloom ${command}`);
  return value;
}

const TOKEN_WORDS = ['token', 'PAT'];

// Tokens that are not Skyloom's personal access tokens: a cloud's short-lived access tokens, HCP Terraform's.
const OTHER_TOKENS = ['service principal', 'service account', 'HCP', 'OIDC', 'STS', 'Entra', 'IAM'];

const TIMEOUT_WORDS = ['timeout', 'time out', 'times out', 'timed out', 'wait', 'stop waiting'];

// A timeout of the CLI is stated as a bound or a default; "the run waited 36 minutes" tells a story.
const TIMEOUT_BOUNDS = [
  'default',
  'up to',
  'at most',
  'maximum',
  'after',
  'times out',
  'timed out',
  'time out',
  'timeout',
];

// Other things that wait or time out: the providers' own operation timeouts, a CI job's limit, an approval.
const NOT_THE_CLI = ['provider', 'job', 'approval'];
/** The most resources one appStack holds; a repository import brings one root module into one appStack. */
const APPSTACK_RESOURCES = '1,000';

export const limits = {
  patFormat: {
    id: 'pat.format',
    group: 'tokens',
    label: 'Format',
    value: '`slm_pat_` plus 40 characters',
    shape: {about: ['slm_pat_'], which: ['character']},
  },
  patDefaultLifetime: {
    id: 'pat.default-lifetime',
    group: 'tokens',
    label: 'Default lifetime',
    value: '90 days',
    shape: {
      about: TOKEN_WORDS,
      which: ['default', 'last', 'lifetime', 'expire', 'valid'],
      except: OTHER_TOKENS,
      lifetime: {sampleEnd: 'sample.token-expiry'},
    },
  },
  patMaximumLifetime: {
    id: 'pat.maximum-lifetime',
    group: 'tokens',
    label: 'Maximum lifetime',
    value: '365 days',
    note: 'your Org Admin can set a lower maximum',
    shape: {about: TOKEN_WORDS, which: ['maximum', 'at most', 'up to', 'longest'], except: OTHER_TOKENS},
  },
  patPerUser: {
    id: 'pat.per-user',
    group: 'tokens',
    label: 'Tokens per user',
    value: '25 active tokens',
    shape: {about: TOKEN_WORDS, which: ['per user', 'active tokens', 'at most', 'up to'], except: OTHER_TOKENS},
  },
  patExpiryAlerts: {
    id: 'pat.expiry-alerts',
    group: 'tokens',
    label: 'Expiry alerts',
    value: '14 days and 3 days before expiry',
    shape: {about: TOKEN_WORDS, which: ['alert', 'again in'], except: OTHER_TOKENS},
  },
  cliTimeoutProvision: {
    id: 'cli.provision-timeout',
    group: 'cli',
    label: 'How long `skyloom provision` and `skyloom destroy` wait for a run (`--timeout`)',
    value: flagDefault('provision', 'timeout'),
    shape: {
      about: TIMEOUT_WORDS,
      which: TIMEOUT_BOUNDS,
      except: NOT_THE_CLI,
      commands: ['provision', 'destroy', 'deploy', 'rollback'],
      overriddenBy: 'timeout',
    },
  },
  cliTimeoutDrifts: {
    id: 'cli.drifts-timeout',
    group: 'cli',
    label: 'How long `skyloom drifts` waits for a drift check (`--timeout`)',
    value: flagDefault('drifts', 'timeout'),
    shape: {
      about: TIMEOUT_WORDS,
      which: TIMEOUT_BOUNDS,
      except: NOT_THE_CLI,
      commands: ['drift'],
      overriddenBy: 'timeout',
    },
  },
  cliTimeoutScan: {
    id: 'cli.cloud2code-timeout',
    group: 'cli',
    label: 'How long a cloud2code scan may run (`--timeout`)',
    value: flagDefault('cloud2code', 'timeout'),
    shape: {
      about: TIMEOUT_WORDS,
      which: TIMEOUT_BOUNDS,
      except: NOT_THE_CLI,
      commands: ['scan', 'cloud2code', 'discover'],
      overriddenBy: 'timeout',
    },
  },
  cliScanConcurrency: {
    id: 'cli.cloud2code-concurrency',
    group: 'cli',
    label: 'Parallel read calls of a cloud2code scan (`--concurrency`)',
    value: flagDefault('cloud2code', 'concurrency'),
    shape: {about: ['concurrency', 'parallel'], which: ['default'], overriddenBy: 'concurrency'},
  },
  cliScanConcurrencyMaximum: {
    id: 'cli.cloud2code-concurrency-maximum',
    group: 'cli',
    label: 'Maximum of `--concurrency`',
    value: '64',
    shape: {about: ['concurrency', 'parallel', 'read calls'], which: ['up to', 'maximum', 'at most', ' to ']},
  },
  cliWatchInterval: {
    id: 'cli.watch-interval',
    group: 'cli',
    label: 'Refresh interval of `skyloom appstack status --watch` (`--interval`)',
    value: flagDefault('appstack status', 'interval'),
    shape: {about: ['interval', 'refresh', '--watch'], which: ['default']},
  },
  cliWatchIntervalMinimum: {
    id: 'cli.watch-interval-minimum',
    group: 'cli',
    label: 'Shortest `--interval`',
    value: '2s',
    shape: {about: ['interval'], which: ['at least', 'minimum', 'below', 'shortest']},
  },
  cliScanRetries: {
    id: 'cli.cloud2code-retries',
    group: 'cli',
    label: 'Retries of a throttled read call during a cloud2code scan',
    value: '8',
    note: 'then the resource type is skipped in that region and listed in `skipped.json`',
    shape: {about: ['throttl'], which: ['retries', 'retry', 'times']},
  },
  cliScanBackoff: {
    id: 'cli.cloud2code-backoff',
    group: 'cli',
    label: 'Wait between retries of a throttled read call',
    value: '1s, doubling up to 60s, with random jitter',
    note: 'or longer when the cloud asks for it with `Retry-After`',
    shape: {about: ['throttl', 'retries', 'retry'], which: ['doubling', 'backoff', 'back off', 'jitter']},
  },
  cliCompatibility: {
    id: 'cli.compatibility',
    group: 'cli',
    label: 'Oldest CLI the platform accepts',
    value: 'two minor versions older',
    shape: {about: ['CLI'], which: ['minor versions']},
  },
  runIdFormat: {
    id: 'runs.id-format',
    group: 'runs',
    label: 'CLI run ID',
    value: `\`${RUN_ID.prefix}\` followed by ${RUN_ID.length} characters`,
    shape: {about: ['run_', 'run ID'], which: ['character']},
  },
  runConfirmationWait: {
    id: 'runs.confirmation-wait',
    group: 'runs',
    label: 'How long a run waits for the confirmation of a CLI that disconnected, holding the state lock',
    value: '15 minutes',
    note: 'then the run is canceled and releases the lock',
    shape: {about: ['disconnect'], which: ['wait', 'cancel', 'lock']},
  },
  runRunnerLost: {
    id: 'runs.runner-lost',
    group: 'runs',
    label: 'Silence after which a run whose runner stopped reporting is marked failed',
    value: '10 minutes',
    note: 'its state lock stays held until someone releases it with `skyloom runs unlock`',
    shape: {about: ['stops reporting', 'stopped reporting', 'silent']},
  },
  runProvisionRetries: {
    id: 'runs.aws-retries',
    group: 'runs',
    label: 'Retries of a throttled AWS call during a provision or destroy run (AWS provider `max_retries`)',
    value: '25',
    shape: {about: ['max_retries']},
  },
  runsListMaximum: {
    id: 'runs.list-maximum',
    group: 'runs',
    label: 'Runs one `skyloom runs list` prints (`--limit`)',
    value: `${flagDefault('runs list', 'limit')} by default, at most ${RUNS_LIST_MAXIMUM}`,
    shape: {about: ['runs list', '--limit', 'newest'], which: ['runs', 'up to', 'at most', 'default', 'newest']},
  },
  appstackName: {
    id: 'appstack.name',
    group: 'appstacks',
    label: 'appStack name',
    value: '3 to 63',
    shape: {
      about: ['appStack name', 'name of an appStack', 'name of the appStack'],
      which: ['character', 'letter', 'long'],
    },
  },
  appstackDescription: {
    id: 'appstack.description',
    group: 'appstacks',
    label: 'appStack description and version message',
    value: '500 characters',
    shape: {about: ['description', 'message'], which: ['character']},
  },
  resourceName: {
    id: 'appstack.resource-name',
    group: 'appstacks',
    label: 'Resource name',
    value: '1 to 63',
    shape: {
      about: ['resource name', 'name of a resource', 'unique in the appStack'],
      which: ['character', 'letter', 'long'],
    },
  },
  resourcesPerAppstack: {
    id: 'appstack.resources',
    group: 'appstacks',
    label: 'Resources in one appStack',
    value: APPSTACK_RESOURCES,
    shape: {about: ['resources'], which: ['up to', 'at most', 'maximum', 'limit', 'can hold'], except: ['quota']},
  },
  resourcesPerPack: {
    id: 'appstack.pack-resources',
    group: 'appstacks',
    label: 'Resources in one resource pack',
    value: '50',
    shape: {about: ['pack'], which: ['resources']},
  },
  approvalExpiry: {
    id: 'governance.approval-expiry',
    group: 'governance',
    label: 'How long an approval request waits',
    value: '72 hours',
    shape: {
      about: ['approval'],
      which: ['lapse', 'expire', 'expiry', 'waits', 'pending', 'open for', 'valid'],
      lifetime: {},
    },
  },
  approvalRules: {
    id: 'governance.approval-rules',
    group: 'governance',
    label: 'Approval rules per project',
    value: '20',
    shape: {about: ['approval rules'], which: ['per project', 'up to', 'at most']},
  },
  policyWaiver: {
    id: 'governance.waiver-expiry',
    group: 'governance',
    label: 'Longest expiry of a policy exception',
    value: '90 days',
    shape: {about: ['exception', 'waiver'], which: ['expir', 'ahead', 'at most', 'up to']},
  },
  customRoles: {
    id: 'governance.custom-roles',
    group: 'governance',
    label: 'Custom roles per organization (Enterprise plan)',
    value: '30',
    shape: {about: ['custom roles'], which: ['per organization', 'up to', 'at most']},
  },
  driftSchedule: {
    id: 'governance.drift-schedule',
    group: 'governance',
    label: 'Interval of scheduled drift detection',
    value: '24 hours',
    shape: {about: ['drift'], which: ['default']},
  },
  activityRetention: {
    id: 'retention.activity-log',
    group: 'retention',
    label: 'Activity log and CLI runs',
    value: '400 days',
    shape: {about: ['activity', 'CLI runs', 'runs are kept'], which: ['kept', 'retention', 'retain', 'deleted']},
  },
  runLogRetention: {
    id: 'retention.run-logs',
    group: 'retention',
    label: 'CLI run logs (plans and apply output)',
    value: '90 days',
    shape: {about: ['run logs', 'plans and apply output'], which: ['kept', 'retention', 'retain']},
  },
  scanRetention: {
    id: 'retention.discovery-scans',
    group: 'retention',
    label: 'Cloud discovery scans',
    value: '30 days',
    shape: {about: ['scan'], which: ['kept', 'retention', 'retain']},
  },
  shareLinkExpiry: {
    id: 'retention.share-links',
    group: 'retention',
    label: 'IaC download links',
    value: '7 days',
    note: 'the default and the longest; an Org Admin can set a shorter lifetime',
    shape: {about: ['link'], which: ['default'], lifetime: {}},
  },
  customModuleSize: {
    id: 'uploads.custom-module',
    group: 'uploads',
    label: 'Custom module archive',
    value: '20 MB',
    shape: {about: ['module', '.tar.gz'], which: ['up to', 'at most', 'archive', 'maximum', 'limit']},
  },
  deploymentFilesUpload: {
    id: 'uploads.deployment-files',
    group: 'uploads',
    label: 'Deployment files in one upload',
    value: '20 files and 10 MB',
    shape: {about: ['deployment files', 'upload'], which: ['files', 'up to', 'at most']},
  },
  repositoryImport: {
    id: 'uploads.repository-import',
    group: 'uploads',
    label: 'Repository import',
    value: `500 MB and root modules of up to ${APPSTACK_RESOURCES} resources, as many as one appStack holds`,
    shape: {about: ['import', 'repositor'], which: ['up to', 'at most', 'limit', 'maximum']},
  },
  activityExport: {
    id: 'uploads.activity-export',
    group: 'uploads',
    label: 'Rows in one activity log export',
    value: '100,000',
    shape: {about: ['export'], which: ['rows']},
  },
  webhookResponse: {
    id: 'webhooks.response-time',
    group: 'webhooks',
    label: 'Time a webhook has to answer',
    value: '10 seconds',
    shape: {about: ['webhook', 'endpoint'], which: ['within', 'answer', 'respond', 'status']},
  },
  webhookRetries: {
    id: 'webhooks.retries',
    group: 'webhooks',
    label: 'Retries of a failed delivery',
    value: 'five times over about 30 minutes',
    shape: {about: ['deliver'], which: ['retr']},
  },
  webhookDisable: {
    id: 'webhooks.disable-after',
    group: 'webhooks',
    label: 'Failed deliveries that disable a webhook',
    value: '50',
    shape: {about: ['webhook'], which: ['disable', 'consecutive']},
  },
  intentPromptLength: {
    id: 'intent2infra.prompt',
    group: 'intent2infra',
    label: 'Prompt length',
    value: '2,000 characters',
    shape: {about: ['prompt'], which: ['character', 'length']},
  },
  intentResources: {
    id: 'intent2infra.resources',
    group: 'intent2infra',
    label: 'Resources in one draft',
    value: '40',
    shape: {about: ['draft'], which: ['resources']},
  },
  intentClouds: {
    id: 'intent2infra.clouds',
    group: 'intent2infra',
    label: 'Clouds per draft',
    value: 'One (AWS, Azure or GCP)',
    shape: {about: ['draft'], which: ['cloud']},
  },
  intentRefinements: {
    id: 'intent2infra.refinements',
    group: 'intent2infra',
    label: 'Refinements per draft',
    value: '10',
    shape: {about: ['draft'], which: ['refinement']},
  },
  intentGenerations: {
    id: 'intent2infra.generations',
    group: 'intent2infra',
    label: 'Generations per organization per day',
    value: '200',
    shape: {about: ['generation'], which: ['per day', 'per organization', 'day']},
  },
  backstageCacheTtl: {
    id: 'integrations.backstage-cache',
    group: 'integrations',
    label: 'Backstage plugin response cache (`cache.ttl`)',
    value: '5m',
    shape: {about: ['cache', 'ttl'], which: ['default', 'ttl']},
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
  access: 'Sign-in, sessions and IP allowlist',
  cloud: 'Cloud sessions of runs',
  trust: 'Trust: tests, notices and verification',
};

export function limitsIn(group: LimitGroup): Limit[] {
  return [...Object.values(limits), ...Object.values(securityLimits), ...Object.values(trustFacts)].filter(
    (limit) => limit.group === group,
  );
}
