/**
 * Where an input's value comes from when Skyloom generates code for one environment: the first source in this order
 * that sets it wins, and resource policy constraints apply after, whatever the source. /concepts/topology/configure-resource
 * renders this; resource policies and provisioning link to it.
 */

export interface ValueSource {
  id: string;
  source: string;
  setWith: string;
}

export const valueSources: readonly ValueSource[] = [
  {
    id: 'var-file',
    source: 'A `.tfvars` file passed at provision time, for that run only',
    setWith: '`skyloom provision --var-file`',
  },
  {
    id: 'environment-profile',
    source: "The environment profile's value for this resource",
    setWith: '**Environment values** in the inspector, or the **Environments** tab',
  },
  {
    id: 'topology',
    source: 'The value on the resource in the topology',
    setWith: '**Inputs** in the inspector, or `skyloom resources update --set`',
  },
  {
    id: 'policy-environment',
    source: "The [resource policy](/concepts/resource-policies)'s default for this environment",
    setWith: '**Policies > Resource policies**, or `environments` in a `PolicyBundle`',
  },
  {
    id: 'policy-default',
    source: "The resource policy's default for all environments",
    setWith: '**Policies > Resource policies**, or `defaults` in a `PolicyBundle`',
  },
  {
    id: 'built-in',
    source: "The resource's or module's own default",
    setWith: 'The built-in resource or custom module definition',
  },
];
