/**
 * Versions of the tools Skyloom works with: IaC formats, Kubernetes, the CLI's operating systems, Git
 * servers, Backstage and browsers. Page /setup/supported-tech/list renders these tables; the content lint
 * checks every version the pages state in prose (`mentions`).
 */
import type {StatedFact} from './facts';

export type SupportLevel = 'Supported' | 'Preview' | 'Community';

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

/** Version facts pages state in prose, each with the phrasings the content lint recognizes. */
export const toolVersions = {
  terraform: {
    id: 'tool.terraform',
    label: 'Terraform versions tested',
    value: '1.5 to 1.9',
    mentions: [{pattern: /\bTerraform (?<value>1\.\d+ to 1\.\d+)\b/}],
  },
  terraformMinimum: {
    id: 'tool.terraform-minimum',
    label: 'Oldest Terraform the generated code runs on',
    value: '1.5',
    mentions: [{pattern: /\bTerraform (?<value>1\.\d+(?:\.\d+)?) (?:or|and) later\b/}],
  },
  opentofu: {
    id: 'tool.opentofu',
    label: 'OpenTofu versions tested',
    value: '1.6 to 1.8',
    mentions: [{pattern: /\bOpenTofu (?<value>1\.\d+ to 1\.\d+)\b/}],
  },
  opentofuMinimum: {
    id: 'tool.opentofu-minimum',
    label: 'Oldest OpenTofu the generated code runs on',
    value: '1.6',
    mentions: [{pattern: /\bOpenTofu (?<value>1\.\d+(?:\.\d+)?) (?:or|and) later\b/}],
  },
  helm: {
    id: 'tool.helm',
    label: 'Oldest Helm for exported charts',
    value: '3.12',
    mentions: [{pattern: /\bHelm (?<value>3\.\d+) (?:or|and) later\b/}],
  },
  kubernetes: {
    id: 'tool.kubernetes',
    label: 'Kubernetes versions Helm exports provision to',
    value: '1.28 to 1.31',
    mentions: [{pattern: /\bKubernetes (?<value>1\.\d+ to 1\.\d+)\b/}],
  },
  backstage: {
    id: 'tool.backstage',
    label: 'Oldest Backstage for the plugin',
    value: '1.30',
    mentions: [{pattern: /\bBackstage (?<value>1\.\d+) (?:or|and) later\b/}],
  },
  githubEnterpriseServer: {
    id: 'tool.github-enterprise-server',
    label: 'Oldest GitHub Enterprise Server',
    value: '3.12',
    mentions: [{pattern: /\bGitHub Enterprise Server (?<value>\d+\.\d+)\b/}],
  },
  gitlabSelfManaged: {
    id: 'tool.gitlab-self-managed',
    label: 'Oldest GitLab Self-Managed',
    value: '16.0',
    mentions: [{pattern: /\bGitLab Self-Managed (?<value>\d+\.\d+)\b/i}],
  },
  bitbucketDataCenter: {
    id: 'tool.bitbucket-data-center',
    label: 'Oldest Bitbucket Data Center',
    value: '8.9',
    mentions: [{pattern: /\bBitbucket Data Center (?<value>\d+\.\d+)\b/}],
  },
  azureDevOpsServer: {
    id: 'tool.azure-devops-server',
    label: 'Azure DevOps Server',
    value: '2022',
    mentions: [{pattern: /\bAzure DevOps Server (?<value>\d{4})\b/}],
  },
  jenkins: {
    id: 'tool.jenkins',
    label: 'Oldest Jenkins LTS the Jenkins pipeline is tested with',
    value: '2.462.3',
    mentions: [{pattern: /\bJenkins (?<value>\d+\.\d+\.\d+) LTS\b/}],
  },
  macos: {
    id: 'tool.macos',
    label: 'Oldest macOS for the CLI',
    value: 'macOS 12 Monterey',
    mentions: [{pattern: /\b(?<value>macOS \d+ [A-Z][a-z]+)\b/}],
  },
  glibc: {
    id: 'tool.glibc',
    label: 'Oldest glibc for the Linux CLI',
    value: '2.28',
    mentions: [{pattern: /\bglibc (?<value>\d+\.\d+)\b/}],
  },
  windows: {
    id: 'tool.windows',
    label: 'Oldest Windows for the CLI',
    value: 'Windows 10 21H2',
    mentions: [{pattern: /\b(?<value>Windows 10 \d\dH\d)\b/}],
  },
  windowsServer: {
    id: 'tool.windows-server',
    label: 'Oldest Windows Server for the CLI',
    value: 'Windows Server 2019',
    mentions: [{pattern: /\b(?<value>Windows Server \d{4})\b/}],
  },
  azureCli: {
    id: 'tool.azure-cli',
    label: 'Oldest Azure CLI the setup commands of the guide run on',
    value: '2.60',
    mentions: [{pattern: /\bAzure CLI (?<value>2\.\d+) (?:or|and) later\b/}],
  },
  googleCloudCli: {
    id: 'tool.google-cloud-cli',
    label: 'Oldest Google Cloud CLI the setup commands of the guide run on',
    value: '470.0.0',
    mentions: [{pattern: /\bGoogle Cloud CLI (?<value>\d{3}\.\d+\.\d+) (?:or|and) later\b/}],
  },
  browsers: {
    id: 'tool.browsers',
    label: 'Browsers for the web app',
    value: 'the latest two versions',
    mentions: [{pattern: /supports (?<value>the latest \w+ versions) of Chrome/}],
  },
  canvasWidth: {
    id: 'tool.canvas-width',
    label: 'Narrowest window for the topology canvas',
    value: '1024 px',
    mentions: [{pattern: /needs a window at least (?<value>[\d,]+ px) wide/}],
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
