/**
 * The fact catalog: every fact the guide states, by id, with the value pages show. One source for the
 * build (the `facts` remark plugin inserts `:fact[id]` and `{{fact:id}}` from it) and for the content
 * lint (which checks restated values and lists the facts with `npm run lint:content -- --facts`). Node only:
 * the API's facts come from its OpenAPI document (./api), which is read from disk; no browser code imports this.
 */
import {cliErrors, exitCodes} from './cli/errors';
import {knownIssues, latestRelease, releases} from './releases';
import {addDays} from '../lib/dates';
import {commandOutputs, formatHeader, outputLines, runLines, type CommandOutput} from './cli/outputs';
import {
  builtInRules,
  formatTestedRange,
  limits,
  POLICY_SUMMARY_PREFIX,
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
  WEB_SHOP_RESOURCES,
  sampleToken,
  sampleReleases,
  exportFiles,
  variablesFile,
  SEVERITY_IDS,
  toolVersions,
  certifications,
  ciIdentityProviders,
  customerManagedKeys,
  dataRegions,
  egressRanges,
  privateEndpoints,
  secretStores,
  securityLimits,
  trustFacts,
  costFacts,
  dollars,
  sampleCostAfter,
  serviceFacts,
  supportSeverities,
  type StatedFact,
} from './platform';
import {apiFacts, apiHeaders, apiOperations, apiPath, apiStatuses, webhookEvents} from './api';

/** Facts with a value and what tells a restatement of it apart (`shape`): tool versions and limits. */
export const statedFacts: readonly StatedFact[] = [
  ...Object.values(toolVersions),
  ...Object.values(limits),
  ...serviceFacts,
  ...apiFacts,
  ...Object.values(securityLimits),
  ...Object.values(trustFacts),
  ...Object.values(costFacts),
];

/** The days of a lifetime the data writes as `90 days`; any other form is an error in the data. */
function daysOf(value: string): number {
  const days = /^(\d+) days$/.exec(value)?.[1];
  if (!days) throw new Error(`Not a number of days: "${value}"`);
  return Number(days);
}

/** The policy summary line, with `<n>` for each count. */
export const SUMMARY_FORMAT = `${POLICY_SUMMARY_PREFIX}${SEVERITY_IDS.map((id) => `<n> ${id}`).join(', ')}`;

export interface FactDefinition {
  id: string;
  label: string;
  value: string;
}

/** Every fact of the guide, with the value pages show. */
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
      label: 'Identities Skyloom signs in to AWS, Azure and GCP with',
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
    {
      id: 'api.headers',
      label: 'Headers of API responses and webhook deliveries',
      value: apiHeaders.map((header) => header.name).join(', '),
    },
    {
      id: 'api.endpoints',
      label: 'Operations of the REST API',
      value: apiOperations.map((operation) => `${operation.method} ${apiPath(operation)}`).join(', '),
    },
    {
      id: 'api.statuses',
      label: 'HTTP statuses and error codes of the REST API',
      value: apiStatuses.map(({status, code}) => `${status} ${code}`).join(', '),
    },
    {id: 'webhooks.events', label: 'Webhook events', value: webhookEvents.map((event) => event.name).join(', ')},
    {
      id: 'support.severities',
      label: 'Support severities and first response times (Standard / Business / Enterprise)',
      value: supportSeverities
        .map((severity) => `${severity.name} ${Object.values(severity.response).join(' / ')}`)
        .join('; '),
    },
    {
      id: 'security.regions',
      label: 'Data regions, their hosts and egress ranges',
      value: dataRegions.map((region) => `${region.id} ${region.egress.join(' ')}`).join('; '),
    },
    {id: 'security.egress', label: 'Egress ranges pages give', value: egressRanges.join(', ')},
    {
      id: 'security.private-endpoints',
      label: 'Private endpoint services of the API',
      value: `${privateEndpoints.length} services`,
    },
    {
      id: 'security.certification-list',
      label: 'Certifications of the hosted service',
      value: certifications.map((certification) => certification.name).join(', '),
    },
    {
      id: 'security.customer-managed-keys',
      label: 'Customer-managed key services',
      value: `${customerManagedKeys.length} clouds`,
    },
    {
      id: 'identity.ci-providers',
      label: 'CI systems with workload identity',
      value: ciIdentityProviders.map((p) => p.ci).join(', '),
    },
    {
      id: 'secrets.stores',
      label: 'Secret stores of sensitive inputs',
      value: secretStores.map((store) => store.store).join(', '),
    },
    {id: 'releases.dates', label: 'Month each release shipped', value: `${releases.length} releases`},
    {id: 'release.latest', label: 'Latest Skyloom release', value: latestRelease.version},
    {id: 'release.latest-commit', label: 'Commit of the latest CLI build', value: latestRelease.build.commit},
    {id: 'release.latest-built', label: 'Build time of the latest CLI (UTC)', value: latestRelease.build.time},
    {
      id: 'releases.known-issues',
      label: 'Known-issue IDs, and whether and where each was fixed',
      value: `${knownIssues.length} issues`,
    },
    {
      id: 'sample.quickstart-resources',
      label: 'Terraform resources of web-shop v1, the quickstart design, which its first plan adds',
      value: `${WEB_SHOP_RESOURCES.v1} resources`,
    },
    {
      id: 'sample.quickstart-cost',
      label: 'Monthly cost estimate of the quickstart design in dev (web-shop v1)',
      value: `${dollars(sampleCostAfter)} per month`,
    },
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
      id: 'sample.token-expiry',
      label: `Expiry date of the sample token (created ${sampleToken.created}, default lifetime)`,
      value: addDays(sampleToken.created, daysOf(limits.patDefaultLifetime.value)),
    },
    {
      id: 'sample.web-shop-version-dates',
      label: 'When each version of web-shop was created, and approvals after it',
      value: sampleWebShopVersions.map(({version, created}) => `${version} ${created}`).join('; '),
    },
  ];
}

export const outputFactId = (output: CommandOutput) => `output.${output.command.replace(/[^a-z0-9]+/g, '-')}`;

let byId: Map<string, FactDefinition> | undefined;

/** The fact with this id, or undefined. */
export function findFact(id: string): FactDefinition | undefined {
  byId ??= new Map(allFacts().map((fact) => [fact.id, fact]));
  return byId.get(id);
}

/** Edit distance of two ids, for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** The id of the catalog closest to `id`, to name in the message about an unknown one. */
function nearestFactId(id: string): string {
  return allFacts()
    .map((fact) => ({id: fact.id, distance: distance(id, fact.id)}))
    .reduce((best, candidate) => (candidate.distance < best.distance ? candidate : best)).id;
}

/** Why a reference to `id` cannot be resolved, or undefined when the catalog has it. */
export function unknownFactMessage(id: string): string | undefined {
  if (findFact(id)) return undefined;
  return `unknown fact "${id}": did you mean :fact[${nearestFactId(id)}]? (npm run lint:content -- --facts lists the ids)`;
}
