// Files that scripts write for writers (sidebars.ts, the search evaluation) are formatted as `npm run lint` checks
// them, with the repository's Prettier configuration.
import * as prettier from 'prettier';

export async function formatWithPrettier(file: string, text: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  if (!options) throw new Error(`no Prettier configuration applies to ${file}`);
  return prettier.format(text, {...options, filepath: file});
}
