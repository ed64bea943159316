// The page templates of templates/ and their `[[MARKER]]`s: `[[UPPER_CASE]]` takes a value, `[[a sentence]]` says
// what the writer writes there. `npm run new` fills the values it can derive; the content lint's `placeholder` rule
// reports every marker left until the writer fills it.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TEMPLATES_DIR = path.join(ROOT, 'templates');

/** A fill-in marker: what `npm run new` fills and the content lint's `placeholder` rule reports. */
export const TEMPLATE_MARKER = /\[\[([^[\]\n]+)\]\]/g;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

export interface PageTemplate {
  /** The name `npm run new` takes: the file name without its extension. */
  name: string;
  file: string;
  /** The page's extension: `.mdx` for a template that renders components. */
  extension: string;
}

export function pageTemplates(): PageTemplate[] {
  return fs
    .readdirSync(TEMPLATES_DIR)
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.mdx?$/, ''),
      file: path.join(TEMPLATES_DIR, file),
      extension: path.extname(file),
    }));
}

export const findTemplate = (name: string) => pageTemplates().find((template) => template.name === name);

/**
 * Replaces each `[[NAME]]` that `values` names. In the frontmatter a value is escaped for the double-quoted YAML
 * string the template puts it in, so a title with quotes stays one string.
 */
export function fillMarkers(source: string, values: Readonly<Record<string, string>>): string {
  const fill = (text: string, escape: (value: string) => string) =>
    text.replace(TEMPLATE_MARKER, (marker, name: string) => (name in values ? escape(values[name]) : marker));
  const frontMatter = FRONT_MATTER.exec(source)?.[0] ?? '';
  const yamlEscaped = (value: string) => JSON.stringify(value).slice(1, -1);
  return fill(frontMatter, yamlEscaped) + fill(source.slice(frontMatter.length), (value) => value);
}

export interface Marker {
  line: number;
  text: string;
}

/** The markers a page still holds, in order, with their lines (each marker once per line). */
export function remainingMarkers(source: string): Marker[] {
  return source.split('\n').flatMap((text, index) =>
    [...new Set([...text.matchAll(TEMPLATE_MARKER)].map((match) => match[0]))].map((marker) => ({
      line: index + 1,
      text: marker,
    })),
  );
}
