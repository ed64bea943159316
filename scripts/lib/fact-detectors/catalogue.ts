// The tally of the `fact` rule and the facts a <FactTable> renders; the catalogue itself is src/data/facts.ts.
import {errorsOf} from '../../../src/data/cli/errors';
import {commandOutputs} from '../../../src/data/cli/outputs';
import {limitsIn, providers, toolVersions, type LimitGroup} from '../../../src/data/platform';
import {outputFactId} from '../../../src/data/facts';

export {allFacts, findFact, outputFactId, type FactDefinition} from '../../../src/data/facts';

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
