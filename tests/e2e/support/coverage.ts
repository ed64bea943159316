import {builtHtml} from './builtPages';

/**
 * What a page is made of, read from its built HTML: its page template (the `<html>` classes Docusaurus sets per
 * plugin and page kind, without the doc's own id), its docs sidebar, and each theme component, element kind and inline
 * style it contains.
 */
function pageParts(html: string): string[] {
  const htmlClasses = html.match(/<html[^>]*class="([^"]*)"/)?.[1] ?? '';
  const template = `template:${htmlClasses
    .split(/\s+/)
    .filter((name) => name && !name.startsWith('docs-doc-id-'))
    .sort()
    .join(' ')}`;
  const body = html.slice(html.indexOf('<body'));
  const components = new Set(
    [...body.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) =>
      names.split(/\s+/).filter((name) => /^(theme-|language-|data-table|flag|output)/.test(name)),
    ),
  );
  const elements = new Set(
    [...body.matchAll(/<(table|details|img|svg|dialog|kbd|pre|dl|iframe|video)[\s>]/g)].map(([, tag]) => tag),
  );
  // An inline style sets colors no stylesheet rule does, so each one is a kind of its own.
  const inlineStyles = new Set([...body.matchAll(/ style="([^"]*)"/g)].map(([, style]) => style));
  // A docs sidebar is named by its top-level entries.
  const sidebar = [...body.matchAll(/-level-1 [^"]*"[^>]*>(?:<div[^>]*>)?<a [^>]*>([^<]*)</g)].map(
    ([, label]) => label,
  );
  return [
    template,
    ...(sidebar.length ? [`sidebar:${sidebar.join('|')}`] : []),
    ...[...components].map((name) => `class:${name}`),
    ...[...elements].map((tag) => `element:${tag}`),
    ...[...inlineStyles].map((style) => `style:${style}`),
  ];
}

/**
 * One page of each kind: in route order, a page is chosen when it brings a page template, a theme component or an
 * element kind that no page chosen before it has, so a new kind of page is covered without a list. The sweep checks
 * these in dark mode and at phone width too; the Markdown-twin tests check one guide page of each kind.
 */
export function coverageRoutesOf(routes: readonly string[]): Set<string> {
  const covered = new Set<string>();
  const chosen = new Set<string>();
  for (const route of routes) {
    const html = builtHtml(route);
    const parts = html ? pageParts(html) : [`route:${route}`];
    if (parts.some((part) => !covered.has(part))) {
      chosen.add(route);
      parts.forEach((part) => covered.add(part));
    }
  }
  return chosen;
}
