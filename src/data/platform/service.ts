/**
 * The hosted service as a customer relies on it: its hosts, plans and their limits, service levels and support.
 * Pages render the tables with <FactTable table="plans" />, "service-levels" and "support-severities"; the content
 * lint finds restated values by their `shape` (`serviceFacts`) and checks the status page address a page names.
 * The REST API and its webhooks are described by their OpenAPI document, src/data/api/openapi.yaml.
 */
import {limits} from './limits';
import type {StatedFact} from './facts';
import {dataRegions} from './security';

const defaultRegion = dataRegions.find((region) => region.id === 'us')!;

/**
 * Where the hosted service answers for an organization in the default data region (security.ts lists every
 * region's hosts). Skyloom is hosted only: there is no installation of your own.
 */
export const serviceHosts = {
  api: `https://${defaultRegion.api}`,
  app: `https://${defaultRegion.webApp}`,
  status: 'https://status.skyloom.io',
} as const;

export type PlanId = 'team' | 'business' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** Who it is for, one line. */
  for: string;
}

export const plans: readonly Plan[] = [
  {id: 'team', name: 'Team', for: 'One team trying Skyloom on a few applications'},
  {id: 'business', name: 'Business', for: 'Several teams in production'},
  {id: 'enterprise', name: 'Enterprise', for: 'An organization-wide platform with contractual guarantees'},
];

export interface PlanLimit {
  id: string;
  label: string;
  /** The words after the number in prose, for example `concurrent runs`: the lint finds "<plan> … <n> <unit>". */
  unit: string;
  values: Readonly<Record<PlanId, string>>;
}

const samePerPlan = (value: string): Record<PlanId, string> => ({team: value, business: value, enterprise: value});

/** What each plan allows. A limit every plan shares comes from limits.ts, which owns it. */
export const planLimits: readonly PlanLimit[] = [
  {
    id: 'run-concurrency',
    label: 'Runs at the same time, per organization (plan, provision, destroy, drift check)',
    unit: 'concurrent runs',
    values: {team: '2', business: '10', enterprise: '25'},
  },
  {
    id: 'api-rate',
    label: 'API requests per minute, per organization',
    unit: 'API requests per minute',
    values: {team: '600', business: '1,200', enterprise: '3,000'},
  },
  {
    id: 'projects',
    label: 'Projects per organization',
    unit: 'projects',
    values: {team: '3', business: '50', enterprise: 'unlimited'},
  },
  {
    id: 'appstacks',
    label: 'appStacks per project',
    unit: 'appStacks per project',
    values: {team: '25', business: '200', enterprise: '1,000'},
  },
  {
    id: 'members',
    label: 'Members per organization',
    unit: 'members',
    values: {team: '10', business: '250', enterprise: 'unlimited'},
  },
  {
    id: 'webhook-channels',
    label: 'Webhook channels per organization',
    unit: 'webhook channels',
    values: {team: '5', business: '25', enterprise: '100'},
  },
  {
    id: 'resources-per-appstack',
    label: limits.resourcesPerAppstack.label,
    unit: 'resources',
    values: samePerPlan(limits.resourcesPerAppstack.value),
  },
  {
    id: 'activity-retention',
    label: `Retention: ${limits.activityRetention.label}`,
    unit: 'days of activity',
    values: samePerPlan(limits.activityRetention.value),
  },
  {
    id: 'run-log-retention',
    label: `Retention: ${limits.runLogRetention.label}`,
    unit: 'days of run logs',
    values: samePerPlan(limits.runLogRetention.value),
  },
];

/** The ids of the limits.ts facts that planLimits rows share across plans. */
export const sharedPlanLimitIds: readonly string[] = [
  limits.resourcesPerAppstack.id,
  limits.activityRetention.id,
  limits.runLogRetention.id,
];

interface ServiceCredit {
  /** Monthly uptime below this… */
  below: string;
  /** …earns this share of the month's fee as a credit. */
  credit: string;
}

/** The support tiers: each plan comes with one. */
type SupportTier = 'Standard' | 'Business' | 'Enterprise';

export interface SupportTierTerms {
  id: SupportTier;
  plan: PlanId;
  /** When engineers answer cases. */
  hours: string;
  /** What the tier adds to the one before it. */
  includes: string;
}

export const supportTiers: readonly SupportTierTerms[] = [
  {
    id: 'Standard',
    plan: 'team',
    hours: 'Business days, in your organization’s region',
    includes: 'Cases by email to `support@skyloom.io`',
  },
  {
    id: 'Business',
    plan: 'business',
    hours: 'Around the clock for Severity 1; business days for the rest',
    includes: 'Severity 1 cases answered around the clock, matching the uptime commitment',
  },
  {
    id: 'Enterprise',
    plan: 'enterprise',
    hours: 'Around the clock for Severity 1 and 2; business days for the rest',
    includes:
      'A named technical contact, reviews of your usage against your plan’s limits, and help planning migrations',
  },
];

export interface ServiceLevel {
  plan: PlanId;
  /** Monthly uptime Skyloom commits to, or null when the plan has no SLA. */
  uptime: string | null;
  credits: readonly ServiceCredit[];
  support: SupportTier;
}

export const serviceLevels: readonly ServiceLevel[] = [
  {plan: 'team', uptime: null, credits: [], support: 'Standard'},
  {
    plan: 'business',
    uptime: '99.9%',
    credits: [
      {below: '99.9%', credit: '10%'},
      {below: '99.0%', credit: '25%'},
    ],
    support: 'Business',
  },
  {
    plan: 'enterprise',
    uptime: '99.95%',
    credits: [
      {below: '99.95%', credit: '10%'},
      {below: '99.9%', credit: '25%'},
      {below: '99.0%', credit: '50%'},
    ],
    support: 'Enterprise',
  },
];

/** What the uptime counts, and how a credit is claimed. */
const serviceLevelTerms = {
  /** The components whose availability the uptime measures, as the status page names them. */
  measured: ['Web app', 'API', 'Runs'],
  /** Notice of scheduled maintenance, which does not count as downtime. */
  maintenanceNotice: '5 business days',
  /** How long after the month ends a credit can be claimed. */
  claimWithin: '30 days',
  /** The most credit one month can earn. */
  creditCap: '50%',
} as const;

export interface SupportSeverity {
  id: 'sev1' | 'sev2' | 'sev3' | 'sev4';
  name: string;
  definition: string;
  /** First response, per support tier. */
  response: Readonly<Record<SupportTier, string>>;
}

export const supportSeverities: readonly SupportSeverity[] = [
  {
    id: 'sev1',
    name: 'Severity 1',
    definition:
      'Production outage: the web app, the API or runs are unavailable for your organization, or provisioning to `prod` fails for every appStack, with no workaround.',
    response: {
      Standard: 'one business day',
      Business: '1 hour, around the clock',
      Enterprise: '30 minutes, around the clock',
    },
  },
  {
    id: 'sev2',
    name: 'Severity 2',
    definition:
      'A major function is impaired for many users (drift checks, exports, discovery), or one production appStack cannot be provisioned, and a workaround is hard.',
    response: {Standard: 'one business day', Business: '4 business hours', Enterprise: '2 hours, around the clock'},
  },
  {
    id: 'sev3',
    name: 'Severity 3',
    definition: 'A function misbehaves for some users or appStacks, and a workaround exists.',
    response: {Standard: 'one business day', Business: 'one business day', Enterprise: '8 business hours'},
  },
  {
    id: 'sev4',
    name: 'Severity 4',
    definition: 'A question, a documentation problem or a feature request.',
    response: {Standard: 'two business days', Business: 'two business days', Enterprise: 'one business day'},
  },
];

/** The first response of a tier to a severity, without the hours it is counted in. */
const firstResponse = (severity: SupportSeverity['id'], tier: SupportTier) =>
  supportSeverities.find((candidate) => candidate.id === severity)!.response[tier].replace(/, around the clock$/, '');

export interface RecoveryScenario {
  id: 'zone' | 'region' | 'deletion';
  failure: string;
  protection: string;
  dataLoss: string;
  recovery: string;
}

/**
 * Disaster recovery of the hosted service: what protects an organization's data, and how much of it and how much
 * time a failure can cost. The recovery point and time objectives hold on every plan.
 */
export const disasterRecovery = {
  /** Recovery point objective: the most data a region failure can lose. */
  rpo: '15 minutes',
  /** Recovery time objective: how long service takes to return after a region failure. */
  rto: '4 hours',
  /** How long point-in-time backups go back. */
  backupRetention: '35 days',
  /** How often Skyloom restores a region from backups as a drill. */
  drill: 'every 6 months',
} as const;

export const recoveryScenarios: readonly RecoveryScenario[] = [
  {
    id: 'zone',
    failure: 'One availability zone of the region fails',
    protection:
      'Every component runs in three availability zones; the databases keep a synchronous standby in another zone',
    dataLoss: 'None',
    recovery: 'Minutes, without action; the time counts against the uptime commitment',
  },
  {
    id: 'region',
    failure: 'The whole AWS region of your data fails',
    protection:
      'Continuous backups and replicas in the backup region of your [data region](/security-and-admin/security-model#data-residency), in the same jurisdiction, encrypted with the same keys',
    dataLoss: `At most the last ${disasterRecovery.rpo} (recovery point objective)`,
    recovery: `Within ${disasterRecovery.rto} (recovery time objective): Skyloom restores the service in the backup region behind the same hosts. Runs in progress fail; release their state locks afterwards.`,
  },
  {
    id: 'deletion',
    failure: 'Data is corrupted, or deleted by mistake',
    protection: `Point-in-time backups going back ${disasterRecovery.backupRetention}`,
    dataLoss: 'None: any minute of the backup window can be restored',
    recovery: 'Support restores your organization’s data on request, as a Severity 2 case',
  },
];

export interface ContractEndStep {
  id: 'read-only' | 'deletion' | 'backups';
  when: string;
  what: string;
}

/** What happens to an organization's data when its contract ends, on every plan. */
export const contractEnd = {
  /** How long the organization stays readable for export after the contract ends. */
  exportWindow: '30 days',
  /** How long after the export window Skyloom has deleted the data from the live service. */
  deletion: '7 days',
} as const;

export const contractEndSteps: readonly ContractEndStep[] = [
  {
    id: 'read-only',
    when: 'The day the contract ends',
    what: `The organization turns read-only for ${contractEnd.exportWindow}: members still sign in and export code, state, run logs and the activity log, as [leaving Skyloom](/security-and-admin/backup-and-exit#leave-skyloom) shows. No run starts; drift checks, webhooks and activity log streams stop. Your cloud resources are not touched.`,
  },
  {
    id: 'deletion',
    when: `Within ${contractEnd.deletion} after the read-only period`,
    what: 'Skyloom deletes the organization from the live service: appStacks and versions, the state store, run logs, the activity log, settings, tokens and service identities. It destroys the organization’s data key, so no copy can be decrypted again, and confirms the deletion in writing to the `Org Admin`s.',
  },
  {
    id: 'backups',
    when: `${disasterRecovery.backupRetention} after the deletion, at the latest`,
    what: 'The last backups that held the organization’s data expire. Until then they are encrypted with the destroyed key, so they are never restored.',
  },
];

export interface PlanFeature {
  id: string;
  name: string;
  /** The release that introduced it, from src/data/releases.ts. */
  since: string;
  plans: readonly PlanId[];
  /** The page that documents it. */
  guide: string;
}

const everyPlan: readonly PlanId[] = ['team', 'business', 'enterprise'];

/** The security and administration features, the release that introduced each and the plans that include it. */
export const planFeatures: readonly PlanFeature[] = [
  {
    id: 'mfa',
    name: 'Multi-factor authentication and session timeouts',
    since: '2.5.0',
    plans: everyPlan,
    guide: '/security-and-admin/sso#sign-in-mfa-and-sessions',
  },
  {
    id: 'sso',
    name: 'Single sign-on (SAML 2.0, OpenID Connect) and group mappings',
    since: '2.5.0',
    plans: ['business', 'enterprise'],
    guide: '/security-and-admin/sso',
  },
  {
    id: 'scim',
    name: 'SCIM provisioning',
    since: '2.5.0',
    plans: ['business', 'enterprise'],
    guide: '/security-and-admin/sso#provision-members-with-scim',
  },
  {id: 'api', name: 'Public REST API', since: '2.6.0', plans: everyPlan, guide: '/security-and-admin/api'},
  {
    id: 'audit-streams',
    name: 'Activity log streams to a SIEM',
    since: '2.7.0',
    plans: ['business', 'enterprise'],
    guide: '/security-and-admin/audit-log',
  },
  {
    id: 'customer-managed-keys',
    name: 'Customer-managed keys',
    since: '2.8.0',
    plans: ['enterprise'],
    guide: '/security-and-admin/security-model#use-a-customer-managed-key',
  },
  {
    id: 'ip-allowlist',
    name: 'IP allowlist for the web app and the API',
    since: '2.8.0',
    plans: ['business', 'enterprise'],
    guide: '/security-and-admin/sso#restrict-access-by-ip-address',
  },
  {
    id: 'signed-releases',
    name: 'Signed releases with SBOMs',
    since: '3.0.0',
    plans: everyPlan,
    guide: '/security-and-admin/verify-downloads',
  },
  {
    id: 'private-runners',
    name: 'Private runners',
    since: '3.1.0',
    plans: ['business', 'enterprise'],
    guide: '/security-and-admin/private-runners',
  },
  {
    id: 'private-endpoints',
    name: 'AWS PrivateLink to the API',
    since: '3.1.0',
    plans: ['enterprise'],
    guide: '/security-and-admin/private-runners#private-connectivity',
  },
  {id: 'approvals', name: 'Approval rules', since: '3.2.0', plans: everyPlan, guide: '/concepts/rbac/governance'},
  {
    id: 'service-identities',
    name: 'Service identities: workload identity from CI and service identity tokens',
    since: '3.4.0',
    plans: everyPlan,
    guide: '/security-and-admin/service-identities',
  },
  {id: 'plan-scope', name: 'The `plan` token scope', since: '3.4.0', plans: everyPlan, guide: '/setup/pat#scopes'},
  {
    id: 'custom-roles',
    name: 'Custom project roles',
    since: '3.4.0',
    plans: ['enterprise'],
    guide: '/concepts/rbac/custom-roles',
  },
];

const planName = (id: PlanId) => plans.find((plan) => plan.id === id)!.name;

/**
 * The values pages state in prose, as facts the content lint checks: a plan's number next to its unit in the
 * sentence that names the plan, an uptime percentage next to a plan, a first response time next to a severity.
 */
export const serviceFacts: readonly StatedFact[] = [
  ...planLimits
    .filter((limit) => new Set(Object.values(limit.values)).size > 1)
    .flatMap((limit) =>
      plans.map((plan) => ({
        id: `plan.${plan.id}.${limit.id}`,
        label: `${limit.label} on the ${plan.name} plan`,
        value: limit.values[plan.id],
        shape: {about: [limit.unit], which: [plan.name]},
      })),
    ),
  ...serviceLevels.map((level) => ({
    id: `sla.${level.plan}.uptime`,
    label: `Monthly uptime commitment of the ${planName(level.plan)} plan`,
    value: level.uptime ?? 'none',
    shape: {about: [planName(level.plan)], which: ['uptime']},
  })),
  {
    id: 'support.standard-response',
    label: 'First response of Standard support (Team plan) to every severity but Severity 4',
    value: firstResponse('sev1', 'Standard'),
    shape: {about: ['Standard'], which: ['respon', 'answer']},
  },
  {
    id: 'support.business-sev1',
    label: 'First response of Business support to a Severity 1 (production outage), around the clock',
    value: firstResponse('sev1', 'Business'),
    shape: {about: ['Business plan', 'Business support'], which: ['Severity 1', 'outage']},
  },
  {
    id: 'support.enterprise-sev1',
    label: 'First response of Enterprise support to a Severity 1 (production outage), around the clock',
    value: firstResponse('sev1', 'Enterprise'),
    shape: {about: ['Enterprise'], which: ['Severity 1', 'outage']},
  },
  {
    id: 'dr.rpo',
    label: 'Recovery point objective (RPO) of the hosted service after a region failure',
    value: disasterRecovery.rpo,
    shape: {about: ['RPO', 'recovery point']},
  },
  {
    id: 'dr.rto',
    label: 'Recovery time objective (RTO) of the hosted service after a region failure',
    value: disasterRecovery.rto,
    shape: {about: ['RTO', 'recovery time']},
  },
  {
    id: 'dr.backup-retention',
    label: 'How far back point-in-time backups of the hosted service go',
    value: disasterRecovery.backupRetention,
    shape: {about: ['point-in-time', 'backups expire', 'backups are kept']},
  },
  {
    id: 'dr.drill',
    label: 'How often Skyloom restores a region from backups as a drill',
    value: disasterRecovery.drill,
    shape: {about: ['drill'], which: ['every', 'restore']},
  },
  {
    id: 'contract.export-window',
    label: 'Read-only period to export your data after the contract ends',
    value: contractEnd.exportWindow,
    shape: {about: ['contract'], which: ['export', 'read-only']},
  },
  {
    id: 'contract.deletion',
    label: 'Time after the read-only period within which Skyloom deletes the organization',
    value: contractEnd.deletion,
    shape: {about: ['contract'], which: ['delete', 'deletion']},
  },
  {
    id: 'service.status-page',
    label: 'Status page of the hosted service',
    value: serviceHosts.status,
    shape: {about: ['status page']},
  },
  {
    id: 'sla.maintenance-notice',
    label: 'Notice of scheduled maintenance, which does not count as downtime',
    value: serviceLevelTerms.maintenanceNotice,
    shape: {about: ['maintenance'], which: ['notice', 'ahead', 'advance', 'before']},
  },
  {
    id: 'sla.claim-within',
    label: 'Time to claim a service credit after the month ends',
    value: serviceLevelTerms.claimWithin,
    shape: {about: ['credit'], which: ['claim']},
  },
  {
    id: 'sla.credit-cap',
    label: 'Largest service credit of one month',
    value: serviceLevelTerms.creditCap,
    shape: {about: ['credit'], which: ['at most', 'cap', 'maximum', 'up to']},
  },
];
