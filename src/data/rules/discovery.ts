/**
 * What a scan, an import and an export do with appStacks that already exist. /concepts/clouddiscovery renders it.
 */
export interface DiscoveryRule {
  /** The command, as src/data/cli names it, or a group of commands. */
  operation: string;
  /** With `--appstack` naming an existing appStack. */
  existing: string;
  /** Without `--appstack`, or with a name that does not exist yet. */
  otherwise: string;
}

export const discoveryRules: readonly DiscoveryRule[] = [
  {
    operation: '`skyloom cloud2code aws`, `azure`, `gcp`',
    existing: "Updates that appStack's draft with what the scan found; versions are never changed.",
    otherwise:
      'With `--create-appstack`, creates a new appStack (named after the scanned account when `--appstack` is not given); otherwise writes only the inventory and IaC files. One run may scan several accounts, subscriptions or projects.',
  },
  {
    operation: '`skyloom import`',
    existing:
      "Replaces that appStack's draft with the code; with `--state-file`, links the state to `--env`. State that holds resources missing from the code fails with exit code 1 (`state-mismatch`).",
    otherwise: 'Creates a new appStack in `--project`.',
  },
  {
    operation: '`skyloom generate-iac`, `skyloom appstack download-iac`',
    existing: 'Reads a version; never changes the appStack.',
    otherwise: 'Fails with exit code 4: an export needs an appStack that exists.',
  },
];
