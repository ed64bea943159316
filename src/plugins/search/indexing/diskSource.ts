/** Reads an index written by writeIndex.ts from a folder: for tests, benchmarks and the hosted-search stand-in. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {IndexSource} from '../engine';
import {SEARCH_INDEX_FILE, type IndexEntry} from '../indexFormat';

export function diskIndexSource(siteDir: string): IndexSource {
  const read = async <T>(file: string): Promise<T> =>
    JSON.parse(await fs.readFile(path.join(siteDir, file), 'utf8')) as T;
  return {
    entry: () => read<IndexEntry>(SEARCH_INDEX_FILE),
    shard: <T>(entry: IndexEntry, file: string) => read<T>(path.join(entry.dir, file)),
  };
}
