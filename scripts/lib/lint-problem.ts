// What every rule of the content lint reports, and how a problem prints: `file:line:column  rule  message`. On its
// own so that the rules' modules and the lint that runs them do not import each other.
export interface LintProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

/** Sorts problems by file, then line, then column. */
export const byPlace = (a: LintProblem, b: LintProblem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
export const formatProblem = ({file, line, column, rule, message}: LintProblem) =>
  `${file}:${line}:${column}  ${rule}  ${message}`;
