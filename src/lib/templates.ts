// Templates with `{placeholders}`, as the CLI data writes error messages and output lines: the names they take and
// a pattern that matches them filled in.

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The placeholder names of a template, in order: `Run {run} ({action})` gives run, action. */
export const placeholderNames = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);

/**
 * The source of a regular expression that matches `template` filled in, one capturing group per placeholder:
 * `valuePattern(name)` gives the group (any text, shortest first, unless told otherwise).
 */
export function templateSource(template: string, valuePattern: (name: string) => string = () => '(.+?)'): string {
  return template
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => (/^\{[a-zA-Z]+\}$/.test(part) ? valuePattern(part.slice(1, -1)) : escapeRegExp(part)))
    .join('');
}

/**
 * A reader of `template`, compiled once: given a text, the values it fills the placeholders with, by name, when the
 * template filled in ends the text (after any indentation or prompt), or with `whole`, is the whole text; else
 * undefined. `valuePattern` as for `templateSource`.
 */
export function templateReader(
  template: string,
  valuePattern?: (name: string) => string,
  {whole = false}: {whole?: boolean} = {},
): (text: string) => Record<string, string> | undefined {
  const source = templateSource(template, valuePattern);
  const pattern = new RegExp(whole ? `^${source}$` : `(?<![\\w-])${source}\\s*$`);
  const names = placeholderNames(template);
  return (text) => {
    const match = text.match(pattern);
    return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) : undefined;
  };
}

/** One reader for several wordings of a line: the values of the first template the text is filled in from. */
export function templatesReader(
  templates: readonly string[],
  valuePattern?: (name: string) => string,
  options?: {whole?: boolean},
): (text: string) => Record<string, string> | undefined {
  const readers = templates.map((template) => templateReader(template, valuePattern, options));
  return (text) => {
    for (const read of readers) {
      const values = read(text);
      if (values) return values;
    }
    return undefined;
  };
}
