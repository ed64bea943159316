/**
 * What a draft accepts and what a version refuses. A draft saves with schema and validation errors (the canvas
 * shows them); creating a version and provisioning are refused while any remain. Required tags and resource
 * policy values follow the same rule. /concepts/appstacks/version-control renders this.
 */
import {cliErrors} from '../cli/errors';

export interface DraftRule {
  id: string;
  problem: string;
  /** What happens when you save the draft (web app, `skyloom resources`). */
  draft: string;
  /** What happens when you create a version from it. */
  version: string;
  /** The catalog error `skyloom appstack create-version` prints. */
  versionError?: string;
}

export const draftRules: readonly DraftRule[] = [
  {
    id: 'schema-error',
    problem:
      'A required input with no base value and no value in any environment, a value of the wrong type, a connection the types do not allow',
    draft: 'Saved; the error shows on the canvas node and in the validation panel.',
    version: 'Refused until the error is fixed.',
    versionError: 'draft-schema-errors',
  },
  {
    id: 'required-tag',
    problem: 'A tag the project requires is missing',
    draft: 'Saved; the missing tag shows as a validation error.',
    version: 'Refused until the tag has a value.',
    versionError: 'draft-schema-errors',
  },
  {
    id: 'resource-policy-value',
    problem: 'A value a resource policy constraint forbids',
    draft:
      'Refused when you enter it: StackBuilder does not accept it and `skyloom resources update` exits with code 1. A resource that breaks a constraint added later, or a value that a scan, a template or Intent2Infra wrote, saves with a schema error.',
    version: 'Refused while any resource breaks a constraint.',
    versionError: 'draft-schema-errors',
  },
  {
    id: 'policy-finding',
    problem: 'A policy finding of any severity',
    draft: 'Saved; the finding shows in the validation panel.',
    version: 'Created; findings block only provisioning, at or above the blocking threshold.',
  },
];

for (const rule of draftRules)
  if (rule.versionError && !cliErrors.some((error) => error.id === rule.versionError))
    throw new Error(`src/data/rules/drafts.ts: no CLI error "${rule.versionError}"`);
