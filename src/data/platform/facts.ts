/**
 * How the content lint tells that a page restates a fact, whatever the wording: by the shape of the value
 * (a duration, a count, a size, a version or a version constraint, read from the fact's own value) and the
 * words around it. A restated value that differs from the data fails, and every hit names the `:fact[id]`
 * reference to insert instead.
 */
interface FactShape {
  /**
   * Words naming what the value is about (a word, or the start of one: 'token' also finds "tokens"); one of
   * them must be in the same sentence, table row (with its header and section heading) or code line.
   */
  about: readonly string[];
  /** Words telling this fact from others about the same thing (default, maximum, minimum…); one must be there too. */
  which?: readonly string[];
  /** Read every number of the value as this kind: 'version' for "Windows Server 2019" or "macOS 12". */
  kind?: 'version';
  /** Words naming another thing's value of the same shape (a provider's own timeouts): none may be in the sentence. */
  except?: readonly string[];
  /**
   * Commands the value belongs to: when the sentence, else its section heading, else the page names one of
   * them or of another fact's, only those facts are candidates (the provision timeout, not the drift timeout).
   */
  commands?: readonly string[];
  /** A CLI flag that sets this value for one run: in that command's output the flag's value is expected. */
  overriddenBy?: string;
  /**
   * The value is how long a thing lasts from when it is created or requested: a date a page gives as its end is its
   * start plus the value, and the lint recomputes it. `sampleEnd` is the fact of the end date of the sample world's
   * one (for output that does not show the start).
   */
  lifetime?: {sampleEnd?: string};
}

/** A fact the guide states in its pages: one value, and the shape that finds where a page restates it. */
export interface StatedFact {
  /** Stable id, for example 'pat.default-lifetime'. */
  id: string;
  /** What the value is, as a table row label: 'Default lifetime'. */
  label: string;
  /** The value as pages print it: '90 days', '60m', '1,000 resources'. */
  value: string;
  shape: FactShape;
}

/** The groups of limits and defaults, one table each (`<FactTable table="limits" group="…" />`). */
export type LimitGroup =
  | 'tokens'
  | 'cli'
  | 'runs'
  | 'appstacks'
  | 'governance'
  | 'retention'
  | 'uploads'
  | 'webhooks'
  | 'integrations'
  | 'intent2infra'
  | 'security'
  | 'identity'
  | 'runners'
  | 'audit'
  | 'access'
  | 'cloud'
  | 'trust';

/** A limit or default of the platform or the CLI (limits.ts, and the security limits of security.ts). */
export interface Limit extends StatedFact {
  group: LimitGroup;
  /** A qualification tables print after the value. */
  note?: string;
}
