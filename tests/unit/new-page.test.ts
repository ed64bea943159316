/**
 * `npm run new` on a scratch copy of the site: for each template, the page is created from the template and
 * registered in sidebars.ts, on the pages that list its folder, in the published routes and in the search
 * evaluation; once the test fills the markers a writer fills, `npm run lint:content` passes on the copy. Expected
 * values come from the templates, src/data and the copy's own files. Run: npx tsx --test tests/unit/new-page.test.ts
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import * as prettier from 'prettier';
import type {Code, Root} from 'mdast';
import {createScratchSite, LINT_SOURCES, type ScratchSite} from '../../scripts/lib/scratch-site';
import {fillMarkers as fillTemplate, pageTemplates, TEMPLATE_MARKER as MARKER} from '../../scripts/lib/page-templates';
import {listingBlocks, listingRow} from '../../scripts/lib/listing-pages';
import {insertDocId, placeDoc} from '../../scripts/lib/sidebar-entry';
import type {NewPageResult} from '../../scripts/lib/new-page';
import {commands, type CliCommand} from '../../src/data/cli';
import {cliErrors} from '../../src/data/cli/errors';
import {knownIssueMonths, knownIssues, releaseMonths, releasesInMonth} from '../../src/data/releases';
import {parseMdx} from '../../src/lib/mdx';
import {MONTH_NAMES} from '../../src/lib/dates';

const hasMarker = (text: string) => new RegExp(MARKER.source).test(text);
/** Templates whose argument is a month of src/data/releases.ts rather than a path and a title. */
const MONTHLY = ['release-note', 'known-issues'];
/** The templates that take a path and a title. */
const pageKinds = pageTemplates()
  .map((template) => template.name)
  .filter((name) => !MONTHLY.includes(name));
/** The folder each page template is tried in (the cli-command page goes next to its command's page). */
const FOLDER: Record<string, string> = {
  troubleshooting: 'support-and-kb/troubleshooting',
  'how-to': 'support-and-kb/how-tos',
  concept: 'concepts',
};
/** Pages of these kinds are listed on a landing page (docs/troubleshooting.md, docs/how-tos.md, the CLI guide's index). */
const LISTED = ['troubleshooting', 'how-to', 'cli-command'];
/** Text a writer would write in place of a sentence marker: lint-clean prose, long enough for every word floor. */
const PROSE = Array.from(
  {length: 5},
  () =>
    'You open the project in the web app, review the resources of the appStack and confirm each change before you move on to the next one.',
).join(' ');

let site: ScratchSite;
const scratch = (...parts: string[]) => path.join(site.dir, ...parts);
const read = (file: string) => fs.readFileSync(scratch(file), 'utf8');
const docFile = (id: string) =>
  ['.md', '.mdx'].map((extension) => `docs/${id}${extension}`).find((file) => fs.existsSync(scratch(file)));
const run = (script: string, args: string[] = []) =>
  spawnSync(scratch('node_modules/.bin/tsx'), [script, ...args], {cwd: site.dir, encoding: 'utf8'});
/** Removes the lines of a file of the copy that contain a text. */
const withoutLine = (file: string, text: string) =>
  fs.writeFileSync(
    scratch(file),
    read(file)
      .split('\n')
      .filter((line) => !line.includes(text))
      .join('\n'),
  );
/** The copy's changed and new files, one per line (new folders listed file by file). */
const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], {cwd: site.dir, encoding: 'utf8'}).stdout;

/** Every doc of the copy, as paths relative to it. */
const scratchDocs = () =>
  (fs.readdirSync(scratch('docs'), {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `docs/${file}`)
    .sort();

type Item = string | {type: string; id?: string; label?: string; items?: Item[]; dirName?: string};
let sidebarReads = 0;
/** The doc ids of each category of the copy's sidebars.ts, by label. */
async function sidebarCategories(): Promise<{label: string; ids: string[]}[]> {
  // Loaded from a copy under a new name each time: a module is loaded once per path.
  const copy = scratch(`sidebars-${++sidebarReads}.ts`);
  fs.copyFileSync(scratch('sidebars.ts'), copy);
  const sidebars = ((await import(copy)) as {default: Record<string, Item[]>}).default;
  fs.rmSync(copy);
  const categories: {label: string; ids: string[]}[] = [];
  const walk = (label: string, items: Item[]) => {
    const ids = items.flatMap((item) => (typeof item === 'string' ? [item] : item.type === 'doc' ? [item.id!] : []));
    categories.push({label, ids});
    for (const item of items) if (typeof item !== 'string' && item.items) walk(item.label!, item.items);
  };
  for (const [name, items] of Object.entries(sidebars)) walk(name, items);
  return categories;
}

async function assertPrettier(file: string) {
  const options = await prettier.resolveConfig(scratch(file));
  assert.ok(
    await prettier.check(read(file), {...options, filepath: scratch(file)}),
    `${file} is not formatted as Prettier wants`,
  );
}

/** The first example of a command on its own page: the arguments after the command and the output block after it. */
function exampleOf(command: CliCommand): {args: string; output: string} | undefined {
  const file = docFile(command.docPath.slice(1));
  if (!file) return undefined;
  const blocks = (parseMdx(read(file)) as Root).children.filter((node): node is Code => node.type === 'code');
  const name = `skyloom ${command.path.join(' ')}`;
  const index = blocks.findIndex(
    (block, position) =>
      block.lang === 'bash' &&
      !block.value.includes('\n') &&
      (block.value === name || block.value.startsWith(`${name} `)) &&
      blocks[position + 1]?.meta === 'output',
  );
  return index < 0 ? undefined : {args: blocks[index].value.slice(name.length).trim(), output: blocks[index + 1].value};
}

/** A command whose own page does not exist yet (it shares a page), with an example on the page that has it. */
function commandForNewPage(): {command: CliCommand; id: string; example: {args: string; output: string}} {
  for (const command of commands) {
    const id = `${path.posix.dirname(command.docPath).slice(1)}/${command.path.join('-')}`;
    const example = exampleOf(command);
    if (example && !docFile(id) && fs.existsSync(scratch('docs', path.posix.dirname(id))))
      return {command, id, example};
  }
  throw new Error('every command of src/data/cli has its own page or no example');
}

/** A link to another page of the page's folder, as a writer would add under Related. */
function relatedLink(id: string): string {
  const folder = `docs/${path.posix.dirname(id)}/`;
  const other = scratchDocs().find(
    (doc) => doc.startsWith(folder) && !doc.startsWith(`docs/${id}.`) && !/\/(index|README)\.mdx?$/.test(doc),
  )!;
  return `[A related page](/${other.slice('docs/'.length).replace(/\.mdx?$/, '')})`;
}

/** What the writer writes in place of each marker of a file: prose for sentences, values for named markers. */
function fillMarkers(file: string, values: Record<string, string>) {
  const filled = read(file).replace(MARKER, (_, name: string) => {
    if (name in values) return values[name];
    if (!/^[A-Z_]+$/.test(name)) return PROSE;
    return name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, ' '); // a heading or a title: "Step one"
  });
  fs.writeFileSync(scratch(file), filled);
}

/** One page the test has the generator make, and the values it fills in as the writer. */
interface Case {
  name: string;
  template: string;
  args: string[];
  id: string;
  title: string;
  values: Record<string, string>;
}

/** Runs the copy's generator once per argument list, in one process (`npm run new` is a thin wrapper around it). */
function newPages(runs: readonly string[][]): NewPageResult[] {
  const batch = `import {newPage} from './scripts/lib/new-page';
(async () => {
  const results = [];
  for (const args of JSON.parse(process.env.NEW_PAGE_RUNS)) results.push(await newPage(args));
  console.log(JSON.stringify(results));
})();`;
  const result = spawnSync(scratch('node_modules/.bin/tsx'), ['-e', batch], {
    cwd: site.dir,
    encoding: 'utf8',
    env: {...process.env, NEW_PAGE_RUNS: JSON.stringify(runs)},
  });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout) as NewPageResult[];
}

/** The YYYY-MM argument of a month the data labels "September 2025". */
const monthArgument = (label: string) => {
  const [name, year] = label.split(' ');
  return `${year}-${String(MONTH_NAMES.findIndex((each) => each === name) + 1).padStart(2, '0')}`;
};

describe('npm run new', () => {
  const cases: Case[] = [];
  const results = new Map<string, NewPageResult>();
  /** The docs that listed pages of each case's folder before the generator ran. */
  const listingsBefore = new Map<string, string[]>();
  let otherCategory = '';

  before(async () => {
    site = createScratchSite(undefined, [
      ...LINT_SOURCES,
      'templates',
      'tests/search/evaluation.json',
      '.prettierrc.json',
      '.prettierignore',
    ]);
    for (const template of pageKinds) {
      const title = `Generated ${template} page`;
      if (template === 'cli-command') {
        const {id, example} = commandForNewPage();
        const values = {EXAMPLE_ARGUMENTS: example.args, EXAMPLE_OUTPUT: example.output};
        cases.push({name: template, template, args: [template, id, title], id, title, values});
      } else {
        const id = `${FOLDER[template]}/generated-${template}`;
        cases.push({name: template, template, args: [template, id, title], id, title, values: {}});
      }
    }
    // A second troubleshooting page, in the other category that holds pages of its folder.
    const id = `${FOLDER.troubleshooting}/generated-elsewhere`;
    const placement = placeDoc(read('sidebars.ts'), id);
    assert.ok(placement.kind === 'list' && placement.alternatives.length, `the pages of ${id} are in one category`);
    otherCategory = placement.alternatives[0].label;
    const title = 'Generated page in another category';
    const args = ['troubleshooting', id, title, '--category', otherCategory];
    cases.push({name: 'category', template: 'troubleshooting', args, id, title, values: {}});
    // The newest months, removed from the copy and made again: the data already holds their releases and issues.
    for (const [template, month] of [
      ['release-note', releaseMonths[0]],
      ['known-issues', knownIssueMonths[0]],
    ] as const) {
      const monthId = month.path.slice(1);
      fs.rmSync(scratch(docFile(monthId)!));
      withoutLine('sidebars.ts', `'${monthId}'`);
      withoutLine('docs/change-log/index.md', `- [${month.label}](${month.path})`);
      const args = [template, monthArgument(month.label)];
      cases.push({name: template, template, args, id: monthId, title: '', values: {}});
    }
    for (const each of cases) {
      const folder = `/${path.posix.dirname(each.id)}`;
      const linking = scratchDocs().filter((file) => read(file).includes(`](${folder}/`));
      listingsBefore.set(
        each.id,
        linking.filter((file) => listingBlocks(read(file), folder).length),
      );
    }
    newPages(cases.map((each) => each.args)).forEach((result, index) => results.set(cases[index].name, result));
  });
  after(() => site.remove());

  /** The case and the result of its run, which must have made the page. */
  const made = (name: string) => {
    const each = cases.find((candidate) => candidate.name === name)!;
    const result = results.get(name)!;
    assert.equal(result.status, 0, `${result.refusal ?? ''}\n${result.output.join('\n')}`);
    return each;
  };

  for (const template of pageKinds) {
    it(`creates a ${template} page from its template and registers it`, async () => {
      const {id, title} = made(template);
      const route = `/${id}`;
      const file = docFile(id);
      assert.ok(file, `docs/${id} was not created`);
      const {file: templateFile, extension} = pageTemplates().find((each) => each.name === template)!;
      assert.equal(path.extname(file), extension);
      const page = read(file);
      assert.match(page, new RegExp(`^title: "${title}"$`, 'm'));
      for (const line of fs.readFileSync(templateFile, 'utf8').split('\n'))
        if (!hasMarker(line) && !line.startsWith('import '))
          assert.ok(page.split('\n').includes(line), `the page lost the template line "${line}"`);

      const category = (await sidebarCategories()).find((each) => each.ids.includes(id));
      assert.ok(category, `${id} is in no sidebar category`);
      assert.ok(
        category.ids.some((other) => other !== id && path.posix.dirname(other) === path.posix.dirname(id)),
        `${id} is in "${category.label}", away from the pages of its folder`,
      );
      await assertPrettier('sidebars.ts');

      assert.ok(read('src/config/published-routes.txt').split('\n').includes(route), `${route} is not published`);
      const queries = (
        JSON.parse(read('tests/search/evaluation.json')) as {queries: {query: string; expect: string[]}[]}
      ).queries;
      assert.ok(
        queries.some((query) => query.query === title.toLowerCase() && query.expect.includes(route)),
        'no search query for the page',
      );
      await assertPrettier('tests/search/evaluation.json');

      const listings = scratchDocs().filter((doc) => doc !== file && read(doc).includes(`](${route})`));
      for (const listing of listings)
        assert.ok(
          listingsBefore.get(id)!.includes(listing),
          `${listing} lists the page but listed no page of its folder`,
        );
      if (LISTED.includes(template)) assert.ok(listings.length, `no page lists the new ${template} page`);
    });
  }

  it('puts a page in the sidebar category --category names', async () => {
    const {id} = made('category');
    assert.ok((await sidebarCategories()).find((each) => each.label === otherCategory)!.ids.includes(id));
  });

  it('creates the release notes of a month from the release data', async () => {
    const {id} = made('release-note');
    const month = releaseMonths[0];
    const releases = releasesInMonth(month.slug);
    const page = read(docFile(id)!);
    for (const release of releases)
      assert.ok(page.includes(`**Skyloom ${release.version}**`), `${release.version} is not named`);
    assert.ok(page.includes(releases[0].upgrade), 'the upgrade line of the newest release is missing');
    const versions = new Set(releases.map(({version}) => version));
    for (const issue of knownIssues.filter(({fixedIn}) => fixedIn !== null && versions.has(fixedIn)))
      assert.ok(page.includes(issue.id), `${issue.id}, fixed this month, is not under Fixed`);
    const monthly = (await sidebarCategories()).find((each) => each.ids.includes(id))!;
    assert.equal(
      monthly.ids.find((other) => path.posix.dirname(other) === path.posix.dirname(id)),
      id,
      'the newest month goes first',
    );
    const indexLine = read('docs/change-log/index.md')
      .split('\n')
      .find((line) => line.includes(`](${month.path})`));
    assert.equal(indexLine, `- [${month.label}](${month.path}): ${[...versions].reverse().join(' and ')}`);
  });

  it('creates the known-issues page of a month from the release data', async () => {
    const {id} = made('known-issues');
    const month = knownIssueMonths[0];
    assert.ok(read(docFile(id)!).includes(`<KnownIssuesList month="${month.slug}" status="all" />`));
    assert.ok((await sidebarCategories()).some((each) => each.ids.includes(id)));
    assert.ok(read('docs/change-log/index.md').includes(`- [${month.label}](${month.path})\n`));
  });

  describe('refuses, and writes nothing,', () => {
    const refusals: {name: string; args: string[]; message: () => RegExp}[] = [
      {
        name: 'when the page exists',
        args: [],
        message: () => new RegExp(`${docFile(cases[0].id)} exists`),
      },
      {
        name: 'when the template is unknown, naming the templates',
        args: ['no-such-template', 'concepts/anything', 'Anything'],
        message: () =>
          new RegExp(
            pageTemplates()
              .map((each) => each.name)
              .join(', '),
          ),
      },
      {
        name: 'when the path is not a page path',
        args: ['concept', 'Concepts/Some Page', 'Some page'],
        message: () => /is not a page path/,
      },
      {
        name: 'when the folder does not exist',
        args: ['concept', 'no-such-folder/page', 'Some page'],
        message: () => /does not exist/,
      },
      {name: 'when the title is taken', args: [], message: () => /already has the title/},
      {name: 'when the release data has no release in the month', args: [], message: () => /src\/data\/releases\.ts/},
    ];
    const refused = new Map<string, NewPageResult>();
    let changed = '';

    before(() => {
      const [first] = cases;
      refusals[0].args = [first.template, first.id, `${first.title} again`];
      refusals[4].args = ['concept', 'concepts/another-generated-page', first.title];
      const [year, month] = releasesInMonth(releaseMonths[0].slug)[0].date.split('-').map(Number);
      refusals[5].args = [
        'release-note',
        month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`,
      ];
      const status = gitStatus();
      newPages(refusals.map((each) => each.args)).forEach((result, index) => refused.set(refusals[index].name, result));
      changed = gitStatus() === status ? '' : gitStatus();
    });

    for (const refusal of refusals)
      it(refusal.name, () => {
        const result = refused.get(refusal.name)!;
        assert.equal(result.status, 1, result.output.join('\n'));
        assert.match(result.refusal ?? '', refusal.message());
        assert.equal(changed, '', 'a refused run changed files');
      });

    it('on the command line, with the reason and the usage, and exit status 1', () => {
      const result = run('scripts/new-page.ts', ['no-such-template', 'concepts/anything', 'Anything']);
      assert.equal(result.status, 1);
      assert.match(result.stderr, /^npm run new: unknown template "no-such-template"/);
      assert.match(result.stderr, /Usage:/);
    });
  });

  it('leaves pages that pass `npm run lint:content` once the writer fills the markers', () => {
    for (const {id, values} of cases) {
      fillMarkers(docFile(id)!, {
        DESCRIPTION: 'A page made with npm run new and filled in by the unit test of the page generator.',
        KEYWORD: 'generated page',
        RELATED_LINK: relatedLink(id),
        ERROR_MESSAGE: `Error: ${cliErrors.find((error) => error.exitCode !== null)!.example}`,
        ...values,
      });
      const image = /\]\((\/img\/[^)]+\.svg)\)/.exec(read(docFile(id)!))?.[1];
      if (image && !fs.existsSync(scratch('static', image))) {
        const existing = (fs.readdirSync(scratch('static/img'), {recursive: true}) as string[]).find(
          (each) => each.endsWith('.svg') && read(path.join('static/img', each)).includes('class="sl-diagram"'),
        )!;
        fs.mkdirSync(path.dirname(scratch('static', image)), {recursive: true});
        fs.copyFileSync(scratch('static/img', existing), scratch('static', image));
      }
    }
    for (const doc of scratchDocs()) if (hasMarker(read(doc))) fillMarkers(doc, {});
    // The docs the generator wrote or changed, as a writer's `npm run lint:content -- <files>` checks them; the
    // checks across the site (routes, sidebars, search queries) run whatever the files.
    const changedDocs = gitStatus()
      .split('\n')
      .map((line) => line.slice(3))
      .filter((file) => /^docs\/.*\.mdx?$/.test(file) && fs.existsSync(scratch(file)));
    assert.ok(changedDocs.length >= cases.length, changedDocs.join(', '));
    const lint = run('scripts/lint-content.ts', changedDocs);
    assert.equal(lint.status, 0, lint.stdout);
  });
});

describe('Listing pages', () => {
  const LIST = [
    '## Guides',
    '',
    '| Guide | Use it when |',
    '| --- | --- |',
    '| [One](/a/one) | First. |',
    '| [Two](/a/two) | Second. |',
    '',
    '## Related',
    '',
    '- [Three](/a/three)',
    '- [Four](/a/four)',
  ].join('\n');

  it('are the tables and lists whose rows link the pages of the folder, not the related links', () => {
    const blocks = listingBlocks(LIST, '/a');
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0].heading, 'Guides');
    assert.equal(
      listingRow(blocks[0], 'Five', '/a/five'),
      '| [Five](/a/five) | [[what goes under "Use it when" for this page]] |',
    );
  });

  it('ignore lists that link the folder in fewer than half of their rows', () => {
    assert.deepEqual(listingBlocks('- [One](/a/one)\n- [Other](/b/other)\n- [More](/b/more)\n', '/a'), []);
  });
});

describe('Sidebar placement', () => {
  const SIDEBARS = [
    'const sidebars = {',
    '  guides: [',
    "    landing('How-tos', 'how-tos', 'Tasks.', ['a/how-tos/one']),",
    "    landing('Operations', 'operations', 'Production.', ['a/how-tos/two', 'a/how-tos/three']),",
    "    {type: 'category', label: 'Generated', items: [{type: 'autogenerated', dirName: 'auto'}]},",
    '  ],',
    '};',
  ].join('\n');

  it('prefers the category named like the folder, and names the others', () => {
    const placement = placeDoc(SIDEBARS, 'a/how-tos/four');
    assert.equal(placement.kind, 'list');
    if (placement.kind !== 'list') return;
    assert.equal(placement.list.label, 'How-tos');
    assert.deepEqual(
      placement.alternatives.map((list) => list.label),
      ['Operations'],
    );
    assert.match(
      insertDocId(SIDEBARS, placement.list, 'a/how-tos/four', placement.folder, 'last'),
      /'a\/how-tos\/one', 'a\/how-tos\/four'\]/,
    );
  });

  it('takes the category --category names, and puts the newest month first', () => {
    const placement = placeDoc(SIDEBARS, 'a/how-tos/four', 'Operations');
    assert.ok(placement.kind === 'list' && placement.list.label === 'Operations');
    assert.match(
      insertDocId(SIDEBARS, placement.list, 'a/how-tos/four', placement.folder, 'first'),
      /\['a\/how-tos\/four', 'a\/how-tos\/two'/,
    );
    assert.equal(placeDoc(SIDEBARS, 'a/how-tos/four', 'Nowhere').kind, 'none');
  });

  it('adds nothing for a folder a sidebar generates', () => {
    assert.equal(placeDoc(SIDEBARS, 'auto/page').kind, 'automatic');
  });
});

describe('Template markers', () => {
  it('are filled in, escaped for YAML in the frontmatter, and left when no value is known', () => {
    const filled = fillTemplate('---\ntitle: "[[TITLE]]"\n---\n\n# [[TITLE]] [[OTHER]]\n', {
      TITLE: 'Fix "Actions required"',
    });
    assert.equal(filled, '---\ntitle: "Fix \\"Actions required\\""\n---\n\n# Fix "Actions required" [[OTHER]]\n');
  });
});
