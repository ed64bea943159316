// A `<FactTable>` renders a table of src/plugins/data-tables/factTables.ts from src/data, and the build fails when its
// attributes name no table or no data (an unknown command, limit group or header kind). The lint renders it with the
// build's own renderer, so the page fails here first, with the attribute value to write.
import {renderElement} from '../../src/plugins/data-tables/elements';
import {FACT_TABLES, type FactTableProps} from '../../src/plugins/data-tables/factTables';
import {commands} from '../../src/data/cli';
import {apiHeaders, apiPolicies} from '../../src/data/api';
import {LIMIT_GROUP_TITLES} from '../../src/data/platform';
import {releaseMonths} from '../../src/data/releases';
import {nearest} from '../../src/lib/nearest';

const TABLES_FILE = 'src/plugins/data-tables/factTables.ts';
/** What an attribute may name: the values to try when a table does not render. */
const CANDIDATES: Record<string, () => string[]> = {
  table: () => [...FACT_TABLES],
  // A command, or a group of commands (`runs` for the exit codes every `skyloom runs` command shares).
  command: () => [
    ...new Set(commands.flatMap((command) => command.path.map((_, end) => command.path.slice(0, end + 1).join(' ')))),
  ],
  group: () => Object.keys(LIMIT_GROUP_TITLES),
  on: () => [...new Set(apiHeaders.map((header) => header.on))],
  policy: () => Object.keys(apiPolicies),
  month: () => releaseMonths.map((month) => month.slug),
};

/** Renders a table as the build does; returns the attributes it read, or the error the build would fail with. */
function render(props: FactTableProps): {read: Set<string>} | {error: string} {
  const read = new Set<string>();
  const watched = new Proxy(props, {
    get: (target, key) => {
      if (typeof key === 'string') read.add(key);
      return target[key as string];
    },
  });
  try {
    renderElement('FactTable', watched);
    return {read};
  } catch (error) {
    return {error: (error as Error).message};
  }
}

/** The values of an attribute that make the table render, the other attributes as written. */
const renderingValues = (props: FactTableProps, name: string) =>
  (CANDIDATES[name]?.() ?? []).filter((value) => 'read' in render({...props, [name]: value}));

/** The fix of a table that does not render: the missing attribute, or the value closest to the one written. */
function fixOf(props: FactTableProps, error: string): string | undefined {
  const missing = /needs a (\w+) attribute/.exec(error)?.[1];
  if (missing) {
    const values = renderingValues(props, missing);
    return values.length ? `add ${missing}="…", one of ${values.join(', ')}` : undefined;
  }
  for (const [name, written] of Object.entries(props)) {
    const closest = written === undefined ? undefined : nearest(written, renderingValues(props, name));
    if (closest) return `did you mean ${name}="${closest}"?`;
  }
  return undefined;
}

/** What is wrong with a `<FactTable>` with these (string) attributes, with the fix; undefined when it renders. */
export function factTableProblem(props: FactTableProps): string | undefined {
  const written = Object.entries(props)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  const result = render(props);
  if ('error' in result) {
    const fix = fixOf(props, result.error);
    const reason = result.error.replace(/^FactTable(?: "[^"]*")?:? /, '');
    // The build's own message lists every table; next to a suggestion the list is noise.
    return `<FactTable ${written}> fails the build: ${fix ? reason.replace(/ \(known: .*\)$/, '') : reason}; ${
      fix ?? `see the tables and the attributes each one takes in ${TABLES_FILE}`
    }`;
  }
  const ignored = Object.keys(props).filter((name) => !result.read.has(name));
  if (ignored.length)
    return `<FactTable table="${props.table}"> takes no ${ignored.map((name) => `${name}="…"`).join(' or ')}, so the table ignores it: remove it, or write the attribute ${TABLES_FILE} reads for this table`;
  return undefined;
}
