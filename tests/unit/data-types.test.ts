import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {checkDataTypes, DATA_PROJECT} from '../../scripts/lib/data-types';

const FIXTURE = 'tests/fixtures/data-types';
const source = fs.readFileSync(path.join(FIXTURE, 'records.ts'), 'utf8').split('\n');
const lineOf = (text: string) => source.findIndex((line) => line.includes(text)) + 1;

describe('The content lint type-checks the data a writer edits', () => {
  it('reports each record that does not match its interface, by file and line, with the fix', async () => {
    const problems = await checkDataTypes(`${FIXTURE}/tsconfig.json`);
    assert.deepEqual(
      problems.map((problem) => [path.basename(problem.file), problem.line, problem.rule]),
      [
        ['records.ts', lineOf("'missing-value'"), 'types'],
        ['records.ts', lineOf("'wrong-type'"), 'types'],
      ],
    );
    for (const problem of problems) assert.match(problem.message, /give the record the fields and value types/);
  });

  it('covers the data, the site config and the sidebars of the repository', () => {
    const project = JSON.parse(fs.readFileSync(DATA_PROJECT, 'utf8')) as {include: string[]};
    assert.deepEqual(project.include, ['src/data', 'src/config', 'sidebars.ts']);
  });
});
