/**
 * Security and administration facts of the hosted service: where data lives, how it is encrypted, the addresses
 * firewalls allow, private connectivity, single sign-on, workload identity from CI, secret stores, private
 * runners and activity log streaming. Pages render the tables with <FactTable> and state the single values that
 * the content lint finds by their `shape` (and
 * scripts/lib/fact-detectors/security.ts by the shape of an address), as with the limits in limits.ts (which lists these groups too).
 */
import {product} from '../../config/product';
import type {Limit} from './facts';

export interface DataRegion {
  id: 'us' | 'eu';
  name: string;
  /** Where the region's data is stored and where its backups go. */
  location: string;
  webApp: string;
  api: string;
  /** Source addresses of Skyloom-hosted runners, webhooks and activity log streams in this region. */
  egress: readonly string[];
}

/** The regions an organization's data can live in; an organization picks one when it is created. */
export const dataRegions: readonly DataRegion[] = [
  {
    id: 'us',
    name: 'United States (default)',
    location: 'AWS us-east-1 (N. Virginia); backups in us-west-2 (Oregon)',
    webApp: 'app.skyloom.io',
    api: 'api.skyloom.io',
    egress: ['192.0.2.16/28', '192.0.2.32/28'],
  },
  {
    id: 'eu',
    name: 'European Union',
    location: 'AWS eu-central-1 (Frankfurt); backups in eu-west-1 (Ireland)',
    webApp: 'app.eu.skyloom.io',
    api: 'api.eu.skyloom.io',
    egress: ['192.0.2.80/28', '192.0.2.96/28'],
  },
];

/** Every egress range of every region: the only CIDRs a page may give as Skyloom's source addresses. */
export const egressRanges: readonly string[] = dataRegions.flatMap((region) => region.egress);

export interface PrivateEndpoint {
  region: DataRegion['id'];
  cloud: 'AWS PrivateLink';
  /** What you create on your side. */
  create: string;
  /** The service you connect it to. */
  service: string;
}

/**
 * Private connectivity to the API of each region. The hosted service runs only in AWS, so AWS PrivateLink is the
 * one private path: networks in Azure or Google Cloud reach the API over the internet (TLS, and the organization's
 * IP allowlist), or through an AWS VPC they already connect to.
 */
export const privateEndpoints: readonly PrivateEndpoint[] = [
  {
    region: 'us',
    cloud: 'AWS PrivateLink',
    create: 'Interface VPC endpoint in us-east-1 (or a cross-region endpoint)',
    service: 'com.amazonaws.vpce.us-east-1.vpce-svc-0c4d9f2e7a1b36d58',
  },
  {
    region: 'eu',
    cloud: 'AWS PrivateLink',
    create: 'Interface VPC endpoint in eu-central-1 (or a cross-region endpoint)',
    service: 'com.amazonaws.vpce.eu-central-1.vpce-svc-07b2e9a4c6d1f3e80',
  },
];

export interface Certification {
  name: string;
  scope: string;
  evidence: string;
}

/** Independent audits of the hosted service. Private runners, like your CI systems and cloud accounts, are in your own scope. */
export const certifications: readonly Certification[] = [
  {
    name: 'SOC 2 Type II',
    scope: 'Security, availability and confidentiality criteria; the hosted service in both regions',
    evidence:
      'Audited every 12 months; an `Org Admin` downloads the report under **Settings > Plan and usage > Compliance documents** after accepting its NDA',
  },
  {
    name: 'ISO/IEC 27001:2022',
    scope: 'The information security management system that runs the hosted service',
    evidence: 'Certificate under **Settings > Plan and usage > Compliance documents**; surveillance audit every year',
  },
  {
    name: 'ISO/IEC 27017:2015',
    scope: 'Cloud-specific security controls of the hosted service',
    evidence: 'Certified together with ISO/IEC 27001',
  },
];

export interface CustomerManagedKey {
  cloud: string;
  service: string;
  /** What Skyloom needs on the key. */
  grant: string;
}

/** Keys you can bring for the state store, run logs and the activity log of your organization. */
export const customerManagedKeys: readonly CustomerManagedKey[] = [
  {
    cloud: 'AWS',
    service: 'AWS KMS symmetric key in the region of your organization',
    grant:
      '`kms:Encrypt`, `kms:Decrypt`, `kms:GenerateDataKey` and `kms:DescribeKey` for the role `arn:aws:iam::222222222222:role/skyloom-cmk`',
  },
  {
    cloud: 'Azure',
    service: 'Azure Key Vault or Managed HSM RSA key (2048 bits or more) with purge protection',
    grant: '**Key Vault Crypto Service Encryption User** for the Skyloom service principal of your organization',
  },
  {
    cloud: 'GCP',
    service: 'Cloud KMS symmetric key in the location of your organization',
    grant: '`roles/cloudkms.cryptoKeyEncrypterDecrypter` for the service account of your organization',
  },
];

export interface CiIdentityProvider {
  ci: string;
  issuer: string;
  /** The subject claim a trust policy matches, with an example for the sample organization. */
  subject: string;
  /** How a job gets its ID token. */
  token: string;
}

/** CI systems whose ID tokens `skyloom login --oidc` exchanges, and the claims a trust policy matches. */
export const ciIdentityProviders: readonly CiIdentityProvider[] = [
  {
    ci: 'GitHub Actions',
    issuer: 'https://token.actions.githubusercontent.com',
    subject: '`repo:acme/web-shop-infra:environment:prod`',
    token: '`permissions: id-token: write`; the CLI requests the token with the audience',
  },
  {
    ci: 'GitLab CI/CD',
    issuer: 'https://gitlab.com (or your GitLab Self-Managed URL)',
    subject: '`project_path:acme/web-shop-infra:ref_type:branch:ref:main`',
    token: '`id_tokens: SKYLOOM_OIDC_TOKEN: aud:` in the job',
  },
  {
    ci: 'Azure Pipelines',
    issuer: 'https://vstoken.dev.azure.com/`<organization ID>`',
    subject: '`sc://acme/web-shop/skyloom-prod` (the service connection)',
    token:
      'A service connection with workload identity federation, named with `--azure-service-connection`; the step passes `SYSTEM_ACCESSTOKEN`',
  },
];

export interface SecretStore {
  store: string;
  reference: string;
  /** The identity Skyloom reads the secret with. */
  identity: string;
}

/** Secret stores a sensitive input can reference instead of holding a value. */
export const secretStores: readonly SecretStore[] = [
  {
    store: 'AWS Secrets Manager',
    reference: '`aws-sm://<secret name or ARN>[#<JSON key>]`',
    identity: 'The IAM role of the environment’s AWS cloud account (`secretsmanager:GetSecretValue`)',
  },
  {
    store: 'Azure Key Vault',
    reference: '`azure-kv://<vault name>/<secret name>[/<version>]`',
    identity: 'The service principal of the Azure cloud account (**Key Vault Secrets User**)',
  },
  {
    store: 'GCP Secret Manager',
    reference: '`gcp-sm://projects/<project>/secrets/<secret>[/versions/<version>]`',
    identity: 'The impersonated service account of the GCP cloud account (`roles/secretmanager.secretAccessor`)',
  },
  {
    store: 'HashiCorp Vault',
    reference: '`vault://<mount>/<path>#<key>`',
    identity: 'A Vault JWT role that trusts the run’s token from `https://oidc.skyloom.io`',
  },
];

export interface SignInMethod {
  id: 'sso' | 'password' | 'break-glass' | 'service-identity';
  /** Who signs in this way. */
  who: string;
  how: string;
  /** The second factor it needs. */
  mfa: string;
}

/**
 * How people and machines get into an organization. Skyloom never lets a person in with a password alone, and
 * machines never sign in at all: a service identity calls the API with a token an Org Admin or a CI job's ID
 * token gives it, so single sign-on, which is for people, never stands in its way. /security-and-admin/sso renders it.
 */
export const signInMethods: readonly SignInMethod[] = [
  {
    id: 'sso',
    who: 'Members, once an `Org Admin` turns on **Require single sign-on**',
    how: 'SAML 2.0 or OpenID Connect through your identity provider',
    mfa: 'Whatever your identity provider requires; Skyloom adds no factor of its own',
  },
  {
    id: 'password',
    who: 'Members of an organization without required single sign-on',
    how: 'Email address and password',
    mfa: 'Required: an authenticator app (TOTP) or a security key (WebAuthn), set up at the first sign-in. An `Org Admin` can require security keys.',
  },
  {
    id: 'break-glass',
    who: '`Org Admin`s, when single sign-on is required: the way in when the identity provider fails',
    how: 'Email address and password',
    mfa: 'Required, and only a security key (WebAuthn). Every such sign-in alerts every `Org Admin` and is recorded as `member.signed_in.break_glass`.',
  },
  {
    id: 'service-identity',
    who: '[Service identities](/security-and-admin/service-identities): pipelines, integrations, scripts',
    how: 'Never sign in to the web app. They call the API with a workload identity token from a CI job, or a service identity token an `Org Admin` creates.',
    mfa: 'None: no interactive sign-in. Trust policies, scopes, expiry and the IP allowlist limit them instead.',
  },
];

export interface AccessRule {
  id: string;
  question: string;
  answer: string;
}

/** The organization's IP allowlist: where the web app and the API accept requests from. */
export const ipAllowlistRules: readonly AccessRule[] = [
  {
    id: 'entries',
    question: 'What an entry is',
    answer:
      'An IPv4 or IPv6 CIDR range, such as your offices’ and NAT gateways’ addresses, or the ID of an AWS PrivateLink [endpoint](/security-and-admin/private-runners#private-connectivity) of yours, such as `vpce-0a1b2c3d4e5f67890`.',
  },
  {
    id: 'applies-to',
    question: 'What it covers',
    answer:
      'Every sign-in and request to the web app and the API of your organization: people, personal access tokens, service identity tokens, workload identity exchanges, private runners and SCIM requests from your identity provider.',
  },
  {
    id: 'exempt',
    question: 'What it does not cover',
    answer:
      '`GET /api/v1/health`, which needs no token, and Skyloom-hosted runners, webhooks and activity log streams, which run inside Skyloom and connect out to you.',
  },
  {
    id: 'refused',
    question: 'What a refused request gets',
    answer:
      'The web app shows that the address is not allowed; the API answers `403` with the code `ip_not_allowed`; the activity log records the attempt with its address.',
  },
  {
    id: 'lockout',
    question: 'How you avoid locking yourself out',
    answer:
      'Skyloom refuses to save a list that leaves out the address you save it from. If you lock everyone out anyway, support removes the list after verifying an `Org Admin` by phone.',
  },
];

/** The addresses pages give for the sample organization, built from its slug. */
const org = 'acme';
export const ssoEndpoints = {
  samlAcs: `https://app.skyloom.io/sso/saml/${org}/acs`,
  samlEntityId: `https://app.skyloom.io/sso/saml/${org}`,
  oidcRedirect: `https://app.skyloom.io/sso/oidc/${org}/callback`,
  scimBase: `https://api.skyloom.io/scim/v2/${org}`,
} as const;

export const securityLimits = {
  encryptionAtRest: {
    id: 'security.encryption-at-rest',
    group: 'security',
    label: 'Encryption at rest: state store, run logs, activity log and backups',
    value: 'AES-256',
    note: 'one data key per organization, wrapped by Skyloom’s key or your customer-managed key',
    shape: {about: ['encrypt'], which: ['rest']},
  },
  tlsMinimum: {
    id: 'security.tls-minimum',
    group: 'security',
    label: 'Encryption in transit',
    value: 'TLS 1.2 or later',
    shape: {about: ['TLS'], which: ['or later', 'minimum', 'at least', 'older']},
  },
  keyCache: {
    id: 'security.cmk-cache',
    group: 'security',
    label: 'How long Skyloom keeps an unwrapped data key in memory',
    value: '15 minutes',
    note: 'after you disable or revoke your customer-managed key, runs and reads fail within this time',
    shape: {about: ['data key', 'customer-managed key'], which: ['memory', 'cache', 'within']},
  },
  disclosureEmail: {
    id: 'security.disclosure-email',
    group: 'security',
    label: 'Report a vulnerability',
    value: product.securityEmail,
    shape: {about: ['vulnerabilit', 'disclos']},
  },
  disclosureAcknowledgment: {
    id: 'security.disclosure-ack',
    group: 'security',
    label: 'Acknowledgment of a vulnerability report',
    value: '2 business days',
    shape: {about: ['acknowledg'], which: ['report', 'business day']},
  },
  certifications: {
    id: 'security.certifications',
    group: 'security',
    label: 'Certifications',
    value: 'SOC 2 Type II, ISO/IEC 27001:2022, ISO/IEC 27017:2015',
    shape: {about: ['SOC 2', 'ISO/IEC'], which: ['certif']},
  },
  ssoSession: {
    id: 'identity.sso-session',
    group: 'access',
    label: 'Longest web app session, however you signed in (absolute timeout)',
    value: '12 hours',
    note: 'an Org Admin can set 1 to 24 hours; then Skyloom asks you to sign in again, with single sign-on through your identity provider',
    shape: {
      about: ['session'],
      which: ['sign-on', 'sign on', 'SSO', 'identity provider', 'absolute'],
      except: ['cloud session', 'idle'],
    },
  },
  sessionIdle: {
    id: 'access.session-idle',
    group: 'access',
    label: 'Web app session idle timeout',
    value: '30 minutes',
    note: 'an Org Admin can set 15 minutes to 8 hours; the CLI and the API use tokens, not sessions',
    shape: {about: ['idle'], which: ['session', 'sign', 'timeout', 'inactiv']},
  },
  mfa: {
    id: 'access.mfa',
    group: 'access',
    label: 'Multi-factor authentication for password sign-in',
    value: 'Required for every password sign-in, break-glass Org Admin sign-in included',
    note: 'an authenticator app (TOTP) or a security key (WebAuthn); break-glass sign-in takes only a security key',
    shape: {about: ['MFA', 'multi-factor'], which: ['password']},
  },
  ipAllowlist: {
    id: 'access.ip-allowlist',
    group: 'access',
    label: 'Entries of the IP allowlist',
    value: '100',
    note: 'CIDR ranges and AWS PrivateLink endpoint IDs, per organization',
    shape: {about: ['allowlist'], which: ['entries', 'ranges', 'up to', 'at most']},
  },
  recoveryCodes: {
    id: 'access.recovery-codes',
    group: 'access',
    label: 'MFA recovery codes',
    value: '10 one-time codes',
    note: 'shown once when you set up MFA; each replaces a lost second factor for one sign-in',
    shape: {about: ['recovery code'], which: ['one-time', 'codes']},
  },
  samlAcs: {
    id: 'identity.saml-acs',
    group: 'identity',
    label: 'SAML ACS URL (organization acme)',
    value: ssoEndpoints.samlAcs,
    shape: {about: ['ACS'], which: ['SAML']},
  },
  samlEntityId: {
    id: 'identity.saml-entity-id',
    group: 'identity',
    label: 'SAML entity ID (organization acme)',
    value: ssoEndpoints.samlEntityId,
    shape: {about: ['entity ID'], which: ['SAML']},
  },
  oidcRedirect: {
    id: 'identity.oidc-redirect',
    group: 'identity',
    label: 'OIDC redirect URI (organization acme)',
    value: ssoEndpoints.oidcRedirect,
    shape: {about: ['redirect'], which: ['OIDC']},
  },
  scimBase: {
    id: 'identity.scim-base',
    group: 'identity',
    label: 'SCIM 2.0 base URL (organization acme)',
    value: ssoEndpoints.scimBase,
    shape: {about: ['SCIM'], which: ['base URL']},
  },
  scimTokenLifetime: {
    id: 'identity.scim-token',
    group: 'identity',
    label: 'SCIM token lifetime',
    value: '365 days',
    note: 'one active token per organization; a new one replaces it at once',
    shape: {about: ['SCIM'], which: ['token'], except: ['PAT', 'personal access'], lifetime: {}},
  },
  oidcAudience: {
    id: 'identity.oidc-audience',
    group: 'identity',
    label: 'Audience a CI ID token must carry',
    value: 'https://api.skyloom.io',
    note: '`https://api.eu.skyloom.io` for organizations in the EU region',
    shape: {about: ['audience', 'aud'], which: ['ID token', 'CI']},
  },
  oidcTokenFormat: {
    id: 'identity.oidc-token-format',
    group: 'identity',
    label: 'Format of an exchanged token',
    value: '`slm_wit_` plus 40 characters',
    shape: {about: ['slm_wit_'], which: ['character']},
  },
  oidcTokenLifetime: {
    id: 'identity.oidc-token-lifetime',
    group: 'identity',
    label: 'Lifetime of an exchanged token',
    value: '1 hour',
    note: 'never renewed: a job that needs longer exchanges a new ID token',
    shape: {
      about: ['exchanged token', 'slm_wit_', 'workload identity token', 'workload-identity token'],
      which: ['last', 'expire', 'valid', 'lifetime'],
      except: ['registration', 'ID token older'],
      lifetime: {},
    },
  },
  serviceTokenFormat: {
    id: 'identity.service-token-format',
    group: 'identity',
    label: 'Format of a service identity token',
    value: '`slm_sit_` plus 40 characters',
    shape: {about: ['slm_sit_'], which: ['character']},
  },
  serviceTokenLifetime: {
    id: 'identity.service-token-lifetime',
    group: 'identity',
    label: 'Lifetime of a service identity token',
    value: '90 days',
    note: 'at most 365 days, as for personal access tokens; it belongs to the organization, so it outlives the Org Admin who created it',
    shape: {about: ['service identity token', 'slm_sit_'], which: ['last', 'expire', 'lifetime', 'default']},
  },
  cloudSession: {
    id: 'cloud.session-lifetime',
    group: 'cloud',
    label: 'Lifetime of one cloud session of a run',
    value: '1 hour',
    note: 'AWS role chaining allows no more; a run renews its session for as long as it needs one',
    shape: {about: ['cloud session'], which: ['last', 'lifetime', 'expire', 'at most', 'valid']},
  },
  cloudSessionRenewal: {
    id: 'cloud.session-renewal',
    group: 'cloud',
    label: 'When a run renews its cloud session',
    value: '10 minutes before it expires',
    shape: {about: ['cloud session'], which: ['renew', 'refresh']},
  },
  oidcTokenAge: {
    id: 'identity.oidc-token-age',
    group: 'identity',
    label: 'Oldest CI ID token Skyloom accepts',
    value: '10 minutes',
    shape: {about: ['ID token'], which: ['older', 'oldest', 'issued', 'age']},
  },
  trustPolicies: {
    id: 'identity.trust-policies',
    group: 'identity',
    label: 'Trust policies per service identity',
    value: '20',
    shape: {about: ['trust polic'], which: ['service identit']},
  },
  runnerRegistrationToken: {
    id: 'runners.registration-token',
    group: 'runners',
    label: 'Lifetime of a runner registration token',
    value: '1 hour',
    note: 'registers any number of runners of its pool until then; revoke it early under **Settings > Runners**',
    shape: {about: ['registration token'], which: ['last', 'expire', 'valid', 'lifetime'], lifetime: {}},
  },
  runnerHeartbeat: {
    id: 'runners.heartbeat',
    group: 'runners',
    label: 'How often a private runner reports to Skyloom',
    value: '30 seconds',
    shape: {about: ['runner'], which: ['report', 'heartbeat'], except: ['offline']},
  },
  runnerOffline: {
    id: 'runners.offline-after',
    group: 'runners',
    label: 'Silence after which a private runner shows `offline`',
    value: '2 minutes',
    shape: {about: ['runner'], which: ['offline']},
  },
  runnerSupport: {
    id: 'runners.supported-versions',
    group: 'runners',
    label: 'Runner versions Skyloom accepts',
    value: 'the current and the two previous minor versions',
    shape: {about: ['runner'], which: ['previous minor']},
  },
  runnerImage: {
    id: 'runners.image',
    group: 'runners',
    label: 'Container image of the runner',
    value: 'registry.skyloom.io/skyloom/runner',
    note: 'tagged with the CLI version, for example `3.4.0`',
    shape: {about: ['runner'], which: ['image']},
  },
  runnerPools: {
    id: 'runners.pools',
    group: 'runners',
    label: 'Runner pools per organization',
    value: '50',
    shape: {about: ['runner pool'], which: ['organization']},
  },
  auditStreamBatch: {
    id: 'audit.stream-batch',
    group: 'audit',
    label: 'How often an activity log stream delivers',
    value: '60 seconds',
    note: 'or as soon as 1,000 events are waiting',
    shape: {about: ['stream'], which: ['deliver', 'batch'], except: ['retry', 'retries', 'refuse']},
  },
  auditStreamRetry: {
    id: 'audit.stream-retry',
    group: 'audit',
    label: 'How long a stream keeps events its destination refuses',
    value: '72 hours',
    note: 'then the stream pauses and Org Admins get an alert; a resumed stream sends the backlog first',
    shape: {about: ['stream'], which: ['retry', 'retrying', 'refuse', 'keeps']},
  },
  auditStreams: {
    id: 'audit.streams',
    group: 'audit',
    label: 'Activity log streams per organization',
    value: '5',
    shape: {about: ['stream'], which: ['per organization']},
  },
} as const satisfies Record<string, Limit>;
