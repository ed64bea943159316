/**
 * Where Terraform state lives. An environment profile either names a backend, which Skyloom's runs and the
 * exported code share, or none, and then Skyloom's runs keep state in Skyloom's managed, encrypted state store
 * while exported code gets the backend of `--backend`. /concepts/topology/backend-configuration renders this.
 */
import {flagSet} from '../cli';
import {toolVersions} from '../platform/toolVersions';

/** Backend types of `--backend`, from the CLI reference. */
export type BackendType = 's3' | 'azurerm' | 'gcs' | 'remote' | 'local';

export const BACKEND_TYPES = flagSet('iac').flags.find((flag) => flag.name === 'backend')!
  .values as readonly BackendType[];

export interface StateLocation {
  /** The profile's backend, or `none`. */
  backend: BackendType | 'none';
  label: string;
  /** Where Skyloom's provision, destroy and drift runs read and write state. */
  skyloomRuns: string;
  /** The backend block of exported code. */
  exportedCode: string;
  /** How concurrent runs are kept apart. */
  locking: string;
}

export const stateLocations: readonly StateLocation[] = [
  {
    backend: 's3',
    label: 'Amazon S3',
    skyloomRuns: 'The bucket and key of the profile',
    exportedCode:
      '`backend "s3"` with the same bucket and key, and the same locking: `use_lockfile = true`, `dynamodb_table`, or both',
    locking: `One of two, required: S3 native locking (\`use_lockfile\`, a \`.tflock\` object next to the state), the default when the environment's runs use Terraform or OpenTofu ${toolVersions.s3Lockfile.value} or later; or a DynamoDB lock table, for older versions and for backends that already have one. Both at once while you move from the table to the lock file.`,
  },
  {
    backend: 'azurerm',
    label: 'Azure Storage',
    skyloomRuns: 'The container and key of the profile',
    exportedCode: '`backend "azurerm"` with the same storage account, container and key',
    locking: 'A lease on the state blob',
  },
  {
    backend: 'gcs',
    label: 'Google Cloud Storage',
    skyloomRuns: 'The bucket and prefix of the profile',
    exportedCode: '`backend "gcs"` with the same bucket and prefix',
    locking: 'A `default.tflock` object next to the state',
  },
  {
    backend: 'remote',
    label: 'HCP Terraform',
    skyloomRuns: 'The workspace of the profile',
    exportedCode: 'A `cloud` block with the same organization and workspace',
    locking: 'The workspace lock',
  },
  {
    backend: 'none',
    label: 'No backend on the profile',
    skyloomRuns: "Skyloom's managed, encrypted state store, one state per environment",
    exportedCode:
      'The backend of `--backend`; without it `local`, and the export prints a warning line. Nothing blocks provisioning or export.',
    locking: 'Skyloom runs only; release a stuck lock with `skyloom runs unlock`',
  },
];

/** `local` is a value of `--backend` for one export, never a profile's backend: a file on a runner does not last. */
export const EXPORT_ONLY_BACKENDS: readonly BackendType[] = ['local'];
