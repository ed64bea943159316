/**
 * The writer's command catches the writer's mistakes: each mistake below is planted in a scratch copy of the site,
 * `npm run lint:content` runs there once, and it must fail with the file, the line and the fix of every mistake.
 * The unchanged copy must pass. Run: npx tsx --test tests/unit/writer-mistakes.test.ts
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {createScratchSite, LINT_SOURCES, type ScratchSite} from '../../scripts/lib/scratch-site';

interface Mistake {
  /** What the writer did. */
  name: string;
  /** The doc (under docs/) the mistake is planted in, or the file the report points at. */
  file: string;
  /** Lines appended to the end of the doc. */
  append?: string;
  /** A replacement of every occurrence of a text of the doc instead (frontmatter mistakes). */
  replace?: [string, string];
  /** Text of the line the report must point at (the first line of the file holding it), or a line number. */
  at: string | number;
  /** Lines from that line to the one reported. */
  offset?: number;
  rule: string;
  /** The fix the message must give. */
  fix: RegExp;
}

const MISTAKES: Mistake[] = [
  {
    name: 'a misspelled command and flag in inline code',
    file: 'docs/concepts/drift.md',
    append: 'Run `skyloom provison --envv prod` to deploy the fix.',
    at: 'skyloom provison --envv prod',
    rule: 'cli',
    fix: /did you mean "skyloom provision"\?/,
  },
  {
    name: 'a misspelled flag in a code block',
    file: 'docs/concepts/compliance.md',
    append: '```bash\nskyloom provision --appstack web-shop \\\n  --envv prod\n```',
    at: 'skyloom provision --appstack web-shop \\',
    rule: 'cli',
    fix: /did you mean --env\?/,
  },
  {
    name: 'a misspelled subcommand in a code block',
    file: 'docs/concepts/topology/new-resource.md',
    append: '```bash\n$ skyloom appstack shwo --appstack web-shop\n```',
    at: '$ skyloom appstack shwo',
    rule: 'cli',
    fix: /did you mean "skyloom appstack show"\?/,
  },
  {
    name: 'an unquoted version constraint the shell splits at >',
    file: 'docs/concepts/iac.md',
    append: '```bash\nskyloom generate-iac --appstack web-shop --provider-version aws=~>6.10\n```',
    at: '--provider-version aws=~>6.10',
    rule: 'cli',
    fix: /quote the value/,
  },
  {
    name: 'a template marker YAML reads as nested lists',
    file: 'docs/concepts/topology.md',
    replace: ['\nkeywords:', '\nkeywords: [[[KEYWORD]]]\nold_keywords:'],
    at: 'keywords: [[[KEYWORD]]]',
    rule: 'placeholder',
    fix: /replace it with the page's keyword/,
  },
  {
    name: 'a template marker in sidebar_label',
    file: 'docs/concepts/modules.md',
    replace: ['\nsidebar_label: ', '\nsidebar_label: "[[SIDEBAR_LABEL]]"\nold_label: '],
    at: 'sidebar_label:',
    rule: 'placeholder',
    fix: /replace it with the page's sidebar label/,
  },
  {
    name: 'a template marker split by inline code',
    file: 'docs/concepts/rbac.mdx',
    append: 'Then fill in [[STEP_`ONE`]] for your team.',
    at: 'Then fill in',
    rule: 'placeholder',
    fix: /template marker "\[\[STEP_ONE\]\]"/,
  },
  {
    name: 'a link to a section that does not exist',
    file: 'docs/concepts/resources.md',
    append: 'See [reconciling](/concepts/drift#reconcile-drfit).',
    at: 'See [reconciling]',
    rule: 'anchor',
    fix: /did you mean #reconcile-drift\?/,
  },
  {
    name: 'a link to a section of the same page that does not exist',
    file: 'docs/concepts/repositories.md',
    append: 'Read [the next part](#no-such-part) first.',
    at: 'Read [the next part]',
    rule: 'anchor',
    fix: /its sections are #/,
  },
  {
    name: 'a link to a flag row that does not exist',
    file: 'docs/concepts/policies.mdx',
    append: 'Pass [the environment](/cli-guide/usage/provision#provision-envv).',
    at: 'Pass [the environment]',
    rule: 'anchor',
    fix: /did you mean #provision-env\?/,
  },
  {
    name: 'a link to a page that does not exist',
    file: 'docs/concepts/cliruns.md',
    append: 'See [drift](/concepts/drfit).',
    at: 'See [drift](/concepts/drfit)',
    rule: 'link',
    fix: /did you mean \/concepts\/drift\?/,
  },
  {
    name: 'an error line that is not in the catalog',
    file: 'docs/concepts/clouddiscovery.mdx',
    append: '```text\nError: authentication failed: token expird\n```',
    at: 'token expird',
    rule: 'fact',
    fix: /nearest catalog message is "Error: authentication failed: token expired"/,
  },
  {
    name: 'a provider pin typed, and wrong',
    file: 'docs/concepts/rbac/provider-versions.mdx',
    append: 'Pin the AWS provider to `~> 5.50` in every new project.',
    at: 'Pin the AWS provider to',
    rule: 'fact',
    fix: /is ~> 5\.90, not "~> 5\.50": insert :fact\[provider\.aws\]/,
  },
  {
    name: 'a timeout typed, and wrong, in other words than the data',
    file: 'docs/concepts/cliruns.md',
    append: 'Skyloom waits up to 45 minutes for a provision run.',
    at: 'waits up to 45 minutes for a provision run',
    rule: 'fact',
    fix: /is 60m, not "45 minutes": insert :fact\[cli\.provision-timeout\]/,
  },
  {
    name: 'a timeout on a provision page that names no command',
    file: 'docs/cli-guide/usage/provision.mdx',
    append: 'A slow run times out after 45 minutes.',
    at: 'A slow run times out',
    rule: 'fact',
    fix: /:fact\[cli\.provision-timeout\]/,
  },
  {
    name: 'a timeout in a comment of a shell block',
    file: 'docs/support-and-kb/troubleshooting/provisioning-timeout.mdx',
    append:
      '```bash\n# provisioning waits 45 minutes by default\nskyloom provision --appstack web-shop --env staging\n```',
    at: '# provisioning waits 45 minutes',
    rule: 'fact',
    fix: /insert \{\{fact:cli\.provision-timeout\}\}/,
  },
  {
    name: 'the provision timeout on a drift page',
    file: 'docs/concepts/drift.md',
    append: 'When you provision, the CLI waits up to 45 minutes.',
    at: 'When you provision, the CLI waits',
    rule: 'fact',
    fix: /How long `skyloom provision` and `skyloom destroy` wait for a run .*:fact\[cli\.provision-timeout\]/,
  },
  {
    name: 'a flag table for a command that does not exist',
    file: 'docs/cli-guide/usage/runs.mdx',
    append: '<CliFlagTable command="appstack shwo" />',
    at: '<CliFlagTable command="appstack shwo"',
    rule: 'cli',
    fix: /did you mean command="appstack show"\?/,
  },
  {
    name: 'a title another page already has',
    file: 'docs/concepts/activity-logs.md',
    replace: ['\ntitle: ', '\ntitle: Detect and reconcile drift\nold_title: '],
    at: 'title: Detect and reconcile drift',
    rule: 'frontmatter',
    fix: /give each page its own title/,
  },
  {
    name: 'placeholder text in a frontmatter field',
    file: 'docs/concepts/whyskyloom.md',
    replace: ['\nsidebar_label: ', '\nsidebar_label: TODO\nold_label: '],
    at: 'sidebar_label: TODO',
    rule: 'placeholder',
    fix: /write the real content/,
  },
  {
    name: 'frontmatter that is not valid YAML',
    file: 'docs/concepts/iac/export.md',
    replace: ['\ndescription:', '\ndescription: twice\ndescription:'],
    at: 'description: Export',
    rule: 'frontmatter',
    fix: /frontmatter is not valid YAML/,
  },
  {
    name: 'the output of a command fenced as plain text, so it renders with a copy button like a command',
    file: 'docs/concepts/appstacks.md',
    append: '```bash\nterraform -chdir=./infra validate\n```\n\n```text\nSuccess! The configuration is valid.\n```',
    at: 'Success! The configuration is valid.',
    offset: -1, // the fence
    rule: 'code-output',
    fix: /```text output/,
  },
  {
    name: 'a code block without a language',
    file: 'docs/concepts/appstacks.md',
    append: '```\nskyloom version\n```',
    at: 'skyloom version',
    offset: -1, // the fence
    rule: 'code-language',
    fix: /needs a language/,
  },
  {
    name: 'British spelling',
    file: 'docs/concepts/resource-policies.md',
    append: 'Every organisation sets its own rules.',
    at: 'Every organisation',
    rule: 'vocabulary',
    fix: /write "organization"/,
  },
  {
    name: 'a second h1',
    file: 'docs/setup/alerts.mdx',
    append: '# Another title',
    at: '# Another title',
    rule: 'single-h1',
    fix: /start body headings at ##/,
  },
  {
    name: 'a brace in prose, which MDX reads as code',
    file: 'docs/setup/settings.md',
    append: 'Set the value to {"retention": 30}.',
    at: 'Set the value to',
    rule: 'mdx-syntax',
    fix: /put \{ \} < > of prose in `code`/,
  },
  {
    name: 'an image that does not exist',
    file: 'docs/setup/skyloom-ui.md',
    append: '![The settings page](/img/setup/no-such-image.svg)',
    at: '![The settings page]',
    rule: 'image-missing',
    fix: /does not exist/,
  },
  {
    name: "a command's page that no longer shows its command",
    file: 'docs/cli-guide/usage/viewprojects.mdx',
    replace: ['skyloom viewprojects', 'skyloom  viewprojects'],
    at: 1,
    rule: 'cli',
    fix: /never shows the command: add its usage or an example/,
  },
  {
    name: 'a new page in no sidebar',
    file: 'docs/concepts/new-page.md',
    at: 1,
    rule: 'sidebar',
    fix: /add 'concepts\/new-page' to its section in sidebars\.ts/,
  },
  {
    name: 'a renamed page without a redirect',
    file: 'src/config/published-routes.txt',
    at: '/concepts/catalog',
    rule: 'moved-page',
    fix: /Add this line to src\/config\/redirects\.ts.*\{from: '\/concepts\/catalog', to: '\/concepts\/service-catalog'\},/,
  },
  {
    name: 'a deleted page without a redirect',
    file: 'src/config/published-routes.txt',
    at: '/resources/videos-and-webinars',
    rule: 'moved-page',
    fix: /\{from: '\/resources\/videos-and-webinars', to: '.+'\},/,
  },
  {
    name: 'a new route not yet in the published routes',
    file: 'docs/concepts/service-catalog.md',
    at: 1,
    rule: 'moved-page',
    fix: /run `npm run lint:content -- --update-routes`/,
  },
];

const NEW_PAGE = `---
title: A page nobody can reach
description: A new concept page that the writer forgot to add to the sidebars of the guide.
keywords: [new page]
landing: true
---

A new page that no sidebar shows.
`;

let site: ScratchSite;
const lint = () =>
  spawnSync(path.join(site.dir, 'node_modules/.bin/tsx'), ['scripts/lint-content.ts'], {
    cwd: site.dir,
    encoding: 'utf8',
  });
/** The doc as it is now: a page converted to MDX (or back) keeps its mistakes. */
const actual = (file: string) =>
  [file, file.replace(/\.mdx?$/, (ext) => (ext === '.md' ? '.mdx' : '.md'))].find((candidate) =>
    fs.existsSync(path.join(site.dir, candidate)),
  ) ?? file;
const read = (file: string) => fs.readFileSync(path.join(site.dir, actual(file)), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(site.dir, actual(file)), text);

describe('The writer command (npm run lint:content)', () => {
  before(() => {
    site = createScratchSite(undefined, LINT_SOURCES);
  });
  after(() => site.remove());

  it('passes the guide as it is', () => {
    const result = lint();
    assert.equal(result.status, 0, result.stdout);
  });

  describe(`fails on each of ${MISTAKES.length} planted mistakes with the file, the line and the fix`, () => {
    let output = '';
    let status: number | null = null;
    before(() => {
      for (const mistake of MISTAKES.filter((m) => m.append || m.replace)) {
        const source = read(mistake.file);
        write(
          mistake.file,
          mistake.replace
            ? source.split(mistake.replace[0]).join(mistake.replace[1])
            : `${source.trimEnd()}\n\n${mistake.append}\n`,
        );
      }
      write('docs/concepts/new-page.md', NEW_PAGE);
      // Renamed: the file and its sidebar entry move, the links and the redirect do not.
      const catalog = actual('docs/concepts/catalog.md');
      fs.renameSync(path.join(site.dir, catalog), path.join(site.dir, catalog.replace('catalog', 'service-catalog')));
      write('sidebars.ts', read('sidebars.ts').replace("'concepts/catalog'", "'concepts/service-catalog'"));
      // Deleted: the file and its sidebar entry go.
      fs.rmSync(path.join(site.dir, actual('docs/resources/videos-and-webinars.md')));
      const result = lint();
      [output, status] = [result.stdout + result.stderr, result.status];
    });

    it('exits with an error', () => assert.equal(status, 1));

    it('prints problems sorted by file, then line', () => {
      const places = output
        .split('\n')
        .map((line) => /^(\S+?):(\d+):(\d+) {2}/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1], Number(match[2]), Number(match[3])] as const);
      const sorted = [...places].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2] - b[2]);
      assert.deepEqual(places, sorted);
    });

    for (const mistake of MISTAKES) {
      it(mistake.name, () => {
        const line =
          typeof mistake.at === 'number'
            ? mistake.at
            : read(mistake.file)
                .split('\n')
                .findIndex((text) => text.includes(mistake.at as string)) +
              1 +
              (mistake.offset ?? 0);
        assert.ok(line > 0, `"${mistake.at}" is not in ${mistake.file}`);
        const reported = output
          .split('\n')
          .filter(
            (text) => text.startsWith(`${actual(mistake.file)}:${line}:`) && text.includes(`  ${mistake.rule}  `),
          );
        assert.ok(
          reported.some((text) => mistake.fix.test(text)),
          `expected ${mistake.file}:${line} ${mistake.rule} matching ${mistake.fix}, got:\n${reported.join('\n') || output}`,
        );
      });
    }
  });
});
