// The rules of the facts a page states, their tally and the facts a <FactTable> renders; the catalog itself is
// src/data/facts.ts.
import {errorsOf} from '../../../src/data/cli/errors';
import {commandOutputs} from '../../../src/data/cli/outputs';
import {
  limitsIn,
  providers,
  serviceFacts,
  serviceLevels,
  sharedPlanLimitIds,
  toolVersions,
  type LimitGroup,
} from '../../../src/data/platform';
import {outputFactId} from '../../../src/data/facts';

export {allFacts, findFact, outputFactId} from '../../../src/data/facts';

/**
 * The rules of the fact detectors, one per subject, so that a writer knows from the rule what to look at and can
 * silence one rule on one line (a `lint-ignore` comment). A detector reports under one of these names; each is
 * documented in CONTRIBUTING.md ("What the content lint checks").
 */
export const FACT_RULES = [
  'fact-reference',
  'fact-value',
  'error-message',
  'policy-summary',
  'sample-world',
  'command-output',
  'sample-run',
  'sample-story',
  'behavior',
  'api',
  'known-issue',
  'release',
  'derived-date',
] as const;

export interface FactProblem {
  line: number;
  column: number;
  message: string;
  /** One of FACT_RULES. */
  rule: string;
}

/**
 * Per fact id, how many places of the pages state the fact in text (checked by these rules) and how many
 * render it from the data with <FactTable> (`renderedKey(id)`); the lint adds to it as it goes.
 */
export type FactTally = Map<string, number>;

export const renderedKey = (id: string) => `${id}#rendered`;

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
    'data-regions': () => ['security.regions'],
    'private-endpoints': () => ['security.private-endpoints'],
    certifications: () => ['security.certification-list'],
    'customer-managed-keys': () => ['security.customer-managed-keys'],
    'ci-identity-providers': () => ['identity.ci-providers'],
    'secret-stores': () => ['secrets.stores'],
    'policy-severities': () => ['policy.summary'],
    'policy-rules': () => ['policy.rules'],
    'exit-codes': () => ['exit-codes'],
    'cli-errors': () => errorsOf(props.command, props.errors?.split(',')).map((error) => `error.${error.id}`),
    'output-columns': () => (output ? [outputFactId(output)] : []),
    // A row every plan shares renders the limit that owns it (planLimits takes it from limits.ts).
    plans: () => [
      ...serviceFacts.filter((fact) => fact.id.startsWith('plan.')).map((fact) => fact.id),
      ...sharedPlanLimitIds,
    ],
    'service-levels': () => serviceLevels.map((level) => `sla.${level.plan}.uptime`),
    'support-severities': () => [
      'support.severities',
      'support.standard-response',
      'support.business-sev1',
      'support.enterprise-sev1',
    ],
    'disaster-recovery': () => ['dr.rpo', 'dr.rto', 'dr.backup-retention'],
    'contract-end': () => ['contract.export-window', 'contract.deletion', 'dr.backup-retention'],
    'download-links': () => ['retention.share-links'],
    'cloud-sessions': () => ['cloud.session-lifetime', 'cloud.session-renewal', 'governance.approval-expiry'],
    'api-endpoints': () => ['api.endpoints'],
    'api-statuses': () => ['api.statuses'],
    'api-headers': () => ['api.headers'],
    'webhook-events': () => ['webhooks.events'],
  };
  return ids[props.table]?.() ?? [];
}
