import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {docToMarkdown, indexToMarkdown} from '../../src/plugins/llms-txt/toMarkdown';
import {llmsTxt} from '../../src/plugins/llms-txt/llmsTxt';
import {twinPath} from '../../src/lib/markdownTwin';
import {findCommand} from '../../src/data/cli';

const SITE = 'https://docs.skyloom.io';
const page = {
  title: 'Detect drift',
  description: 'Find resources that changed outside code.',
  url: `${SITE}/concepts/drift`,
};
const MDX = `---
title: Detect drift
description: Find resources that changed outside code.
keywords: [drift]
---
import CliFlagTable from '@site/src/components/CliFlagTable';

Compare an appStack with the cloud. See [policies](/concepts/policies).

## Flags

<CliFlagTable command="drifts" />

:::tip
Run it nightly.
:::

<details>
<summary id="full-output">Full output</summary>

\`\`\`text
in sync: 12
\`\`\`

</details>
`;

describe('Markdown twins', () => {
  const markdown = docToMarkdown(MDX, page, SITE);

  it('start with the title, description and source URL, without frontmatter or imports', () => {
    assert.ok(
      markdown.startsWith(
        `# Detect drift\n\n> Find resources that changed outside code.\n\nSource: <${SITE}/concepts/drift>\n`,
      ),
    );
    assert.doesNotMatch(markdown, /^---$|^import |keywords:/m);
  });

  it('render components as Markdown from the same data', () => {
    assert.doesNotMatch(markdown, /<CliFlagTable/);
    for (const flag of findCommand('drifts')!.flags) assert.match(markdown, new RegExp(`\\| \`--${flag.name}\` \\|`));
  });

  it('turn admonitions into quotes, details into plain blocks, and site links into absolute URLs', () => {
    assert.match(markdown, /^> \*\*Tip\*\*\n>\n> Run it nightly\./m);
    assert.match(markdown, /^\*\*Full output\*\*\n\n```text\nin sync: 12\n```/m);
    assert.doesNotMatch(markdown, /<\/?(details|summary)/);
    assert.match(markdown, /\[policies\]\(https:\/\/docs\.skyloom\.io\/concepts\/policies\)/);
  });

  it('fail loudly on a component without a Markdown form', () => {
    assert.throws(() => docToMarkdown('<Unknown />', page, SITE), /<Unknown> has no Markdown form/);
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
