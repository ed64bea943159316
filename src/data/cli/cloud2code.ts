/**
 * `skyloom cloud2code aws|azure|gcp`: the read-only cloud scanner and its shared flags.
 * Pages: docs/cli-guide/cloud2code/*.
 */
import type {CliCommand, CliFlag, FlagSet} from './types';

const cloud2codeFlags: readonly CliFlag[] = [
  {
    name: 'project',
    type: 'string',
    required: true,
    env: 'SKYLOOM_PROJECT',
    configKey: 'profiles.<name>.project',
    description:
      'Skyloom project that receives the scan results (inventory, generated IaC, appStack). Name or ID, as listed by skyloom viewprojects. Not the GCP project: that is --project-id.',
  },
  {
    name: 'appstack',
    type: 'string',
    description:
      'appStack to add the discovered resources to, by name or ID. The resources land in the appStack draft; run skyloom appstack create-version to snapshot them. Without --appstack (and without --create-appstack) the scan only produces an inventory and IaC files.',
  },
  {
    name: 'create-appstack',
    type: 'bool',
    default: 'false',
    description:
      'Create the appStack named by --appstack in --project if it does not exist yet; without --appstack, create one named after the scanned account, subscription or GCP project (for example gcp-shop-prod-4821). Without this flag an unknown --appstack fails with exit code 4.',
  },
  {
    name: 'include-types',
    type: 'string list',
    repeatable: true,
    env: 'SKYLOOM_INCLUDE_TYPES',
    description:
      'Scan only these Terraform resource types, for example `aws_instance,aws_s3_bucket`. A trailing `*` matches a prefix (`aws_db_*`). Default: every supported type.',
  },
  {
    name: 'exclude-types',
    type: 'string list',
    repeatable: true,
    env: 'SKYLOOM_EXCLUDE_TYPES',
    description: 'Skip these Terraform resource types (same syntax as --include-types). Applied after --include-types.',
  },
  {
    name: 'tags',
    type: 'string list',
    repeatable: true,
    env: 'SKYLOOM_TAGS',
    description:
      'Keep only resources whose tags (GCP: labels) match every filter: key=value (equal), key (tag present), key!=value (tag absent or different). Filters are combined with AND.',
  },
  {
    name: 'output-dir',
    type: 'path',
    default: './skyloom-out',
    env: 'SKYLOOM_OUTPUT_DIR',
    configKey: 'profiles.<name>.cloud2code.output_dir',
    description:
      'Directory for the generated IaC and the inventory file. Created if missing; one sub-directory per account, subscription or project.',
  },
  {
    name: 'iac-format',
    type: 'enum',
    values: ['terraform', 'opentofu'],
    default: 'terraform',
    env: 'SKYLOOM_IAC_FORMAT',
    configKey: 'profiles.<name>.cloud2code.iac_format',
    description: 'Language of the generated code. cloud2code writes Terraform or OpenTofu.',
  },
  {
    name: 'dry-run',
    type: 'bool',
    default: 'false',
    description:
      'Scan and print the inventory summary only: no files are written, no inventory is uploaded and no CLI run is recorded. The CLI still signs in to Skyloom to check that the project exists.',
  },
  {
    name: 'concurrency',
    type: 'int',
    default: '8',
    env: 'SKYLOOM_CONCURRENCY',
    configKey: 'profiles.<name>.cloud2code.concurrency',
    description:
      'Maximum number of parallel read calls to the cloud provider API (1 to 64). Lower it if the provider throttles the scan.',
  },
  {
    name: 'timeout',
    type: 'duration',
    default: '30m',
    env: 'SKYLOOM_TIMEOUT',
    configKey: 'profiles.<name>.cloud2code.timeout',
    description:
      'Stop the scan after this long (Go duration: 90s, 45m, 1h30m) and exit with code 7. Nothing is uploaded from a timed-out scan.',
  },
];

export const cloud2codeFlagSet: FlagSet = {
  id: 'cloud2code',
  title: 'cloud2code flags',
  flags: cloud2codeFlags,
};

const awsFlags: readonly CliFlag[] = [
  {
    name: 'region',
    type: 'string list',
    repeatable: true,
    env: 'AWS_REGION',
    configKey: 'profiles.<name>.cloud2code.aws.regions',
    description:
      'AWS Regions to scan, for example us-east-1,eu-west-1. Default: the region of the AWS profile. Global services (IAM, Route 53, CloudFront) are always scanned once.',
  },
  {
    name: 'all-regions',
    type: 'bool',
    default: 'false',
    description: 'Scan every Region enabled in the account. Cannot be combined with --region.',
  },
  {
    name: 'account-id',
    type: 'string',
    env: 'SKYLOOM_AWS_ACCOUNT_ID',
    description:
      'Expected 12-digit AWS account ID. The scan stops before reading anything if the resolved credentials belong to another account.',
  },
  {
    name: 'aws-profile',
    type: 'string',
    configKey: 'profiles.<name>.cloud2code.aws.profile',
    description:
      'Named profile from `~/.aws/config` and `~/.aws/credentials` (including AWS IAM Identity Center profiles), used alone. Default: the AWS SDK default chain: environment keys first, then the profile `AWS_PROFILE` names (else `default`), web identity, container and instance credentials.',
  },
  {
    name: 'role-arn',
    type: 'string list',
    repeatable: true,
    env: 'SKYLOOM_AWS_ROLE_ARN',
    configKey: 'profiles.<name>.cloud2code.aws.role_arns',
    description:
      'IAM roles to assume before scanning, for example arn:aws:iam::444455556666:role/SkyloomReadOnly. Use it to scan other accounts from your own credentials: one role per account, several accounts in one run.',
  },
  {
    name: 'external-id',
    type: 'string',
    env: 'SKYLOOM_AWS_EXTERNAL_ID',
    description: 'External ID to pass when assuming --role-arn, if the role trust policy requires one.',
  },
  {
    name: 'role-session-name',
    type: 'string',
    default: 'skyloom-cloud2code',
    description: 'Session name for the assumed role; it appears in AWS CloudTrail next to every read call of the scan.',
  },
];

const azureFlags: readonly CliFlag[] = [
  {
    name: 'subscription-id',
    type: 'string list',
    repeatable: true,
    env: 'AZURE_SUBSCRIPTION_ID',
    configKey: 'profiles.<name>.cloud2code.azure.subscription_ids',
    description: 'Azure subscription IDs to scan. Default: the active subscription of the Azure CLI (az account show).',
  },
  {
    name: 'all-subscriptions',
    type: 'bool',
    default: 'false',
    description:
      'Scan every subscription the identity can read in --tenant-id. Cannot be combined with --subscription-id.',
  },
  {
    name: 'tenant-id',
    type: 'string',
    env: 'AZURE_TENANT_ID',
    configKey: 'profiles.<name>.cloud2code.azure.tenant_id',
    description: 'Microsoft Entra ID tenant to sign in to. Default: the tenant of the Azure CLI session.',
  },
  {
    name: 'resource-group',
    type: 'string list',
    repeatable: true,
    description: 'Scan only these resource groups. Default: every resource group in the subscription.',
  },
  {
    name: 'location',
    type: 'string list',
    repeatable: true,
    description:
      'Scan only resources in these Azure regions, for example westeurope,northeurope. Global resources (DNS zones, Front Door) are always included.',
  },
  {
    name: 'client-id',
    type: 'string',
    env: 'AZURE_CLIENT_ID',
    description:
      'Application (client) ID of the service principal or user-assigned managed identity to use. The secret is read from `AZURE_CLIENT_SECRET` only, never from a flag.',
  },
  {
    name: 'auth-method',
    type: 'enum',
    values: ['auto', 'cli', 'service-principal', 'managed-identity'],
    default: 'auto',
    env: 'SKYLOOM_AZURE_AUTH_METHOD',
    configKey: 'profiles.<name>.cloud2code.azure.auth_method',
    description:
      'How to obtain Azure credentials. auto tries service principal environment variables, workload identity, managed identity, then the Azure CLI, in that order.',
  },
];

const gcpFlags: readonly CliFlag[] = [
  {
    name: 'project-id',
    type: 'string list',
    repeatable: true,
    env: 'GOOGLE_CLOUD_PROJECT',
    configKey: 'profiles.<name>.cloud2code.gcp.project_ids',
    description:
      'GCP project IDs to scan, for example shop-prod-4821. Default: the project of the Application Default Credentials. Not the Skyloom project: that is --project.',
  },
  {
    name: 'region',
    type: 'string list',
    repeatable: true,
    description: 'Scan only regional resources in these regions, for example europe-west1. Default: every region.',
  },
  {
    name: 'zone',
    type: 'string list',
    repeatable: true,
    description: 'Scan only zonal resources (VM instances, disks) in these zones, for example europe-west1-b.',
  },
  {
    name: 'credentials-file',
    type: 'path',
    env: 'GOOGLE_APPLICATION_CREDENTIALS',
    configKey: 'profiles.<name>.cloud2code.gcp.credentials_file',
    description:
      'Service account key or workload identity federation configuration file. Default: Application Default Credentials.',
  },
  {
    name: 'impersonate-service-account',
    type: 'string',
    env: 'GOOGLE_IMPERSONATE_SERVICE_ACCOUNT',
    configKey: 'profiles.<name>.cloud2code.gcp.impersonate_service_account',
    description:
      'Service account email to impersonate for the scan. The caller needs roles/iam.serviceAccountTokenCreator on it.',
  },
];

export const cloud2codeCommands: readonly CliCommand[] = [
  {
    path: ['cloud2code', 'aws'],
    summary: 'Scan an AWS account read-only and generate IaC, an inventory and optionally an appStack.',
    usage: 'skyloom cloud2code aws --project <project> [flags]',
    flags: awsFlags,
    flagSets: ['cloud2code'],
    docPath: '/cli-guide/cloud2code/aws',
    since: '2.0.0',
  },
  {
    path: ['cloud2code', 'azure'],
    summary: 'Scan Azure subscriptions read-only and generate IaC, an inventory and optionally an appStack.',
    usage: 'skyloom cloud2code azure --project <project> [flags]',
    flags: azureFlags,
    flagSets: ['cloud2code'],
    docPath: '/cli-guide/cloud2code/azure',
    since: '2.1.0',
  },
  {
    path: ['cloud2code', 'gcp'],
    summary: 'Scan GCP projects read-only and generate IaC, an inventory and optionally an appStack.',
    usage: 'skyloom cloud2code gcp --project <project> [flags]',
    flags: gcpFlags,
    flagSets: ['cloud2code'],
    docPath: '/cli-guide/cloud2code/gcp',
    since: '2.4.0',
  },
];
