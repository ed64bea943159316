import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {cleanDoc, lintSource, PROSE} from './support/lintFixture';
import {findCommand} from '../../src/data/cli';

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
        cleanDoc({body: '## Before you begin\n\nSee [drift](/concepts/drift).\n\n### Roles\n\nAsk a Project Admin.'}),
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

  it('reports internal links to pages that do not exist', () => {
    assertReports(cleanDoc({body: 'See [nowhere](/concepts/nowhere).'}), 'link', '[nowhere]');
    assertReports(cleanDoc({body: 'See [a file](./missing.md).'}), 'link', '[a file]');
    assertReports(cleanDoc({body: '<a href="/not-a-page">old</a>'}), 'link', '<a href');
    assert.deepEqual(
      lintSource(cleanDoc({body: 'See [drift](/concepts/drift#reconcile-drift) and [the CLI](/cli-guide/).'})),
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
});

const TEMPLATES_DIR = path.resolve(__dirname, '../../templates');
const TEMPLATE_VALUES: Record<string, string> = {
  TITLE: 'Reconcile drift in production',
  DESCRIPTION:
    'Find resources that changed outside infrastructure as code and bring the cloud and the code back in line.',
  KEYWORD: 'drift',
  SIDEBAR_LABEL: 'Reconcile drift',
  COMMAND: 'appstack show',
  USAGE: findCommand('appstack show')!.usage,
  EXAMPLE_ARGUMENTS: '--appstack web-shop',
  EXAMPLE_TITLE: 'Show the latest version',
  EXAMPLE_OUTPUT:
    'ENVIRONMENT  VERSION  STATUS    DRIFT    LAST RUN\ndev          v5       Deployed  in sync  2025-09-29 14:02 UTC',
  CONCEPT: 'drift',
  SUBTOPIC: 'Drift states',
  AREA: 'concepts',
  IMAGE: 'policy-checkpoints',
  STEP_ONE: 'Open the Drift tab',
  STEP_TWO: 'Choose how to reconcile',
  ERROR_MESSAGE: 'Error: policy violation: 1 critical, 2 high findings block provisioning',
  RELATED_LINK: '[Detect drift](/concepts/drift)',
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
