import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {DOCS_DIR, docFiles, docRoute} from '../../scripts/lib/site-routes';
import {minimumWords, proseWords, SUPPORT_PAGE_MIN_WORDS} from '../../scripts/lib/content-lint';
import {sidebarFiles, type SidebarItem} from '../../scripts/lib/site-index';

const read = (file: string) => fs.readFileSync(file, 'utf8');
/** The doc file of a doc id, `.md` or `.mdx`. */
const fileOf = (id: string) => docFiles().find((file) => file.replace(/\.mdx?$/, '') === path.join(DOCS_DIR, id))!;
const guides = sidebarFiles(sidebars.guides as SidebarItem[]);

/** The doc files of the guides sidebar category with this label, at any depth. */
function categoryFiles(label: string): string[] {
  const category = (sidebars.guides as SidebarItem[])
    .flatMap(function categories(item): SidebarItem[] {
      return typeof item === 'string' ? [] : [item, ...(item.items ?? []).flatMap(categories)];
    })
    .find((item) => typeof item !== 'string' && item.label === label);
  return sidebarFiles(typeof category === 'string' ? [] : (category?.items ?? []));
}

describe('Guides sidebar content (issue: guides)', () => {
  it('places at least 12 diagrams, each with alt text', () => {
    const images = guides.flatMap((file) => [...read(file).matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)]);
    assert.ok(images.length >= 12, `only ${images.length} images in the guides sidebar`);
    for (const [, alt, src] of images) assert.ok(alt.trim().length > 10, `image ${src} needs meaningful alt text`);
  });

  it('has at least 8 collapsible sections whose summaries carry unique ids', () => {
    const ids = guides.flatMap((file) =>
      [...read(file).matchAll(/<summary id="([^"]+)">/g)].map((match) => `${docRoute(file)}#${match[1]}`),
    );
    assert.ok(ids.length >= 8, `only ${ids.length} <details> with summary ids`);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('section overview pages link every child page', () => {
    for (const section of ['appstacks', 'iac', 'modules', 'rbac', 'resources', 'topology']) {
      const overview = read(fileOf(`concepts/${section}`));
      for (const child of fs.readdirSync(path.join(DOCS_DIR, 'concepts', section))) {
        const route = `/concepts/${section}/${child.replace(/\.mdx?$/, '')}`;
        assert.ok(overview.includes(`](${route}`), `concepts/${section} does not link ${route}`);
      }
    }
  });
});

describe('Operations and recovery section', () => {
  const pages = categoryFiles('Operations and recovery');

  it('holds at least 12 pages under /support-and-kb/, how-tos and troubleshooting', () => {
    assert.ok(pages.length >= 12, `${pages.length} pages`);
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

describe('Security and administration section', () => {
  const pages = categoryFiles('Security and administration');

  it('lists the pages of docs/security-and-admin/', () => {
    assert.ok(pages.length > 0, 'no pages in the category');
    for (const file of pages) assert.match(docRoute(file), /^\/security-and-admin\//);
  });

  it('gives each page at least 450 words of prose, code not counted', () => {
    for (const file of pages) {
      const words = proseWords(file);
      assert.ok(words >= 450, `${path.relative(DOCS_DIR, file)}: ${words} words of prose`);
    }
  });
});
