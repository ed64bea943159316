// Detectors for the sample world's cloud targets: AWS accounts, Azure subscriptions and tenant, GCP projects, regions.
import {
  findAwsAccount,
  sampleAppStacks,
  sampleAwsAccounts,
  sampleAzureSubscriptions,
  sampleAzureTenant,
  sampleCloudDeployments,
  sampleEnvironments,
  sampleGcpProjects,
  sampleSkyloomIdentities,
} from '../../../src/data/platform';
import {type DocFacts, type Line} from './document';
import {SAMPLE_DATA, dataRecord} from './records';

// The environment profiles of the sample appStacks, as a capturing group.
const ENVIRONMENT = `(${sampleEnvironments.map((environment) => environment.name).join('|')})`;

const AWS_ACCOUNT = /(?<![\d.])\d{12}(?![\d.])/g;

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export function checkSampleAccounts(doc: DocFacts, line: Line) {
  for (const match of line.text.matchAll(AWS_ACCOUNT)) {
    const account = findAwsAccount(match[0]);
    if (!account) {
      doc.report(
        line,
        match.index + 1,
        `AWS account ${match[0]} is not an account of the sample data: write one of ${sampleAwsAccounts.map((a) => `${a.id} (${a.name})`).join(', ')}, or add it to sampleAwsAccounts at ${dataRecord(SAMPLE_DATA, 'export const sampleAwsAccounts')}`,
        'sample-world',
      );
      continue;
    }
    doc.count(`sample.aws.${account.id}`);
  }
  for (const match of line.text.matchAll(
    /profile "?([\w-]+)"?,? (?:\([^)]*\), )?(?:caller arn:aws:sts::|account )(\d{12})/g,
  )) {
    const owner = sampleAwsAccounts.find((account) => account.awsProfiles.includes(match[1]));
    if (owner && owner.id !== match[2])
      doc.report(
        line,
        match.index + 1,
        `AWS profile ${match[1]} signs in to account ${owner.id} (${owner.name}), not ${match[2]}: write ${owner.id} (the account's awsProfiles at ${dataRecord(SAMPLE_DATA, 'export const sampleAwsAccounts', `id: '${owner.id}'`)})`,
        'sample-world',
      );
  }
  const environmentAccount = [
    ...line.text.matchAll(
      new RegExp(`\\b(?:env|environment|Lookup in) ${ENVIRONMENT}\\b[^\\n]{0,20}?\\baccount (\\d{12})`, 'gi'),
    ),
    ...line.text.matchAll(new RegExp(`"name": "${ENVIRONMENT}"[^{}]*?"account": "(\\d{12})"`, 'g')),
  ];
  for (const match of environmentAccount) {
    const environment = sampleEnvironments.find((candidate) => candidate.name === match[1])!;
    if (environment.account !== match[2])
      doc.report(
        line,
        match.index + 1,
        `the ${environment.name} environments of the sample appStacks deploy to account ${environment.account} (${findAwsAccount(environment.account)!.name}), not ${match[2]}: write ${environment.account} (sampleEnvironments at ${dataRecord(SAMPLE_DATA, 'export const sampleEnvironments', `name: '${environment.name}'`)})`,
        'sample-world',
      );
  }
  for (const match of line.text.matchAll(/\baccount (\d{12}) \(([\w-]+)\)/g)) {
    const account = findAwsAccount(match[1]);
    if (account && account.name !== match[2])
      doc.report(
        line,
        match.index + 1,
        `AWS account ${account.id} is named ${account.name}, not ${match[2]}: write "account ${account.id} (${account.name})" (${dataRecord(SAMPLE_DATA, 'export const sampleAwsAccounts', `id: '${account.id}'`)})`,
        'sample-world',
      );
  }
  for (const match of line.text.matchAll(new RegExp(`(${GUID}) \\(([A-Za-z][\\w-]*)\\)`, 'g'))) {
    const subscription = sampleAzureSubscriptions.find((candidate) => candidate.id === match[1]);
    if (!subscription) continue;
    doc.count(`sample.azure.${subscription.id}`);
    if (subscription.name !== match[2])
      doc.report(
        line,
        match.index + 1,
        `Azure subscription ${subscription.id} is named ${subscription.name}, not ${match[2]}: write "${subscription.id} (${subscription.name})" (${dataRecord(SAMPLE_DATA, 'export const sampleAzureSubscriptions', subscription.id)})`,
        'sample-world',
      );
  }
  for (const match of line.text.matchAll(new RegExp(`\\btenant(?:_id|-id|")?[:=\\s"]+(${GUID})`, 'g'))) {
    doc.count('sample.azure-tenant');
    if (match[1] !== sampleAzureTenant)
      doc.report(
        line,
        match.index + 1,
        `the sample Azure tenant is ${sampleAzureTenant}, not ${match[1]}: write ${sampleAzureTenant} (${dataRecord(SAMPLE_DATA, 'export const sampleAzureTenant')})`,
        'sample-world',
      );
  }
}

/**
 * Service account emails name a sample GCP project (or Skyloom's own identity), Skyloom's Azure token issuer and
 * subject are the data's, and `for <appstack> <version> (env <env>, …, <region>)` run lines name the region the
 * sample environment deploys to.
 */
export function checkSampleCloudTargets(doc: DocFacts, line: Line) {
  const skyloomServiceAccount = sampleSkyloomIdentities.gcpServiceAccount;
  const skyloomGcpProject = skyloomServiceAccount.split('@')[1].split('.')[0];
  for (const match of line.text.matchAll(/\b[a-z][a-z0-9-]*@([a-z][a-z0-9-]*)\.iam\.gserviceaccount\.com\b/g)) {
    if (match[1] === skyloomGcpProject) {
      doc.count('sample.skyloom-identities');
      if (match[0] !== skyloomServiceAccount)
        doc.report(
          line,
          match.index + 1,
          `Skyloom impersonates as ${skyloomServiceAccount}, not ${match[0]}: write ${skyloomServiceAccount} (${dataRecord(SAMPLE_DATA, 'export const sampleSkyloomIdentities', 'gcpServiceAccount')})`,
          'sample-world',
        );
      continue;
    }
    doc.count('sample.gcp-projects');
    if (!sampleGcpProjects.includes(match[1]))
      doc.report(
        line,
        match.index + 1,
        `GCP project ${match[1]} is not a project of the sample data: write one of ${sampleGcpProjects.join(', ')}, or add it to sampleGcpProjects at ${dataRecord(SAMPLE_DATA, 'export const sampleGcpProjects')}`,
        'sample-world',
      );
  }
  const identities: [RegExp, string, string][] = [
    [/https:\/\/oidc\.skyloom\.[\w./-]*/g, sampleSkyloomIdentities.azureIssuer, "Skyloom's Azure tokens carry"],
    [/\borg:[\w-]+:cloud-account:\w+/g, sampleSkyloomIdentities.azureSubject, "Skyloom's Azure tokens carry"],
    [/\bskyloom-acme-[0-9a-f]{6}\b/g, sampleSkyloomIdentities.awsExternalId, "acme's AWS external ID is"],
  ];
  for (const [pattern, expected, what] of identities) {
    for (const match of line.text.matchAll(pattern)) {
      doc.count('sample.skyloom-identities');
      if (match[0] !== expected)
        doc.report(
          line,
          match.index + 1,
          `${what} ${expected}, not ${match[0]}: write ${expected} (${dataRecord(SAMPLE_DATA, 'export const sampleSkyloomIdentities', expected)})`,
          'sample-world',
        );
    }
  }
  for (const match of line.text.matchAll(
    /\bfor ([\w-]+) (?:v\d+|draft) \(env ([\w-]+), (?:(?:account|subscription|project) [\w-]+, )?([a-z]+(?:-[a-z]+)*\d*(?:-\d+)?)\)/g,
  )) {
    const [, appstack, environment, region] = match;
    const deployment = sampleCloudDeployments.find(
      (candidate) => candidate.appstack === appstack && candidate.environment === environment,
    );
    const expected = deployment
      ? deployment.region
      : sampleAppStacks.some((candidate) => candidate.name === appstack)
        ? sampleEnvironments.find((candidate) => candidate.name === environment)?.region
        : undefined;
    if (!expected) continue;
    doc.count('sample.deployment-regions');
    if (region !== expected)
      doc.report(
        line,
        match.index + 1,
        `${environment} of ${appstack} deploys to ${expected}, not ${region}: write ${expected} (${
          deployment
            ? dataRecord(SAMPLE_DATA, 'export const sampleCloudDeployments', `appstack: '${appstack}'`)
            : dataRecord(SAMPLE_DATA, 'export const sampleEnvironments', `name: '${environment}'`)
        })`,
        'sample-world',
      );
  }
}
