/**
 * Dependencies between appStacks: one appStack (the consumer) reads the published outputs of another (the producer)
 * through a `data.skyloom_appstack` data source. What it reads, in which order environments must be provisioned, and
 * what Skyloom refuses so that a consumer never loses what it reads. /concepts/appstacks/dependencies renders this.
 */

export interface DependencyRule {
  id: string;
  situation: string;
  what: string;
}

export const dependencyRules: readonly DependencyRule[] = [
  {
    id: 'values',
    situation: 'What the consumer reads',
    what: "The outputs the producer publishes on its **Outputs** tab, with the values of its environment's state after its last succeeded provision or reconcile run. A version of the producer that is not deployed is never read.",
  },
  {
    id: 'environments',
    situation: 'Which environment of the producer',
    what: 'The one with the same name as the consumer’s. **Read from** on the reference picks another one per consumer environment, or none: the connected inputs then take their values from the environment profile.',
  },
  {
    id: 'order',
    situation: 'Provisioning order',
    what: 'The producer first. A consumer run whose producer environment has never been provisioned plans as far as it can, then waits in *Actions required* until it is; Skyloom never provisions the producer for you.',
  },
  {
    id: 'changes',
    situation: 'The producer provisions new output values',
    what: 'Nothing changes in the consumers until their next plan, which reads the new values and shows what they change. The producer’s run lists the consumer environments that read a changed output, and their **Dependencies** tab marks them *Outputs changed*.',
  },
  {
    id: 'unpublish',
    situation: 'The producer stops publishing an output a consumer reads',
    what: 'Refused while any consumer reads it, on the **Outputs** tab and when a version would remove the resource behind it. Remove the reference from the consumers first.',
  },
  {
    id: 'destroy',
    situation: 'Destroy a producer environment that consumers read',
    what: 'Refused while a deployed consumer environment reads it: `skyloom destroy` exits with code 1 and names the consumers. Destroy them, or point their references elsewhere, first.',
  },
  {
    id: 'cycles',
    situation: 'A reads B and B reads A, directly or through other appStacks',
    what: 'Refused when you add the reference, as for connections inside one appStack.',
  },
  {
    id: 'projects',
    situation: 'A producer in another project',
    what: 'Allowed once a `Project Admin` of the producer’s project shares its outputs with the consumer’s project (**Outputs > Share with projects**). Members of the consumer’s project need no role in the producer’s.',
  },
  {
    id: 'export',
    situation: 'Exported code of the consumer',
    what: 'Reads the outputs with a `terraform_remote_state` data source on the producer environment’s backend, so the code runs without Skyloom. A producer environment without a backend gives variables with the current values instead, and the export says so in a warning line.',
  },
  {
    id: 'drift',
    situation: 'Drift checks',
    what: 'Do not cover the reference, which is a data source. A producer value that changed since the consumer’s last provision shows in the consumer’s next plan, not as drift.',
  },
];
