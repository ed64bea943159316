import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {toString as markdownText} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import {docToMarkdown, indexToMarkdown} from '../../src/plugins/llms-txt/htmlToMarkdown';
import {inlinedImageUrls} from '../../src/plugins/llms-txt/inlinedImages';
import {llmsTxt} from '../../src/plugins/llms-txt/llmsTxt';
import {twinPath} from '../../src/plugins/llms-txt/twinPath';

const SITE = 'https://docs.skyloom.io';
const page = {
  title: 'Detect drift',
  description: 'Find resources that changed outside code.',
  url: `${SITE}/concepts/drift`,
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><title>Drift</title></svg>';

/** A built doc page, in the markup Docusaurus 3.8 and this site's components render (minified, as the build writes it). */
const HTML = `<!doctype html><html lang=en><head><title>Detect drift | Skyloom User Guide</title></head><body>
<nav aria-label=Main><a href=/>Guides</a></nav>
<div class=container><aside class=theme-doc-sidebar-container><a class=menu__link href=/concepts/policies>Policies</a></aside>
<main><article><nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><a href=/>Home</a><span>Concepts</span></nav>
<div class="tocCollapsible theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class=bar_x><button type=button>Copy page as Markdown</button><a href=/concepts/drift.md>View as Markdown</a></div>
<div class="theme-doc-markdown markdown"><header><h1>Detect drift</h1></header>
<p>Compare an appStack with the cloud. See <a href=/concepts/policies>policies</a> and <a href=#flags>the flags</a>.</p>
<p><span class=frame_x><img alt="Drift flow" src="data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}"><span class="image-preview-cue cue_x" aria-hidden=true>Tap to enlarge</span><button type=button aria-haspopup=dialog aria-label="Enlarge image: Drift flow"></button></span></p>
<figure class=diagram><span class=frame_x><svg xmlns=http://www.w3.org/2000/svg class=sl-diagram viewBox="0 0 720 100" role=img aria-label="Run steps" data-diagram-src=/img/cli/provision-run-steps.svg><text x=24 y=38>Resolve</text></svg><span class="image-preview-cue cue_x" aria-hidden=true>Tap to enlarge</span><button type=button aria-haspopup=dialog aria-label="Enlarge image: Run steps"></button></span></figure>
<h2 class=anchor id=flags>Flags<a href=#flags class=hash-link aria-label="Direct link to Flags">\u200b</a></h2>
<div class=wrapper role=region aria-label="Flags of skyloom drifts" tabindex=0><table><thead><tr><th scope=col>Flag<th scope=col>Default<th scope=col>Description<tbody><tr id=flag-appstack><td><code>--appstack</code><td>—<td>Name of the appStack (a | b).<tr id=flag-env><td><code>--env</code><td><code>all</code><td>Environment to check.</table></div>
<div class="theme-admonition theme-admonition-tip admonition_a alert alert--success"><div class=admonitionHeading_b><span class=admonitionIcon_c><svg viewBox="0 0 12 16"><path d="M6.5 0"/></svg></span>tip</div><div class=admonitionContent_d><p>Run it <strong>nightly</strong>.</div></div>
<div class="theme-admonition theme-admonition-danger admonition_a alert alert--danger"><div class=admonitionHeading_b><span class=admonitionIcon_c><svg viewBox="0 0 12 16"></svg></span>Do not skip TLS checks</div><div class=admonitionContent_d><p>Never in production.</div></div>
<div class="theme-admonition theme-admonition-note alert alert--secondary"><p>Labelled by its type.</div>
<div class="language-bash codeBlockContainer_a theme-code-block"><div class=codeBlockTitle_b>Check prod</div><div class=codeBlockContent_c><pre tabindex=0 class="prism-code language-bash codeBlock_d"><code class=codeBlockLines_e><span class=token-line><span class="token plain">skyloom drifts </span><span class="token parameter variable">--env</span><span class="token plain"> prod</span><br></span></code></pre></div></div>
<details class="details_a alert alert--info" data-collapsed=true><summary id=full-output>Full <em>output</em></summary><div><div class=collapsibleContent_b><div class="language-text codeBlockContainer_a theme-code-block"><div class=codeBlockContent_c><pre tabindex=0 class="prism-code language-text codeBlock_d"><code class="codeBlockLines_e codeBlockLinesWithNumbering_f"><span class=token-line><span class=codeLineNumber_g></span><span class=codeLineContent_h><span class="token plain">RESOURCE   STATUS</span></span><br></span><span class=token-line><span class=codeLineNumber_g></span><span class=codeLineContent_h><span class="token plain" style=display:inline-block></span></span><br></span><span class=token-line><span class=codeLineNumber_g></span><span class=codeLineContent_h><span class="token plain">in sync: 12</span></span><br></span></code></pre></div></div></div></div></details>
<ul><li>Reported in <a href=/change-log/known-issues/feb2025>February 2025</a><!-- -->, all fixed<ul><li>Nested item</ul><li>Second item</ul>
<article class=card aria-labelledby=ki-2025-004><div class=header><h3 id=ki-2025-004><span class=id>KI-2025-004</span> <!-- -->Export leaves out <code>moved</code> blocks<a href=#ki-2025-004 class=hash-link>\u200b</a></h3><span class=badge>Fixed in <!-- -->2.7.0</span></div><dl class=fields><dt>Symptom<dd>The <code>moved</code> block is missing.<dt>Status<dd>Fixed in <a href=/change-log/release-notes/mar25-release#fixed>Skyloom <!-- -->2.7.0</a>.</dl></article>
</div>
<footer class=theme-doc-footer><a href=https://github.com/skyloom/docs/edit/main/docs/concepts/drift.md>Edit this page</a><span class=theme-last-updated>Last updated on 1 Sep 2025</span></footer>
<nav class=pagination-nav aria-label="Docs pages"><a class=pagination-nav__link href=/concepts/compliance>Previous</a></nav></article></main></div>
<footer class=footer><a href=mailto:support@skyloom.io>Contact support</a></footer></body></html>`;

describe('Markdown twins', () => {
  const imageUrl = (src: string) => (src.startsWith('data:') ? '/img/concepts/drift-flow.svg' : undefined);
  const markdown = docToMarkdown(HTML, page, {imageUrl});

  it('start with the title, description and source URL, and hold only the doc content', () => {
    assert.ok(
      markdown.startsWith(
        `# Detect drift\n\n> Find resources that changed outside code.\n\nSource: <${SITE}/concepts/drift>\n\nCompare an appStack`,
      ),
    );
    for (const chrome of ['Guides', 'Home', 'On this page', 'Copy page as Markdown', 'Edit this page', 'Previous'])
      assert.ok(!markdown.includes(chrome), chrome);
    assert.ok(!markdown.includes('\u200b'), 'hash-link character');
    assert.equal(markdown.match(/^# /gm)?.length, 1, 'one h1');
  });

  it('turn HTML tables, such as a flag table, into GFM tables with the same rows', () => {
    assert.match(
      markdown,
      /^\| Flag \| Default \| Description \|\n\| - \| - \| - \|\n\| `--appstack` \| — \| Name of the appStack \(a \\\| b\)\. \|\n\| `--env` \| `all` \| Environment to check\. \|$/m,
    );
  });

  it('turn admonitions into quotes that open with their label', () => {
    assert.match(markdown, /^> \*\*Tip\*\*\n>\n> Run it \*\*nightly\*\*\.$/m);
    assert.match(markdown, /^> \*\*Do not skip TLS checks\*\*\n>\n> Never in production\.$/m);
    assert.match(markdown, /^> \*\*Note\*\*\n>\n> Labelled by its type\.$/m);
  });

  it("keep code blocks' language, title and exact lines, without line numbers", () => {
    assert.ok(markdown.includes('```bash title="Check prod"\nskyloom drifts --env prod\n```'));
    assert.ok(markdown.includes('```text\nRESOURCE   STATUS\n\nin sync: 12\n```'));
  });

  it('open collapsible sections, with the summary as bold text', () => {
    assert.match(markdown, /^\*\*Full _output_\*\*\n\n```text\n/m);
    assert.doesNotMatch(markdown, /<\/?(details|summary)/);
  });

  it('make links absolute and name inlined images by their file', () => {
    assert.ok(markdown.includes(`[policies](${SITE}/concepts/policies)`));
    assert.ok(markdown.includes(`[the flags](${SITE}/concepts/drift#flags)`));
    assert.ok(markdown.includes(`![Drift flow](${SITE}/img/concepts/drift-flow.svg)`));
  });

  it('name inline diagrams by their file, without their drawn text or the preview cue', () => {
    assert.ok(markdown.includes(`![Run steps](${SITE}/img/cli/provision-run-steps.svg)`));
    assert.ok(!markdown.includes('Resolve'));
    assert.ok(!markdown.includes('Tap to enlarge'));
  });

  it('keep lists tight and description lists as bold terms, without the markers React leaves between texts', () => {
    assert.ok(
      markdown.includes(
        `- Reported in [February 2025](${SITE}/change-log/known-issues/feb2025), all fixed\n  - Nested item\n- Second item`,
      ),
    );
    assert.ok(markdown.includes('### KI-2025-004 Export leaves out `moved` blocks\n\nFixed in 2.7.0\n'));
    assert.ok(
      markdown.includes(
        `- **Symptom:** The \`moved\` block is missing.\n- **Status:** Fixed in [Skyloom 2.7.0](${SITE}/change-log/release-notes/mar25-release#fixed).`,
      ),
    );
    assert.ok(!markdown.includes('<!--'));
  });

  it('fail loudly when the built page has no doc content to convert', () => {
    assert.throws(
      () => docToMarkdown('<main><p>Search</p></main>', page),
      /concepts\/drift: the built page has no "article \.theme-doc-markdown" element/,
    );
  });

  it('live at stable URLs next to their pages', () => {
    assert.equal(twinPath('/concepts/drift'), '/concepts/drift.md');
    assert.equal(twinPath('/cli-guide/'), '/cli-guide/index.md');
    assert.equal(twinPath('/'), '/index.md');
  });

  it('of category pages list their children', () => {
    assert.equal(
      indexToMarkdown(page, [{title: 'A', description: 'First.', url: `${SITE}/a`}])
        .split('\n')
        .at(-2),
      `- [A](${SITE}/a): First.`,
    );
  });
});

/** Sample text that is neither Markdown syntax nor code on the page: the twin must show it as the page does. */
const PROSE = [
  'Report it to security@example.com or read https://www.example.com/.well-known/security.txt first.',
  'Source a module as git::https://github.com/acme/modules.git and pin aws=~>5.60.',
  'Run IDs start with run_ and tokens with tok_ followed by 40 characters; a trailing * matches a prefix (aws_db_*).',
  'Settings live in ~/.sample/config.yaml.',
];
/** Sample text that would be Markdown syntax if written as it is: the twin must keep it text. */
const LITERALS = [
  'Write [the text](not-a-link) and *stars* as they are.',
  'Cross ~these~ out and name <service> here.',
];

/** A built page holding what the serializer would escape without need: prose, code in a captioned table, an API
 * field's "Possible values" and an image whose alt Docusaurus escaped twice. */
const ESCAPES_HTML = `<!doctype html><html><body><main><article><div class="theme-doc-markdown markdown"><header><h1>Sample</h1></header>
${[...PROSE, ...LITERALS].map((sentence) => `<p>${sentence.replace(/</g, '&lt;')}</p>`).join('\n')}
<p><img alt="The job&amp;#39;s token, &amp;quot;short-lived&amp;quot;" src=/img/sample.svg></p>
<div class=wrapper role=region aria-label="Sample defaults" tabindex=0><table><caption>Sample defaults</caption><thead><tr><th>Setting<th>Value<tbody><tr><td>Config file<td><code>~/.sample/config.yaml</code> or <code>%USERPROFILE%\\.sample\\config.yaml</code><tr><td>Archive<td><code>&lt;appstack&gt;-&lt;version&gt;.zip</code><tr><td>Contact<td><code>ops@example.com</code> at <code>https://api.example.com</code><tr><td><code>status</code><td><code>string</code> <strong>Possible values:</strong> [<code>active</code>, <code>archived</code>]</table></div>
</div></article></main></body></html>`;

describe('Markdown twins escape only what would change meaning', () => {
  const markdown = docToMarkdown(ESCAPES_HTML, page);
  const blocks = (unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root).children;

  it('write prose as the page shows it: addresses, URLs, tildes, underscores and lone asterisks unescaped', () => {
    for (const sentence of PROSE) assert.ok(markdown.includes(`\n${sentence}\n`), sentence);
  });

  it('keep escaping what a Markdown reader would otherwise read as a link, emphasis, strikethrough or HTML', () => {
    for (const sentence of LITERALS) {
      assert.ok(!markdown.includes(sentence), `${sentence} is escaped`);
      assert.ok(
        blocks.some((block) => block.type === 'paragraph' && markdownText(block) === sentence),
        `${sentence} reads back as text`,
      );
    }
  });

  it("keep code in table cells as code spans, and write an API field's possible values as a plain bracket list", () => {
    assert.ok(markdown.includes('| Config file | `~/.sample/config.yaml` or `%USERPROFILE%\\.sample\\config.yaml` |'));
    assert.ok(markdown.includes('| Archive | `<appstack>-<version>.zip` |'));
    assert.ok(markdown.includes('| Contact | `ops@example.com` at `https://api.example.com` |'));
    assert.ok(markdown.includes('| `status` | `string` **Possible values:** [`active`, `archived`] |'));
  });

  it('title a table with its caption, in the line above it', () => {
    assert.match(markdown, /^Table: Sample defaults\n\n\| Setting \| Value \|$/m);
  });

  it('decode the character references left in image alt text', () => {
    assert.ok(markdown.includes(`![The job's token, "short-lived"](${SITE}/img/sample.svg)`));
  });

  it('read back with the text of the page', () => {
    const paragraphs = blocks.flatMap((block) => (block.type === 'paragraph' ? [markdownText(block)] : []));
    for (const sentence of [...PROSE, ...LITERALS]) assert.ok(paragraphs.includes(sentence), sentence);
  });
});

describe('Inlined images in twins', () => {
  it('are named by the static file they were made from', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.mkdirSync(path.join(dir, 'img', 'concepts'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'img', 'concepts', 'drift-flow.svg'), SVG);
    const imageUrl = await inlinedImageUrls([dir]);
    assert.equal(
      imageUrl(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`),
      '/img/concepts/drift-flow.svg',
    );
    assert.equal(imageUrl(`data:image/svg+xml,${encodeURIComponent(SVG)}`), '/img/concepts/drift-flow.svg');
    assert.equal(imageUrl('data:image/svg+xml;base64,PHN2Zy8+'), undefined);
    assert.equal(imageUrl('/assets/images/drift-1a2b.png'), undefined);
  });
});

describe('llms.txt', () => {
  it('follows the llmstxt.org format: h1, summary quote, one h2 list per section', () => {
    const text = llmsTxt({
      title: 'Skyloom User Guide',
      summary: 'Build and govern\ncloud infrastructure.',
      sections: [
        {
          name: 'Guides',
          entries: [{title: 'Detect drift', url: `${SITE}/concepts/drift.md`, description: 'Find drift.'}],
        },
        {name: 'Empty', entries: []},
      ],
    });
    assert.equal(
      text,
      `# Skyloom User Guide\n\n> Build and govern cloud infrastructure.\n\n## Guides\n\n- [Detect drift](${SITE}/concepts/drift.md): Find drift.\n`,
    );
  });
});
