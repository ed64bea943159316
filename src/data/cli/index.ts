import type {CliCommand, CliFlag, FlagSet, FlagSetId} from './types';
import {flagSets} from './flagSets';
import {appstackCommands} from './appstack';
import {lifecycleCommands} from './lifecycle';
import {resourceCommands} from './resources';
import {cloud2codeCommands, cloud2codeFlagSet} from './cloud2code';
import {setupCommands} from './setup';
import {runCommands} from './runs';
import {runnerCommands} from './runners';
import {latestRelease} from '../releases';
import {environmentCommands} from './environments';

export type {CliCommand, CliFlag, FlagSet, FlagSetId} from './types';

export const CLI_NAME = 'skyloom';
/** CLI and platform share one version number (src/data/releases.ts): the CLI is at the latest release. */
export const CLI_VERSION = latestRelease.version;

export const commands: readonly CliCommand[] = [
  ...setupCommands,
  ...cloud2codeCommands,
  ...appstackCommands,
  ...environmentCommands,
  ...lifecycleCommands,
  ...runCommands,
  ...runnerCommands,
  ...resourceCommands,
];

const allFlagSets: readonly FlagSet[] = [...flagSets, cloud2codeFlagSet];

export function flagSet(id: FlagSetId): FlagSet {
  const set = allFlagSets.find((candidate) => candidate.id === id);
  if (!set) throw new Error(`Unknown CLI flag set "${id}"`);
  return set;
}

/** Finds a command by the words after `skyloom`, for example `appstack create`. */
export function findCommand(name: string): CliCommand | undefined {
  const words = name.trim().split(/\s+/);
  return commands.find((command) => command.path.join(' ') === words.join(' '));
}

/** Every flag a command accepts: its own, its flag sets' and the global flags. */
export function flagsOf(command: CliCommand): CliFlag[] {
  const setIds = new Set<FlagSetId>(['global', ...(command.flagSets ?? [])]);
  return [...command.flags, ...[...setIds].flatMap((id) => flagSet(id).flags)];
}
