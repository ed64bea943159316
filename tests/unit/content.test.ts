// The content lint's rules for the guide as a whole (diagrams, collapsible sections, section overviews, sidebar
// categories, word floors), each seen to fail on a fixture page under tests/fixtures/unit/: the guide itself is
// checked by `npm run lint:content`, so a writer's correct change never breaks this test.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {lintDoc, lintFile} from '../../scripts/lib/content-lint';
import {siteIndex, type SiteIndex} from '../../scripts/lib/site-index';
import {DOCS_DIR} from '../../scripts/lib/site-routes';
import {checkCategoryFolders} from '../../scripts/lib/sidebar-categories';
import {WORD_FLOORS, wordFloor} from '../../scripts/lib/word-count';
import fixtureSidebars from '../fixtures/unit/sidebars';

const FIXTURES = path.join(__dirname, '../fixtures/unit');
const page = (name: string) => path.join(FIXTURES, 'pages', name);
const SECTIONS_PAGE = page('diagrams-and-sections.md');

/** The line and column of each problem of a rule, as `line:column`. */
const placesOf = (problems: readonly string[], rule: string) =>
  problems.filter((problem) => problem.includes(`  ${rule}  `)).map((problem) => /:(\d+):\d+ {2}/.exec(problem)![1]);
/** The 1-based line of the first line of a file that holds `text`. */
const lineOf = (file: string, text: string) =>
  String(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1,
  );

describe('Diagrams and collapsible sections', () => {
  it('fail the image-alt rule on alt text too short to say what the image shows', () => {
    assert.deepEqual(placesOf(lintFile(SECTIONS_PAGE, siteIndex()), 'image-alt'), [
      lineOf(SECTIONS_PAGE, '![Flow](/img/fixture/short.svg)'),
    ]);
  });

  it('fail the anchor rule on a collapsible section whose id another page gives one, on both pages', () => {
    const elsewhere = page('sections-elsewhere.md');
    const site = siteIndex([SECTIONS_PAGE, elsewhere]);
    assert.deepEqual(placesOf(lintFile(SECTIONS_PAGE, site), 'anchor'), [lineOf(SECTIONS_PAGE, 'id="first-output"')]);
    assert.deepEqual(placesOf(lintFile(elsewhere, site), 'anchor'), [lineOf(elsewhere, 'id="first-output"')]);
    assert.deepEqual(placesOf(lintFile(SECTIONS_PAGE, siteIndex([SECTIONS_PAGE])), 'anchor'), []);
  });
});

describe('Section overviews', () => {
  const overview = page('section-overview.md');
  const section = {
    label: 'Fixture section',
    pages: [
      {file: 'first.md', route: '/fixture-section/first', title: 'The first page'},
      {file: 'second.md', route: '/fixture-section/second', title: 'The second page'},
    ],
  };
  const site: SiteIndex = {...siteIndex([overview]), sectionOf: (file) => (file === overview ? section : undefined)};

  it('fail the section-overview rule on each page of the category they do not link, with the line to add', () => {
    const problems = lintDoc(overview, site).problems.filter((problem) => problem.rule === 'section-overview');
    assert.deepEqual(
      problems.map(({line, message}) => [String(line), message.slice(message.indexOf(': add') + 2)]),
      [
        [
          lineOf(overview, '## In this section'),
          'add `- [The second page](/fixture-section/second)` under "## In this section"',
        ],
      ],
    );
  });
});

describe('Sidebar categories that hold the pages of some folders', () => {
  it('fail the sidebar rule on a page of another folder, at its line of the sidebars file', () => {
    const file = path.join(FIXTURES, 'sidebars.ts');
    assert.deepEqual(
      checkCategoryFolders(fixtureSidebars, file).map(({line, rule}) => [String(line), rule]),
      [[lineOf(file, "'concepts/fixture-page'"), 'sidebar']],
    );
  });
});

describe('Word floors', () => {
  const floorOf = (folder: string) => wordFloor(path.join(DOCS_DIR, folder, 'page.md')).words;

  it('ask security pages for as many words as how-tos and troubleshooting pages, the most of any section', () => {
    const most = Math.max(...WORD_FLOORS.map((floor) => floor.words));
    for (const folder of ['security-and-admin', 'support-and-kb/how-tos', 'support-and-kb/troubleshooting'])
      assert.equal(floorOf(folder), most, folder);
    assert.ok(floorOf('support-and-kb') < most);
  });
});
