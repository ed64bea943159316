import type {RunAction, RunStatus} from '../cli/runs';

/**
 * The sample world every example in the guide uses: one organization, its projects, appStacks and cloud
 * accounts. Sample outputs on different pages show the same ids, names and counts because they come
 * from here; the content lint checks account ids and the rows of `skyloom viewprojects` and
 * `skyloom appstack list` against it.
 */

export const sampleOrganization = {
  /** Slug passed to `--org`. */
  slug: 'acme',
  /** A second organization of the same user on the hosted service. */
  secondSlug: 'acme-labs',
  /** Organization of the on-prem installation. */
  onPremSlug: 'platform',
  /** The user who runs the examples. */
  user: 'jane.doe@acme.example',
} as const;

export interface SampleProject {
  name: string;
  id: string;
  description: string;
  /** The role of the sample user in the project. */
  role: 'Org Admin' | 'Project Admin' | 'Developer' | 'Viewer';
  appstacks: number;
  members: number;
  clouds: readonly ('aws' | 'azure' | 'gcp')[];
  /** Date of the last change, yyyy-mm-dd. */
  updated: string;
}

/** The projects of organization acme the sample user belongs to, as `skyloom viewprojects` lists them. */
export const sampleProjects: readonly SampleProject[] = [
  {
    name: 'payments',
    id: 'prj_3Hf7kQ9wZ2',
    description: 'Orders, billing and the web shop backend',
    role: 'Project Admin',
    appstacks: 4,
    members: 12,
    clouds: ['aws'],
    updated: '2025-09-24',
  },
  {
    name: 'storefront',
    id: 'prj_8Lm2tR5vX4',
    description: 'Public web shop',
    role: 'Developer',
    appstacks: 7,
    members: 9,
    clouds: ['aws', 'gcp'],
    updated: '2025-09-22',
  },
  {
    name: 'checkout',
    id: 'prj_6Tc4hW1yK8',
    description: 'Checkout API, payment ledger and refunds',
    role: 'Developer',
    appstacks: 4,
    members: 7,
    clouds: ['aws'],
    updated: '2025-09-20',
  },
  {
    name: 'data-platform',
    id: 'prj_1Qa6nB8cD3',
    description: 'Shared data lake and reporting',
    role: 'Viewer',
    appstacks: 3,
    members: 15,
    clouds: ['azure'],
    updated: '2025-09-18',
  },
];

export type AppStackStatus = 'Deployed' | 'Drifted' | 'Not deployed' | 'Actions required' | 'Provisioning';

export interface SampleAppStack {
  name: string;
  project: string;
  cloud: 'aws' | 'azure' | 'gcp';
  /** Latest version, or '-' before the first one. */
  latest: string;
  environments: readonly string[];
  status: AppStackStatus;
}

/** The appStacks of projects payments and checkout, each project in the order `skyloom appstack list` prints them. */
export const sampleAppStacks: readonly SampleAppStack[] = [
  {
    name: 'web-shop',
    project: 'payments',
    cloud: 'aws',
    latest: 'v5',
    environments: ['dev', 'staging', 'prod'],
    status: 'Drifted',
  },
  {name: 'orders-prod', project: 'payments', cloud: 'aws', latest: 'v2', environments: ['prod'], status: 'Deployed'},
  {
    name: 'billing-jobs',
    project: 'payments',
    cloud: 'aws',
    latest: 'v7',
    environments: ['dev', 'prod'],
    status: 'Deployed',
  },
  {name: 'ticketing', project: 'payments', cloud: 'aws', latest: '-', environments: ['dev'], status: 'Not deployed'},
  {
    name: 'checkout-api',
    project: 'checkout',
    cloud: 'aws',
    latest: 'v3',
    environments: ['dev', 'staging', 'prod'],
    status: 'Deployed',
  },
  {
    name: 'payments-ledger',
    project: 'checkout',
    cloud: 'aws',
    latest: 'v7',
    environments: ['dev', 'prod'],
    status: 'Deployed',
  },
  {name: 'fraud-scoring', project: 'checkout', cloud: 'aws', latest: 'v2', environments: ['dev'], status: 'Deployed'},
  {
    name: 'refunds-worker',
    project: 'checkout',
    cloud: 'aws',
    latest: 'v4',
    environments: ['dev', 'staging', 'prod'],
    status: 'Deployed',
  },
];

export interface SampleAwsAccount {
  id: string;
  /** The account's name in AWS and under Settings > Cloud accounts. */
  name: string;
  /** What the account holds in the sample world. */
  purpose: string;
  /** Named AWS CLI profiles that sign in to this account. */
  awsProfiles: readonly string[];
}

export const sampleAwsAccounts: readonly SampleAwsAccount[] = [
  {id: '111122223333', name: 'acme-dev', purpose: 'dev environments of the sample appStacks', awsProfiles: []},
  {
    id: '123456789012',
    name: 'acme-payments',
    purpose: 'staging and prod environments of the sample appStacks',
    awsProfiles: ['prod-readonly'],
  },
  {
    id: '210987654321',
    name: 'acme-shared-services',
    purpose: 'shared services, scanned across accounts through the SkyloomReadOnly role',
    awsProfiles: [],
  },
  {id: '345678901234', name: 'acme-sandbox', purpose: 'experiments and the CLI quick start', awsProfiles: ['sandbox']},
  {
    id: '314159265358',
    name: 'skyloom',
    purpose: "Skyloom's own account, which assumes the roles you create",
    awsProfiles: [],
  },
];

export interface SampleAzureSubscription {
  id: string;
  name: string;
}

export const sampleAzureTenant = '72f988bf-86f1-41af-91ab-2d7cd011db47';

export const sampleAzureSubscriptions: readonly SampleAzureSubscription[] = [
  {id: '3f2b8c1e-5d4a-4e7b-9c6f-1a2b3c4d5e6f', name: 'Payments-Prod'},
  {id: 'b81c7e2d-0a9f-4d6e-8b3c-5f4e3d2c1b0a', name: 'Payments-Shared'},
  {id: '6d1e4b2c-8f3a-4c7d-9e5b-0a1b2c3d4e5f', name: 'DataPlatform-NonProd'},
];

/** GCP project ids of the storefront project: scanned by cloud2code (prod, shared) and deployed to (staging). */
export const sampleGcpProjects: readonly string[] = ['shop-prod-4821', 'shop-shared-1190', 'shop-staging-3307'];

/**
 * The identities Skyloom presents when it signs in to a connected Azure subscription or GCP project of
 * organization acme, as **Settings > Cloud accounts > Add cloud account** shows them.
 */
export const sampleSkyloomIdentities = {
  /** Issuer of the tokens an Azure federated identity credential trusts (workload identity federation). */
  azureIssuer: 'https://oidc.skyloom.io',
  /** Subject of those tokens for the acme connection. */
  azureSubject: 'org:acme:cloud-account:ca_5Rk8vN2qT7',
  /** The Google service account that impersonates yours: it receives Service Account Token Creator. */
  gcpServiceAccount: 'org-acme@skyloom-connect.iam.gserviceaccount.com',
} as const;

export interface SampleCloudDeployment {
  cloud: 'azure' | 'gcp';
  project: string;
  appstack: string;
  environment: 'staging';
  /** Azure subscription id or GCP project id the environment deploys to. */
  target: string;
  region: string;
}

/** The Azure and GCP appStacks the deployment how-tos provision; the AWS examples use web-shop. */
export const sampleCloudDeployments: readonly SampleCloudDeployment[] = [
  {
    cloud: 'azure',
    project: 'data-platform',
    appstack: 'reporting-api',
    environment: 'staging',
    target: '6d1e4b2c-8f3a-4c7d-9e5b-0a1b2c3d4e5f',
    region: 'westeurope',
  },
  {
    cloud: 'gcp',
    project: 'storefront',
    appstack: 'catalog-api',
    environment: 'staging',
    target: 'shop-staging-3307',
    region: 'europe-west1',
  },
];

/** The region of every environment of the sample appStacks. */
export const sampleRegion = 'eu-west-1';

export function findAwsAccount(id: string): SampleAwsAccount | undefined {
  return sampleAwsAccounts.find((account) => account.id === id);
}

export interface SampleEnvironment {
  name: 'dev' | 'staging' | 'prod';
  /** The AWS account the sample appStacks deploy this environment to. */
  account: string;
  region: string;
}

/** The environment profiles of the sample appStacks and where each deploys. */
export const sampleEnvironments: readonly SampleEnvironment[] = [
  {name: 'dev', account: '111122223333', region: sampleRegion},
  {name: 'staging', account: '123456789012', region: sampleRegion},
  {name: 'prod', account: '123456789012', region: sampleRegion},
];

/** Custom policy rules the sample organization uploads (IDs start with ACME-); built-in ones start with SLM-. */
export const sampleCustomRules: readonly {
  id: string;
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
}[] = [
  {id: 'ACME-RDS-001', title: 'Production databases keep backups for at least 14 days', severity: 'high'},
  {id: 'ACME-TAG-002', title: 'Every resource carries a team tag', severity: 'high'},
];

export interface SampleVersion {
  version: string;
  message: string;
  /** The version it was created from, when not from the draft. */
  from?: string;
  /** When it was created, UTC. */
  created: string;
  author: string;
}

/** The versions of web-shop, the appStack most examples use. */
export const sampleWebShopVersions: readonly SampleVersion[] = [
  {version: 'v1', message: 'First version', created: '2025-08-04T09:12:40Z', author: 'dana.kim@acme.example'},
  {version: 'v2', message: 'Add assets bucket', created: '2025-08-19T15:03:11Z', author: 'dana.kim@acme.example'},
  {
    version: 'v3',
    message: 'Resize orders database to db.t4g.large',
    created: '2025-09-02T10:47:58Z',
    author: 'sam.osei@acme.example',
  },
  {version: 'v4', message: 'Add Redis cache', created: '2025-09-24T13:20:05Z', author: 'dana.kim@acme.example'},
  {
    version: 'v5',
    message: 'Roll back Redis cache',
    from: 'v3',
    created: '2025-09-29T13:58:31Z',
    author: 'sam.osei@acme.example',
  },
];

export interface SampleRun {
  /** Run ID, as the CLI prints it. */
  id: string;
  appstack: string;
  project: string;
  env: SampleEnvironment['name'];
  version: string;
  action: RunAction;
  status: RunStatus;
  /** When the run started, as the STARTED column prints it (UTC). */
  started: string;
  /** The member whose token started the run. */
  user: string;
  /** Whether the run holds the state lock of its environment now. */
  holdsLock: boolean;
}

/**
 * Runs of the sample appStacks, newest first, as `skyloom runs list` prints them: on 2025-09-30 a provision of
 * web-shop v5 to staging lost its runner mid-apply and still holds the lock, and the next run stopped on it.
 */
export const sampleRuns: readonly SampleRun[] = [
  {
    id: 'run_e5a9d217',
    appstack: 'web-shop',
    project: 'payments',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    status: 'failed',
    started: '2025-09-30 09:05 UTC',
    user: 'jane.doe@acme.example',
    holdsLock: false,
  },
  {
    id: 'run_d8e4b962',
    appstack: 'orders-prod',
    project: 'payments',
    env: 'prod',
    version: 'v2',
    action: 'reconcile',
    status: 'running',
    started: '2025-09-30 08:47 UTC',
    user: 'dana.kim@acme.example',
    holdsLock: true,
  },
  {
    id: 'run_b41e7c03',
    appstack: 'web-shop',
    project: 'payments',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    status: 'failed',
    started: '2025-09-30 08:12 UTC',
    user: 'sam.osei@acme.example',
    holdsLock: true,
  },
  {
    id: 'run_a7c31f58',
    appstack: 'web-shop',
    project: 'payments',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    status: 'cancelled',
    started: '2025-09-29 16:40 UTC',
    user: 'jane.doe@acme.example',
    holdsLock: false,
  },
  {
    id: 'run_d19c6a42',
    appstack: 'web-shop',
    project: 'payments',
    env: 'dev',
    version: 'v5',
    action: 'provision',
    status: 'succeeded',
    started: '2025-09-29 13:59 UTC',
    user: 'jane.doe@acme.example',
    holdsLock: false,
  },
  {
    id: 'run_9d3b6f14',
    appstack: 'web-shop',
    project: 'payments',
    env: 'prod',
    version: 'v4',
    action: 'provision',
    status: 'failed',
    started: '2025-09-25 10:14 UTC',
    user: 'dana.kim@acme.example',
    holdsLock: false,
  },
  {
    id: 'run_3e8a5c71',
    appstack: 'web-shop',
    project: 'payments',
    env: 'prod',
    version: 'v3',
    action: 'provision',
    status: 'succeeded',
    started: '2025-09-03 14:05 UTC',
    user: 'dana.kim@acme.example',
    holdsLock: false,
  },
];
