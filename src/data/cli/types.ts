/** The shape of the `skyloom` CLI reference: the one source the docs' flag tables and the consistency test read. */
type FlagType = 'string' | 'string list' | 'bool' | 'int' | 'duration' | 'path' | 'enum';

export interface CliFlag {
  /** Long name without dashes: `region` is `--region`. */
  name: string;
  /** One-letter short form without the dash. */
  short?: string;
  type: FlagType;
  /** Allowed values, for `enum` flags. */
  values?: readonly string[];
  default?: string;
  required?: boolean;
  /** Environment variable that sets the same value (flag > env > config file > default). */
  env?: string;
  /** Key in ~/.skyloom/config.yaml that sets the same value. */
  configKey?: string;
  /** May be given more than once, or as a comma-separated list. */
  repeatable?: boolean;
  description: string;
}

export type FlagSetId = 'global' | 'cloud2code' | 'iac';

export interface FlagSet {
  id: FlagSetId;
  title: string;
  flags: readonly CliFlag[];
}

export interface CliArgument {
  name: string;
  /** Allowed literal values (for example the shell names of `skyloom completion`). */
  values?: readonly string[];
  required: boolean;
  description: string;
}

export interface CliCommand {
  /** Words after `skyloom`: `['appstack', 'create']`. */
  path: readonly string[];
  summary: string;
  /** Synopsis line as shown on the command page. */
  usage: string;
  args?: readonly CliArgument[];
  flags: readonly CliFlag[];
  /** Shared flag sets the command also accepts (every command accepts `global`). */
  flagSets?: readonly FlagSetId[];
  /** The command's page in the CLI guide. */
  docPath: string;
  /** CLI version that introduced the command. */
  since: string;
}
