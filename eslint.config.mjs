// ESLint flat config: the recommended rule sets of the ecosystem (JavaScript, TypeScript, React hooks, JSX
// accessibility, Docusaurus), with Prettier deciding formatting (eslint-config-prettier turns style rules off).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hosted/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'static/',
      '.scratch/',
      // A build as Docusaurus leaves it, minified: the post-build steps' fixture, not code of ours.
      'tests/fixtures/post-build/site/',
      // A built site in miniature, minified as a build is (the page-weight unit test counts it).
      'tests/fixtures/page-weight/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // `_name` marks a value that is deliberately unused (a destructured field left out of a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    settings: {react: {version: 'detect'}},
    plugins: {react, '@docusaurus': docusaurus},
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    rules: {
      ...docusaurus.configs.recommended.rules,
      // Types, not prop-types, describe component props.
      'react/prop-types': 'off',
      // Content that scrolls sideways (code blocks, wide tables) must take keyboard focus to be scrollable.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['region']}],
    },
  },
  prettier,
);
