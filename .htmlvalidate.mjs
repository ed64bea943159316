// html-validate settings for the built site (`npm run validate:html`): the recommended and document rule sets, with
// only the rules switched off or relaxed that dispute valid HTML the site cannot or need not change.
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // The HTML minifier of the build (@swc/html) leaves out quotes, optional end tags and void slashes, and writes
    // `<!doctype html>`: all valid HTML.
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'doctype-style': 'off',
    'void-style': 'off',
    // Heading ids start with a digit when the heading does ("1. Install the CLI") and Docusaurus's root ids with an
    // underscore: HTML allows any id without spaces.
    'valid-id': ['error', {relaxed: true}],
    // `&&` in shell commands: HTML requires escaping only an `&` that would start a character reference.
    'no-raw-characters': ['error', {relaxed: true}],
    // Prism's nested token types repeat a class (`token string variable parameter variable`); HTML allows it.
    'no-dup-class': 'off',
    // The theme's markup: `<a role=button>` for dropdowns and sidebar categories, `<div role=banner>` for the
    // announcement bar, `<div role=region>` as the skip-to-content target; valid ARIA in HTML.
    'prefer-native-element': ['error', {exclude: ['button', 'banner', 'region']}],
    // The theme's navbar backdrop uses role=presentation, which means the same as role=none.
    'presentation-role-style': 'off',
    // The theme's /search form searches as the reader types and has no submit step.
    'wcag/h32': 'off',
    // Integrity hashes matter for assets from other hosts; the site loads only its own.
    'require-sri': ['error', {target: 'crossorigin'}],
  },
};
