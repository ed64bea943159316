// The `types` rule: the type check of what a writer edits besides Markdown (src/data, src/config, sidebars.ts), so a
// record with a missing field or a value of the wrong type fails the writer command as it would fail CI's `tsc`.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LintProblem} from './lint-problem';

const ROOT = path.resolve(__dirname, '../..');
const TSC = require.resolve('typescript/bin/tsc');
/** The project that type-checks what writers edit besides Markdown. */
export const DATA_PROJECT = 'tsconfig.data.json';
// `src/data/releases.ts(63,3): error TS2741: Property 'build' is missing in type …`
const DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;
// `error TS18003: No inputs were found in config file …`: the check itself could not run.
const PROJECT_ERROR = /^error (TS\d+): (.*)$/;

/**
 * Problems of `tsc -p <project>`, one per diagnostic, with the fix. None where the project is absent: the scratch
 * copies of the site that tests lint hold the docs and the data, not the type-check settings.
 */
export function checkDataTypes(project = DATA_PROJECT): Promise<LintProblem[]> {
  return new Promise((resolve) => {
    if (!fs.existsSync(path.join(ROOT, project))) {
      resolve([]);
      return;
    }
    execFile(
      process.execPath,
      [TSC, '-p', project, '--pretty', 'false'],
      {cwd: ROOT, maxBuffer: 16 * 1024 * 1024},
      (_error, stdout) => {
        const problems: LintProblem[] = [];
        let last: LintProblem | undefined;
        for (const line of stdout.split('\n')) {
          const match = line.match(DIAGNOSTIC);
          if (match) {
            const [, file, row, column, code, message] = match;
            last = {
              file: file!,
              line: Number(row),
              column: Number(column),
              rule: 'types',
              message: `${message} (${code}): give the record the fields and value types its interface declares`,
            };
            problems.push(last);
          } else if (PROJECT_ERROR.test(line)) {
            const [, code, message] = line.match(PROJECT_ERROR)!;
            last = {file: project, line: 1, column: 1, rule: 'types', message: `${message} (${code}): fix ${project}`};
            problems.push(last);
          } else if (last && line.trim()) last.message += ` ${line.trim()}`;
        }
        resolve(problems);
      },
    );
  });
}
