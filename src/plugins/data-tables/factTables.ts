/**
 * The tables of facts pages show, built from src/data: one function per table turns the data into a caption,
 * a header and rows of short Markdown text (`code`, **bold**, *italic*, [links](/path)). `<FactTable>` renders them
 * as HTML at build time (factTable.ts); the page's Markdown twin is converted from that HTML like the rest of the page.
 */
import {CLI_VERSION} from '../../data/cli';
import {
  cliErrors,
  commandExitCodes,
  errorExample,
  errorsOf,
  exitCodeName,
  exitCodes,
  type ExitCode,
} from '../../data/cli/errors';
import {outputOf} from '../../data/cli/outputs';
import {releaseMonths, releases} from '../../data/releases';
import {apiDocument, apiHeaders, apiOperations, apiPath, apiPolicies, apiStatuses, webhookEvents} from '../../data/api';
import {referencePath} from '../api-reference/routes';
import {
  builtInRules,
  certifications,
  costCoverage,
  costExclusions,
  costFacts,
  priceSources,
  ciIdentityProviders,
  cliPlatforms,
  customerManagedKeys,
  dataRegions,
  privateEndpoints,
  secretStores,
  formatTestedRange,
  gitProviders,
  iacFormats,
  LIMIT_GROUP_TITLES,
  limitsIn,
  planLimits,
  plans,
  policyInputFields,
  policyMetadataFields,
  providers,
  serviceLevels,
  severities,
  supportSeverities,
  supportTiers,
  recoveryScenarios,
  signInMethods,
  ipAllowlistRules,
  subProcessors,
  bountyRewards,
  signedArtifacts,
  contractEndSteps,
  planFeatures,
  webShopV1Resources,
  type LimitGroup,
  type PlanId,
} from '../../data/platform';
import {
  approvalRule,
  blockingRules,
  cloudSessionRules,
  commandAccess,
  customRolePermissions,
  customRoleRules,
  sampleCustomRoles,
  dependencyRules,
  valueSources,
  discoveryRules,
  downloadLinkRules,
  draftRules,
  exportedInputs,
  engineRules,
  engines,
  engineSources,
  engineVersionSettings,
  driftStates,
  lifecycleStatuses,
  provisionExitCode,
  projectSettings,
  ROLES,
  roleActions,
  scopes,
  stateLocations,
  type Permission,
} from '../../data/rules';

export interface FactTableData {
  /** Says what the table lists; screen readers announce it, and it names the scrollable region. */
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  /**
   * `entries`: each row reads as an entry of a reference (an error and its fix): the first cell its title, the second
   * a short value beside it, the others beneath at full width, each under its heading.
   */
  layout?: 'entries';
}

export type FactTableProps = Record<string, string | undefined>;

const code = (text: string) => `\`${text}\``;

const permissionText = (permission: Permission) =>
  permission === true ? 'Yes' : permission === false ? 'No' : permission;

function required(props: FactTableProps, name: string, table: string): string {
  const value = props[name];
  if (!value) throw new Error(`FactTable "${table}" needs a ${name} attribute`);
  return value;
}

const TABLES: Record<string, (props: FactTableProps) => FactTableData> = {
  'provider-versions': () => ({
    caption: `Terraform provider pins of a new project, and the versions Skyloom ${CLI_VERSION} is tested with`,
    head: ['Provider', 'Source', 'Default pin', 'Tested versions'],
    rows: providers.map((provider) => [
      provider.label,
      code(provider.source),
      code(provider.defaultPin),
      formatTestedRange(provider),
    ]),
  }),
  'iac-formats': () => ({
    caption: 'IaC formats and their versions',
    head: ['Format', 'Level', 'Versions', 'Export', 'Import', 'Provision', 'Since'],
    rows: iacFormats.map((format) => [
      format.name,
      format.level,
      format.versions,
      format.export,
      format.import,
      format.provision,
      format.since,
    ]),
  }),
  'cli-platforms': () => ({
    caption: 'Operating systems and architectures of the skyloom CLI',
    head: ['Operating system', 'Architectures', 'Minimum version', 'Install'],
    rows: cliPlatforms.map((platform) => [
      platform.os,
      platform.architectures.map((architecture) => architecture.replace(/^(\w+)/, '`$1`')).join(', '),
      platform.minimum,
      `[${platform.os}](${platform.installPath})`,
    ]),
  }),
  'git-providers': () => ({
    caption: 'Git providers and their editions',
    head: ['Provider', 'Level', 'Editions'],
    rows: gitProviders.map((provider) => [provider.name, provider.level, provider.editions]),
  }),
  limits: (props) => {
    const group = required(props, 'group', 'limits') as LimitGroup;
    const rows = limitsIn(group);
    if (!rows.length) throw new Error(`FactTable "limits": no limits in group "${group}"`);
    return {
      caption: LIMIT_GROUP_TITLES[group],
      head: ['Limit', 'Value'],
      rows: rows.map((limit) => [limit.label, limit.note ? `${limit.value} (${limit.note})` : limit.value]),
    };
  },
  'data-regions': () => ({
    caption: 'Data regions: where data is stored, the hosts to use and the addresses Skyloom connects from',
    head: ['Region', 'Data stored in', 'Web app', 'API', 'Egress ranges'],
    rows: dataRegions.map((region) => [
      region.name,
      region.location,
      code(region.webApp),
      code(region.api),
      region.egress.map(code).join(', '),
    ]),
  }),
  'private-endpoints': () => ({
    caption: 'Private connectivity to the Skyloom API, per region and cloud',
    head: ['Region', 'Cloud', 'You create', 'Service to connect to'],
    rows: privateEndpoints.map((endpoint) => [
      dataRegions.find((region) => region.id === endpoint.region)!.name,
      endpoint.cloud,
      endpoint.create,
      code(endpoint.service),
    ]),
  }),
  certifications: () => ({
    caption: 'Certifications of the hosted service',
    head: ['Certification', 'Scope', 'Evidence'],
    rows: certifications.map((certification) => [certification.name, certification.scope, certification.evidence]),
  }),
  'customer-managed-keys': () => ({
    caption: 'Customer-managed keys Skyloom accepts',
    head: ['Cloud', 'Key', 'What Skyloom needs on it'],
    rows: customerManagedKeys.map((key) => [key.cloud, key.service, key.grant]),
  }),
  'sign-in-methods': () => ({
    caption: 'How people and machines get into an organization, and the second factor each needs',
    head: ['Who', 'How', 'Multi-factor authentication'],
    rows: signInMethods.map((method) => [method.who, method.how, method.mfa]),
  }),
  'ip-allowlist': () => ({
    caption: 'The IP allowlist of an organization',
    head: ['Question', 'Answer'],
    rows: ipAllowlistRules.map((rule) => [rule.question, rule.answer]),
  }),
  'sub-processors': () => ({
    caption: 'Sub-processors of the hosted service',
    head: ['Sub-processor', 'Purpose', 'Personal data', 'Location'],
    rows: subProcessors.map((processor) => [processor.name, processor.purpose, processor.data, processor.location]),
  }),
  'bounty-rewards': () => ({
    caption: 'Bug bounty rewards and fix targets, by severity',
    head: ['Severity', 'CVSS v3.1 score', 'Reward', 'Fixed in the hosted service within'],
    rows: bountyRewards.map((reward) => [reward.severity, reward.cvss, reward.reward, reward.fixWithin]),
  }),
  'signed-artifacts': () => ({
    caption: 'How each kind of download is signed, and where its SBOM is',
    head: ['Download', 'Signature', 'SBOM'],
    rows: signedArtifacts.map((artifact) => [artifact.artifact, artifact.signature, artifact.sbom]),
  }),
  'ci-identity-providers': () => ({
    caption: 'CI systems whose ID tokens skyloom login --oidc exchanges',
    head: ['CI system', 'Issuer', 'Subject, for example', 'How the job gets its ID token'],
    rows: ciIdentityProviders.map((provider) => [provider.ci, provider.issuer, provider.subject, provider.token]),
  }),
  'secret-stores': () => ({
    caption: 'Secret stores a sensitive input can reference',
    head: ['Store', 'Reference', 'Skyloom reads it as'],
    rows: secretStores.map((store) => [store.store, store.reference, store.identity]),
  }),
  'policy-severities': () => ({
    caption: 'Policy severities, from most to least severe',
    head: ['Severity', 'Use it for', 'Default effect at provision'],
    rows: severities.map((severity) => [code(severity.id), severity.useFor, severity.defaultEffect]),
  }),
  'policy-rules': () => ({
    caption: 'Built-in policy rules',
    head: ['Rule ID', 'Title', 'Applies to', 'Severity'],
    rows: builtInRules.map((rule) => [code(rule.id), rule.title, rule.appliesTo, code(rule.severity)]),
  }),
  'exit-codes': (props) => {
    const command = props.command;
    const meanings = command ? commandExitCodes[command] : undefined;
    if (command && !meanings) throw new Error(`FactTable "exit-codes": no exit codes for "skyloom ${command}"`);
    const rows = meanings
      ? Object.entries(meanings).map(([exitCode, meaning]) => [exitCode, meaning!])
      : exitCodes.map(({code: exitCode, meaning}) => [String(exitCode), meaning]);
    return {
      caption: command ? `Exit codes of skyloom ${command}` : 'Exit codes of every skyloom command',
      head: ['Code', 'Meaning'],
      rows,
    };
  },
  'cli-errors': (props) => {
    const command = required(props, 'command', 'cli-errors');
    const errors = errorsOf(command, props.errors?.split(','));
    if (!errors.length) throw new Error(`FactTable "cli-errors": no errors for "skyloom ${command}"`);
    return {
      caption: `${props.errors ? 'Selected' : 'Common'} errors of skyloom ${command}`,
      head: ['Message', 'Exit code', 'Cause', 'Fix'],
      layout: 'entries',
      rows: errors.map((error) => [
        code(`Error: ${errorExample(error, command)}`),
        error.exitCode === null ? '—' : String(error.exitCode as ExitCode),
        error.cause,
        error.fix,
      ]),
    };
  },
  'output-columns': (props) => {
    const command = required(props, 'command', 'output-columns');
    const output = outputOf(command);
    if (!output) throw new Error(`FactTable "output-columns": no table output for "skyloom ${command}"`);
    return {
      caption: `Columns of skyloom ${command}`,
      head: ['Column', 'What it shows'],
      rows: output.columns.map((column) => [code(column.name), column.description]),
    };
  },
  plans: () => ({
    caption: 'Limits of each plan',
    head: ['Limit', ...plans.map((plan) => plan.name)],
    rows: planLimits.map((limit) => [limit.label, ...plans.map((plan) => limit.values[plan.id])]),
  }),
  'service-levels': () => ({
    caption: 'Monthly uptime commitment and service credits of each plan',
    head: ['Plan', 'Monthly uptime', 'Service credit', 'Support'],
    rows: serviceLevels.map((level) => [
      planName(level.plan),
      level.uptime ?? 'No commitment',
      level.credits.length ? level.credits.map((credit) => `${credit.credit} below ${credit.below}`).join(', ') : '—',
      level.support,
    ]),
  }),
  'support-severities': () => ({
    caption: 'Support severities and first response times',
    head: ['Severity', 'Definition', ...supportTiers.map((tier) => `${planName(tier.plan)} plan`)],
    rows: supportSeverities.map((severity) => [
      severity.name,
      severity.definition,
      ...supportTiers.map((tier) => severity.response[tier.id]),
    ]),
  }),
  'support-tiers': () => ({
    caption: 'Support tiers: the plan each comes with, and its hours',
    head: ['Tier', 'Plan', 'Hours', 'Includes'],
    rows: supportTiers.map((tier) => [tier.id, planName(tier.plan), tier.hours, tier.includes]),
  }),
  'disaster-recovery': () => ({
    caption: 'Disaster recovery of the hosted service',
    head: ['Failure', 'What protects your data', 'Data you can lose', 'Recovery'],
    rows: recoveryScenarios.map((scenario) => [
      scenario.failure,
      scenario.protection,
      scenario.dataLoss,
      scenario.recovery,
    ]),
  }),
  'contract-end': () => ({
    caption: 'What happens to your organization’s data when the contract ends',
    head: ['When', 'What happens'],
    rows: contractEndSteps.map((step) => [step.when, step.what]),
  }),
  'plan-features': (props) => {
    const month = props.month;
    const features = month
      ? planFeatures.filter((feature) => releases.find((release) => release.version === feature.since)?.month === month)
      : planFeatures;
    if (!features.length) throw new Error(`FactTable "plan-features": no feature was introduced in "${month}"`);
    return {
      caption: month
        ? `Security and administration features of ${releaseMonths.find((candidate) => candidate.slug === month)!.label}, and the plans that include them`
        : 'Security and administration features, the release that introduced each, and the plans that include them',
      head: ['Feature', 'Since', ...plans.map((plan) => plan.name)],
      rows: features.map((feature) => [
        `[${feature.name}](${feature.guide})`,
        feature.since,
        ...plans.map((plan) => (feature.plans.includes(plan.id) ? 'Yes' : 'No')),
      ]),
    };
  },
  // The REST API's tables, from its OpenAPI document (src/data/api/openapi.yaml); each operation and event links its
  // page of the reference under /api/.
  'api-endpoints': () => ({
    caption: 'Operations of the REST API',
    head: ['Operation', 'Method and path', 'What it does', 'Scope', 'Least role'],
    rows: apiOperations.map((operation) => [
      `[${code(operation.operationId)}](${referencePath(operation.operationId)})`,
      code(`${operation.method} ${apiPath(operation)}`),
      `${operation.summary}.${operation.paginated ? ' Paginated.' : ''}`,
      operation.scope ? `${code(operation.scope)}${operation.scopeNote ? `; ${operation.scopeNote}` : ''}` : '—',
      operation.role ? code(operation.role) : '—',
    ]),
  }),
  'api-statuses': () => ({
    caption: 'HTTP statuses and error codes of the REST API',
    head: ['Status', '`code`', 'Meaning', 'Retry?'],
    rows: apiStatuses.map((status) => [String(status.status), code(status.code), status.meaning, status.retry]),
  }),
  'api-headers': (props) => {
    const on = required(props, 'on', 'api-headers');
    const policy = props.policy;
    if (policy !== undefined && !apiPolicies[policy])
      throw new Error(`FactTable "api-headers": no policy "${policy}" (${Object.keys(apiPolicies).join(', ')})`);
    const rows = apiHeaders.filter(
      (header) => header.on === on && (!policy || apiPolicies[policy].headers?.includes(header.name)),
    );
    if (!rows.length)
      throw new Error(`FactTable "api-headers": no headers on "${on}"${policy ? ` for ${policy}` : ''}`);
    return {
      caption:
        on === 'webhook'
          ? 'Headers of a webhook delivery'
          : `Headers of API responses${policy ? `: ${apiPolicies[policy].title.toLowerCase()}` : ''}`,
      head: ['Header', 'Value'],
      rows: rows.map((header) => [code(header.name), header.meaning]),
    };
  },
  'api-servers': () => ({
    caption: 'Where the REST API answers',
    head: ['Server', 'URL'],
    rows: apiDocument.servers.map((server) => [server.description, code(server.url)]),
  }),
  'webhook-events': () => ({
    caption: 'Events a webhook channel receives',
    head: ['Event', 'Sent when', 'Default recipients'],
    rows: webhookEvents.map((event) => [
      `[${code(event.name)}](${referencePath(event.operationId)})`,
      event.sentWhen,
      event.defaultRecipients,
    ]),
  }),
  'what-blocks': () => ({
    caption: 'What blocks provisioning and export, and the exit code of skyloom provision',
    head: ['Condition', 'Provision', 'Export', '`skyloom provision` exits with'],
    rows: blockingRules.map((rule) => {
      const exit = provisionExitCode(rule);
      const exitText =
        rule.provisionError === 'run-timed-out'
          ? `0 once the run goes on and applies; ${exit} (${exitCodeName(exit)}) when \`--timeout\` passes first`
          : `${exit} (${exitCodeName(exit)})`;
      return [
        rule.setting ? `${rule.condition}. Set in ${rule.setting}.` : rule.condition,
        rule.provision.what,
        rule.export.what,
        `[${exitText}](${rule.guide})`,
      ];
    }),
  }),
  'role-actions': () => ({
    caption: 'What each role may do',
    head: ['Action', ...ROLES.map(code)],
    rows: roleActions.map((entry) => [entry.action, ...ROLES.map((role) => permissionText(entry.roles[role]))]),
  }),
  'command-roles': () => ({
    caption: 'The lowest role each skyloom command needs',
    head: ['Command', 'Lowest role', 'Notes'],
    rows: commandAccess
      .filter((entry) => entry.role)
      .map((entry) => [code(`skyloom ${entry.command}`), code(entry.role!), entry.roleNote ?? '']),
  }),
  'command-scopes': () => ({
    caption: 'The token scopes each skyloom command needs',
    head: ['Command', 'Scopes', 'Notes'],
    rows: commandAccess.map((entry) => [
      code(`skyloom ${entry.command}`),
      entry.scopes.length ? entry.scopes.map(code).join(', ') : 'None: needs no scope',
      entry.scopeNote ?? '',
    ]),
  }),
  'token-scopes': () => ({
    caption: 'Token scopes, for personal access tokens and service identity tokens',
    head: ['Scope', 'Allows'],
    rows: scopes.map((scope) => [code(scope.id), scope.allows]),
  }),
  statuses: () => ({
    caption: 'STATUS: the lifecycle of an environment',
    head: ['Status', 'Meaning', 'What to do'],
    rows: lifecycleStatuses.map((status) => [`*${status.id}*`, status.meaning, status.next]),
  }),
  'drift-states': () => ({
    caption: 'DRIFT: the result of the last drift check',
    head: ['Drift', 'Meaning', 'What to do'],
    rows: driftStates.map((state) => [`*${state.id}*`, state.meaning, state.next]),
  }),
  'state-locations': () => ({
    caption: 'Where state lives for each backend of an environment profile',
    head: ['Backend', "Skyloom's runs", 'Exported code', 'Locking'],
    rows: stateLocations.map((location) => [
      location.backend === 'none' ? location.label : `${location.label} (${code(location.backend)})`,
      location.skyloomRuns,
      location.exportedCode,
      location.locking,
    ]),
  }),
  drafts: () => ({
    caption: 'What a draft saves and what a version refuses',
    head: ['Problem', 'Saving the draft', 'Creating a version'],
    rows: draftRules.map((rule) => [rule.problem, rule.draft, rule.version]),
  }),
  discovery: () => ({
    caption: 'What scans, imports and exports do with existing appStacks',
    head: ['Command', 'With `--appstack` naming an existing appStack', 'Otherwise'],
    rows: discoveryRules.map((rule) => [rule.operation, rule.existing, rule.otherwise]),
  }),
  'export-inputs': () => ({
    caption: 'What an export writes for each kind of input',
    head: ['Input', 'In the code', 'In `<env>.tfvars`'],
    rows: exportedInputs.map((input) => [input.input, input.code, input.values]),
  }),
  'download-links': () => ({
    caption: 'IaC download links',
    head: ['Question', 'Answer'],
    rows: downloadLinkRules.map((rule) => [rule.aspect, rule.rule]),
  }),
  'cloud-sessions': () => ({
    caption: 'The cloud session of a run, from start to end',
    head: ['When', 'Cloud session', 'If the cloud refuses', '`skyloom provision` prints'],
    rows: cloudSessionRules.map((rule) => [
      rule.when,
      rule.session,
      rule.refused,
      rule.error
        ? code(
            `Error: ${errorExample(
              cliErrors.find((error) => error.id === rule.error)!,
              'provision',
            )}`,
          )
        : '—',
    ]),
  }),
  'project-settings': () => ({
    caption: 'Project settings that change what Skyloom does',
    head: ['Setting', 'What it controls', 'Default', 'Overridden by', 'Read more'],
    rows: projectSettings.map((setting) => [
      setting.name,
      setting.controls,
      setting.default,
      setting.override ?? '—',
      `[${setting.name}](${setting.guide})`,
    ]),
  }),
  'policy-input': () => ({
    caption: 'The input document of a policy check',
    head: ['Field', 'Type', 'Set at', 'Contains'],
    rows: policyInputFields.map((field) => [
      code(`input.${field.path}`),
      field.type,
      field.at === 'every' ? 'Every checkpoint' : `${field.at.map(code).join(', ')}; \`null\` at the others`,
      field.contains,
    ]),
  }),
  'policy-metadata': () => ({
    caption: 'The METADATA block of a custom rule',
    head: ['Key', 'Required', 'Meaning'],
    rows: policyMetadataFields.map((field) => [code(field.key), field.required ? 'Yes' : 'No', field.meaning]),
  }),
  'price-sources': () => ({
    caption: `Where cost estimates take their prices, read again every ${costFacts.priceRefresh.value}`,
    head: ['Cloud', 'Price list', 'Prices used'],
    rows: priceSources.map((source) => [source.cloud, source.source, source.prices]),
  }),
  'cost-coverage': () => ({
    caption: 'What a cost estimate prices',
    head: ['Resources', 'Estimated', 'How'],
    rows: costCoverage.map((entry) => [entry.what, entry.estimated, entry.how]),
  }),
  'cost-exclusions': () => ({
    caption: 'What no cost estimate includes',
    head: ['Not included', 'Why'],
    rows: costExclusions.map((entry) => [entry.what, entry.why]),
  }),
  'quickstart-resources': () => {
    const sources = [...new Set(webShopV1Resources.map((resource) => resource.from))];
    return {
      caption: `What the quickstart design creates: ${webShopV1Resources.length} Terraform resources`,
      head: ['Canvas resource or connection', 'Terraform resources'],
      rows: sources.map((from) => [
        code(from),
        webShopV1Resources
          .filter((resource) => resource.from === from)
          .map((resource) => code(resource.address))
          .join(', '),
      ]),
    };
  },
  'value-sources': () => ({
    caption: "Where an input's value comes from for one environment: the first source that sets it wins",
    head: ['Order', 'Source', 'Set with'],
    rows: valueSources.map((source, index) => [String(index + 1), source.source, source.setWith]),
  }),
  'dependency-rules': () => ({
    caption: 'How appStacks that read each other’s outputs behave',
    head: ['Situation', 'What happens'],
    rows: dependencyRules.map((rule) => [rule.situation, rule.what]),
  }),
  'custom-role-permissions': () => ({
    caption: 'The permissions a custom role is built from, and the built-in roles that have each',
    head: ['Permission', 'Allows', 'Built-in roles with it'],
    rows: customRolePermissions.map((action) => [
      code(action.id),
      action.action,
      ROLES.filter((role) => action.roles[role] !== false)
        .map((role) => (action.roles[role] === true ? code(role) : `${code(role)} (${action.roles[role]})`))
        .join(', '),
    ]),
  }),
  'custom-role-rules': () => ({
    caption: 'How custom roles behave',
    head: ['Situation', 'What happens'],
    rows: customRoleRules.map((rule) => [rule.situation, rule.what]),
  }),
  'sample-custom-roles': () => ({
    caption: 'Custom roles of the sample organization',
    head: ['Role', 'Permissions', 'For'],
    rows: sampleCustomRoles.map((role) => [role.name, role.permissions.map(code).join(', '), role.for]),
  }),
  'engine-versions': () => ({
    caption: 'Engines and the versions their runs can use',
    head: ['Engine', 'Minor versions runs can use', '`latest` runs'],
    rows: engines.map((engine) => [engine.name, engine.minors.map(code).join(', '), code(engine.latestRelease)]),
  }),
  'engine-version-values': () => ({
    caption: 'What the engine version of a project or environment accepts',
    head: ['Version', 'What runs use'],
    rows: engineVersionSettings.map((setting) => [setting.value, setting.meaning]),
  }),
  'engine-sources': () => ({
    caption: "Where a run's engine and version come from: the first level that sets them wins",
    head: ['Level', 'Where you set it', 'Who may change it'],
    rows: engineSources.map((source) => [source.level, source.where, source.who]),
  }),
  'engine-rules': () => ({
    caption: 'What happens when the engine version changes or does not fit',
    head: ['Situation', 'What happens'],
    rows: engineRules.map((rule) => [rule.situation, rule.what]),
  }),
  'approval-rule': () => ({
    caption: 'The approval rule every project starts with',
    head: ['Field', 'Value'],
    rows: [
      ['Environments', code(approvalRule.defaultRule.environment)],
      ['Actions', approvalRule.actions.join(', ')],
      ['Approvers', code(approvalRule.defaultRule.approvers)],
      ['Required approvals', String(approvalRule.defaultRule.requiredApprovals)],
      ['Exempt', 'No one: every requester, Org Admins included, needs an approval from someone else'],
    ],
  }),
};

const planName = (id: PlanId) => plans.find((plan) => plan.id === id)!.name;

export const FACT_TABLES: readonly string[] = Object.keys(TABLES);

/** The caption, header and rows of one table; throws on an unknown table or attribute. */
export function factTable(props: FactTableProps): FactTableData {
  const build = props.table ? TABLES[props.table] : undefined;
  if (!build) throw new Error(`FactTable: unknown table "${props.table}" (known: ${FACT_TABLES.join(', ')})`);
  return build(props);
}
