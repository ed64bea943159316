// The elements docs write to show data (`<FactTable table="plans" />`), each imported as a component would be
// (`import FactTable from '@site/src/components/FactTable';`), and what renders it at build time. The build takes
// those imports out (only a client element's module exists), so a page ships the markup it shows, never the data.
import type {Element} from 'hast';
import {renderCliFlagTable} from './cliFlagTable';
import {renderFactTable} from './factTable';
import {renderKnownIssuesList} from './knownIssuesList';
import {renderReleaseMonthList} from './releaseMonthList';
import {renderReleaseVersionsTable} from './releaseVersionsTable';
import {renderWhatsNew} from './whatsNew';

export type Attributes = Record<string, string | undefined>;

export interface DataElement {
  /** The module a doc imports the element from, and the name it has there (`default` for a default export). */
  source: string;
  exportName: string;
  /** The attributes it takes; any other fails the build. */
  attributes: readonly string[];
  render: (attributes: Attributes) => Element;
  /**
   * The element stays in the page, wrapping its markup, because it has browser behavior (the import stays too, and
   * must stay free of src/data); otherwise the markup replaces it and the import goes.
   */
  client?: true;
}

const COMPONENTS = '@site/src/components';

/** Every element rendered at build time, by the name docs use. */
export const DATA_ELEMENTS: Readonly<Record<string, DataElement>> = {
  FactTable: {
    source: `${COMPONENTS}/FactTable`,
    exportName: 'default',
    attributes: ['table', 'command', 'group', 'on', 'policy', 'errors', 'month'],
    render: renderFactTable,
  },
  // The client component moves old `#flag-…` links to their row.
  CliFlagTable: {
    source: `${COMPONENTS}/CliFlagTable`,
    exportName: 'default',
    attributes: ['command', 'set'],
    render: renderCliFlagTable,
    client: true,
  },
  KnownIssuesList: {
    source: `${COMPONENTS}/KnownIssuesList`,
    exportName: 'default',
    attributes: ['month', 'reportedBefore', 'status'],
    render: renderKnownIssuesList,
  },
  ReleaseMonthList: {
    source: `${COMPONENTS}/ReleaseMonthList`,
    exportName: 'default',
    attributes: ['kind'],
    render: renderReleaseMonthList,
  },
  ReleaseVersionsTable: {
    source: `${COMPONENTS}/ReleaseVersionsTable`,
    exportName: 'default',
    attributes: [],
    render: renderReleaseVersionsTable,
  },
  WhatsNew: {source: `${COMPONENTS}/Home`, exportName: 'WhatsNew', attributes: [], render: renderWhatsNew},
};

/** The modules that are only names: a build-time element imported as their default export, taken out by the build. */
export const BUILD_TIME_SOURCES: ReadonlySet<string> = new Set(
  Object.values(DATA_ELEMENTS).flatMap((element) =>
    element.client || element.exportName !== 'default' ? [] : [element.source],
  ),
);

/** An element rendered from its attributes as written, as the build renders it; throws what is wrong with them. */
export function renderElement(name: string, attributes: Attributes): Element {
  const element = DATA_ELEMENTS[name];
  const unknown = Object.keys(attributes).find((attribute) => !element.attributes.includes(attribute));
  if (unknown !== undefined)
    throw new Error(
      `<${name}> takes no ${unknown}="…"${element.attributes.length ? ` (it takes ${element.attributes.join(', ')})` : ''}`,
    );
  return element.render(attributes);
}

/** The import line a doc needs for an element, or undefined for a name that is not one. */
export function importOf(name: string): string | undefined {
  const element = Object.hasOwn(DATA_ELEMENTS, name) ? DATA_ELEMENTS[name] : undefined;
  if (!element) return undefined;
  return element.exportName === 'default'
    ? `import ${name} from '${element.source}';`
    : `import {${element.exportName}} from '${element.source}';`;
}
