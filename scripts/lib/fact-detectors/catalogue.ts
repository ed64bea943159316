// Every fact the `fact` rule checks, with the value pages must state, and the facts a <FactTable> renders.
import {cliErrors, errorsOf, exitCodes} from '../../../src/data/cli/errors';
import {releases} from '../../../src/data/releases';
import {commandOutputs, formatHeader, outputLines, runLines, type CommandOutput} from '../../../src/data/cli/outputs';
import {
  builtInRules,
  formatTestedRange,
  limitsIn,
  providers,
  sampleAppStacks,
  sampleAwsAccounts,
  sampleAzureSubscriptions,
  sampleAzureTenant,
  sampleCloudDeployments,
  sampleEnvironments,
  sampleGcpProjects,
  sampleProjects,
  sampleSkyloomIdentities,
  sampleRuns,
  sampleWebShopVersions,
  sampleReleases,
  exportFiles,
  variablesFile,
  toolVersions,
  type LimitGroup,
} from '../../../src/data/platform';
import {SUMMARY_FORMAT, statedFacts} from './platform';

export interface FactProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * Per fact id, how many places of the pages state the fact in text (checked by this rule) and how many
 * render it from the data with <FactTable> (`renderedKey(id)`); the lint adds to it as it goes.
 */
export type FactTally = Map<string, number>;

export const renderedKey = (id: string) => `${id}#rendered`;

export interface FactDefinition {
  id: string;
  label: string;
  value: string;
}

/** Every fact the rule checks, with the value pages must state. */
export function allFacts(): FactDefinition[] {
  return [
    ...providers.map((provider) => ({
      id: `provider.${provider.name}`,
      label: `Default pin of ${provider.source} (tested ${formatTestedRange(provider)})`,
      value: provider.defaultPin,
    })),
    ...statedFacts.map(({id, label, value}) => ({id, label, value})),
    {id: 'policy.summary', label: 'Policy summary line and severity order', value: SUMMARY_FORMAT},
    {id: 'policy.rules', label: 'Severity of the built-in rules in findings', value: `${builtInRules.length} rules`},
    {id: 'exit-codes', label: 'Exit code names', value: exitCodes.map(({code, name}) => `${code} ${name}`).join(', ')},
    ...cliErrors.map((error) => ({
      id: `error.${error.id}`,
      label: `Error message${error.exitCode === null ? ' (web app)' : `, exit code ${error.exitCode}`}`,
      value: `Error: ${error.message}`,
    })),
    ...commandOutputs.map((output) => ({
      id: outputFactId(output),
      label: `${output.columns.length ? 'Columns' : 'Fields'} of skyloom ${output.command}`,
      value: [output.fields?.join(', '), formatHeader(output)].filter(Boolean).join(' / '),
    })),
    ...sampleAwsAccounts.map((account) => ({
      id: `sample.aws.${account.id}`,
      label: `AWS account ${account.id}`,
      value: account.name,
    })),
    ...sampleAzureSubscriptions.map((subscription) => ({
      id: `sample.azure.${subscription.id}`,
      label: `Azure subscription ${subscription.id}`,
      value: subscription.name,
    })),
    {id: 'sample.azure-tenant', label: 'Azure tenant', value: sampleAzureTenant},
    {id: 'sample.gcp-projects', label: 'GCP projects of service account emails', value: sampleGcpProjects.join(', ')},
    {
      id: 'sample.skyloom-identities',
      label: 'Identities Skyloom signs in to Azure and GCP with',
      value: Object.values(sampleSkyloomIdentities).join(', '),
    },
    {
      id: 'sample.deployment-regions',
      label: 'Region of each sample appStack environment in run output',
      value: [
        `web-shop ${sampleEnvironments[0].region}`,
        ...sampleCloudDeployments.map((deployment) => `${deployment.appstack} ${deployment.region}`),
      ].join('; '),
    },
    {id: 'releases.dates', label: 'Month each release shipped', value: `${releases.length} releases`},
    {
      id: 'sample.web-shop-versions',
      label: 'Versions of web-shop',
      value: sampleWebShopVersions.map(({version, message}) => `${version} ${message}`).join('; '),
    },
    ...outputLines.map(({prefix, templates}) => ({
      id: `output-line.${prefix.trim().toLowerCase().replace(/\W+/g, '-')}`,
      label: `Wording of "${prefix.trim()} …" lines`,
      value: templates.join(' | '),
    })),
    {id: 'sample.projects', label: 'Rows of skyloom viewprojects', value: `${sampleProjects.length} projects`},
    {id: 'sample.appstacks', label: 'Rows of skyloom appstack list', value: `${sampleAppStacks.length} appStacks`},
    {id: 'sample.runs', label: 'Rows of skyloom runs list', value: `${sampleRuns.length} runs`},
    {id: 'sample.run-ids', label: 'Run IDs on the pages, each a sample run', value: `${sampleRuns.length} runs`},
    {
      id: 'sample.runs-show',
      label: 'Fields of skyloom runs show for a sample run',
      value: 'appStack, environment, version, action, status, start',
    },
    {
      id: 'sample.runs-status',
      label: 'Rows of skyloom appstack status: the last run, its time, and the version and status it left',
      value: 'appStack, environment, version, status, start',
    },
    {
      id: 'sample.run-lines',
      label: 'Run lines in output and prose (Provisioned …, Run … (provision …), locked by run …)',
      value: `${runLines.length} templates`,
    },
    {
      id: 'sample.runs-recorded',
      label: 'CLI run IDs a command prints: the command, appStack, environment and version of the run',
      value: 'command, appStack, environment, version, action',
    },
    {
      id: 'sample.run-plans',
      label: 'Plan summary of a sample run, where a page shows the plan with its run ID',
      value: `${sampleRuns.filter((run) => run.plan).length} runs`,
    },
    {
      id: 'sample.findings',
      label: 'Policy summary and finding lines of a sample version in an environment',
      value: sampleReleases
        .map(({appstack, version, findings}) => {
          const counts = [...new Set(Object.values(findings).map((list) => String(list.length)))];
          return `${appstack} ${version}: ${counts.join('/')} findings`;
        })
        .join('; '),
    },
    {
      id: 'sample.export-files',
      label: 'Files an export of a sample version writes (count and wrote lines)',
      value: sampleReleases
        .filter((release) => release.findings.prod)
        .map(
          (release) =>
            `${release.appstack} ${release.version} prod: ${exportFiles(release, {environment: 'prod'}).length}`,
        )
        .join('; '),
    },
    {
      id: 'sample.appstack-projects',
      label: 'Project of each sample appStack (appStack … in project …)',
      value: sampleAppStacks.map((appStack) => `${appStack.name} ${appStack.project}`).join('; '),
    },
    {
      id: 'sample.variables-file',
      label: 'Variables file of an environment in exported code',
      value: variablesFile('prod'),
    },
    {
      id: 'sample.web-shop-version-dates',
      label: 'When each version of web-shop was created, and approvals after it',
      value: sampleWebShopVersions.map(({version, created}) => `${version} ${created}`).join('; '),
    },
  ];
}

export const outputFactId = (output: CommandOutput) => `output.${output.command.replace(/[^a-z0-9]+/g, '-')}`;

/** The facts a `<FactTable>` with these attributes renders from the data. */
export function renderedFacts(props: Record<string, string>): string[] {
  const output = commandOutputs.find((candidate) => candidate.command === props.command);
  const ids: Record<string, () => string[]> = {
    'provider-versions': () => providers.map((provider) => `provider.${provider.name}`),
    'iac-formats': () =>
      [
        toolVersions.terraform,
        toolVersions.terraformMinimum,
        toolVersions.opentofu,
        toolVersions.helm,
        toolVersions.kubernetes,
      ].map((fact) => fact.id),
    'cli-platforms': () =>
      [toolVersions.glibc, toolVersions.macos, toolVersions.windows, toolVersions.windowsServer].map((fact) => fact.id),
    'git-providers': () =>
      [
        toolVersions.githubEnterpriseServer,
        toolVersions.gitlabSelfManaged,
        toolVersions.bitbucketDataCenter,
        toolVersions.azureDevOpsServer,
      ].map((fact) => fact.id),
    limits: () => limitsIn(props.group as LimitGroup).map((limit) => limit.id),
    'policy-severities': () => ['policy.summary'],
    'policy-rules': () => ['policy.rules'],
    'exit-codes': () => ['exit-codes'],
    'cli-errors': () => errorsOf(props.command, props.errors?.split(',')).map((error) => `error.${error.id}`),
    'output-columns': () => (output ? [outputFactId(output)] : []),
  };
  return ids[props.table]?.() ?? [];
}
