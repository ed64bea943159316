/**
 * What Skyloom shows about an environment: two separate fields. The lifecycle STATUS says what the last run did
 * (Deployed: the last provision run succeeded); the DRIFT state says what the last drift check found. A table row
 * `Deployed  drifted` is the STATUS column, then the DRIFT column. /concepts/appstacks/manage renders both tables.
 */

export const LIFECYCLE_STATUSES = ['Not deployed', 'Provisioning', 'Deployed', 'Actions required', 'Failed'] as const;

export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export interface StatusMeaning<Id extends string> {
  id: Id;
  meaning: string;
  /** What the reader does next; may hold `code`, **bold** and [links](/path). */
  next: string;
}

/** The STATUS badge of an environment; an appStack's badge is the most urgent of its environments' (last first). */
export const lifecycleStatuses: readonly StatusMeaning<LifecycleStatus>[] = [
  {
    id: 'Not deployed',
    meaning: 'No version has been provisioned to the environment, or everything was destroyed.',
    next: 'Provision a version, or export it and apply it yourself.',
  },
  {
    id: 'Provisioning',
    meaning: 'A provision or destroy run is in progress.',
    next: 'Follow it on the **Activity** tab or with `skyloom appstack status --watch`.',
  },
  {
    id: 'Deployed',
    meaning: 'The last provision run succeeded: the environment runs the version it applied.',
    next: 'Nothing. The DRIFT column says whether the cloud still matches.',
  },
  {
    id: 'Actions required',
    meaning:
      'Provisioning waits for something outside the design: an approval, a cloud account, a required input, a provider version or drift to reconcile. A run plans first, then waits here.',
    next: 'Read the messages and see [resolve "Actions required"](/support-and-kb/troubleshooting/actions-required).',
  },
  {
    id: 'Failed',
    meaning: 'The last run failed; the environment may run part of the version it tried to apply.',
    next: 'Read the run on the **Activity** tab; see [recover from a partial apply](/support-and-kb/troubleshooting/partial-apply).',
  },
];

export const DRIFT_STATES = ['in sync', 'drifted', 'not checked'] as const;

export type DriftState = (typeof DRIFT_STATES)[number];

/** The DRIFT badge of an environment: the result of its last drift check. */
export const driftStates: readonly StatusMeaning<DriftState>[] = [
  {
    id: 'in sync',
    meaning: 'The last drift check found every resource in sync with the deployed version.',
    next: 'Nothing.',
  },
  {
    id: 'drifted',
    meaning: 'The last drift check found at least one resource drifted, missing or unmanaged.',
    next: 'Open the **Drift** tab and [reconcile](/concepts/drift#reconcile-drift).',
  },
  {
    id: 'not checked',
    meaning:
      'No drift check has finished since the environment was last provisioned: the check that ends every successful provision run is still running or failed, or the environment has never been provisioned.',
    next: 'Select **Check now**, or wait for the schedule.',
  },
];

export const RESOURCE_DRIFT_STATUSES = ['in sync', 'drifted', 'missing', 'unmanaged'] as const;
