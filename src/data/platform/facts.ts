/**
 * How a fact stated in prose is recognized: the content lint's `fact` rule runs each pattern over every
 * page and compares what the `value` group captured with the value the fact must have.
 */
export interface FactMention {
  /** A pattern with a named group `value`, for example /Default lifetime \| (?<value>[^|]+?) \|/. */
  pattern: RegExp;
  /** The text the `value` group must hold; defaults to the fact's own `value`. */
  expect?: string;
  /** A CLI flag that sets this value for one run: in that command's output the flag's value is expected. */
  overriddenBy?: string;
}

/** A fact the guide states in its pages: one value, and the phrasings that state it. */
export interface StatedFact {
  /** Stable id, for example 'pat.default-lifetime'. */
  id: string;
  /** What the value is, as a table row label: 'Default lifetime'. */
  label: string;
  /** The value as pages print it: '90 days', '60m', '1,000 resources'. */
  value: string;
  /** Every phrasing that states this fact in a page. */
  mentions: readonly FactMention[];
}
