import type {Element} from 'hast';
import {h} from 'hastscript';
import {findCommand, flagSet, type CliFlag, type FlagSetId} from '../../data/cli';
import {flagAnchor} from '../../components/CliFlagTable/anchors';
import {dataTable} from './dataTable';

export interface CliFlagTableAttributes {
  /** The command's words after `skyloom` (`appstack show`)… */
  command?: string;
  /** …or a shared flag set (`global`). */
  set?: string;
}

function flagsOf({command, set}: CliFlagTableAttributes): {label: string; scope: string; flags: readonly CliFlag[]} {
  if ((command === undefined) === (set === undefined))
    throw new Error('CliFlagTable needs exactly one of command="…" or set="…"');
  if (set !== undefined) {
    const flags = flagSet(set as FlagSetId);
    return {label: flags.title, scope: set, flags: flags.flags};
  }
  const found = findCommand(command!);
  if (!found) throw new Error(`CliFlagTable: unknown command "skyloom ${command}"`);
  return {label: `Flags of skyloom ${command}`, scope: command!, flags: found.flags};
}

const flagType = (flag: CliFlag): string =>
  flag.type === 'enum' && flag.values
    ? flag.values.join(' | ')
    : flag.repeatable
      ? `${flag.type} (repeatable)`
      : flag.type;

const codeOrDash = (text: string | undefined) => (text ? h('code', text) : '—');

/**
 * `<CliFlagTable command="appstack show" />` or `<CliFlagTable set="global" />`: the flags of a command or of a
 * shared flag set, from src/data/cli, one row per flag anchored by the command and flag (anchors.ts).
 */
export function renderCliFlagTable(attributes: CliFlagTableAttributes): Element {
  const {label, scope, flags} = flagsOf(attributes);
  const showEnv = flags.some((flag) => flag.env);
  const columns = [
    'Flag',
    'Short',
    'Type',
    'Default',
    'Required',
    ...(showEnv ? ['Environment variable'] : []),
    'Description',
  ];
  return dataTable(
    {label, className: 'flag-table'},
    h(
      'thead',
      h(
        'tr',
        columns.map((column) => h('th', {scope: 'col'}, column)),
      ),
    ),
    h(
      'tbody',
      flags.map((flag) =>
        h('tr', {id: flagAnchor(scope, flag.name), dataFlag: flag.name}, [
          h('td', h('code', ['--', flag.name])),
          h('td', flag.short ? h('code', ['-', flag.short]) : '—'),
          h('td', flagType(flag)),
          h('td', codeOrDash(flag.default)),
          h('td', flag.required ? 'Yes' : 'No'),
          ...(showEnv ? [h('td', codeOrDash(flag.env))] : []),
          h('td', flag.description),
        ]),
      ),
    ),
  );
}
