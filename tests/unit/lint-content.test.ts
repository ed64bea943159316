import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {cleanDoc, lintSource, lintSourceDoc, PROSE} from './support/lintFixture';
import {findCommand, flagsOf} from '../../src/data/cli';
import {cliErrors, commandExitCodes} from '../../src/data/cli/errors';
import {commandOutputs, formatHeader} from '../../src/data/cli/outputs';
import {LIMIT_GROUP_TITLES, sampleAppStacks} from '../../src/data/platform';
import {FACT_TABLES} from '../../src/plugins/data-tables/factTables';
import {redirects} from '../../src/config/redirects';
import {routeLinkProblem} from '../../scripts/lib/route-links';
import {routeMoves} from '../../scripts/lib/published-routes';
import {knownRoutes, withoutTrailingSlash} from '../../scripts/lib/site-routes';
import type {SiteIndex} from '../../scripts/lib/site-index';

// A page of the guide by its route in src/data (the page of a command), so that moving a page never breaks a test.
const commandPage = findCommand('provision')!.docPath;

/** The line of the first line of `source` that contains `text`, 1-based. */
const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

function assertReports(source: string, rule: string, lineText: string, name = 'page.md') {
  const problems = lintSource(source, name);
  const expected = `${name}:${lineOf(source, lineText)}:`;
  assert.ok(
    problems.some((problem) => problem.includes(expected) && problem.includes(`  ${rule}  `)),
    `expected "${rule}" at ${expected}, got:\n${problems.join('\n') || '(no problems)'}`,
  );
}

describe('Content lint', () => {
  it('passes a clean doc', () => {
    assert.deepEqual(
      lintSource(
        cleanDoc({
          body: `## Before you begin\n\nSee [provision](${commandPage}).\n\n### Roles\n\nAsk a Project Admin.`,
        }),
      ),
      [],
    );
  });

  it('reports a missing title, description or keywords on the frontmatter line', () => {
    assertReports(cleanDoc({frontMatter: {title: undefined}}), 'frontmatter', 'description:'); // the first frontmatter line
    const short = cleanDoc({frontMatter: {description: 'Too short.'}});
    assertReports(short, 'frontmatter', 'description:');
    assertReports(cleanDoc({frontMatter: {description: 'x'.repeat(161)}}), 'frontmatter', 'description:');
    assertReports(cleanDoc({frontMatter: {keywords: '[]'}}), 'frontmatter', 'keywords:');
  });

  it('reports a body h1 and skipped heading levels', () => {
    assertReports(cleanDoc({body: '# Second title'}), 'single-h1', '# Second title');
    assertReports(cleanDoc({body: '### Too deep'}), 'heading-levels', '### Too deep');
    assertReports(cleanDoc({body: '## Fine\n\n#### Skips h3'}), 'heading-levels', '#### Skips h3');
    assertReports(cleanDoc({body: '<h2>HTML heading</h2>'}), 'heading-levels', '<h2>');
  });

  it('reports images without alt text and images that do not exist', () => {
    assertReports(cleanDoc({body: '![](/img/logo.svg)'}), 'image-alt', '![](');
    assertReports(cleanDoc({body: '![A diagram](/img/does-not-exist.svg)'}), 'image-missing', '![A diagram]');
    assertReports(cleanDoc({body: '<img src="/img/logo.svg" />'}), 'image-alt', '<img');
    assertReports(cleanDoc({body: '![Logo](/img/logo.svg)'}), 'image-alt', '![Logo]');
  });

  it('reports a table column without a header', () => {
    assertReports(
      cleanDoc({body: '## Compare\n\n| | API-driven |\n| --- | --- |\n| Runs | on provision |'}),
      'table-header',
      '| | API-driven |',
    );
  });

  it('reports a first paragraph that talks about the page instead of the task', () => {
    const opener = (text: string) => cleanDoc().replace(PROSE, text);
    assertReports(
      opener('This page helps you provision an appStack and read its checks.'),
      'opener',
      'This page helps',
    );
    assertReports(
      opener('Provision an appStack version. These notes list what changed in March.'),
      'opener',
      'These notes',
    );
    assertReports(opener('Here you find every flag of the command.'), 'opener', 'Here you find');
    assert.deepEqual(
      lintSource(
        opener(`Run \`skyloom provision\` to deploy a saved appStack version to an environment. ${PROSE}`),
      ).filter((p) => p.includes('opener')),
      [],
    );
  });

  it('reports code blocks without a language', () => {
    assertReports(
      cleanDoc({body: '## Run it\n\n```\nskyloom version\n```'}),
      'code-language',
      '```\nskyloom'.split('\n')[0],
    );
  });

  it('reports code blocks in a language the site does not highlight, and accepts aliases and text', () => {
    assertReports(cleanDoc({body: '```ruby\nputs "hi"\n```'}), 'code-language', '```ruby');
    for (const lang of ['sh', 'yml', 'ts', 'TEXT', 'hcl', 'python'])
      assert.deepEqual(lintSource(cleanDoc({body: `\`\`\`${lang}\nvalue\n\`\`\``})), [], lang);
  });

  it('reports placeholder text in prose, code, frontmatter and template markers', () => {
    for (const text of [
      'Lorem ipsum dolor.',
      'TODO: write this.',
      'Details TBD.',
      'Export is coming soon.',
      'Use account xxx here.',
      'Fill in [[STEP_ONE]].',
    ]) {
      assertReports(cleanDoc({body: text}), 'placeholder', text);
    }
    assertReports(cleanDoc({body: '```bash\nskyloom appstack show --appstack TODO\n```'}), 'placeholder', '```bash');
    assertReports(cleanDoc({frontMatter: {title: 'TBD'}}), 'placeholder', 'title:');
  });

  it('reports pages under the word minimum unless they are landing pages', () => {
    const thin =
      '---\ntitle: Thin page\ndescription: A page with far too little prose to teach the reader anything useful.\nkeywords: [thin]\n---\n\nA few words.\n';
    assertReports(thin, 'word-count', '---');
    assert.deepEqual(lintSource(thin.replace('keywords: [thin]', 'keywords: [thin]\nlanding: true')), []);
  });

  it('reports a date written day first, or on a day the calendar lacks', () => {
    assertReports(cleanDoc({body: 'Skyloom 3.4.0 shipped on 23 Sep 2025.'}), 'date-style', '23 Sep 2025');
    assertReports(cleanDoc({body: 'Support ends on Feb 30, 2026.'}), 'date-style', 'Feb 30, 2026');
    assertReports(cleanDoc({body: '```text output\nCreated 1 Oct 2025\n```'}), 'date-style', 'Created 1 Oct 2025');
  });

  it('reports internal links to pages that do not exist', () => {
    assertReports(cleanDoc({body: 'See [nowhere](/concepts/nowhere).'}), 'link', '[nowhere]');
    assertReports(cleanDoc({body: 'See [a file](./missing.md).'}), 'link', '[a file]');
    assertReports(cleanDoc({body: '<a href="/not-a-page">old</a>'}), 'link', '<a href');
    assert.deepEqual(
      lintSource(
        cleanDoc({
          body: `## Roles\n\nSee [provision](${commandPage}), [its folder](${commandPage}/) and [roles](#roles).`,
        }),
      ),
      [],
    );
  });

  it('reports the product and CLI names spelled other than src/config/product.ts spells them', () => {
    for (const text of [
      'SkyLoom exports code.',
      'Sky Loom exports code.',
      'SKYLOOM exports code.',
      'Run skyloom in a terminal.',
      'Create AppStacks.',
      'Use Cloud2Code.',
    ]) {
      assertReports(cleanDoc({body: text}), 'vocabulary', text);
    }
    assertReports(cleanDoc({frontMatter: {title: 'SkyLoom basics'}}), 'vocabulary', 'title:');
    assert.deepEqual(
      lintSource(cleanDoc({body: 'Skyloom reads `SKYLOOM_TOKEN`; run `skyloom version` or open docs.skyloom.io.'})),
      [],
    );
  });

  it('reports MDX syntax errors with their position', () => {
    assertReports(cleanDoc({body: 'A brace { opens here.'}), 'mdx-syntax', 'A brace');
  });

  it('reports a component used without its import, which fails the build', () => {
    assertReports(cleanDoc({body: '<FactTable table="limits" />'}), 'mdx-syntax', '<FactTable');
    const imported = 'import FactTable from \'@site/src/components/FactTable\';\n\n<FactTable table="plans" />';
    assert.deepEqual(lintSource(cleanDoc({body: imported}), 'page.mdx'), []);
  });

  it('reports a <FactTable> whose attributes name no table or no data, which fails the build, with the value to write', () => {
    const table = (attributes: string) =>
      cleanDoc({body: `import FactTable from '@site/src/components/FactTable';\n\n<FactTable ${attributes} />`});
    const [command] = Object.keys(commandExitCodes);
    const [group] = Object.keys(LIMIT_GROUP_TITLES);
    const cases: [string, string][] = [
      [`table="${FACT_TABLES[0]}x"`, `did you mean table="${FACT_TABLES[0]}"?`],
      [`table="exit-codes" command="${command}x"`, `did you mean command="${command}"?`],
      [`table="limits" group="${group}x"`, `did you mean group="${group}"?`],
      [`table="${FACT_TABLES[0]}" group="${group}"`, 'takes no group="…"'],
      ['table="limits"', `add group="…", one of ${group}`],
    ];
    for (const [attributes, fix] of cases) {
      const problems = lintSource(table(attributes), 'page.mdx');
      assert.ok(
        problems.some((problem) => problem.includes('  fact-reference  <FactTable') && problem.includes(fix)),
        `${attributes}: expected "${fix}", got:\n${problems.join('\n')}`,
      );
    }
    assert.deepEqual(lintSource(table(`table="limits" group="${group}"`), 'page.mdx'), []);
  });
});

describe('lint-ignore comments', () => {
  const british = 'Every organisation sets its own rules.';

  it('silence the one rule they name on their own line and the next, and are counted', () => {
    for (const body of [
      `{/* lint-ignore vocabulary: quotes a customer's ticket */}\n${british}`,
      `${british} {/* lint-ignore vocabulary: quotes a customer's ticket */}`,
    ]) {
      const {problems, ignoresInUse} = lintSourceDoc(cleanDoc({body}));
      assert.deepEqual(problems, [], body);
      assert.equal(ignoresInUse, 1);
    }
  });

  it('silence a whole code block when they stand right before it', () => {
    const body = '{/* lint-ignore cli: shows the typo the error message quotes */}\n```bash\nskyloom provison\n```';
    assert.deepEqual(lintSourceDoc(cleanDoc({body})).problems, []);
  });

  it('silence neither another rule nor a line further down', () => {
    const source = cleanDoc({body: `{/* lint-ignore placeholder: a later line */}\n\n${british}`});
    const problems = lintSource(source);
    assert.ok(problems.some((problem) => problem.includes('  vocabulary  ')));
    assertReports(source, 'lint-ignore', 'lint-ignore placeholder');
  });

  it('need a rule of the lint and a reason', () => {
    assertReports(
      cleanDoc({body: `{/* lint-ignore vocabulary */}\n${british}`}),
      'lint-ignore',
      'lint-ignore vocabulary',
    );
    assertReports(cleanDoc({body: `{/* lint-ignore */}\n${british}`}), 'lint-ignore', 'lint-ignore */');
    assertReports(cleanDoc({body: `{/* lint-ignore vocabulory: quoted */}\n${british}`}), 'lint-ignore', 'vocabulory');
    assert.ok(
      lintSource(cleanDoc({body: '{/* lint-ignore fact: quoted */}'})).some((problem) =>
        /did you mean fact-reference or fact-value/.test(problem),
      ),
    );
    assertReports(cleanDoc({body: '{/* lint-ignore lint-ignore: no */}'}), 'lint-ignore', 'lint-ignore lint-ignore');
  });
});

describe('Links to a page that moved', () => {
  const site: SiteIndex = {
    routes: new Set(['/guide/new']),
    moved: (route) =>
      ({'/guide/old': {to: '/guide/new', redirected: true}, '/guide/gone': {to: '/guide/new', redirected: false}})[
        route
      ],
    anchorsOf: () => undefined,
    anchorsOfRoute: () => new Set(['setup']),
    sidebarCount: () => undefined,
    titles: new Map(),
    sectionOf: () => undefined,
    summaryIds: new Map(),
  };

  it('name the route a redirect gives, with the section kept', () => {
    assert.match(
      routeLinkProblem(site, '/guide/old#setup')!.message,
      /^\/guide\/old moved to \/guide\/new: link to the new route, \/guide\/new#setup$/,
    );
  });

  it('name the likeliest new route before the redirect is added', () => {
    assert.match(routeLinkProblem(site, '/guide/gone')!.message, /no redirect for it yet.*likely \/guide\/new$/);
  });

  it('pass a live route, and check its section', () => {
    assert.equal(routeLinkProblem(site, '/guide/new#setup'), undefined);
    assert.equal(routeLinkProblem(site, '/guide/new#setpu')!.rule, 'anchor');
  });

  it('take the redirects of src/config/redirects.ts, whose old paths are no routes', () => {
    const moved = routeMoves();
    const routes = knownRoutes();
    for (const {from, to} of redirects) {
      assert.deepEqual(moved(from), {to: withoutTrailingSlash(to), redirected: true});
      assert.ok(!routes.has(withoutTrailingSlash(from)), from);
    }
  });
});

const TEMPLATES_DIR = path.resolve(__dirname, '../../templates');
// A command, its output and an error message of the data: the filled templates state facts as the data has them.
const shownOutput = commandOutputs.find((output) => {
  const command = findCommand(output.command);
  return output.columns.length && command && flagsOf(command).some((flag) => flag.name === 'appstack');
})!;
const shownError = cliErrors.find((error) => error.exitCode !== null)!;
// An image of static/img/, as the concept template's diagram.
const [imageArea, imageName] = (
  fs.readdirSync(path.resolve(__dirname, '../../static/img'), {recursive: true}) as string[]
)
  .find((file) => file.endsWith('.svg') && file.includes(path.sep))!
  .replace(/\.svg$/, '')
  .split(path.sep);
const TEMPLATE_VALUES: Record<string, string> = {
  TITLE: 'Reconcile drift in production',
  DESCRIPTION:
    'Find resources that changed outside infrastructure as code and bring the cloud and the code back in line.',
  KEYWORD: 'drift',
  SIDEBAR_LABEL: 'Reconcile drift',
  COMMAND: shownOutput.command,
  USAGE: findCommand(shownOutput.command)!.usage,
  EXAMPLE_ARGUMENTS: `--appstack ${sampleAppStacks[0].name}`,
  EXAMPLE_TITLE: 'Show the latest version',
  EXAMPLE_OUTPUT: formatHeader(shownOutput),
  CONCEPT: 'drift',
  SUBTOPIC: 'Drift states',
  AREA: imageArea,
  IMAGE: imageName,
  STEP_ONE: 'Open the Drift tab',
  STEP_TWO: 'Choose how to reconcile',
  ERROR_MESSAGE: `Error: ${shownError.example}`,
  RELATED_LINK: `[Provision a version](${commandPage})`,
};
const GUIDANCE_SAMPLE =
  'In this part you read what the web app shows on the Drift tab of an appStack, why each state appears, and which choice keeps the code and the cloud in agreement. Each example uses a project with a dev, staging and prod environment profile.';

/** Named markers that `npm run new` replaces with a table or, when the data lacks one, with guidance. */
const GUIDANCE_MARKERS = ['EXIT_CODES', 'COMMON_ERRORS'];
/** The change-log templates take their values from src/data/releases.ts (tests/unit/new-page.test.ts). */
const MONTHLY_TEMPLATES = ['release-note.md', 'known-issues.mdx'];

/** Fills a template as a writer would: named markers with sample values, guidance markers with prose. */
const instantiate = (template: string) =>
  template.replace(/\[\[([^[\]]+)\]\]/g, (_, marker: string) => {
    if (!/^[A-Z_]+$/.test(marker) || GUIDANCE_MARKERS.includes(marker)) return GUIDANCE_SAMPLE;
    assert.ok(
      marker in TEMPLATE_VALUES,
      `template marker [[${marker}]] has no sample value; CONTRIBUTING.md lists the markers`,
    );
    return TEMPLATE_VALUES[marker];
  });

describe('Page templates', () => {
  const templates = fs
    .readdirSync(TEMPLATES_DIR)
    .filter((file) => /\.mdx?$/.test(file) && !MONTHLY_TEMPLATES.includes(file));

  it('exist for the four page kinds', () => {
    assert.deepEqual(templates.sort(), ['cli-command.mdx', 'concept.md', 'how-to.md', 'troubleshooting.md']);
  });

  for (const name of templates) {
    it(`${name} fails the lint until filled in, and passes once it is`, () => {
      const template = fs.readFileSync(path.join(TEMPLATES_DIR, name), 'utf8');
      assert.ok(
        lintSource(template, name).some((problem) => problem.includes('  placeholder  ')),
        'an unfilled template must not pass',
      );
      assert.deepEqual(lintSource(instantiate(template), name), []);
    });
  }
});
