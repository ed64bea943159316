// What `npm run new` fills in a new page from what the guide already holds: a command page's command, synopsis
// and tables from src/data/cli, a concept page's image folder from the images its neighbors use.
import fs from 'node:fs';
import path from 'node:path';
import {commands, findCommand, type CliCommand} from '../../src/data/cli';
import {commandExitCodes, errorsOf} from '../../src/data/cli/errors';

const ROOT = path.resolve(__dirname, '../..');
const CLI_DATA_DIR = path.join(ROOT, 'src/data/cli');

export type Derived = {values: Record<string, string>; notes: string[]} | {refusal: string};

const commandName = (command: CliCommand) => command.path.join(' ');

/** Where a command is defined in src/data/cli, as file:line, for the writer to edit. */
function commandRecord(command: CliCommand): string {
  const literal = `path: [${command.path.map((word) => `'${word}'`).join(', ')}]`;
  for (const file of fs.readdirSync(CLI_DATA_DIR).sort()) {
    const index = fs
      .readFileSync(path.join(CLI_DATA_DIR, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(literal));
    if (index >= 0) return `src/data/cli/${file}:${index + 1}`;
  }
  return 'src/data/cli/';
}

/** The command a page documents: named with --command, else the one whose docPath is the route, else the one named like the page. */
function commandOfPage(route: string, words: string | undefined): CliCommand | string {
  if (words !== undefined)
    return (
      findCommand(words.replace(/^skyloom\s+/, '')) ??
      `"skyloom ${words.replace(/^skyloom\s+/, '')}" is not a command of src/data/cli`
    );
  const documented = commands.filter((command) => command.docPath === route);
  if (documented.length === 1) return documented[0];
  if (documented.length > 1)
    return `several commands have the docPath ${route} (${documented.map(commandName).join(', ')}): name one with --command "<command>"`;
  const slug = path.posix.basename(route);
  return (
    commands.find((command) => command.path.join('-') === slug) ??
    `no command of src/data/cli has the docPath ${route} or is named like the page`
  );
}

/**
 * A command page: the command, its synopsis, and the flag, exit-code and error tables rendered from the data.
 * The command goes into src/data/cli before its page, so a command the data lacks is refused.
 */
export function cliCommandValues(route: string, words: string | undefined): Derived {
  const command = commandOfPage(route, words);
  if (typeof command === 'string')
    return {
      refusal: `${command}. Add the command to src/data/cli first, in the shape of its neighbors, with docPath '${route}', or name an existing one with --command "<command>"`,
    };
  const name = commandName(command);
  const notes =
    command.docPath === route
      ? []
      : [
          `src/data/cli says \`skyloom ${name}\` is documented on ${command.docPath} (${commandRecord(command)}): if this page replaces that one, set its docPath to '${route}'.`,
        ];
  const exitCodes = commandExitCodes[name];
  if (!exitCodes)
    notes.push(
      `src/data/cli/errors.ts has no exit codes for \`skyloom ${name}\` (commandExitCodes): add them to render the table.`,
    );
  const errors = errorsOf(name);
  return {
    values: {
      COMMAND: name,
      USAGE: command.usage,
      EXIT_CODES: exitCodes
        ? `<FactTable table="exit-codes" command="${name}" />`
        : '[[the exit codes a script should handle and the situation behind each: add them to commandExitCodes in src/data/cli/errors.ts, then render them with a FactTable whose table is exit-codes and whose command is the command]]',
      COMMON_ERRORS: errors.length
        ? `<FactTable table="cli-errors" command="${name}" />`
        : '[[the messages the command prints when it fails: add each to src/data/cli/errors.ts with its cause, fix and exit code, then render them with a FactTable whose table is cli-errors and whose command is the command]]',
    },
    notes,
  };
}

/** The images a doc shows from static/img/<area>/, by area. */
const imageAreas = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\(\/img\/([a-z0-9-]+)\//g)].map((match) => match[1]);

/**
 * A concept page's diagram: `static/img/<area>/<page>.svg`, where the area is the one the pages of its folder (else
 * of its section) take their images from, else its section's name.
 */
export function imageValues(id: string, docs: readonly string[], docsDir: string): Derived {
  const folder = path.posix.dirname(id);
  const section = id.split('/')[0];
  const inFolder = (dir: string) =>
    docs.filter((file) => path.relative(docsDir, file).split(path.sep).join('/').startsWith(`${dir}/`));
  const mostUsed = (files: string[]) => {
    const counts = new Map<string, number>();
    for (const area of files.flatMap(imageAreas)) counts.set(area, (counts.get(area) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  };
  const area = mostUsed(inFolder(folder)) ?? mostUsed(inFolder(section)) ?? section;
  const image = path.posix.basename(id);
  return {
    values: {AREA: area, IMAGE: image},
    notes: [
      `Draw the diagram as static/img/${area}/${image}.svg (a small, hand-written SVG drawn for the theme: CONTRIBUTING.md, Images), or delete the image line.`,
    ],
  };
}
