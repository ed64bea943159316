import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {DOCS_DIR, docRoute} from '../../scripts/lib/site-routes';
import {minimumWords, proseWords, SUPPORT_PAGE_MIN_WORDS} from '../../scripts/lib/content-lint';
import {sidebarFiles, type SidebarItem} from '../../scripts/lib/site-index';

const read = (file: string) => fs.readFileSync(file, 'utf8');
const FIXTURE = path.join(__dirname, '../fixtures/unit/pages/diagrams-and-sections.md');
const allSidebars = Object.values(sidebars).flat() as SidebarItem[];
const guides = sidebarFiles(sidebars.guides as SidebarItem[]);

/** The categories of the sidebars, at any depth. */
const categories = (items: readonly SidebarItem[]): Exclude<SidebarItem, string>[] =>
  items.flatMap((item) => (typeof item === 'string' ? [] : [item, ...categories(item.items ?? [])]));

/** The doc files of the guides sidebar category with this label, at any depth. */
function categoryFiles(label: string): string[] {
  const category = categories(sidebars.guides as SidebarItem[]).find((item) => item.label === label);
  return sidebarFiles(category?.items ?? []);
}

/** The Markdown images of a page. */
const images = (text: string) => [...text.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)].map(([, alt, src]) => ({alt, src}));
/** The images of a page whose alt text is too short to say what they show. */
const imagesWithoutMeaningfulAlt = (text: string) =>
  images(text)
    .filter(({alt}) => alt.trim().length <= 10)
    .map(({src}) => src);
/** The ids of the summaries of a page's collapsible sections. */
const summaryIds = (text: string) => [...text.matchAll(/<summary id="([^"]+)">/g)].map((match) => match[1]);

describe('Guides sidebar content (issue: guides)', () => {
  it('finds the diagrams of a page and the ones whose alt text says nothing', () => {
    assert.equal(images(read(FIXTURE)).length, 2);
    assert.deepEqual(imagesWithoutMeaningfulAlt(read(FIXTURE)), ['/img/fixture/short.svg']);
  });

  it('gives every diagram alt text that says what it shows', () => {
    assert.ok(
      guides.some((file) => images(read(file)).length > 0),
      'the guides sidebar shows diagrams',
    );
    for (const file of guides)
      assert.deepEqual(
        imagesWithoutMeaningfulAlt(read(file)),
        [],
        `${docRoute(file)}: images need meaningful alt text`,
      );
  });

  it('gives the summary of every collapsible section an id no other section of the site has', () => {
    assert.deepEqual(summaryIds(read(FIXTURE)), ['first-output', 'second-output']);
    const ids = guides.flatMap((file) => summaryIds(read(file)).map((id) => `${docRoute(file)}#${id}`));
    assert.ok(ids.length > 0, 'the guides sidebar has collapsible sections with summary ids');
    assert.equal(new Set(ids).size, ids.length);
  });

  it('section overview pages link every child page the sidebar lists under them', () => {
    const sections = categories(allSidebars).filter((item) => item.link?.type === 'doc');
    assert.ok(sections.length > 0, 'the sidebars have sections with an overview page');
    for (const section of sections) {
      const [overview, ...children] = sidebarFiles([section]);
      for (const child of children) {
        const route = docRoute(child);
        assert.ok(read(overview).includes(`](${route}`), `${docRoute(overview)} does not link ${route}`);
      }
    }
  });
});

describe('Operations and recovery section', () => {
  const pages = categoryFiles('Operations and recovery');

  it('holds pages under /support-and-kb/, how-tos and troubleshooting', () => {
    assert.ok(pages.length > 0, 'no pages in the category');
    for (const file of pages) assert.match(docRoute(file), /^\/support-and-kb\/(how-tos|troubleshooting)\//);
  });

  it(`gives each page at least ${SUPPORT_PAGE_MIN_WORDS} words of prose, code not counted, as the content lint requires`, () => {
    for (const file of pages) {
      assert.equal(minimumWords(file), SUPPORT_PAGE_MIN_WORDS, path.relative(DOCS_DIR, file));
      const words = proseWords(file);
      assert.ok(words >= SUPPORT_PAGE_MIN_WORDS, `${path.relative(DOCS_DIR, file)}: ${words} words of prose`);
    }
  });
});

// Security pages answer a security review, so they get the support pages' floor; the content lint asks only its default.
const SECURITY_PAGE_MIN_WORDS = SUPPORT_PAGE_MIN_WORDS;

describe('Security and administration section', () => {
  const pages = categoryFiles('Security and administration');

  it('lists the pages of docs/security-and-admin/', () => {
    assert.ok(pages.length > 0, 'no pages in the category');
    for (const file of pages) assert.match(docRoute(file), /^\/security-and-admin\//);
  });

  it(`gives each page at least ${SECURITY_PAGE_MIN_WORDS} words of prose, code not counted`, () => {
    for (const file of pages) {
      const words = proseWords(file);
      assert.ok(words >= SECURITY_PAGE_MIN_WORDS, `${path.relative(DOCS_DIR, file)}: ${words} words of prose`);
    }
  });
});
