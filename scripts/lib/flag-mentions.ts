// The `cli-flag` rule: a flag written on its own in inline code (`--dry-run`) must be a flag of a command the page
// documents (the command of its docPath, of a <CliFlagTable>, or one the frontmatter, headings, code or inline code
// name), of a flag set it shows, or a global flag; a misspelled one names the closest. Inline code inside a link to a
// command's page is checked against that command.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {commands, type CliCommand, type FlagSetId} from '../../src/data/cli';
import {
  FLAG_SET_IDS,
  checkFlagMention,
  commandsNamed,
  findInvocations,
  inlineInvocation,
  type FlagScope,
} from './cli-invocations';

export interface PageProblem {
  line: number;
  column: number;
  rule: string;
  message: string;
}

const NAMED = /\bskyloom\s+([a-z][\w -]*)/g;
const LONE_FLAG = /^--?[A-Za-z]/;

/** The command whose page a route is. */
const commandsOfRoute = (route: string): CliCommand[] =>
  commands.filter((command) => command.docPath === route.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1'));

/** The commands and flag sets a page documents (see the header of this file). */
function pageFlagScope(tree: Root, route: string): FlagScope {
  const found = new Set<CliCommand>(commandsOfRoute(route));
  const sets = new Set<FlagSetId>();
  let reference = found.size > 0;
  const name = (text: string) => {
    for (const match of text.matchAll(NAMED)) for (const command of commandsNamed(match[1])) found.add(command);
  };
  visit(tree, (node) => {
    if (node.type === 'yaml' || node.type === 'heading') name(node.type === 'yaml' ? node.value : toString(node));
    if (node.type === 'code')
      for (const invocation of findInvocations(node.value))
        for (const command of commandsNamed(invocation.text)) found.add(command);
    if (node.type === 'inlineCode') {
      const invocation = inlineInvocation(node.value);
      if (invocation !== undefined) for (const command of commandsNamed(invocation)) found.add(command);
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === 'CliFlagTable') {
      reference = true;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (attribute.name === 'command') for (const command of commandsNamed(attribute.value)) found.add(command);
        if (attribute.name === 'set' && FLAG_SET_IDS.includes(attribute.value as FlagSetId))
          sets.add(attribute.value as FlagSetId);
      }
    }
  });
  return {commands: [...found], sets: [...sets], reference};
}

/** Every lone flag in the inline code of a page, checked against what the page documents. */
export function checkFlagMentions(tree: Root, route: string): PageProblem[] {
  const scope = pageFlagScope(tree, route);
  const problems: PageProblem[] = [];
  visit(tree, 'inlineCode', (node, _index, parent) => {
    if (!LONE_FLAG.test(node.value) || !node.position) return;
    const linked = parent?.type === 'link' ? commandsOfRoute(parent.url) : [];
    const own = linked.length ? {commands: linked, sets: [], reference: true} : scope;
    for (const problem of checkFlagMention(node.value, own))
      problems.push({...node.position.start, rule: 'cli-flag', message: problem.message});
  });
  return problems;
}
