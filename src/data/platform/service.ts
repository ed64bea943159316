/**
 * The hosted service as a customer relies on it: its hosts, the REST API (base path, authentication, pagination,
 * errors, rate limits, endpoints), webhooks, plans and their limits, service levels and support. Pages render the
 * tables with <FactTable table="plans" />, "api-endpoints", "api-statuses", "webhook-events", "service-levels" and
 * "support-severities"; the content lint finds restated values by their `shape` (`serviceFacts`) and checks every
 * `X-Skyloom-…`/`X-RateLimit-…` header, `/api/v1/…` path, status page address and bearer token prefix a page names.
 */
import {limits} from './limits';
import type {StatedFact} from './facts';
import {dataRegions} from './security';

const defaultRegion = dataRegions.find((region) => region.id === 'us')!;

/**
 * Where the hosted service answers for an organization in the default data region (security.ts lists every
 * region's hosts). An on-prem installation serves the same paths on its own host.
 */
export const serviceHosts = {
  api: `https://${defaultRegion.api}`,
  app: `https://${defaultRegion.webApp}`,
  status: 'https://status.skyloom.io',
} as const;

/** Every path of the REST API starts with this, on the hosted API host and on an on-prem host alike. */
export const API_BASE_PATH = '/api/v1';

export interface ApiBearerToken {
  token: string;
  /** How the token starts, as the content lint finds it next to `Bearer`. */
  prefix: string;
  /** Whose permissions a request with it has. */
  actsAs: string;
}

/** The tokens the API accepts as `Authorization: Bearer <token>`. */
export const apiBearerTokens: readonly ApiBearerToken[] = [
  {
    token: 'personal access token',
    prefix: 'slm_pat_',
    actsAs: "its owner: the owner's role in each project, narrowed by the token's scopes and projects",
  },
  {
    token: 'workload-identity token',
    prefix: 'slm_wit_',
    actsAs: "its service identity: the identity's role in each project and its scopes",
  },
];

const apiPagination = {
  /** Query parameter: items per page. */
  limitParameter: 'limit',
  /** Query parameter: the opaque position `nextCursor` returned. */
  cursorParameter: 'cursor',
  /** Response field: the cursor of the next page, `null` on the last page. */
  nextField: 'nextCursor',
  defaultLimit: 50,
  maximumLimit: 200,
} as const;

export interface ApiHeader {
  name: string;
  /** Where it appears: on API responses, or on webhook deliveries. */
  on: 'response' | 'webhook';
  meaning: string;
}

export const apiHeaders: readonly ApiHeader[] = [
  {name: 'X-RateLimit-Limit', on: 'response', meaning: 'Requests your organization may make in the current minute.'},
  {name: 'X-RateLimit-Remaining', on: 'response', meaning: 'Requests left in the current minute.'},
  {name: 'X-RateLimit-Reset', on: 'response', meaning: 'Seconds until the minute ends and the count starts again.'},
  {name: 'Retry-After', on: 'response', meaning: 'On a `429` or `503` answer: seconds to wait before you retry.'},
  {name: 'X-Request-Id', on: 'response', meaning: 'The ID of the request, also in the error body as `requestId`.'},
  {name: 'X-Skyloom-Event', on: 'webhook', meaning: 'The event name, such as `drift.detected`.'},
  {name: 'X-Skyloom-Delivery', on: 'webhook', meaning: 'A unique ID for this delivery; repeated on retries.'},
  {
    name: 'X-Skyloom-Signature',
    on: 'webhook',
    meaning: '`sha256=` followed by the hex HMAC-SHA256 of the raw body, keyed with the signing secret.',
  },
];

/** The error codes of the JSON error body, `{"error": {"code", "message", "requestId"}}`, by HTTP status. */
export interface ApiStatus {
  status: number;
  code: string;
  meaning: string;
  retry: string;
}

export const apiStatuses: readonly ApiStatus[] = [
  {
    status: 400,
    code: 'invalid_request',
    meaning: 'A parameter is missing or malformed.',
    retry: 'No: fix the request.',
  },
  {
    status: 401,
    code: 'unauthenticated',
    meaning: 'No token, or the token is expired, revoked or for another installation.',
    retry: 'No: send a valid token.',
  },
  {
    status: 403,
    code: 'permission_denied',
    meaning: "Your role or the token's scopes and projects do not allow the action.",
    retry: 'No: ask for the role or scope.',
  },
  {
    status: 404,
    code: 'not_found',
    meaning: 'The organization, project, appStack, environment or run does not exist, or you cannot see it.',
    retry: 'No.',
  },
  {
    status: 409,
    code: 'conflict',
    meaning: "The environment's state is locked by another run, or the name is taken.",
    retry: 'Yes, once the other run ends.',
  },
  {
    status: 422,
    code: 'validation_failed',
    meaning:
      'The request is well formed but refused, for example a version that does not exist or a draft with errors.',
    retry: 'No: fix the input.',
  },
  {
    status: 429,
    code: 'rate_limited',
    meaning: "Your organization used its plan's API requests for this minute.",
    retry: 'Yes, after `Retry-After` seconds.',
  },
  {
    status: 500,
    code: 'internal',
    meaning: 'Skyloom failed. The `requestId` lets support find it.',
    retry: 'Yes, with backoff.',
  },
  {
    status: 503,
    code: 'unavailable',
    meaning: 'Skyloom is in maintenance or overloaded.',
    retry: 'Yes, after `Retry-After` seconds.',
  },
];

export interface ApiEndpoint {
  method: 'GET' | 'POST';
  /** Path after the base path, with `{placeholders}`. */
  path: string;
  purpose: string;
  /** The token scope it needs, as on the personal access tokens page; null when it needs no token. */
  scope: 'read' | 'write' | 'provision' | 'admin' | null;
  /** The least project role it needs; null when it needs no token. */
  role: 'Viewer' | 'Developer' | 'Project Admin' | 'Org Admin' | null;
  paginated: boolean;
}

export const apiEndpoints: readonly ApiEndpoint[] = [
  {
    method: 'GET',
    path: '/health',
    purpose: 'Whether the API answers, for firewall and runner checks. Needs no token.',
    scope: null,
    role: null,
    paginated: false,
  },
  {
    method: 'GET',
    path: '/whoami',
    purpose: 'The user and organization a token belongs to.',
    scope: 'read',
    role: 'Viewer',
    paginated: false,
  },
  {
    method: 'GET',
    path: '/projects',
    purpose: 'The projects you belong to.',
    scope: 'read',
    role: 'Viewer',
    paginated: true,
  },
  {
    method: 'GET',
    path: '/appstacks',
    purpose: 'The appStacks of a project (`project=`).',
    scope: 'read',
    role: 'Viewer',
    paginated: true,
  },
  {
    method: 'GET',
    path: '/appstacks/{appstack}/versions',
    purpose: 'The versions of an appStack, newest first.',
    scope: 'read',
    role: 'Viewer',
    paginated: true,
  },
  {
    method: 'GET',
    path: '/appstacks/{appstack}/versions/{version}/iac',
    purpose: 'The generated code of a version for one environment (`env=`), as a `.zip`.',
    scope: 'read',
    role: 'Viewer',
    paginated: false,
  },
  {
    method: 'POST',
    path: '/runs',
    purpose: 'Start a plan, provision or destroy run of a version in an environment.',
    scope: 'provision',
    role: 'Developer',
    paginated: false,
  },
  {
    method: 'GET',
    path: '/runs',
    purpose: 'Runs, newest first, filtered like `skyloom runs list`.',
    scope: 'read',
    role: 'Viewer',
    paginated: true,
  },
  {
    method: 'GET',
    path: '/runs/{runId}',
    purpose: 'One run: its status, steps and findings.',
    scope: 'read',
    role: 'Viewer',
    paginated: false,
  },
  {
    method: 'GET',
    path: '/appstacks/{appstack}/environments/{env}/state',
    purpose: "The current Terraform state of an environment whose state is in Skyloom's state store.",
    scope: 'admin',
    role: 'Project Admin',
    paginated: false,
  },
  {
    method: 'GET',
    path: '/activity',
    purpose: 'Activity log events of your projects as JSON, oldest first, filtered like the **Audit log** tab.',
    scope: 'read',
    role: 'Viewer',
    paginated: true,
  },
];

export const apiPath = (endpoint: ApiEndpoint) => `${API_BASE_PATH}${endpoint.path}`;

/** An `/api/v1/…` path as a page writes it (query string, trailing punctuation dropped) names an endpoint. */
export function findEndpoint(path: string): ApiEndpoint | undefined {
  const pattern = (endpoint: ApiEndpoint) => new RegExp(`^${apiPath(endpoint).replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return apiEndpoints.find((endpoint) => pattern(endpoint).test(path) || apiPath(endpoint) === path);
}

export interface WebhookEvent {
  name: string;
  sentWhen: string;
  defaultRecipients: string;
}

/** The events an alert rule routes to a channel; a webhook channel receives them as `POST` deliveries. */
export const webhookEvents: readonly WebhookEvent[] = [
  {
    name: 'drift.detected',
    sentWhen: 'A scheduled or manual drift check finds resources *drifted*, *missing* or *unmanaged*',
    defaultRecipients: 'Project Admins',
  },
  {
    name: 'policy.violation',
    sentWhen: 'A provisioning run is blocked by a policy, or a save adds a `high` or `critical` finding',
    defaultRecipients: 'The user who triggered it and Project Admins',
  },
  {
    name: 'approval.requested',
    sentWhen: 'A provisioning or destroy run waits for approval in an environment that requires it',
    defaultRecipients: "The environment's approvers, never the requester",
  },
  {
    name: 'provision.failed',
    sentWhen: 'A provisioning or destroy run ends with an error or times out',
    defaultRecipients: 'The user who started it',
  },
  {
    name: 'pat.expiring',
    sentWhen: `A personal access token expires in ${limits.patExpiryAlerts.value.replace(' before expiry', '').replace(' and ', ', and again in ')}`,
    defaultRecipients: "The token's owner",
  },
];

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

export interface ServiceLevel {
  plan: PlanId;
  /** Monthly uptime Skyloom commits to, or null when the plan has no SLA. */
  uptime: string | null;
  credits: readonly ServiceCredit[];
  support: 'Standard' | 'Enterprise';
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
    support: 'Standard',
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
  /** First response on Standard support (Team and Business plans). */
  standard: string;
  /** First response on Enterprise support. */
  enterprise: string;
}

export const supportSeverities: readonly SupportSeverity[] = [
  {
    id: 'sev1',
    name: 'Severity 1',
    definition:
      'Production outage: the web app, the API or runs are unavailable for your organization, or provisioning to `prod` fails for every appStack, with no workaround.',
    standard: 'one business day',
    enterprise: 'four hours, around the clock',
  },
  {
    id: 'sev2',
    name: 'Severity 2',
    definition:
      'A major function is impaired for many users (drift checks, exports, discovery), or one production appStack cannot be provisioned, and a workaround is hard.',
    standard: 'one business day',
    enterprise: 'eight business hours',
  },
  {
    id: 'sev3',
    name: 'Severity 3',
    definition: 'A function misbehaves for some users or appStacks, and a workaround exists.',
    standard: 'one business day',
    enterprise: 'one business day',
  },
  {
    id: 'sev4',
    name: 'Severity 4',
    definition: 'A question, a documentation problem or a feature request.',
    standard: 'two business days',
    enterprise: 'two business days',
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
    label: 'First response of Standard support to every severity but Severity 4',
    value: 'one business day',
    shape: {about: ['Standard'], which: ['respon', 'answer']},
  },
  {
    id: 'support.enterprise-sev1',
    label: 'First response of Enterprise support to a Severity 1 (production outage)',
    value: 'four hours',
    shape: {about: ['Enterprise'], which: ['Severity 1', 'outage']},
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
  {
    id: 'api.bearer-tokens',
    label: 'Bearer tokens the API accepts',
    value: apiBearerTokens.map((bearer) => `${bearer.token} (\`${bearer.prefix}…\`)`).join(' or '),
    shape: {about: ['bearer'], which: ['slm_']},
  },
  {
    id: 'api.page-size',
    label: 'Items per page of a list endpoint (`limit`)',
    value: `${apiPagination.defaultLimit} by default, at most ${apiPagination.maximumLimit}`,
    shape: {about: ['page', '`limit`'], which: ['default', 'at most', 'maximum', 'up to']},
  },
];
