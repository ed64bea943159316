/**
 * Versions of the tools Skyloom works with: IaC formats, Kubernetes, the CLI's operating systems, Git
 * servers, Backstage and browsers. Page /setup/supported-tech/list renders these tables; pages insert one with
 * `:fact[id]`, and the content lint finds versions restated by hand by their `shape`.
 */
import type {StatedFact} from './facts';

type SupportLevel = 'Supported' | 'Preview' | 'Community';

export interface IacFormatSupport {
  /** The value of `--iac-format`. */
  id: 'terraform' | 'opentofu' | 'helm' | 'cloudformation';
  name: string;
  level: SupportLevel;
  /** Versions, as the supported-technologies table prints them. */
  versions: string;
  export: string;
  import: string;
  provision: string;
  /** Release that added the format. */
  since: string;
}

/**
 * The minor versions of Terraform and OpenTofu each release is tested with, and so the versions runs may use: in
 * September 2025, Terraform 1.5 (the last MPL release) to 1.13 and OpenTofu 1.6 to 1.10.
 */
export const TERRAFORM_TESTED = {oldest: '1.5', newest: '1.13'} as const;
export const OPENTOFU_TESTED = {oldest: '1.6', newest: '1.10'} as const;

// Words that make a version the oldest one supported.
const MINIMUM_WORDS = ['or later', 'and later', 'or newer', 'at least', 'minimum', 'oldest', 'requires'];

/** Version facts pages state in prose, each with the shape the content lint finds them by. */
export const toolVersions = {
  terraform: {
    id: 'tool.terraform',
    label: 'Terraform versions tested',
    value: `${TERRAFORM_TESTED.oldest} to ${TERRAFORM_TESTED.newest}`,
    shape: {about: ['Terraform'], which: [' to ', 'tested']},
  },
  terraformMinimum: {
    id: 'tool.terraform-minimum',
    label: 'Oldest Terraform the generated code runs on',
    value: TERRAFORM_TESTED.oldest,
    shape: {about: ['Terraform'], which: MINIMUM_WORDS},
  },
  opentofu: {
    id: 'tool.opentofu',
    label: 'OpenTofu versions tested',
    value: `${OPENTOFU_TESTED.oldest} to ${OPENTOFU_TESTED.newest}`,
    shape: {about: ['OpenTofu'], which: [' to ', 'tested']},
  },
  opentofuMinimum: {
    id: 'tool.opentofu-minimum',
    label: 'Oldest OpenTofu the generated code runs on',
    value: OPENTOFU_TESTED.oldest,
    shape: {about: ['OpenTofu'], which: MINIMUM_WORDS},
  },
  terraformDefault: {
    id: 'tool.terraform-default',
    label: 'Terraform minor version a run uses when its environment chooses none (its newest patch)',
    value: TERRAFORM_TESTED.newest,
    shape: {about: ['Terraform'], which: ['by default', 'default', 'when none', 'unless you pin']},
  },
  opentofuDefault: {
    id: 'tool.opentofu-default',
    label: 'OpenTofu minor version a run uses when its environment chooses OpenTofu and no version (its newest patch)',
    value: OPENTOFU_TESTED.newest,
    shape: {about: ['OpenTofu'], which: ['by default', 'default', 'when none', 'unless you pin']},
  },
  s3Lockfile: {
    id: 'tool.s3-lockfile',
    label: 'Oldest Terraform and OpenTofu with S3 native state locking (`use_lockfile`)',
    value: '1.10',
    shape: {about: ['use_lockfile', 'native locking', 'lock file', 'lockfile'], which: MINIMUM_WORDS},
  },
  opa: {
    id: 'tool.opa',
    label: 'Oldest Open Policy Agent to test custom rules with (Rego v1 syntax)',
    value: '0.59',
    shape: {about: ['OPA', 'Open Policy Agent', 'opa test'], which: MINIMUM_WORDS},
  },
  helm: {
    id: 'tool.helm',
    label: 'Oldest Helm for exported charts',
    value: '3.12',
    shape: {about: ['Helm'], which: MINIMUM_WORDS},
  },
  kubernetes: {
    id: 'tool.kubernetes',
    label: 'Kubernetes versions Helm exports provision to',
    value: '1.28 to 1.31',
    shape: {about: ['Kubernetes'], which: [' to ', 'tested']},
  },
  backstage: {
    id: 'tool.backstage',
    label: 'Oldest Backstage for the plugin',
    value: '1.30',
    shape: {about: ['Backstage'], which: MINIMUM_WORDS},
  },
  githubEnterpriseServer: {
    id: 'tool.github-enterprise-server',
    label: 'Oldest GitHub Enterprise Server',
    value: '3.12',
    shape: {about: ['GitHub Enterprise Server']},
  },
  gitlabSelfManaged: {
    id: 'tool.gitlab-self-managed',
    label: 'Oldest GitLab Self-Managed',
    value: '16.0',
    shape: {about: ['GitLab Self-Managed']},
  },
  bitbucketDataCenter: {
    id: 'tool.bitbucket-data-center',
    label: 'Oldest Bitbucket Data Center',
    value: '8.9',
    shape: {about: ['Bitbucket Data Center']},
  },
  azureDevOpsServer: {
    id: 'tool.azure-devops-server',
    label: 'Azure DevOps Server',
    value: '2022',
    shape: {about: ['Azure DevOps Server'], kind: 'version'},
  },
  jenkins: {
    id: 'tool.jenkins',
    label: 'Oldest Jenkins LTS the Jenkins pipeline is tested with',
    value: '2.462.3',
    shape: {about: ['Jenkins'], which: ['LTS', ...MINIMUM_WORDS]},
  },
  macos: {
    id: 'tool.macos',
    label: 'Oldest macOS for the CLI',
    value: 'macOS 12 Monterey',
    shape: {about: ['macOS'], which: MINIMUM_WORDS, kind: 'version'},
  },
  glibc: {
    id: 'tool.glibc',
    label: 'Oldest glibc for the Linux CLI',
    value: '2.28',
    shape: {about: ['glibc']},
  },
  windows: {
    id: 'tool.windows',
    label: 'Oldest Windows for the CLI',
    value: 'Windows 10 21H2',
    shape: {about: ['Windows 10'], which: MINIMUM_WORDS, kind: 'version'},
  },
  windowsServer: {
    id: 'tool.windows-server',
    label: 'Oldest Windows Server for the CLI',
    value: 'Windows Server 2019',
    shape: {about: ['Windows Server'], which: MINIMUM_WORDS, kind: 'version'},
  },
  azureCli: {
    id: 'tool.azure-cli',
    label: 'Oldest Azure CLI the setup commands of the guide run on',
    value: '2.60',
    shape: {about: ['Azure CLI'], which: MINIMUM_WORDS},
  },
  googleCloudCli: {
    id: 'tool.google-cloud-cli',
    label: 'Oldest Google Cloud CLI the setup commands of the guide run on',
    value: '470.0.0',
    shape: {about: ['Google Cloud CLI', 'gcloud'], which: MINIMUM_WORDS},
  },
  browsers: {
    id: 'tool.browsers',
    label: 'Browsers for the web app',
    value: 'the latest two versions',
    shape: {about: ['browser', 'Chrome'], which: ['latest']},
  },
  canvasWidth: {
    id: 'tool.canvas-width',
    label: 'Narrowest window for the topology canvas',
    value: '1024 px',
    shape: {about: ['canvas']},
  },
} as const satisfies Record<string, StatedFact>;

export const iacFormats: readonly IacFormatSupport[] = [
  {
    id: 'terraform',
    name: 'Terraform',
    level: 'Supported',
    versions: `${toolVersions.terraform.value} (generated code requires ${toolVersions.terraformMinimum.value}.0 or later, for \`import\` blocks)`,
    export: 'Yes',
    import: 'Yes, state format version 4',
    provision: 'Yes',
    since: 'Before 2.4.0',
  },
  {
    id: 'opentofu',
    name: 'OpenTofu',
    level: 'Supported',
    versions: toolVersions.opentofu.value,
    export: 'Yes',
    import: 'Yes',
    provision: 'Yes',
    since: '2.6.0',
  },
  {
    id: 'helm',
    name: 'Helm',
    level: 'Supported',
    versions: `Helm ${toolVersions.helm.value} and later, chart \`apiVersion: v2\``,
    export: 'Yes',
    import: 'No',
    provision: `Yes, to Kubernetes ${toolVersions.kubernetes.value}`,
    since: 'Before 2.4.0',
  },
  {
    id: 'cloudformation',
    name: 'CloudFormation',
    level: 'Preview',
    versions: 'Template format `2010-09-09`',
    export: 'Yes, AWS only',
    import: 'No',
    provision: 'No',
    since: 'Before 2.4.0',
  },
];

export interface CliPlatform {
  os: 'Linux' | 'macOS' | 'Windows';
  /** Architectures, as `GOARCH` names; a note in parentheses follows some. */
  architectures: readonly string[];
  minimum: string;
  /** Install page in the CLI guide. */
  installPath: string;
}

export const cliPlatforms: readonly CliPlatform[] = [
  {
    os: 'Linux',
    architectures: ['amd64', 'arm64'],
    minimum: `glibc ${toolVersions.glibc.value} (Debian 10, Ubuntu 20.04, RHEL 8) or static musl build`,
    installPath: '/cli-guide/cloud2code/install-linux',
  },
  {
    os: 'macOS',
    architectures: ['amd64', 'arm64 (Apple silicon)'],
    minimum: toolVersions.macos.value,
    installPath: '/cli-guide/cloud2code/install-mac',
  },
  {
    os: 'Windows',
    architectures: ['amd64', 'arm64'],
    minimum: `${toolVersions.windows.value}, ${toolVersions.windowsServer.value}`,
    installPath: '/cli-guide/cloud2code/install-windows',
  },
];

export interface GitProviderSupport {
  name: string;
  level: SupportLevel;
  editions: string;
}

export const gitProviders: readonly GitProviderSupport[] = [
  {
    name: 'GitHub',
    level: 'Supported',
    editions: `github.com, GitHub Enterprise Cloud, GitHub Enterprise Server ${toolVersions.githubEnterpriseServer.value} and later`,
  },
  {
    name: 'GitLab',
    level: 'Supported',
    editions: `gitlab.com, GitLab Self-Managed ${toolVersions.gitlabSelfManaged.value} and later`,
  },
  {
    name: 'Bitbucket',
    level: 'Supported',
    editions: `Bitbucket Cloud, Bitbucket Data Center ${toolVersions.bitbucketDataCenter.value} and later`,
  },
  {
    name: 'Azure Repos',
    level: 'Supported',
    editions: `Azure DevOps Services, Azure DevOps Server ${toolVersions.azureDevOpsServer.value}`,
  },
];
