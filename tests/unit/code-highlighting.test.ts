import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {themeCss} from '../../src/plugins/code-highlighting/themeCss';
import {darkCodeTheme, lightCodeTheme, tokenClassTheme} from '../../src/config/codeThemes';

const theme: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {}},
    {types: ['keyword'], languages: ['bash', 'hcl'], style: {color: '#0969da'}},
  ],
};

describe('Code colours as CSS per colour mode', () => {
  const css = themeCss(theme, 'dark');

  it('sets the code block colours as the theme variables of that mode', () => {
    assert.match(css, /^\[data-theme='dark'\] \{--prism-color: #111111; --prism-background-color: #fafafa;\}/);
  });

  it('writes one rule per token style, in CSS property names, scoped to the mode', () => {
    assert.ok(css.includes(`[data-theme='dark'] .token.comment, [data-theme='dark'] .token.prolog {color: #57606a; font-style: italic;}`));
  });

  it('limits a language-specific style to code blocks of those languages', () => {
    assert.ok(css.includes(`[data-theme='dark'] .language-bash .token.keyword, [data-theme='dark'] .language-hcl .token.keyword {color: #0969da;}`));
  });

  it('leaves out styles with nothing to set', () => {
    assert.ok(!css.includes('namespace'));
  });

  it('covers every token colour of the light and dark themes, and renders code blocks with classes only', () => {
    for (const [mode, source] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
      const sheet = themeCss(source, mode);
      for (const {style} of source.styles) if (style.color) assert.ok(sheet.includes(`color: ${style.color};`), `${mode} ${style.color}`);
    }
    assert.deepEqual(tokenClassTheme, {plain: {}, styles: []});
  });
});
