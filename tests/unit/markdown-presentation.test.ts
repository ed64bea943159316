import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import unbreakableCode, {
  CELL_BREAK_LENGTH,
  MAX_UNBREAKABLE_LENGTH,
  WORDS_CLASS,
} from '../../src/remark/unbreakableCode';
import scrollableTables, {TABLE_FRAME_CLASS} from '../../src/remark/scrollableTables';
import {isOutputMeta} from '../../src/plugins/code-highlighting/outputBlocks';

const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);

interface Piece {
  type: string;
  value?: string;
  properties?: {className?: string[]};
  children?: Piece[];
}
interface Data {
  hProperties?: {className?: string[]; role?: string; ariaLabel?: string; tabIndex?: number};
  hChildren?: Piece[];
}

function inlineCodes(markdown: string): {value: string; data?: Data}[] {
  const tree = parse(markdown);
  unbreakableCode()(tree);
  const found: {value: string; data?: Data}[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'inlineCode') found.push(node as never);
    (node.children as {type: string}[] | undefined)?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** The words of a code span that may not break, as the reader sees them. */
const unbreakableWords = (data: Data | undefined): string[] =>
  (data?.hChildren ?? [])
    .filter((piece) => piece.type === 'element' && piece.children?.length)
    .map((piece) => piece.children![0].value!);

describe('Inline code never breaks inside a flag or a short command', () => {
  it('marks a one-word code span such as a flag as unbreakable', () => {
    const [flag] = inlineCodes('Pass `--auto-approve` to skip the prompt.');
    assert.deepEqual(flag.data?.hProperties?.className, ['code-nowrap']);
  });

  it('keeps a command of several words breakable at its spaces only', () => {
    const [command] = inlineCodes('Run `skyloom provision --plan-only --env staging` first.');
    assert.deepEqual(command.data?.hProperties?.className, [WORDS_CLASS]);
    assert.deepEqual(unbreakableWords(command.data), ['skyloom', 'provision', '--plan-only', '--env', 'staging']);
    const text = command.data!.hChildren!.map((piece) => piece.value ?? piece.children![0].value).join('');
    assert.equal(text, 'skyloom provision --plan-only --env staging');
  });

  it('lets a word longer than the limit (a long URL or path) wrap', () => {
    const long = `https://docs.skyloom.io/${'a'.repeat(MAX_UNBREAKABLE_LENGTH)}`;
    const [url] = inlineCodes(`See \`${long}\`.`);
    assert.equal(url.data, undefined);
  });
});

describe('Code in a table cell never widens its column past the page', () => {
  const key = 'profiles.<name>.insecure_skip_tls_verify';

  it('breaks a long word of code in a cell only at its safe points, its text unchanged', () => {
    assert.ok(key.length > CELL_BREAK_LENGTH);
    const [code] = inlineCodes(`| Key |\n| --- |\n| \`${key}\` |\n`);
    assert.deepEqual(code.data?.hProperties?.className, [WORDS_CLASS]);
    assert.deepEqual(unbreakableWords(code.data), ['profiles.', '<name>.', 'insecure_', 'skip_', 'tls_', 'verify']);
    const pieces = code.data!.hChildren!;
    assert.equal(pieces.map((piece) => piece.children?.[0]?.value ?? piece.value ?? '').join(''), key);
  });

  it("never breaks after a flag's leading dashes", () => {
    const [flag] = inlineCodes('| Flag |\n| --- |\n| `--insecure-skip-tls-verify` |\n');
    assert.deepEqual(unbreakableWords(flag.data), ['--insecure-', 'skip-', 'tls-', 'verify']);
  });

  it('keeps the same word whole outside a table', () => {
    const [code] = inlineCodes(`Set \`${key}\`.`);
    assert.deepEqual(code.data?.hProperties?.className, ['code-nowrap']);
  });
});

describe('Markdown tables scroll in a labelled, focusable frame', () => {
  it('wraps each table in a region named by its column headings', () => {
    const tree = parse('| Flag | Meaning |\n| --- | --- |\n| `--plan-only` | Plan only |\n');
    scrollableTables()(tree);
    const [frame] = tree.children as unknown as {type: string; data: Data; children: {type: string}[]}[];
    assert.equal(frame.type, 'tableFrame');
    assert.deepEqual(frame.data.hProperties, {
      className: [TABLE_FRAME_CLASS],
      role: 'region',
      ariaLabel: 'Table: Flag, Meaning',
      tabIndex: 0,
    });
    assert.equal(frame.children[0].type, 'table');
  });

  it('numbers a second table with the same columns, so every region has its own name', () => {
    const table = '| Flag | Meaning |\n| --- | --- |\n| `--plan-only` | Plan only |\n';
    const tree = parse(`${table}\nText.\n\n${table}`);
    scrollableTables()(tree);
    const labels = (tree.children as unknown as {data?: Data}[]).flatMap((node) =>
      node.data?.hProperties?.ariaLabel ? [node.data.hProperties.ariaLabel] : [],
    );
    assert.deepEqual(labels, ['Table: Flag, Meaning', 'Table: Flag, Meaning (2)']);
  });
});

describe('Output blocks', () => {
  it('are the fences whose meta has the word output', () => {
    assert.equal(isOutputMeta('output'), true);
    assert.equal(isOutputMeta('title="Log of the provision job" output'), true);
    assert.equal(isOutputMeta('title="outputs.tf"'), false);
    assert.equal(isOutputMeta('title="Check the output"'), false);
    assert.equal(isOutputMeta(undefined), false);
  });
});
