import type {Element, ElementContent} from 'hast';
import {h} from 'hastscript';
import {findCommand, flagSet, type CliFlag, type FlagSetId} from '../../data/cli';
import {flagAnchor} from '../../components/CliFlagTable/anchors';
import {dataTable} from './dataTable';
import {dataText} from './dataText';

export interface CliFlagTableAttributes {
  /** The command's words after `skyloom` (`appstack show`)… */
  command?: string;
  /** …or a shared flag set (`global`). */
  set?: string;
}

/** A list of flags to render: what it lists, the scope its anchors are named by, and the flags. */
export interface FlagList {
  label: string;
  scope: string;
  flags: readonly CliFlag[];
}

function flagsOf({command, set}: CliFlagTableAttributes): FlagList {
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

/** A compact label beside the flag's name; a labeled one names what its value is (`default 30m`). */
const chip = (text: string, value?: string, kind?: string): Element =>
  h('span', {className: kind ? ['flag-chip', `flag-chip-${kind}`] : ['flag-chip']}, [
    value === undefined ? text : h('span', {className: 'flag-chip-label'}, text),
    ...(value === undefined ? [] : [' ', h('code', value)]),
  ]);

/** Only what a flag has: no short form, default or variable is no chip at all, where a table showed "—". */
function chipsOf(flag: CliFlag): ElementContent[] {
  const type =
    flag.type === 'enum' && flag.values
      ? chip('one of', flag.values.join(' | '), 'type')
      : chip(flag.type, undefined, 'type');
  return [
    type,
    flag.repeatable ? chip('repeatable') : null,
    flag.required ? chip('Required', undefined, 'required') : null,
    flag.default ? chip('default', flag.default) : null,
    flag.env ? chip('env', flag.env) : null,
  ].flatMap((element) => (element ? [element, {type: 'text', value: ' '} as const] : []));
}

/**
 * A list of flags as a parameter list: one row per flag, its name (and short form) and chips for its type,
 * whether it is required, its default and its environment variable on one line, the description (its `code`,
 * **bold** and links marked up as in a fact table's cells) beneath at full width (dataTables.css lays the cells out). Each row is anchored by the scope and flag (anchors.ts); the column
 * headings stay for screen readers.
 */
export function renderFlagList({label, scope, flags}: FlagList): Element {
  return dataTable(
    {label, className: 'flag-table'},
    h(
      'thead',
      {className: 'flag-table-head'},
      h(
        'tr',
        ['Flag', 'Type, default and environment variable', 'Description'].map((column) =>
          h('th', {scope: 'col'}, column),
        ),
      ),
    ),
    h(
      'tbody',
      flags.map((flag) =>
        h('tr', {id: flagAnchor(scope, flag.name), dataFlag: flag.name}, [
          h('th', {scope: 'row', className: 'flag-name'}, [
            h('code', ['--', flag.name]),
            ...(flag.short ? [' ', h('code', {className: 'flag-short', title: 'Short form'}, ['-', flag.short])] : []),
          ]),
          h('td', {className: 'flag-chips'}, chipsOf(flag)),
          h('td', {className: 'flag-description'}, dataText(flag.description, true)),
        ]),
      ),
    ),
  );
}

/** `<CliFlagTable command="appstack show" />` or `<CliFlagTable set="global" />`: the flags of a command or of a set. */
export const renderCliFlagTable = (attributes: CliFlagTableAttributes): Element => renderFlagList(flagsOf(attributes));
