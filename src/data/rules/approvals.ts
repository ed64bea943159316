/**
 * Who may do what, and who must approve. Roles allow an action; an approval rule on an environment then holds
 * every provision, destroy and drift restore there until someone other than the requester approves it, whatever
 * the requester's role: no one is exempt, and no one approves their own run. /concepts/rbac renders the matrix.
 */
import type {Permission, Role} from './roles';

export interface RoleAction {
  id: string;
  action: string;
  /** What each role may do. */
  roles: Record<Role, Permission>;
}

const everyone = {'Org Admin': true, 'Project Admin': true, Developer: true, Viewer: true} as const;
const builders = {'Org Admin': true, 'Project Admin': true, Developer: true, Viewer: false} as const;
const admins = {'Org Admin': true, 'Project Admin': true, Developer: false, Viewer: false} as const;
const orgAdmins = {'Org Admin': true, 'Project Admin': false, Developer: false, Viewer: false} as const;
/** The condition every role meets in an environment an approval rule covers. */
export const WITH_APPROVAL = 'With approval';

export const roleActions: readonly RoleAction[] = [
  {id: 'view', action: 'View appStacks, topology, versions, drift and activity', roles: everyone},
  {
    id: 'export',
    action: 'Export or download IaC: code, non-sensitive values and secret references, never a secret value',
    roles: everyone,
  },
  {id: 'share', action: 'Share IaC to a Git repository, create IaC download links', roles: builders},
  {id: 'design', action: 'Create and edit appStacks, create versions', roles: builders},
  {id: 'discover', action: 'Run cloud discovery scans and imports', roles: builders},
  {
    id: 'plan',
    action: 'Plan a version in an environment (`--plan-only`): never applies, needs no approval',
    roles: builders,
  },
  {id: 'provision', action: 'Provision, destroy and restore drift where no approval rule applies', roles: builders},
  {
    id: 'provision-approved',
    action: 'Provision, destroy and restore drift where an approval rule applies (default: `prod`)',
    roles: {'Org Admin': WITH_APPROVAL, 'Project Admin': WITH_APPROVAL, Developer: WITH_APPROVAL, Viewer: false},
  },
  {id: 'accept-drift', action: 'Accept cloud changes into a new version', roles: builders},
  {id: 'approve', action: "Approve or reject someone else's run", roles: admins},
  {id: 'upload', action: 'Upload custom modules, policies, resource definitions', roles: admins},
  {
    id: 'settings',
    action: 'Change project settings, policy sets, drift schedules, backends, provider and Terraform versions',
    roles: admins,
  },
  {id: 'members', action: 'Manage project members', roles: admins},
  {
    id: 'state',
    action: "Download an environment's state from Skyloom's state store (state can hold secret values)",
    roles: admins,
  },
  {id: 'delete', action: 'Delete an appStack', roles: admins},
  {id: 'tokens', action: 'Create, rotate and revoke your own personal access tokens', roles: everyone},
  {id: 'projects', action: 'Create projects', roles: orgAdmins},
  {
    id: 'organization',
    action:
      'Manage organization members, service identities and their tokens, SSO, sign-in and IP allowlist settings, cloud accounts, repositories, integrations',
    roles: orgAdmins,
  },
  {
    id: 'activity-export',
    action: 'Export the activity log: **Export CSV**, or read it from the API (`GET /api/v1/activity`)',
    roles: {'Org Admin': true, 'Project Admin': 'Own project', Developer: false, Viewer: false},
  },
];

/** The runs an approval rule can hold, and the rule every project created since 3.2.0 starts with. */
export const approvalRule = {
  actions: ['Provision', 'Destroy', 'Drift restore'],
  defaultRule: {name: 'prod-changes', environment: 'prod', approvers: 'Project Admin' as Role, requiredApprovals: 1},
  /** The requester never counts as an approver, whatever their role. */
  selfApproval: false,
  exemptions: false,
  since: '3.2.0',
} as const;
