import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {themeCss} from '../../src/plugins/code-highlighting/themeCss';
import {highlightLines, toLines} from '../../src/plugins/code-highlighting/lines';
import {darkCodeTheme, lightCodeTheme, tokenClassTheme} from '../../src/plugins/code-highlighting/codeThemes';
import {highlightedLanguages} from '../../src/plugins/code-highlighting/codeLanguages';
import {prism} from '../../src/plugins/code-highlighting/nodePrism';
import {highlightEveryFlag, UPSTREAM_PARAMETER} from '../../src/plugins/code-highlighting/bashFlags';
import {docFiles} from '../../scripts/lib/site-routes';
import {themePrismModule} from '../../src/plugins/code-highlighting/themePrismModule';
import {fenceNames, grammarModule, grammarsFor} from '../../src/plugins/code-highlighting/grammars';
import remarkGrammars from '../../src/plugins/code-highlighting/remarkGrammars';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import vm from 'node:vm';
import type PrismType from 'prismjs';
import siteConfig from '../../docusaurus.config';
import type {LoadContext} from '@docusaurus/types';

const theme: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {}},
    {types: ['keyword'], languages: ['bash', 'hcl'], style: {color: '#0969da'}},
  ],
};

describe('Code colors as CSS per color mode', () => {
  const css = themeCss(theme, 'dark');

  it('sets the code block colors as the theme variables of that mode', () => {
    assert.match(css, /^\[data-theme='dark'\] \{--prism-color: #111111; --prism-background-color: #fafafa;\}/);
  });

  it('writes one rule per token style, in CSS property names, scoped to the mode', () => {
    assert.ok(
      css.includes(
        `[data-theme='dark'] .token.comment, [data-theme='dark'] .token.prolog {color: #57606a; font-style: italic;}`,
      ),
    );
  });

  it('limits a language-specific style to code blocks of those languages', () => {
    assert.ok(
      css.includes(
        `[data-theme='dark'] .language-bash .token.keyword, [data-theme='dark'] .language-hcl .token.keyword {color: #0969da;}`,
      ),
    );
  });

  it('leaves out styles with nothing to set', () => {
    assert.ok(!css.includes('namespace'));
  });

  it('covers every token color of the light and dark themes, and renders code blocks with classes only', () => {
    for (const [mode, source] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      const sheet = themeCss(source, mode);
      for (const {style} of source.styles)
        if (style.color) assert.ok(sheet.includes(`color: ${style.color};`), `${mode} ${style.color}`);
    }
    assert.deepEqual(tokenClassTheme, {plain: {}, styles: []});
  });
});

/** The fenced code blocks of a Markdown file: their language and code. */
const fencesOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].map(([, language, code]) => ({
    language,
    code: code.replace(/\n$/, ''),
  }));
const FIXTURE = path.join(__dirname, '../fixtures/unit/pages/code-blocks.md');

describe('Code blocks tokenize with the lean Prism', () => {
  const fixture = fencesOf(FIXTURE);
  const fences = [...fixture, ...docFiles().flatMap(fencesOf)];

  it('finds every fenced code block of a page, with its language', () => {
    assert.deepEqual(
      fixture.map(({language}) => language),
      ['bash', 'hcl', 'yaml', 'json', 'powershell', 'text'],
    );
    assert.equal(fixture[1].code.split('\n').length, 3, 'the code without the closing fence');
  });

  it('loads every configured language, each after the ones it builds on', () => {
    for (const language of highlightedLanguages) assert.equal(typeof prism.languages[language], 'object', language);
  });

  it("turns every code block of the docs into the same lines as prism-react-renderer's normalizeTokens", () => {
    assert.ok(fences.length > fixture.length, 'the docs have code blocks');
    for (const {language, code} of fences) {
      const grammar = prism.languages[language];
      const tokens = grammar ? prism.tokenize(code, grammar) : [code];
      assert.deepEqual(toLines(tokens), normalizeTokens(tokens as never), `${language}: ${code.slice(0, 60)}`);
    }
  });

  it('keeps empty lines, Windows line ends and nested tokens', () => {
    const code = 'resource "aws_s3_bucket" "logs" {\r\n\r\n  bucket = "${var.prefix}-logs"\r\n}\n';
    const tokens = prism.tokenize(code, prism.languages.hcl);
    const lines = highlightLines(prism, code, 'hcl');
    assert.deepEqual(lines, normalizeTokens(tokens as never));
    assert.equal(lines.length, 5);
    assert.deepEqual(lines[1], [{types: ['plain'], content: '\n', empty: true}]);
    assert.ok(
      lines[2].some((token) => token.types.length > 1),
      'interpolation inside a string keeps both types',
    );
  });

  it('renders a language Prism does not know as plain text', () => {
    assert.deepEqual(highlightLines(prism, 'a\nb', 'cobol'), [
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});

const markdown = (text: string) => unified().use(remarkParse).parse(text);

/**
 * A Prism of its own with only these grammars loaded, in this order, as a page that loads only them has it: with
 * bash among them, its flag token widened, as the generated grammar module does (grammars.ts).
 */
function prismWith(grammars: string[]): typeof PrismType {
  const context: {Prism?: typeof PrismType} = {};
  vm.createContext(context);
  for (const file of ['core', ...grammars])
    vm.runInContext(fs.readFileSync(require.resolve(`prismjs/components/prism-${file}.js`), 'utf8'), context);
  if (grammars.includes('bash')) highlightEveryFlag(context.Prism!);
  return context.Prism!;
}

describe('Prism loads with the pages that show code, only their languages', () => {
  const fences = [...fencesOf(FIXTURE), ...docFiles().flatMap(fencesOf)];

  it("tokenizes every code block with its language's grammars alone exactly as with every grammar loaded", () => {
    const names = fenceNames();
    const alone = new Map(highlightedLanguages.map((language) => [language, prismWith(grammarsFor(language))]));
    for (const {language, code} of fences) {
      const own = alone.get(names.get(language) ?? '');
      if (!own) continue;
      assert.deepEqual(
        toLines(own.tokenize(code, own.languages[language])),
        toLines(prism.tokenize(code, prism.languages[language])),
        `${language}: ${code.slice(0, 60)}`,
      );
    }
  });

  it('loads a grammar after the ones it builds on, and no other', () => {
    assert.deepEqual(grammarsFor('bash'), ['bash']);
    const tsx = grammarsFor('tsx');
    for (const base of ['javascript', 'jsx', 'typescript'])
      assert.ok(tsx.indexOf(base) < tsx.indexOf('tsx'), `${base} before tsx`);
    assert.ok(!tsx.includes('bash'));
  });

  it('imports into a page the grammar module of each highlighted language its fences use, aliases too, once', () => {
    const page = markdown(
      [
        '```sh',
        'a',
        '```',
        '```bash',
        'b',
        '```',
        '```yml',
        'c: d',
        '```',
        '```text output',
        'e',
        '```',
        '```cobol',
        'f',
        '```',
      ].join('\n'),
    );
    remarkGrammars()(page);
    const imports = page.children
      .filter((node) => node.type === ('mdxjsEsm' as string))
      .map(
        (node) =>
          (node as unknown as {data: {estree: {body: {source: {value: string}}[]}}}).data.estree.body[0].source.value,
      );
    assert.deepEqual(imports, [grammarModule('bash'), grammarModule('yaml')]);
  });

  it('imports nothing into a page without highlighted code', () => {
    const page = markdown('Text, `inline code` and\n\n```text\nplain\n```');
    const before = page.children.length;
    remarkGrammars()(page);
    assert.equal(page.children.length, before);
  });
});

describe('Prism stays out of the main bundle', () => {
  it("finds theme-classic's client module that loads prism-react-renderer's Prism on every page", () => {
    const context = {
      siteConfig,
      siteDir: process.cwd(),
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
      siteStorage: {type: 'localStorage', namespace: ''},
    } as unknown as LoadContext;
    const prismModule = themePrismModule(context);
    assert.match(
      fs.readFileSync(require.resolve(prismModule), 'utf8'),
      /from 'prism-react-renderer'/,
      `${prismModule} no longer imports prism-react-renderer: the alias in src/plugins/code-highlighting may no longer be needed`,
    );
  });
});

describe('Every flag of a shell command has one color', () => {
  const parameters = (code: string) =>
    highlightLines(prism, code, 'bash')
      .flat()
      .filter((token) => token.types.includes('parameter'))
      .map((token) => token.content.trim());

  it('tokenizes flags with and without a value, hyphenated or not, as parameters', () => {
    assert.deepEqual(parameters('skyloom provision --appstack web --plan-only --auto-approve -y --env=prod'), [
      '--appstack',
      '--plan-only',
      '--auto-approve',
      '-y',
      '--env',
    ]);
  });

  it("replaces Prism's own bash pattern, and fails loudly when an upgrade changes it", () => {
    const upstream = fs.readFileSync(require.resolve('prismjs/components/prism-bash.js'), 'utf8');
    assert.ok(
      upstream.includes(`pattern: /${UPSTREAM_PARAMETER}/,`),
      'prism-bash.js still has the pattern bashFlags.ts replaces',
    );
  });
});
