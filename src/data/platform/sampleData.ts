import type {RunAction, RunStatus} from '../cli/runs';
import type {LifecycleStatus} from '../rules/statuses';

/**
 * The sample world every example in the guide uses: one organization, its projects, appStacks and cloud
 * accounts. Sample outputs on different pages show the same ids, names and counts because they come
 * from here; the content lint checks account ids and the rows of `skyloom viewprojects` and
 * `skyloom appstack list` against it.
 */

export interface SampleProject {
  name: string;
  id: string;
  description: string;
  /** The role of the sample user in the project. */
  role: 'Org Admin' | 'Project Admin' | 'Developer' | 'Viewer';
  appstacks: number;
  /** Its members, people and service identities (for payments, samplePaymentsMembers). */
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
    appstacks: 8,
    members: 12,
    clouds: ['aws', 'azure'],
    updated: '2025-09-30',
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
  {
    // Its appStack indexer runs on HCP Terraform workspaces (integrations/hcp-terraform).
    name: 'search',
    id: 'prj_8Hd2sK5vL1',
    description: 'Search indexing service',
    role: 'Developer',
    appstacks: 1,
    members: 4,
    clouds: ['aws'],
    updated: '2025-09-15',
  },
  {
    // Deploys to the acme-sandbox AWS account. Its appStacks: demo-shop-api, the sample download (resources/sample-appstacks),
    // and status-page, the experiment cli-guide/usage/manage-resources builds.
    name: 'sandbox',
    id: 'prj_2Tm9xW4eJ7',
    description: 'Experiments and the downloadable sample appStack',
    role: 'Project Admin',
    appstacks: 2,
    members: 9,
    clouds: ['aws'],
    updated: '2025-09-24',
  },
];

/** An appStack's STATUS in `skyloom appstack list`: the most urgent lifecycle status of its environments. */
type AppStackStatus = LifecycleStatus;

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
    status: 'Deployed',
  },
  {name: 'orders-prod', project: 'payments', cloud: 'aws', latest: 'v3', environments: ['prod'], status: 'Deployed'},
  {
    // prod failed halfway when EC2 throttled run_4a6e0c19 (support-and-kb/troubleshooting/api-throttling).
    name: 'billing-jobs',
    project: 'payments',
    cloud: 'aws',
    latest: 'v7',
    environments: ['dev', 'prod'],
    status: 'Failed',
  },
  {name: 'ticketing', project: 'payments', cloud: 'aws', latest: '-', environments: ['dev'], status: 'Not deployed'},
  // Imported from OpenTofu code with its first version, never provisioned (cli-guide/usage/import, run_336d0458).
  {name: 'billing', project: 'payments', cloud: 'aws', latest: 'v1', environments: ['dev'], status: 'Not deployed'},
  {
    name: 'web-shop-discovered',
    project: 'payments',
    cloud: 'aws',
    latest: '-',
    environments: ['prod'],
    status: 'Not deployed',
  },
  {name: 'orders-dev', project: 'payments', cloud: 'aws', latest: 'v1', environments: ['dev'], status: 'Not deployed'},
  {
    name: 'payments-platform',
    project: 'payments',
    cloud: 'azure',
    latest: '-',
    environments: ['prod'],
    status: 'Not deployed',
  },
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

/**
 * AWS account ids in the style of the AWS documentation (111122223333, 444455556666, …), so that no example names
 * an account someone owns.
 */
export const sampleAwsAccounts: readonly SampleAwsAccount[] = [
  {id: '111122223333', name: 'acme-dev', purpose: 'dev environments of the sample appStacks', awsProfiles: []},
  {
    id: '123456789012',
    name: 'acme-payments',
    purpose: 'staging and prod environments of the sample appStacks',
    awsProfiles: ['prod-readonly'],
  },
  {
    id: '444455556666',
    name: 'acme-shared-services',
    purpose: 'shared services, scanned across accounts through the SkyloomReadOnly role',
    awsProfiles: [],
  },
  {id: '777788889999', name: 'acme-sandbox', purpose: 'experiments and the CLI quick start', awsProfiles: ['sandbox']},
  {
    id: '222222222222',
    name: 'skyloom',
    purpose: "Skyloom's own account, which assumes the roles you create",
    awsProfiles: [],
  },
];

export interface SampleAzureSubscription {
  id: string;
  name: string;
}

/** The Microsoft Entra tenant of organization acme: a placeholder in the style of Microsoft's documentation, never a real tenant. */
export const sampleAzureTenant = 'aaaabbbb-0000-cccc-1111-dddd2222eeee';

export const sampleAzureSubscriptions: readonly SampleAzureSubscription[] = [
  {id: '3f2b8c1e-5d4a-4e7b-9c6f-1a2b3c4d5e6f', name: 'Payments-Prod'},
  {id: 'b81c7e2d-0a9f-4d6e-8b3c-5f4e3d2c1b0a', name: 'Payments-Shared'},
  {id: '6d1e4b2c-8f3a-4c7d-9e5b-0a1b2c3d4e5f', name: 'DataPlatform-NonProd'},
];

/** GCP project ids of the storefront project: scanned by cloud2code (prod, shared) and deployed to (staging). */
export const sampleGcpProjects: readonly string[] = ['shop-prod-4821', 'shop-shared-1190', 'shop-staging-3307'];

/**
 * The identities Skyloom presents when it signs in to a connected AWS account, Azure subscription or GCP project of
 * organization acme, as **Settings > Cloud accounts > Add cloud account** shows them.
 */
export const sampleSkyloomIdentities = {
  /** Skyloom's AWS account, which assumes the role of a connected AWS account (sampleAwsAccounts, `skyloom`). */
  awsAccount: '222222222222',
  /** The external ID the **Add cloud account** dialog shows acme for AWS: the role's trust policy requires it. */
  awsExternalId: 'skyloom-acme-8d41c7',
  /** The role acme creates in each connected AWS account for Skyloom to provision with. */
  awsRole: 'SkyloomProvisioner',
  /** Issuer of the tokens an Azure federated identity credential trusts (workload identity federation). */
  azureIssuer: 'https://oidc.skyloom.io',
  /** Subject of those tokens for the acme connection. */
  azureSubject: 'org:acme:cloud-account:ca_5Rk8vN2qT7',
  /** The Google service account that impersonates yours: it receives Service Account Token Creator. */
  gcpServiceAccount: 'org-acme@skyloom-connect.iam.gserviceaccount.com',
} as const;

/**
 * The personal access token of the sample user that the CLI examples configure and the API examples call with, as
 * its **Settings > Personal access tokens** row shows it: created with the default lifetime (`pat.default-lifetime`),
 * so it expires on the day the fact `sample.token-expiry` gives.
 */
export const sampleToken = {name: 'release-bot', owner: 'jane.doe@acme.example', created: '2025-09-23'} as const;

/** A member of a project: a person, by email, or a service identity, by name, with their role in the project. */
export interface SampleMember {
  name: string;
  type: 'user' | 'service identity';
  role: SampleProject['role'];
}

export interface SampleServiceIdentity {
  name: string;
  /** Its scopes, as its tokens and workload-identity sign-ins get them. */
  scopes: readonly ('read' | 'write' | 'plan' | 'provision' | 'admin')[];
  /** Trust policies for workload identity; the CI systems without ID tokens store a token instead. */
  trustPolicies: number;
}

/**
 * The service identities of organization acme: the release pipelines' pairs (a token-based pair for GitLab CI/CD,
 * Jenkins and Azure Pipelines, a workload-identity pair for GitHub Actions, ci-reference) and the Backstage plugin's.
 */
export const sampleServiceIdentities: readonly SampleServiceIdentity[] = [
  {name: 'backstage', scopes: ['read'], trustPolicies: 0},
  {name: 'ci-web-shop-deploy', scopes: ['write', 'provision'], trustPolicies: 2},
  {name: 'ci-web-shop-plan', scopes: ['plan'], trustPolicies: 2},
  {name: 'web-shop-deployer', scopes: ['write', 'provision'], trustPolicies: 0},
  {name: 'web-shop-planner', scopes: ['plan'], trustPolicies: 0},
];

/**
 * The members of project payments, people and service identities, as many as sampleProjects counts: the Project
 * Admins approve prod runs (rule prod-changes), the pipelines' service identities are Developers.
 */
export const samplePaymentsMembers: readonly SampleMember[] = [
  {name: 'dana.kim@acme.example', type: 'user', role: 'Project Admin'},
  {name: 'jane.doe@acme.example', type: 'user', role: 'Project Admin'},
  {name: 'sam.osei@acme.example', type: 'user', role: 'Project Admin'},
  {name: 'lena.berg@acme.example', type: 'user', role: 'Developer'},
  {name: 'maria.lopez@acme.example', type: 'user', role: 'Developer'},
  {name: 'omar.haddad@acme.example', type: 'user', role: 'Developer'},
  {name: 'ci-web-shop-deploy', type: 'service identity', role: 'Developer'},
  {name: 'ci-web-shop-plan', type: 'service identity', role: 'Developer'},
  {name: 'web-shop-deployer', type: 'service identity', role: 'Developer'},
  {name: 'web-shop-planner', type: 'service identity', role: 'Developer'},
  {name: 'ravi.menon@acme.example', type: 'user', role: 'Viewer'},
  {name: 'backstage', type: 'service identity', role: 'Viewer'},
];

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

/** One policy finding of a version in an environment, as the line under a summary prints it. */
export interface SampleFinding {
  severity: 'critical' | 'high' | 'medium' | 'low';
  /** A built-in rule of src/data/platform/policies.ts or a custom rule of sampleCustomRules. */
  rule: string;
  /** The resource's name on the canvas. */
  resource: string;
  detail: string;
}

/** A module that an export writes into `modules/`: a resource group of the `modules` layout, or a custom module. */
export interface SampleModule {
  name: string;
  /** The version of a custom module; resource groups have none. */
  version?: string;
  /** Its files under `modules/<name>/`. */
  files: readonly string[];
}

/**
 * What one immutable version of a sample appStack is, wherever a page shows it: its findings in each environment
 * (the same on every export, plan and provision of that version there), its modules and, from them, the files an
 * export writes.
 */
export interface SampleRelease {
  appstack: string;
  version: string;
  /** Resource groups and custom modules, in the order `modules/` lists them. */
  modules: readonly SampleModule[];
  /** Findings per environment of the appStack. */
  findings: Readonly<Record<string, readonly SampleFinding[]>>;
  /** Terraform resources in its code, where a page counts them (a drift check also counts unmanaged ones). */
  resources?: number;
  /** Every Terraform resource of its code, in plan order, where a page lists them (web-shop v1, the quickstart). */
  plannedResources?: readonly PlannedResource[];
}

const MODULE_FILES = ['main.tf', 'variables.tf', 'outputs.tf'] as const;

const group = (name: string): SampleModule => ({name, files: MODULE_FILES});

/** The alarms module web-shop uses from v2 on, a custom module of project payments. */
const alarmsModule: SampleModule = {name: 'alarms', version: '0.1.0', files: MODULE_FILES};

/** The redis-cluster custom module (project payments), version 1.4.0: what web-shop uses for Redis. */
export const redisClusterModule: SampleModule = {name: 'redis-cluster', version: '1.4.0', files: MODULE_FILES};

const costCenterTag: SampleFinding = {
  severity: 'low',
  rule: 'SLM-GEN-TAG-001',
  resource: 'web-alb',
  detail: 'tag cost-center missing',
};

const inEvery = (environments: readonly string[], findings: readonly SampleFinding[]) =>
  Object.fromEntries(environments.map((environment) => [environment, findings]));

const WEB_SHOP_ENVIRONMENTS = ['dev', 'staging', 'prod'];

/** A Terraform resource a version's code creates, and the canvas resource or connection that generates it. */
export interface PlannedResource {
  address: string;
  /** The canvas resource (`web-api`) or the connection (`web-alb -> web-api`) it comes from. */
  from: string;
}

const fromResource = (resource: string, addresses: readonly string[]): PlannedResource[] =>
  addresses.map((address) => ({address, from: resource}));

/**
 * The Terraform resources of web-shop v1, the quickstart's design, in the order a plan lists them: the VPC with its
 * subnets, gateways and routes; the load balancer with its security group and listener; the ECS service with its
 * cluster, log group, execution and task roles, task definition and security group; the database with its generated
 * password, the secret that holds it, its security group and subnet group; then what the two connections generate
 * (/concepts/resources/connections): web-alb -> web-api the target group, the listener rule and the security group
 * rules between the two, orders-db -> web-api the rule on the database port and the grant on the secret.
 */
export const webShopV1Resources: readonly PlannedResource[] = [
  ...fromResource('main-vpc', [
    'aws_vpc.main_vpc',
    'aws_subnet.main_vpc_public_a',
    'aws_subnet.main_vpc_public_b',
    'aws_subnet.main_vpc_private_a',
    'aws_subnet.main_vpc_private_b',
    'aws_internet_gateway.main_vpc',
    'aws_eip.main_vpc_nat',
    'aws_nat_gateway.main_vpc',
    'aws_route_table.main_vpc_public',
    'aws_route_table.main_vpc_private',
    'aws_route_table_association.main_vpc_public_a',
    'aws_route_table_association.main_vpc_public_b',
    'aws_route_table_association.main_vpc_private_a',
    'aws_route_table_association.main_vpc_private_b',
  ]),
  ...fromResource('web-alb', [
    'aws_security_group.web_alb',
    'aws_vpc_security_group_ingress_rule.web_alb_http',
    'aws_lb.web_alb',
    'aws_lb_listener.web_alb_http',
  ]),
  ...fromResource('web-api', [
    'aws_ecs_cluster.web_shop',
    'aws_cloudwatch_log_group.web_api',
    'aws_iam_role.web_api_execution',
    'aws_iam_role_policy_attachment.web_api_execution',
    'aws_iam_role.web_api_task',
    'aws_ecs_task_definition.web_api',
    'aws_security_group.web_api',
    'aws_vpc_security_group_egress_rule.web_api_all',
    'aws_ecs_service.web_api',
  ]),
  ...fromResource('orders-db', [
    'random_password.orders_db',
    'aws_secretsmanager_secret.orders_db',
    'aws_secretsmanager_secret_version.orders_db',
    'aws_security_group.orders_db',
    'aws_db_subnet_group.orders_db',
    'aws_db_instance.orders_db',
  ]),
  ...fromResource('web-alb -> web-api', [
    'aws_lb_target_group.web_api',
    'aws_lb_listener_rule.web_alb_web_api',
    'aws_vpc_security_group_ingress_rule.web_api_from_web_alb',
    'aws_vpc_security_group_egress_rule.web_alb_to_web_api',
  ]),
  ...fromResource('orders-db -> web-api', [
    'aws_vpc_security_group_ingress_rule.orders_db_from_web_api',
    'aws_iam_role_policy.web_api_orders_db_secret',
  ]),
];

const V1 = webShopV1Resources.length;

/**
 * Terraform resources, counting those inside modules, as plans and drift checks count them: v1 those above; v2 adds
 * the assets bucket, the alarms module (2 alarms) and redis-cluster (3 resources); v4 three built-in session-cache
 * resources that v5 drops.
 */
export const WEB_SHOP_RESOURCES: Readonly<Record<string, number>> = {
  v1: V1,
  v2: V1 + 6,
  v3: V1 + 6,
  v4: V1 + 9,
  v5: V1 + 6,
};

/** The plan of a version provisioned to an environment that has nothing yet: every resource of it to add. */
const createsAll = (version: string) => `${WEB_SHOP_RESOURCES[version]} to add, 0 to change, 0 to destroy`;

/** The versions the guide's examples plan, provision, export and check, with what each one is. */
export const sampleReleases: readonly SampleRelease[] = [
  // v1 is the quickstart's four resources, with no custom module; from v2 on, the cache comes from redis-cluster 1.4.0.
  ...['v1', 'v2', 'v3', 'v4', 'v5'].map((version) => ({
    appstack: 'web-shop',
    version,
    modules: [
      group('network'),
      group('app'),
      group('data'),
      ...(version === 'v1' ? [] : [alarmsModule, redisClusterModule]),
    ],
    // v2 tags web-alb with cost-center, so only v1 carries the finding.
    findings: inEvery(WEB_SHOP_ENVIRONMENTS, version === 'v1' ? [costCenterTag] : []),
    resources: WEB_SHOP_RESOURCES[version],
    ...(version === 'v1' ? {plannedResources: webShopV1Resources} : {}),
  })),
  ...['v2', 'v3'].map((version) => ({
    appstack: 'checkout-api',
    version,
    modules: [
      group('compute'),
      group('data'),
      group('network'),
      {
        name: 'payments-observability',
        version: '2.1.0',
        files: ['main.tf', 'variables.tf', 'outputs.tf', 'versions.tf', 'dashboards.tf', 'README.md'],
      },
    ],
    findings: inEvery(WEB_SHOP_ENVIRONMENTS, []),
  })),
  {
    appstack: 'payments-ledger',
    version: 'v7',
    modules: [group('network'), group('compute'), group('data'), group('messaging')],
    findings: inEvery(['dev', 'prod'], []),
  },
  {
    appstack: 'refunds-worker',
    version: 'v4',
    modules: [group('network'), group('compute'), group('messaging')],
    findings: inEvery(WEB_SHOP_ENVIRONMENTS, []),
  },
  {
    appstack: 'billing-jobs',
    version: 'v7',
    modules: [group('compute'), group('data')],
    findings: inEvery(['dev', 'prod'], []),
  },
  // orders-prod keeps the orders queues; web-shop reads them as data sources (troubleshooting/already-managed).
  ...['v1', 'v2', 'v3'].map((version) => ({
    appstack: 'orders-prod',
    version,
    modules: [group('network'), group('data'), group('messaging')],
    findings: {prod: []},
  })),
  {appstack: 'fraud-scoring', version: 'v1', modules: [group('compute'), group('data')], findings: {dev: []}},
  {
    appstack: 'fraud-scoring',
    version: 'v2',
    modules: [group('compute'), group('data')],
    findings: {
      dev: [
        {
          severity: 'critical',
          rule: 'SLM-AWS-S3-001',
          resource: 'model-artifacts',
          detail: 'S3 bucket allows public read access',
        },
        {
          severity: 'high',
          rule: 'SLM-AWS-RDS-002',
          resource: 'features-db',
          detail: 'RDS instance is not encrypted at rest',
        },
        {severity: 'high', rule: 'ACME-TAG-002', resource: 'scoring-alb', detail: 'Missing required tag: team'},
      ],
    },
  },
  {appstack: 'reporting-api', version: 'v1', modules: [group('network'), group('app')], findings: {staging: []}},
  {appstack: 'catalog-api', version: 'v1', modules: [group('network'), group('app')], findings: {staging: []}},
];

export function findRelease(appstack: string, version: string): SampleRelease | undefined {
  return sampleReleases.find((release) => release.appstack === appstack && release.version === version);
}

/**
 * The variables file of an environment in exported code: `prod.tfvars`, read with `-var-file=prod.tfvars`, so
 * that a bundle of several environments holds one file per environment and none is loaded by accident.
 */
export const variablesFile = (environment: string) => `${environment}.tfvars`;

/** The partial backend configuration of an environment in a bundle of all environments: `terraform init -backend-config=prod.tfbackend`. */
const backendConfigFile = (environment: string) => `${environment}.tfbackend`;

export type ExportLayout = 'modules' | 'per-resource' | 'single';

/**
 * The files an export of a version writes, relative to its output directory, sorted: with `environment`, that
 * environment's values and backend; without it, every environment's. The `modules` layout copies resource
 * groups and custom modules into `modules/` (a custom module referenced through `--module-source` is not
 * copied); `single` inlines them into `main.tf`.
 */
export function exportFiles(
  release: SampleRelease,
  {
    environment,
    layout = 'modules',
    moduleSource = false,
  }: {environment?: string; layout?: ExportLayout; moduleSource?: boolean} = {},
): string[] {
  const environments = environment ? [environment] : Object.keys(release.findings);
  const perEnvironment = environments.flatMap((name) =>
    environment ? [variablesFile(name)] : [variablesFile(name), backendConfigFile(name)],
  );
  if (layout === 'single')
    return ['README.md', 'main.tf', 'outputs.tf', 'policy-report.json', 'variables.tf', ...perEnvironment].sort();
  const root = ['README.md', 'backend.tf', 'main.tf', 'outputs.tf', 'policy-report.json', 'providers.tf'];
  const copied = release.modules.filter((module) => !(moduleSource && module.version));
  return [
    ...[...root, 'variables.tf', 'versions.tf', ...perEnvironment].sort(),
    ...copied.flatMap((module) => module.files.map((file) => `modules/${module.name}/${file}`)),
  ];
}

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
  {
    version: 'v2',
    message: 'Add assets bucket, alarms, Redis cache and cost-center tag',
    created: '2025-08-19T15:03:11Z',
    author: 'dana.kim@acme.example',
  },
  {
    version: 'v3',
    message: 'Resize orders database to db.t4g.large',
    created: '2025-09-02T10:47:58Z',
    author: 'sam.osei@acme.example',
  },
  {version: 'v4', message: 'Add Redis session cache', created: '2025-09-24T13:20:05Z', author: 'dana.kim@acme.example'},
  {
    version: 'v5',
    message: 'Roll back Redis session cache',
    from: 'v3',
    created: '2025-09-29T13:58:31Z',
    author: 'sam.osei@acme.example',
  },
];

export interface SampleRun {
  /** Run ID, as the CLI prints it. */
  id: string;
  /** The command that started the run: its words after `skyloom`, as src/data/cli names it. */
  command: string;
  project: string;
  /** The appStack it worked on; a scan without `--appstack` has none. */
  appstack?: string;
  /** The environment whose resources or state it read or changed. */
  env?: string;
  /** The appStack version it planned, applied, checked, exported or created; a drift check names the version it compared. */
  version?: string;
  /** What it did to its environment, for the runs `skyloom runs list` lists; other CLI runs have none. */
  action?: RunAction;
  /**
   * The summary of its plan, for the provision and destroy runs pages show: each run plans against what the
   * environment ran when it started, so one change is planned by one run (web-shop v5 removed the two resources
   * v4 left in prod once, at 07:32 on 2025-09-30; later releases of v5 there plan nothing).
   */
  plan?: string;
  status: RunStatus;
  /** When the run started, as the STARTED column prints it (UTC). */
  started: string;
  /** The member whose token or web app session started the run, or the service identity whose token did. */
  user: string;
  /** The run kept its environment's state lock: `skyloom runs list --locked` lists it until someone unlocks it. */
  holdsLock?: boolean;
}

/**
 * Every CLI run the guide shows, newest first. The story of web-shop, whose Redis cache comes from the redis-cluster
 * 1.4.0 module from v2 on (v1 is the quickstart's four resources): v4 ("Add Redis session cache", built-in ElastiCache resources) reached dev on
 * 2025-09-24 and staging on 2025-09-26, and failed halfway in prod on 2025-09-25, which kept v3. When checkout
 * sessions failed in dev, the team recreated the cache there (2025-09-27), then rolled dev back to v3 and created
 * v5 from v3 (2025-09-29). v5 went to dev at once; in staging one run was canceled and the next lost its runner
 * mid-apply on 2025-09-30 and kept the lock until it was released; prod got v5 the same morning.
 */
export const sampleRuns: readonly SampleRun[] = [
  {
    // concepts/appstacks/dependencies: web-shop's draft reads orders-prod's published queue outputs in prod.
    id: 'run_6c4f1e82',
    command: 'resources add',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-10-01 10:20 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    // Started through the REST API with jane.doe's release-bot token (security-and-admin/api): dev again after its destroy.
    id: 'run_3f6a9d02',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v5',
    action: 'provision',
    plan: createsAll('v5'),
    status: 'succeeded',
    started: '2025-10-01 09:15 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_c93e1d58',
    command: 'drifts',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    status: 'succeeded',
    started: '2025-10-01 06:00 UTC',
    user: 'web-shop-deployer',
  },
  {
    id: 'run_569618fc',
    command: 'destroy',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v5',
    action: 'destroy',
    status: 'succeeded',
    started: '2025-09-30 18:05 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_6d401b93',
    command: 'resources add',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-09-30 14:40 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_5c3f0a82',
    command: 'resources add',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-09-30 14:25 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_4b2e9d71',
    command: 'resources add',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-09-30 14:10 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_7ba8fbc3',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 2 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 13:30 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    // The GitHub Actions how-to: the workflow signs in with workload identity as ci-web-shop-deploy, staging then prod.
    id: 'run_5d2c8e14',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 12:10 UTC',
    user: 'ci-web-shop-deploy',
  },
  {
    id: 'run_1e7b3c59',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 12:05 UTC',
    user: 'ci-web-shop-deploy',
  },
  {
    id: 'run_3c8f1a27',
    command: 'provision',
    project: 'storefront',
    appstack: 'catalog-api',
    env: 'staging',
    version: 'v1',
    action: 'provision',
    plan: '14 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 11:48 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    // Waited for approval (approval.requested) and was approved (the API reference's approveRun example).
    id: 'run_a4e8c217',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 11:26 UTC',
    user: 'web-shop-deployer',
  },
  {
    id: 'run_4a6e0c19',
    command: 'provision',
    project: 'payments',
    appstack: 'billing-jobs',
    env: 'prod',
    version: 'v7',
    action: 'provision',
    plan: '9 to add, 0 to change, 0 to destroy',
    status: 'failed',
    started: '2025-09-30 11:12 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_2f7a90c4',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 10:41 UTC',
    user: 'web-shop-deployer',
  },
  {
    id: 'run_6e2b9d40',
    command: 'provision',
    project: 'data-platform',
    appstack: 'reporting-api',
    env: 'staging',
    version: 'v1',
    action: 'provision',
    plan: '13 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 10:26 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_c07d3e95',
    command: 'cloud2code aws',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-30 10:05 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_8e2d4b17',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-30 09:52 UTC',
    user: 'web-shop-deployer',
  },
  {
    id: 'run_f06b2d95',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 2 to destroy',
    status: 'succeeded',
    started: '2025-09-30 09:17 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_6b0e93c1',
    command: 'runs unlock',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    status: 'succeeded',
    started: '2025-09-30 09:14 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_e5a9d217',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    status: 'failed',
    started: '2025-09-30 09:05 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_d8e4b962',
    command: 'drifts',
    project: 'payments',
    appstack: 'orders-prod',
    env: 'prod',
    version: 'v3',
    action: 'reconcile',
    status: 'running',
    started: '2025-09-30 08:47 UTC',
    user: 'dana.kim@acme.example',
    holdsLock: true,
  },
  {
    id: 'run_b41e7c03',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    status: 'failed',
    started: '2025-09-30 08:12 UTC',
    user: 'sam.osei@acme.example',
    holdsLock: true,
  },
  {
    id: 'run_5f0c83ae',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 2 to destroy',
    status: 'succeeded',
    started: '2025-09-30 07:32 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_e6268585',
    command: 'appstack delete',
    project: 'payments',
    appstack: 'preview-pr-482',
    status: 'succeeded',
    started: '2025-09-30 02:05 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_55b1ca58',
    command: 'destroy',
    project: 'payments',
    appstack: 'preview-pr-482',
    env: 'preview',
    version: 'v4',
    action: 'destroy',
    status: 'succeeded',
    started: '2025-09-30 02:00 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_e70b3f5a',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 2 to destroy',
    status: 'canceled',
    started: '2025-09-29 20:40 UTC',
    user: 'web-shop-deployer',
  },
  {
    // Waited for approval and was rejected by a Project Admin (the API reference's rejectRun example).
    id: 'run_7c15e3a9',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 2 to destroy',
    status: 'canceled',
    started: '2025-09-29 18:55 UTC',
    user: 'web-shop-deployer',
  },
  {
    id: 'run_2d7f4a90',
    command: 'runs cancel',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    status: 'succeeded',
    started: '2025-09-29 17:10 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_a7c31f58',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v5',
    action: 'provision',
    status: 'canceled',
    started: '2025-09-29 16:40 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_4d9b62e0',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 2 to destroy',
    status: 'canceled',
    started: '2025-09-29 15:05 UTC',
    user: 'web-shop-deployer',
  },
  {
    id: 'run_653e79f6',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 2 to destroy',
    status: 'canceled',
    started: '2025-09-29 14:30 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_d19c6a42',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v5',
    action: 'provision',
    plan: '0 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-29 14:00 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_b6f2d083',
    command: 'appstack create-version',
    project: 'payments',
    appstack: 'web-shop',
    version: 'v5',
    status: 'succeeded',
    started: '2025-09-29 13:58 UTC',
    user: 'sam.osei@acme.example',
  },
  {
    id: 'run_e81d5b37',
    command: 'drifts',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v3',
    status: 'succeeded',
    started: '2025-09-29 11:20 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_4c7e2a91',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v3',
    action: 'provision',
    plan: '0 to add, 1 to change, 3 to destroy',
    status: 'succeeded',
    started: '2025-09-29 11:07 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_7d20a5f3',
    command: 'drifts',
    project: 'checkout',
    appstack: 'checkout-api',
    env: 'prod',
    version: 'v3',
    status: 'succeeded',
    started: '2025-09-29 06:00 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_f2523319',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v4',
    action: 'provision',
    plan: '1 to add, 0 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-27 10:16 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_d48ef4b0',
    command: 'destroy',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v4',
    action: 'destroy',
    status: 'succeeded',
    started: '2025-09-27 10:12 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_34758069',
    command: 'resources remove',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:30 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_23647f58',
    command: 'resources update',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:21 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_12536e47',
    command: 'resources update',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:20 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_01425d36',
    command: 'resources add',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:04 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_f0314c25',
    command: 'resources add',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:03 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_ef203b14',
    command: 'resources add',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:02 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_de1f2a03',
    command: 'resources add',
    project: 'sandbox',
    appstack: 'status-page',
    status: 'succeeded',
    started: '2025-09-26 10:01 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_8a1d0c47',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v4',
    action: 'provision',
    status: 'succeeded',
    started: '2025-09-26 09:41 UTC',
    user: 'sam.osei@acme.example',
  },
  {
    id: 'run_562d6f6c',
    command: 'provision',
    project: 'checkout',
    appstack: 'refunds-worker',
    env: 'staging',
    version: 'v4',
    action: 'provision',
    plan: '0 to add, 3 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-26 02:10 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_9d3b6f14',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v4',
    action: 'provision',
    plan: '3 to add, 1 to change, 0 to destroy',
    status: 'failed',
    started: '2025-09-25 10:14 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_5b2e8d13',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    version: 'v4',
    action: 'provision',
    status: 'succeeded',
    started: '2025-09-24 14:10 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_9c803d95',
    command: 'appstack create-version',
    project: 'payments',
    appstack: 'web-shop',
    version: 'v4',
    status: 'succeeded',
    started: '2025-09-24 13:20 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_308eee1f',
    command: 'drifts',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v3',
    action: 'reconcile',
    plan: '1 to add, 2 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-24 10:06 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_4b81c0e2',
    command: 'drifts',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v3',
    status: 'succeeded',
    started: '2025-09-24 09:48 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_7e4c2a18',
    command: 'appstack create-version',
    project: 'payments',
    appstack: 'orders-dev',
    version: 'v1',
    status: 'succeeded',
    started: '2025-09-24 08:52 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_5c7e1a93',
    command: 'cloud2code aws',
    project: 'payments',
    appstack: 'orders-dev',
    status: 'succeeded',
    started: '2025-09-24 08:40 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_2b9e4f10',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v2',
    action: 'provision',
    // A rollback of prod to v2, which planned, then waited in Actions required until canceled: v2 (2025-08-19) recorded
    // AWS provider 5.70.0, below the minimum 5.90.0 the project set before v3 (2025-09-02), so v3 and later provision.
    // prod kept running v3.
    status: 'canceled',
    started: '2025-09-22 16:03 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_93af1e26',
    command: 'upload custom-modules',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-22 11:30 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_336d0458',
    command: 'import',
    project: 'payments',
    appstack: 'billing',
    env: 'dev',
    status: 'succeeded',
    started: '2025-09-19 15:40 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_a1b4005c',
    command: 'appstack delete',
    project: 'payments',
    appstack: 'ticketing-poc',
    status: 'succeeded',
    started: '2025-09-19 09:32 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_21e1decb',
    command: 'destroy',
    project: 'payments',
    appstack: 'ticketing-poc',
    env: 'dev',
    version: 'v4',
    action: 'destroy',
    status: 'succeeded',
    started: '2025-09-19 09:25 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_3c7f21a9',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v3',
    action: 'provision',
    status: 'succeeded',
    started: '2025-09-18 16:20 UTC',
    user: 'sam.osei@acme.example',
  },
  {
    id: 'run_81948f2d',
    command: 'appstack delete',
    project: 'payments',
    appstack: 'legacy-reports',
    status: 'succeeded',
    started: '2025-09-17 13:02 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_2d7f40b9',
    command: 'drifts',
    project: 'checkout',
    appstack: 'checkout-api',
    env: 'prod',
    version: 'v2',
    status: 'succeeded',
    started: '2025-09-17 09:20 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_4d81f2c6',
    command: 'cloud2code aws',
    project: 'payments',
    appstack: 'web-shop-discovered',
    status: 'succeeded',
    started: '2025-09-16 15:20 UTC',
    user: 'maria.lopez@acme.example',
  },
  {
    id: 'run_9adb4ecf',
    command: 'upload iam-permissions',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-16 10:15 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_78b92cad',
    command: 'upload security-rules',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-16 10:00 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_5b8e2d47',
    command: 'provision',
    project: 'search',
    appstack: 'indexer',
    env: 'staging',
    version: 'v3',
    action: 'provision',
    plan: '2 to add, 1 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-15 14:05 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_61c0d4fa',
    command: 'appstack create',
    project: 'payments',
    appstack: 'ticketing',
    status: 'succeeded',
    started: '2025-09-15 11:20 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_89ca3dbe',
    command: 'upload iam-permissions',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-15 09:45 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_67a81b9c',
    command: 'upload security-rules',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-15 09:30 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_5e0b7c21',
    command: 'import',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    status: 'succeeded',
    started: '2025-09-12 11:05 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_04aab306',
    command: 'drifts',
    project: 'payments',
    appstack: 'orders-prod',
    env: 'prod',
    version: 'v1',
    status: 'succeeded',
    started: '2025-09-11 16:20 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_2e6f5a10',
    command: 'cloud2code aws',
    project: 'payments',
    appstack: 'web-shop-discovered',
    status: 'succeeded',
    started: '2025-09-11 10:40 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_8f623db5',
    command: 'upload resources',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-10 16:30 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_7e512ca4',
    command: 'upload resources',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-10 10:05 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_bc9560e8',
    command: 'upload policies',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-09 15:10 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_cda671f9',
    command: 'upload policies',
    project: 'sandbox',
    status: 'succeeded',
    started: '2025-09-09 15:10 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_ab845fd7',
    command: 'upload policies',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-09 14:00 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_9a734ec6',
    command: 'upload custom-modules',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-09 11:15 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_7d2a91c4',
    command: 'cloud2code aws',
    project: 'payments',
    appstack: 'orders-prod',
    status: 'succeeded',
    started: '2025-09-08 11:05 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_8d2e4b71',
    command: 'appstack create',
    project: 'payments',
    appstack: 'orders-prod',
    env: 'prod',
    status: 'succeeded',
    started: '2025-09-08 10:20 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_3a6f08d2',
    command: 'cloud2code azure',
    project: 'payments',
    appstack: 'payments-platform',
    status: 'succeeded',
    started: '2025-09-05 15:30 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_9e41c5a0',
    command: 'cloud2code gcp',
    project: 'storefront',
    appstack: 'storefront-prod',
    status: 'succeeded',
    started: '2025-09-05 10:10 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_0c93e6b1',
    command: 'cloud2code aws',
    project: 'payments',
    status: 'succeeded',
    started: '2025-09-04 16:45 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_3e8a5c71',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    version: 'v3',
    action: 'provision',
    plan: '0 to add, 1 to change, 0 to destroy',
    status: 'succeeded',
    started: '2025-09-03 14:05 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_e37b5a18',
    command: 'resources update',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-09-02 10:31 UTC',
    user: 'sam.osei@acme.example',
  },
  {
    id: 'run_45869f7a',
    command: 'upload policies',
    project: 'payments',
    status: 'succeeded',
    started: '2025-08-26 11:00 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_c81e07b2',
    command: 'resources add',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-08-19 14:41 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_2a7c5e14',
    command: 'resources add',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-08-19 14:30 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_56970a8b',
    command: 'upload custom-modules',
    project: 'payments',
    status: 'succeeded',
    started: '2025-08-18 16:00 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_7e39ffaf',
    command: 'provision',
    project: 'payments',
    appstack: 'web-shop',
    env: 'staging',
    version: 'v1',
    action: 'provision',
    plan: createsAll('v1'),
    status: 'succeeded',
    started: '2025-08-05 09:41 UTC',
    user: 'jane.doe@acme.example',
  },
  {
    id: 'run_168fd6f6',
    command: 'import',
    project: 'payments',
    appstack: 'web-shop',
    env: 'prod',
    status: 'succeeded',
    started: '2025-08-04 09:13 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_1d8b5f60',
    command: 'appstack create-version',
    project: 'payments',
    appstack: 'web-shop',
    version: 'v1',
    status: 'succeeded',
    started: '2025-08-04 09:12 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_2f7a9c35',
    command: 'import',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    status: 'succeeded',
    started: '2025-08-04 09:05 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_f783635f',
    command: 'appstack create',
    project: 'payments',
    appstack: 'billing-jobs',
    status: 'succeeded',
    started: '2025-07-30 11:48 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    // The quickstart's CLI path: the dev profile gets its cloud account right after the appStack is created.
    id: 'run_0a5c9e61',
    command: 'env set',
    project: 'payments',
    appstack: 'web-shop',
    env: 'dev',
    status: 'succeeded',
    started: '2025-07-28 10:06 UTC',
    user: 'dana.kim@acme.example',
  },
  {
    id: 'run_5b18e2d7',
    command: 'appstack create',
    project: 'payments',
    appstack: 'web-shop',
    status: 'succeeded',
    started: '2025-07-28 10:02 UTC',
    user: 'dana.kim@acme.example',
  },
];

export function findRun(id: string): SampleRun | undefined {
  return sampleRuns.find((run) => run.id === id);
}

/**
 * The version an environment ran when `run` started: that of its last succeeded provision or reconcile before
 * (sampleRuns is newest first, so the first one found).
 */
export function versionBefore(run: SampleRun): string | undefined {
  return sampleRuns.find(
    (earlier) =>
      earlier.started < run.started &&
      earlier.appstack === run.appstack &&
      earlier.env === run.env &&
      earlier.status === 'succeeded' &&
      (earlier.action === 'provision' || earlier.action === 'reconcile'),
  )?.version;
}

/** When a version of web-shop was created, as `yyyy-mm-dd hh:mm UTC` like run start times. */
export function versionCreatedMinute(version: SampleVersion): string {
  return `${version.created.slice(0, 10)} ${version.created.slice(11, 16)} UTC`;
}

export interface SampleBackend {
  appstack: string;
  env: SampleEnvironment['name'];
  type: 's3';
  bucket: string;
  key: string;
  region: string;
  /**
   * The DynamoDB lock table. Acme created its backends with one in August 2025 and keeps it; a new `s3` backend locks
   * with `use_lockfile` instead (src/data/rules/state.ts).
   */
  lockTable: string;
}

/**
 * The state backends of web-shop's environment profiles: one bucket per AWS account, as the AWS deployment how-to
 * creates it, and the key Skyloom suggests (`skyloom/<project>/<appstack>/<env>.tfstate`).
 */
export const sampleBackends: readonly SampleBackend[] = sampleEnvironments.map((environment) => ({
  appstack: 'web-shop',
  env: environment.name,
  type: 's3',
  bucket: `acme-skyloom-state-${environment.account}`,
  key: `skyloom/payments/web-shop/${environment.name}.tfstate`,
  region: environment.region,
  lockTable: 'skyloom-state-locks',
}));
