// Where a record of src/data is written, so that a message names the line to change (`src/data/…:line`) when the
// page is right and the data is not.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
export const SAMPLE_DATA = 'src/data/platform/sampleData.ts';
export const OUTPUTS_DATA = 'src/data/cli/outputs.ts';

const sources = new Map<string, string[]>();

/** The lines of a data file (relative to the root), read once. */
export function dataLines(file: string): string[] {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n'));
  return sources.get(file)!;
}

/** The line index of a record (see findRecord), and whether every key was found on the way. */
function recordIndex(file: string, keys: readonly string[]): {line: number; found: boolean} {
  const lines = dataLines(file);
  let line = 0;
  let found = true;
  for (const key of keys) {
    const at = lines.findIndex((text, index) => index >= line && text.includes(key));
    if (at === -1) found = false;
    else line = at;
  }
  return {line, found};
}

/**
 * `file:line` of a record: the first line that holds `keys[0]`, then, from there on, the first that holds `keys[1]`,
 * and so on (`dataRecord(SAMPLE_DATA, 'sampleRuns', "id: 'run_3f6a9d02'")`). A key not found keeps the line so far.
 */
export function dataRecord(file: string, ...keys: string[]): string {
  return `${file}:${recordIndex(file, keys).line + 1}`;
}

/** `file:line` of a record (see dataRecord), or undefined when a key is missing. */
export function findRecord(file: string, ...keys: string[]): string | undefined {
  const {line, found} = recordIndex(file, keys);
  return found ? `${file}:${line + 1}` : undefined;
}

/** `file:line` of a record, or the file alone when a key is missing. */
export const recordLine = (file: string, ...keys: string[]): string => findRecord(file, ...keys) ?? file;
