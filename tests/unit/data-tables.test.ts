// Data shown as markup rendered at build time (src/plugins/data-tables): the elements docs write become HTML in the
// page, their imports go, and the client build fails when a module of src/data reaches a browser chunk. Expected
// values come from src/data, never from a doc.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, ElementContent} from 'hast';
import type {Root, RootContent} from 'mdast';
import {toString as hastText} from 'hast-util-to-string';
import {VFile} from 'vfile';
import {rspack} from '@docusaurus/faster';
import {parseMdx} from '../../src/lib/mdx';
import remarkDataTables from '../../src/plugins/data-tables/remarkDataTables';
import {ClientBundleDataCheck} from '../../src/plugins/data-tables/clientBundleCheck';
import {factTable} from '../../src/plugins/data-tables/factTables';
import {flagAnchor} from '../../src/components/CliFlagTable/anchors';
import {renderCliFlagTable} from '../../src/plugins/data-tables/cliFlagTable';
import {findCommand, commands} from '../../src/data/cli';
import {latestRelease} from '../../src/data/releases';

/** A doc run through the build's data-element step: the tree it leaves for the MDX compiler. */
function transformed(body: string, file = 'docs/page.mdx'): Root {
  const tree = parseMdx(body);
  remarkDataTables()(tree, new VFile({path: file}));
  return tree;
}

/** The HTML element a rendered element becomes. */
function elementOf(node: RootContent): Element {
  const data = (node as {data?: {hName?: string; hProperties?: Element['properties']; hChildren?: ElementContent[]}})
    .data;
  assert.ok(data?.hName, `${node.type} is no rendered markup`);
  return {type: 'element', tagName: data.hName, properties: data.hProperties ?? {}, children: data.hChildren ?? []};
}

const imports = (tree: Root) =>
  tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []));

function findAll(
  node: Element | ElementContent,
  test: (element: Element) => boolean,
  found: Element[] = [],
): Element[] {
  if (node.type !== 'element') return found;
  if (test(node)) found.push(node);
  for (const child of node.children) findAll(child, test, found);
  return found;
}

const withEnv = commands.find((command) => command.flags.some((flag) => flag.env))!;
const command = withEnv.path.join(' ');

describe('Data elements rendered at build time', () => {
  it('render a <FactTable> into the page as a captioned table, and drop its import', () => {
    const tree = transformed(
      'import FactTable from \'@site/src/components/FactTable\';\n\nSome text.\n\n<FactTable table="plans" />',
    );
    assert.deepEqual(imports(tree), []);
    const table = elementOf(tree.children.at(-1)!);
    const {caption, head, rows} = factTable({table: 'plans'});
    assert.equal(table.properties.ariaLabel, caption);
    assert.equal(hastText(findAll(table, (element) => element.tagName === 'caption')[0]), caption);
    assert.deepEqual(
      findAll(table, (element) => element.tagName === 'th').map((cell) => hastText(cell)),
      head.map((cell) => cell.replace(/`/g, '')),
    );
    assert.equal(findAll(table, (element) => element.tagName === 'tr').length, rows.length + 1);
  });

  it('keep <CliFlagTable> as the client component that wraps its flag list, each flag row anchored by command and flag', () => {
    const tree = transformed(
      `import CliFlagTable from '@site/src/components/CliFlagTable';\n\n<CliFlagTable command="${command}" />`,
    );
    assert.equal(imports(tree).length, 1, 'the import of the client component stays');
    const wrapper = tree.children.at(-1)!;
    assert.ok(wrapper.type === 'mdxJsxFlowElement' && wrapper.name === 'CliFlagTable');
    assert.deepEqual(wrapper.attributes, [], 'the component receives no data, only its rendered children');
    const table = elementOf(wrapper.children[0]);
    const rows = findAll(table, (element) => element.tagName === 'tr' && element.properties.id !== undefined);
    assert.deepEqual(
      rows.map((row) => [row.properties.id, row.properties.dataFlag]),
      findCommand(command)!.flags.map((flag) => [flagAnchor(command, flag.name), flag.name]),
    );
    const flagWithEnv = withEnv.flags.find((flag) => flag.env)!;
    assert.ok(hastText(table).includes(flagWithEnv.env!), 'a flag with an environment variable shows it');
    const placeholders = findAll(
      table,
      (element) => ['th', 'td'].includes(element.tagName) && hastText(element) === '—',
    );
    assert.deepEqual(placeholders, [], 'a flag without a short form, default or variable shows no placeholder');
  });

  it("show what a flag's description marks as code or bold as code and bold, as a fact table's cells do", () => {
    const marked = (text: string) => /`[^`]+`/.test(text) && /\*\*[^*]+\*\*/.test(text);
    const described = commands.find((candidate) => candidate.flags.some((flag) => marked(flag.description)))!;
    const flag = described.flags.find((candidate) => marked(candidate.description))!;
    const [row] = findAll(
      renderCliFlagTable({command: described.path.join(' ')}),
      (element) => element.tagName === 'tr' && element.properties.dataFlag === flag.name,
    );
    const [cell] = findAll(row, (element) => String(element.properties.className) === 'flag-description');
    const spans = (pattern: RegExp) => [...flag.description.matchAll(pattern)].map((match) => match[1]);
    const texts = (tagName: string) => findAll(cell, (element) => element.tagName === tagName).map(hastText);
    assert.deepEqual(texts('code'), spans(/`([^`]+)`/g));
    assert.deepEqual(texts('strong'), spans(/\*\*([^*]+)\*\*/g));
    assert.doesNotMatch(hastText(cell), /[`*]/, 'no Markdown marker is left as text');
  });

  it('drop only the rendered names of an import that also brings components', () => {
    const tree = transformed(
      "import {HomeSections, WhatsNew} from '@site/src/components/Home';\n\n<HomeSections />\n\n<WhatsNew />",
    );
    const [statement] = imports(tree);
    assert.ok(statement.type === 'ImportDeclaration');
    assert.deepEqual(
      statement.specifiers.map((specifier) => specifier.local.name),
      ['HomeSections'],
    );
    assert.ok(hastText(elementOf(tree.children.at(-1)!)).includes(latestRelease.version));
  });

  it('stop the build at the element, with what to write, when it cannot render', () => {
    const factTableDoc = (element: string) => `import FactTable from '@site/src/components/FactTable';\n\n${element}`;
    for (const [body, message] of [
      [
        factTableDoc('<FactTable table="no-such-table" />'),
        /docs\/page\.mdx:3:1 {2}FactTable: unknown table "no-such-table"/,
      ],
      [factTableDoc('<FactTable table="plans" colour="blue" />'), /takes no colour="…" \(it takes table, /],
      [factTableDoc('<FactTable table={"plans"} />'), /its attributes are text: write name="value"/],
      [
        factTableDoc('{["plans"].map((table) => <FactTable table={table} />)}'),
        /not from code: write each one as <FactTable … \/>/,
      ],
      [
        'import KnownIssuesList from \'@site/src/components/KnownIssuesList\';\n\n<KnownIssuesList month="no-such-month" />',
        /no known-issues month "no-such-month"/,
      ],
      [
        `import CliFlagTable from '@site/src/components/CliFlagTable';\n\n<CliFlagTable command="${command}x" />`,
        new RegExp(`unknown command "skyloom ${command}x"`),
      ],
    ] as const)
      assert.throws(() => transformed(body), message, body);
  });

  it('leave a doc without data elements as it is', () => {
    const body = "import Tabs from '@theme/Tabs';\n\n<Tabs />";
    assert.deepEqual(transformed(body), parseMdx(body));
  });
});

describe('Client bundle check', () => {
  const fixture = path.resolve(__dirname, '../fixtures/unit/client-bundle');

  /** The errors of a production client build of one fixture page with the check. */
  async function buildErrors(page: string): Promise<string[]> {
    const output = fs.mkdtempSync(path.join(os.tmpdir(), 'client-bundle-'));
    const compiler = rspack({
      mode: 'production',
      context: fixture,
      entry: {main: `./src/pages/${page}`},
      output: {path: output},
      plugins: [new ClientBundleDataCheck({siteDir: fixture, dataDir: path.join(fixture, 'src/data')})],
    });
    try {
      const stats = await new Promise<NonNullable<Parameters<Parameters<typeof compiler.run>[0]>[1]>>(
        (resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
      );
      return stats.toJson({all: false, errors: true}).errors!.map((error) => error.message);
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
      fs.rmSync(output, {recursive: true, force: true});
    }
  }

  it('fails the build when a browser chunk holds a module of the data folder, naming it, its importer and the fix', async () => {
    const [error, ...more] = await buildErrors('withData.js');
    assert.deepEqual(more, []);
    assert.match(error, /src\/pages\/withData\.js brings src\/data\/planted\.js into the browser's code \(main\.js\)/);
    assert.match(error, /render the values with an element of src\/plugins\/data-tables/);
  });

  it('lets a build through whose browser chunks hold no data module', async () => {
    assert.deepEqual(await buildErrors('withoutData.js'), []);
  });
});
