/**
 * Terraform providers: the default version constraint a new project pins for generated code, and the
 * provider versions each Skyloom release is tested against. Pages: /setup/supported-tech/list and
 * /concepts/rbac/provider-versions render these tables; the content lint checks every pin the pages state.
 */

/** A span of tested provider versions, from `min` (x.y.z) to the last patch of `maxMinor` (x.y). */
interface TestedRange {
  min: string;
  maxMinor: string;
}

export interface Provider {
  /** Local name in `required_providers` and in `--provider-version aws=…`. */
  name: string;
  /** Registry source address. */
  source: string;
  /** Name used in prose. */
  label: string;
  /** Constraint a new project pins, written with Terraform's pessimistic operator. */
  defaultPin: string;
  /** Versions tested with this Skyloom release; the default pin's lower bound lies in the last range. */
  tested: readonly TestedRange[];
}

export const providers: readonly Provider[] = [
  {
    name: 'aws',
    source: 'hashicorp/aws',
    label: 'AWS',
    defaultPin: '~> 5.90',
    tested: [{min: '5.40.0', maxMinor: '5.100'}],
  },
  {
    name: 'azurerm',
    source: 'hashicorp/azurerm',
    label: 'AzureRM',
    defaultPin: '~> 4.30',
    tested: [
      {min: '3.110.0', maxMinor: '3.117'},
      {min: '4.0.0', maxMinor: '4.40'},
    ],
  },
  {
    name: 'azuread',
    source: 'hashicorp/azuread',
    label: 'Azure AD',
    defaultPin: '~> 3.0',
    tested: [{min: '2.50.0', maxMinor: '3.0'}],
  },
  {
    name: 'google',
    source: 'hashicorp/google',
    label: 'Google',
    defaultPin: '~> 6.40',
    tested: [
      {min: '5.40.0', maxMinor: '5.44'},
      {min: '6.0.0', maxMinor: '6.45'},
    ],
  },
  {
    name: 'google-beta',
    source: 'hashicorp/google-beta',
    label: 'Google Beta',
    defaultPin: '~> 6.40',
    tested: [{min: '6.0.0', maxMinor: '6.45'}],
  },
  {
    name: 'kubernetes',
    source: 'hashicorp/kubernetes',
    label: 'Kubernetes',
    defaultPin: '~> 2.35',
    tested: [{min: '2.30.0', maxMinor: '2.38'}],
  },
  {
    name: 'helm',
    source: 'hashicorp/helm',
    label: 'Helm',
    defaultPin: '~> 2.17',
    tested: [{min: '2.14.0', maxMinor: '2.17'}],
  },
  {
    name: 'random',
    source: 'hashicorp/random',
    label: 'Random',
    defaultPin: '~> 3.6',
    tested: [{min: '3.6.0', maxMinor: '3.6'}],
  },
];

export function findProvider(nameOrSource: string): Provider | undefined {
  return providers.find((provider) => provider.name === nameOrSource || provider.source === nameOrSource);
}

/** `5.40.0 to 5.100.x`, ranges joined with a comma. */
export function formatTestedRange(provider: Provider): string {
  return provider.tested.map(({min, maxMinor}) => `${min} to ${maxMinor}.x`).join(', ');
}

const parseVersion = (version: string) => version.split('.').map((part) => Number(part));

/** Compares x.y[.z] versions numerically; a missing part counts as 0. */
function compareVersions(a: string, b: string): number {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Whether an exact version (x.y.z) lies in one of the provider's tested ranges. */
export function isTestedVersion(provider: Provider, version: string): boolean {
  return provider.tested.some(
    ({min, maxMinor}) =>
      compareVersions(version, min) >= 0 && compareVersions(version.split('.').slice(0, 2).join('.'), maxMinor) <= 0,
  );
}

/** The lowest version a `~> x.y` constraint allows, as x.y.0. */
export function pinLowerBound(pin: string): string {
  const version = pin.replace(/^~>\s*/, '');
  return version.split('.').length === 2 ? `${version}.0` : version;
}

/** Whether an exact version satisfies a `~> x.y` constraint (>= x.y.0, < (x+1).0.0). */
export function satisfiesPin(version: string, pin: string): boolean {
  const lower = pinLowerBound(pin);
  const [major] = parseVersion(lower);
  return compareVersions(version, lower) >= 0 && parseVersion(version)[0] === major;
}
