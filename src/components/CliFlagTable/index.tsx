import {type ReactNode} from 'react';
import DataTable from '@site/src/components/DataTable';
import {findCommand, flagSet, type CliFlag, type FlagSetId} from '@site/src/data/cli';
import {flagAnchor} from './anchors';
import {useLegacyFlagAnchor} from './useLegacyFlagAnchor';
import styles from './styles.module.css';

type Props = {command: string; set?: never} | {set: FlagSetId; command?: never};

function flagsFor({command, set}: Props): readonly CliFlag[] {
  if (set) return flagSet(set).flags;
  const found = findCommand(command!);
  if (!found) throw new Error(`CliFlagTable: unknown command "skyloom ${command}"`);
  return found.flags;
}

function FlagType({flag}: {flag: CliFlag}): ReactNode {
  if (flag.type === 'enum' && flag.values) return flag.values.join(' | ');
  return flag.repeatable ? `${flag.type} (repeatable)` : flag.type;
}

/** The flags table of a command or shared flag set, rendered from the CLI data in src/data/cli. */
export default function CliFlagTable(props: Props): ReactNode {
  const flags = flagsFor(props);
  const showEnv = flags.some((flag) => flag.env);
  const label = props.set ? flagSet(props.set).title : `Flags of skyloom ${props.command}`;
  const scope = props.set ?? props.command!;
  useLegacyFlagAnchor();
  return (
    <DataTable label={label} className={styles.flags}>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Short</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Required</th>
          {showEnv && <th scope="col">Environment variable</th>}
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {flags.map((flag) => (
          <tr key={flag.name} id={flagAnchor(scope, flag.name)} data-flag={flag.name}>
            <td>
              <code>--{flag.name}</code>
            </td>
            <td>{flag.short ? <code>-{flag.short}</code> : '—'}</td>
            <td>
              <FlagType flag={flag} />
            </td>
            <td>{flag.default ? <code>{flag.default}</code> : '—'}</td>
            <td>{flag.required ? 'Yes' : 'No'}</td>
            {showEnv && <td>{flag.env ? <code>{flag.env}</code> : '—'}</td>}
            <td>{flag.description}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
