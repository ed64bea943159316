// Where a record of src/data is written, as `src/data/…:line`, so a lint message names the line to change.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const sources = new Map<string, string[]>();

/**
 * `file:line` of a record of `file` (relative to the repository): the first line that holds `keys[0]`, then from
 * there on the first that holds `keys[1]`, and so on; undefined when one is missing.
 */
export function findRecord(file: string, ...keys: string[]): string | undefined {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n'));
  const lines = sources.get(file)!;
  let at = 0;
  for (const key of keys) {
    at = lines.findIndex((text, index) => index >= at && text.includes(key));
    if (at === -1) return undefined;
  }
  return `${file}:${at + 1}`;
}

/** `file:line` of a record (see findRecord), or the file alone when it is not found. */
export const recordLine = (file: string, ...keys: string[]): string => findRecord(file, ...keys) ?? file;
