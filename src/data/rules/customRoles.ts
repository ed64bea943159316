/**
 * Custom roles: on the Enterprise plan, an Org Admin builds project roles from the permissions of the built-in roles'
 * actions (src/data/rules/approvals.ts, roleActions). The four built-in roles stay as they are; a custom role is
 * granted per project like them and never reaches beyond a project. /concepts/rbac/custom-roles renders this.
 */
import {roleActions} from './approvals';

/** Actions that belong to the organization, not to a project: only `Org Admin` has them, and no custom role can. */
const ORGANIZATION_ACTIONS = ['projects', 'organization'] as const;

/** The permission every custom role has, because no other works without it. */
const BASE_PERMISSION = 'view';

/** Permissions that need another one: a custom role with the first has the second too. */
const PERMISSION_NEEDS: Readonly<Record<string, string>> = {
  'provision-approved': 'provision',
  'accept-drift': 'design',
};

/** The permissions a custom role is built from: every project action of the role matrix. */
export const customRolePermissions = roleActions.filter(
  (action) => !(ORGANIZATION_ACTIONS as readonly string[]).includes(action.id),
);

export interface CustomRoleRule {
  situation: string;
  what: string;
}

export const customRoleRules: readonly CustomRoleRule[] = [
  {
    situation: 'Who creates and changes custom roles',
    what: '`Org Admin`, under **Settings > Access control > Roles**. A `Project Admin` grants them in their project like a built-in role.',
  },
  {
    situation: 'The built-in roles',
    what: '`Org Admin`, `Project Admin`, `Developer` and `Viewer` stay as they are: they cannot be changed or deleted, and **Duplicate** copies one as the start of a custom role.',
  },
  {
    situation: 'What a custom role can hold',
    what: 'Project permissions only. Creating projects and managing the organization stay with `Org Admin`, so a custom role never reaches beyond the projects it is granted in.',
  },
  {
    situation: 'Permissions that need another',
    what: 'Every custom role can view. Provisioning where an approval rule applies comes with provisioning elsewhere, and accepting drift into a version with editing designs.',
  },
  {
    situation: 'Approval rules',
    what: 'A rule can name a custom role as its approvers when the role has the approve permission. No one approves their own run, whatever their role.',
  },
  {
    situation: 'Tokens, service identities and SSO',
    what: 'A token acts with its owner’s role in each project, custom or built-in, and with its own scopes; a service identity and an SSO group mapping can be given a custom role. A service identity never approves a run, even with the approve permission.',
  },
  {
    situation: 'A permission changes',
    what: 'It applies at once to everyone who holds the role, in every project, and the activity log records the change with the old and new permissions.',
  },
  {
    situation: 'A role still granted',
    what: 'Cannot be deleted: reassign its members in each project first. **Where it is used** on the role lists them.',
  },
];

/** Custom roles the sample organization defines, built from the permission ids of roleActions. */
export const sampleCustomRoles: readonly {name: string; permissions: readonly string[]; for: string}[] = [
  {
    name: 'Release Manager',
    permissions: ['view', 'export', 'provision', 'provision-approved', 'approve'],
    for: 'Releases versions to environments and approves other people’s releases, without editing designs',
  },
  {
    name: 'Auditor',
    permissions: ['view', 'export', 'activity-export'],
    for: 'Reviews what changed and exports the activity log as CSV, without changing anything',
  },
];

for (const role of sampleCustomRoles) {
  const unknown = role.permissions.filter(
    (permission) => !customRolePermissions.some((action) => action.id === permission),
  );
  if (unknown.length)
    throw new Error(`src/data/rules/customRoles.ts: ${role.name} has no permission ${unknown.join(', ')}`);
  if (!role.permissions.includes(BASE_PERMISSION)) throw new Error(`${role.name} lacks ${BASE_PERMISSION}`);
  for (const [permission, needed] of Object.entries(PERMISSION_NEEDS))
    if (role.permissions.includes(permission) && !role.permissions.includes(needed))
      throw new Error(`${role.name} has ${permission} without ${needed}`);
}
