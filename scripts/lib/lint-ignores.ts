// Inline exceptions to the content lint: `{/* lint-ignore <rule>: <reason> */}` (an MDX comment: the site parses .md
// as MDX, which has no HTML comments) silences one rule on its own line and the next one, or, right before a code
// block, in the whole block. An ignore that names no rule of the lint, gives no reason or silences nothing is itself
// a problem, so that exceptions stay few, explained and current.
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {nearest} from '../../src/lib/nearest';
import {LINT_RULES, UNSILENCEABLE_RULES} from './lint-rules';
import type {LintProblem} from './lint-problem';

const IGNORE = /^\/\*\s*lint-ignore\b\s*([^\s:]*)\s*(?::([\s\S]*))?\*\/$/;

interface LintIgnore {
  line: number;
  column: number;
  rule: string;
  reason: string;
  /** The last line it covers: the next line, or the end of the code block that starts there. */
  last: number;
}

/** The lint-ignore comments of a doc, with the lines each covers. */
function findIgnores(tree: Root): LintIgnore[] {
  const codeEnds = new Map<number, number>();
  visit(tree, 'code', (node) => {
    if (node.position) codeEnds.set(node.position.start.line, node.position.end.line);
  });
  const ignores: LintIgnore[] = [];
  visit(tree, (node) => {
    if ((node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') || !node.position) return;
    const match = node.value.trim().match(IGNORE);
    if (!match) return;
    const {start, end} = node.position;
    ignores.push({
      line: start.line,
      column: start.column,
      rule: match[1],
      reason: (match[2] ?? '').trim(),
      last: codeEnds.get(end.line + 1) ?? end.line + 1,
    });
  });
  return ignores;
}

/** What is wrong with an ignore as written, if anything. */
function malformed({rule, reason}: LintIgnore): string | undefined {
  const example = `{/* lint-ignore ${rule || '<rule>'}: <why the text is right here> */}`;
  if (!rule) return `lint-ignore names no rule: write ${example}`;
  if (UNSILENCEABLE_RULES.includes(rule)) return `the ${rule} rule cannot be silenced: fix the problem instead`;
  if (!LINT_RULES.includes(rule)) {
    // `fact` was one rule before it was split by subject: name the rules it became.
    const suggestions = LINT_RULES.filter((candidate) => candidate.startsWith(`${rule}-`));
    const suggestion = suggestions.length ? suggestions.join(' or ') : nearest(rule, LINT_RULES);
    return `"${rule}" is not a rule of the content lint${suggestion ? `; did you mean ${suggestion}?` : ''} (CONTRIBUTING.md lists the rules under "What the content lint checks")`;
  }
  if (!reason) return `lint-ignore ${rule} gives no reason: say why the text is right, as in ${example}`;
  return undefined;
}

/**
 * Removes the problems a doc's lint-ignore comments silence; adds one problem per ignore that is malformed or
 * silences nothing. Returns the problems left and how many ignores are in use.
 */
export function applyIgnores(
  problems: LintProblem[],
  tree: Root,
  file: string,
): {problems: LintProblem[]; inUse: number} {
  const ignores = findIgnores(tree);
  if (!ignores.length) return {problems, inUse: 0};
  const own: LintProblem[] = [];
  const valid = ignores.filter((ignore) => {
    const message = malformed(ignore);
    if (message) own.push({file, line: ignore.line, column: ignore.column, rule: 'lint-ignore', message});
    return !message;
  });
  const used = new Set<LintIgnore>();
  const kept = problems.filter((problem) => {
    const ignore = valid.find(
      (candidate) =>
        candidate.rule === problem.rule && candidate.line <= problem.line && problem.line <= candidate.last,
    );
    if (ignore) used.add(ignore);
    return !ignore;
  });
  for (const ignore of valid.filter((candidate) => !used.has(candidate)))
    own.push({
      file,
      line: ignore.line,
      column: ignore.column,
      rule: 'lint-ignore',
      message: `this lint-ignore silences nothing: there is no ${ignore.rule} problem on this line or the next; remove the comment`,
    });
  return {problems: [...kept, ...own], inUse: used.size};
}
