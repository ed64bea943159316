/**
 * What an IaC export writes for each kind of input, and the rules of IaC download links. An export never holds a
 * secret value: a sensitive input becomes a variable declaration without a value, and a secret reference a data
 * source that reads the secret at apply time, so exported code can sit in any repository the code may sit in.
 * Who may export, share and download state is in approvals.ts. /concepts/iac/export renders the inputs,
 * /concepts/iac/share the links.
 */
import {limits} from '../platform/limits';

export interface ExportedInput {
  id: 'plain' | 'sensitive' | 'reference';
  /** The kind of input, as the inspector and the environment profile set it. */
  input: string;
  /** What `variables.tf` and the resources get. */
  code: string;
  /** What `<env>.tfvars` gets. */
  values: string;
}

export const exportedInputs: readonly ExportedInput[] = [
  {
    id: 'plain',
    input: 'An input that is not sensitive, such as an instance size or a CIDR range',
    code: 'A variable in `variables.tf`',
    values: 'Its value for the environment',
  },
  {
    id: 'sensitive',
    input: 'A sensitive input whose value is stored in Skyloom',
    code: 'A variable with `sensitive = true` and no default',
    values:
      'Nothing. `README.md` lists the variable; pass its value when you apply, for example as `TF_VAR_<name>` from your CI system’s secret store',
  },
  {
    id: 'reference',
    input: 'A secret reference to a [secret store](/security-and-admin/secrets#reference-a-secret-store)',
    code: 'A data source that reads the secret from its store when you apply',
    values: 'Nothing',
  },
];

export interface DownloadLinkRule {
  id: string;
  aspect: string;
  rule: string;
}

/** IaC download links: a link to one version's code for one environment and format. */
export const downloadLinkRules: readonly DownloadLinkRule[] = [
  {
    id: 'sign-in',
    aspect: 'Who can open a link',
    rule: 'A signed-in member of the organization whose role in the project allows export. There are no anonymous links: a link someone forwards outside your organization opens a sign-in page.',
  },
  {
    id: 'create',
    aspect: 'Who can create a link',
    rule: '`Developer` and higher in the project, like sharing to Git ([roles](/concepts/rbac#permission-matrix)).',
  },
  {
    id: 'lifetime',
    aspect: 'How long a link works',
    rule: `${limits.shareLinkExpiry.value}, or less: an \`Org Admin\` sets a shorter lifetime for the organization under **Settings > Security > Download links**. The creator can revoke a link at any time.`,
  },
  {
    id: 'contents',
    aspect: 'What a link gives',
    rule: 'The same zip file as an export: code, non-sensitive values and secret references, never a secret value.',
  },
  {
    id: 'record',
    aspect: 'What is recorded',
    rule: 'Creating, opening and revoking a link are activity log events, with the member and the client IP address.',
  },
];
