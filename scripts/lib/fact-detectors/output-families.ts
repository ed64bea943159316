// The `command-output` rule: an output line worded like a line of src/data/cli/outputs.ts (the same leading word,
// or another form of it, and most of the template's words in order) that matches none of its templates is a new or
// reworded line. The message names the nearest template; the fix is that wording, or a new template in outputs.ts.
import {EXPORT_FILE_COUNT_LINES, outputLines} from '../../../src/data/cli/outputs';
import {templateReader} from '../../../src/lib/templates';
import {recordLine} from './records';
import {SHELL_LANGUAGES, type DocFacts, type Line} from './document';

const OUTPUTS = 'src/data/cli/outputs.ts';
const wordsOf = (text: string) => text.replace(/\{[a-zA-Z]+\}/g, ' ').match(/[A-Za-z]+/g) ?? [];
// "Provisioning" and "Provisioned", "Exporting" and "Exported": one event, the same first five letters.
const stem = (word: string) => word.slice(0, 5);

const TEMPLATES = [...outputLines.flatMap((entry) => entry.templates), ...EXPORT_FILE_COUNT_LINES].map((template) => ({
  template,
  words: wordsOf(template),
  read: templateReader(template, undefined, {whole: true}),
}));
// A family needs a leading word and at least two more words to recognize a rewording by.
const FAMILIES = TEMPLATES.filter(({template, words}) => words.length >= 3 && template.startsWith(words[0]!));
// Lines that begin like an entry of outputLines are checked word for word by checkOutputLines.
const PREFIXES = outputLines.flatMap((entry) => [entry.prefix, ...(entry.otherPrefixes ?? [])]);

/** How many words of `a` appear in `b` in the same order (longest common subsequence). */
function wordsInOrder(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const current = [0];
    for (let j = 1; j <= b.length; j++)
      current[j] = word === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    previous = current;
  }
  return previous[b.length];
}

/** An output line that belongs to a family of templates but is worded as none of them. */
export function checkOutputFamilies(doc: DocFacts, line: Line) {
  if (line.kind !== 'code' || SHELL_LANGUAGES.has(line.lang ?? '')) return;
  const text = line.text.trim();
  if (!/^[A-Z]/.test(text) || PREFIXES.some((prefix) => text.startsWith(prefix))) return;
  if (TEMPLATES.some(({read}) => read(text))) return;
  const [first = '', ...rest] = wordsOf(text);
  const family = FAMILIES.map(({template, words}) => ({
    template,
    shared: stem(words[0]!) === stem(first) ? wordsInOrder(words.slice(1), rest) / (words.length - 1) : 0,
  }))
    .filter(({shared}) => shared >= 2 / 3)
    .sort((a, b) => b.shared - a.shared)[0];
  if (!family) return;
  doc.report(
    line,
    line.text.search(/\S/) + 1,
    `"${text}" is worded like "${family.template}" (${recordLine(OUTPUTS, family.template)}) but matches none of the lines the CLI prints: write it as that template does, or, if the CLI prints this new wording, add it to the templates there`,
    'command-output',
  );
}
