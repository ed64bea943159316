/**
 * The token scopes, and the scope and lowest role each `skyloom` command needs. A token acts as its owner (a person
 * or a service identity), so a command needs both. Planning is its own scope: a token with `plan` runs plan-only
 * runs and can never apply, so a merge-request pipeline gets `plan` and only the pipeline of the protected branch
 * gets `provision`. /setup/pat renders the scopes per command, /concepts/rbac the roles.
 */
import {commands} from '../cli';
import type {Role} from './roles';

export const SCOPES = ['read', 'write', 'plan', 'provision', 'admin'] as const;

export type Scope = (typeof SCOPES)[number];

export interface ScopeMeaning {
  id: Scope;
  allows: string;
  /** Scopes a token with this one needs no more: `write` covers what `read` does. */
  includes: readonly Scope[];
  /**
   * The role actions of approvals.ts a token with this scope takes through the REST API where no `skyloom` command
   * does: each operation of src/data/api/openapi.yaml that cites an action needs the scope whose list holds it.
   */
  apiActions: readonly string[];
}

export const scopes: readonly ScopeMeaning[] = [
  {
    id: 'read',
    allows:
      'List projects and appStacks, show versions, export and download IaC, read drift results, runs and activity, and list members, roles, tokens and service identities where your role allows it.',
    includes: [],
    apiActions: ['view', 'members', 'organization', 'activity-export', 'tokens'],
  },
  {
    id: 'write',
    allows: 'Everything in `read`, plus create and change appStacks, resources and versions, scan, import and upload.',
    includes: ['read'],
    apiActions: [],
  },
  {
    id: 'plan',
    allows:
      'Everything in `read`, plus start plan-only runs (`skyloom provision --plan-only`, `POST /api/v1/runs` with `"action": "plan"`) and read their plans and policy results. A plan-only run never applies, takes no state lock and needs no approval.',
    includes: ['read'],
    apiActions: [],
  },
  {
    id: 'provision',
    allows:
      'Everything in `plan`, plus start, cancel and unlock provision, destroy and drift restore runs, which change your cloud, and approve or reject them where your role allows it.',
    includes: ['plan'],
    apiActions: ['approve'],
  },
  {
    id: 'admin',
    allows:
      'Download the state files Skyloom stores through the API, and drain or remove private runners, where your role already allows it.',
    includes: [],
    apiActions: ['state'],
  },
];

export interface CommandAccess {
  /** Words after `skyloom`, as src/data/cli names the command. */
  command: string;
  /** The scopes a token needs, all of them; empty for commands that never call the API. */
  scopes: readonly Scope[];
  /** The lowest role that may run it in a project; undefined for commands that need none. */
  role?: Role;
  /** What changes the scopes it needs, for the scopes table. */
  scopeNote?: string;
  /** What changes the role it needs, for the roles table. */
  roleNote?: string;
  /** Flags (with a value, or any value) that change the scopes the command needs. */
  byFlag?: readonly {flag: string; value?: string; scopes: readonly Scope[]}[];
}

const access = (
  command: string,
  need: readonly Scope[],
  role?: Role,
  notes: {scopeNote?: string; roleNote?: string} = {},
  byFlag?: CommandAccess['byFlag'],
): CommandAccess => ({command, scopes: need, role, ...notes, byFlag});
const dryRunReads = [{flag: 'dry-run', scopes: ['read']}] as const;

export const commandAccess: readonly CommandAccess[] = [
  access('version', []),
  access('configure', ['read'], undefined, {
    scopeNote:
      'Checks the token it stores with one call to the API (`GET /api/v1/whoami`), which needs `read`; `write`, `plan` and `provision` include it.',
  }),
  access('configure list', []),
  access('completion', []),
  access('viewprojects', ['read'], 'Viewer'),
  access('appstack list', ['read'], 'Viewer'),
  access('appstack show', ['read'], 'Viewer'),
  access('appstack status', ['read'], 'Viewer'),
  access('appstack download-iac', ['read'], 'Viewer'),
  access('generate-iac', ['read'], 'Viewer'),
  access('runs list', ['read'], 'Viewer'),
  access('runs show', ['read'], 'Viewer'),
  access('resources list', ['read'], 'Viewer'),
  access(
    'drifts',
    ['read'],
    'Viewer',
    {
      scopeNote: '`--reconcile code` needs `write`; `--reconcile cloud` needs `provision`.',
      roleNote: '`--reconcile code` and `--reconcile cloud` need `Developer`.',
    },
    [
      {flag: 'reconcile', value: 'code', scopes: ['write']},
      {flag: 'reconcile', value: 'cloud', scopes: ['provision']},
    ],
  ),
  access('cloud2code aws', ['write'], 'Developer', {scopeNote: 'With `--dry-run`, `read` is enough.'}, dryRunReads),
  access('cloud2code azure', ['write'], 'Developer', {scopeNote: 'With `--dry-run`, `read` is enough.'}, dryRunReads),
  access('cloud2code gcp', ['write'], 'Developer', {scopeNote: 'With `--dry-run`, `read` is enough.'}, dryRunReads),
  access('appstack create', ['write'], 'Developer'),
  access('appstack create-version', ['write'], 'Developer'),
  access('env show', ['read'], 'Viewer'),
  access(
    'env set',
    ['write'],
    'Developer',
    {
      scopeNote: 'With `--dry-run`, `read` is enough.',
      roleNote:
        'The cloud account and region need `Developer`; `--backend`, `--backend-config`, `--engine` and `--engine-version` need `Project Admin`.',
    },
    dryRunReads,
  ),
  access('resources add', ['write'], 'Developer'),
  access('resources update', ['write'], 'Developer'),
  access('resources remove', ['write'], 'Developer'),
  access('import', ['write'], 'Developer'),
  access(
    'provision',
    ['provision'],
    'Developer',
    {
      scopeNote: 'With `--plan-only`, `plan` is enough.',
      roleNote: 'Approval rules apply; a `--plan-only` run needs no approval.',
    },
    [{flag: 'plan-only', scopes: ['plan']}],
  ),
  access('destroy', ['provision'], 'Developer', {roleNote: 'Approval rules apply.'}),
  access('runs cancel', ['provision'], 'Developer', {roleNote: "Your own runs; anyone's needs `Project Admin`."}),
  access('runs unlock', ['provision'], 'Project Admin'),
  access('appstack delete', ['write'], 'Project Admin'),
  access('upload resources', ['write'], 'Project Admin'),
  access('upload policies', ['write'], 'Project Admin'),
  access('upload custom-modules', ['write'], 'Project Admin'),
  access('upload security-rules', ['write'], 'Project Admin'),
  access('upload iam-permissions', ['write'], 'Project Admin'),
  access('login', [], undefined, {
    scopeNote: 'Needs no token: it exchanges the CI job’s ID token for one with the scopes of the service identity.',
  }),
  access('runners register', [], undefined, {scopeNote: 'Needs no token: it uses the pool’s registration token.'}),
  access('runners start', [], undefined, {
    scopeNote: 'Needs no token: it connects to Skyloom with the runner’s own credential from its registration.',
  }),
  access('runners list', ['read'], 'Org Admin'),
  access('runners drain', ['admin'], 'Org Admin'),
  access('runners remove', ['admin'], 'Org Admin'),
];

const missing = commands
  .map((command) => command.path.join(' '))
  .filter((name) => !commandAccess.some((entry) => entry.command === name));
if (missing.length) throw new Error(`src/data/rules/scopes.ts: no scope for skyloom ${missing.join(', ')}`);

export function accessOf(command: string): CommandAccess | undefined {
  return commandAccess.find((entry) => entry.command === command);
}

/** The scopes one invocation needs, given its flags (`drifts --reconcile cloud` needs `provision`). */
export function scopesOf(command: string, flags: ReadonlyMap<string, string> = new Map()): readonly Scope[] {
  const entry = accessOf(command);
  const byFlag = entry?.byFlag?.find(
    (candidate) => flags.has(candidate.flag) && (!candidate.value || flags.get(candidate.flag) === candidate.value),
  );
  return byFlag?.scopes ?? entry?.scopes ?? [];
}

/** The scopes a scope includes, directly or through another: `provision` includes `plan`, and so `read`. */
function included(scope: Scope): Scope[] {
  const direct = scopes.find((candidate) => candidate.id === scope)?.includes ?? [];
  return [...direct, ...direct.flatMap(included)];
}

/** The scopes that satisfy a need for `scope`: itself, and every scope that includes it. */
export function scopesCovering(scope: Scope): Scope[] {
  return SCOPES.filter((candidate) => candidate === scope || included(candidate).includes(scope));
}

/** The scopes a token needs for every step of a task, for example a rollback (create-version, then provision). */
export function scopesForTask(taskCommands: readonly string[]): Scope[] {
  const needed = new Set(taskCommands.flatMap((command) => accessOf(command)?.scopes ?? []));
  return SCOPES.filter(
    (scope) => needed.has(scope) && ![...needed].some((other) => other !== scope && included(other).includes(scope)),
  );
}
