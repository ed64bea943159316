// The files a writer's change can touch besides the docs' Markdown, checked with Prettier as CI checks them
// (`npm run lint` runs `prettier --check .`), with .prettierrc and .prettierignore: the data of src/data/,
// sidebars.ts, the redirects, the search evaluation and any file of docs/ that Prettier formats.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type {LintProblem} from './lint-problem';

const ROOT = path.resolve(__dirname, '../..');
const WRITER_PATHS = ['docs', 'src/data', 'sidebars.ts', 'src/config/redirects.ts', 'tests/search'];

/** The files under the writer's paths, relative to the root. */
const writerFiles = (): string[] =>
  WRITER_PATHS.flatMap((entry) => {
    const full = path.join(ROOT, entry);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isFile()) return [entry];
    return (fs.readdirSync(full, {recursive: true}) as string[])
      .map((name) => path.join(entry, name))
      .filter((file) => fs.statSync(path.join(ROOT, file)).isFile());
  }).sort();

/** One problem per file that Prettier would change, at the first line it would change. */
export async function checkFormatting(files: readonly string[] = writerFiles()): Promise<LintProblem[]> {
  const ignorePath = path.join(ROOT, '.prettierignore');
  const problems = await Promise.all(
    files.map(async (file): Promise<LintProblem[]> => {
      const full = path.join(ROOT, file);
      const info = await prettier.getFileInfo(full, {ignorePath});
      if (info.ignored || !info.inferredParser) return [];
      const source = fs.readFileSync(full, 'utf8');
      const options = await prettier.resolveConfig(full);
      const formatted = await prettier.format(source, {...options, filepath: full});
      if (formatted === source) return [];
      const [before, after] = [source.split('\n'), formatted.split('\n')];
      const line = before.findIndex((text, index) => text !== after[index]) + 1 || before.length;
      return [
        {
          file,
          line,
          column: 1,
          rule: 'prettier',
          message: `not formatted as Prettier formats it: run npx prettier --write ${file}`,
        },
      ];
    }),
  );
  return problems.flat();
}
