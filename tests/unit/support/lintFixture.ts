// A doc that passes every content lint rule, to plant one problem in, and the lint of a doc from a scratch file.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {lintDoc, lintFile, type DocLint} from '../../../scripts/lib/content-lint';
import {siteIndex} from '../../../scripts/lib/site-index';
import {FACT_RULES} from '../../../scripts/lib/fact-detectors';

export const PROSE = Array.from(
  {length: 8},
  () =>
    'You provision an appStack by moving a saved version from a draft to a running environment; the policy checks run on the way and tell you which resource stopped the run.',
).join(' ');
const FRONT_MATTER = {
  title: 'Provision an appStack to an environment',
  description: 'Provision an appStack version to an environment and read the checks that run before it.',
  keywords: '[provision, appStack]',
};

/** A lint-clean doc; `body` and frontmatter overrides (undefined removes a key) make one rule fail. */
export function cleanDoc({
  body = '',
  frontMatter = {},
}: {body?: string; frontMatter?: Record<string, string | undefined>} = {}): string {
  const fields = Object.entries({...FRONT_MATTER, ...frontMatter}).filter(([, value]) => value !== undefined);
  return `---\n${fields.map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n\n${PROSE}\n\n${body}\n`;
}

const site = siteIndex();
let scratch: string | undefined;

/** Writes `source` as the doc file `name` of a scratch folder (removed when the tests end); returns its path. */
function scratchFile(source: string, name: string): string {
  if (!scratch) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-lint-'));
    process.on('exit', () => fs.rmSync(dir, {recursive: true, force: true}));
    scratch = dir;
  }
  const file = path.join(scratch, name);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, source);
  return file;
}

/** Lints `source` as the doc file `name` of a scratch folder; returns the problems. */
export const lintSource = (source: string, name = 'page.md'): string[] => lintFile(scratchFile(source, name), site);

/** Lints `source` as a scratch doc; returns its problems and how many lint-ignore comments silence one. */
export const lintSourceDoc = (source: string, name = 'page.md'): DocLint => lintDoc(scratchFile(source, name), site);

/**
 * Lints `body` in a clean doc; asserts a `rule` problem on the line holding `lineText` whose message names
 * `expected`. Without a rule, a problem of any of the fact rules (FACT_RULES) will do.
 */
export function assertReports(body: string, lineText: string, expected: string, rule?: string): void {
  const source = cleanDoc({body});
  const problems = lintSource(source);
  const line = source.split('\n').findIndex((text) => text.includes(lineText)) + 1;
  const rules: readonly string[] = rule ? [rule] : FACT_RULES;
  assert.ok(
    problems.some(
      (problem) =>
        problem.includes(`page.md:${line}:`) &&
        rules.some((candidate) => problem.includes(`  ${candidate}  `)) &&
        problem.includes(expected),
    ),
    `expected a ${rules.join(' or ')} problem at page.md:${line} naming "${expected}", got:\n${problems.join('\n') || '(none)'}`,
  );
}
