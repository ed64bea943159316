/**
 * Runs a MiniSearch query tree (ranking.ts `queryTree`) over scored postings instead of a whole MiniSearch index:
 * the same term expansion (exact, prefix, typos, with MiniSearch's weights), the same combination of results
 * (AND, OR) and the same final score (score × number of query terms matched), then, for results of an OR query,
 * the weighing by how much of the query their page covers (`weighByCoverage`). Each indexed word's score for a
 * record was computed by MiniSearch at build time, so only the words a query reaches need to be downloaded.
 * package.json pins minisearch to an exact version: an upgrade must pass the unit test that compares with it.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import type {Pages} from './indexFormat';
import {processTerm, tokenizeQueryLeaf, type Combination, type QueryTree} from './ranking';

/** MiniSearch's defaults for how much a prefix or typo match counts against an exact match. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

interface Inherited {
  combineWith: Combination;
  prefix: boolean;
  fuzzy: false | ((term: string) => number);
}

export interface TermSpec {
  term: string;
  prefix: boolean;
  fuzzy: number;
}

/** A word of the index that a query term reaches, and how much it counts. */
export interface DerivedTerm {
  term: string;
  weight: number;
}

/** The records that contain a word, ascending, with the word's score in each. */
export interface Postings {
  ids: readonly number[];
  scores: readonly number[];
}

interface Match {
  score: number;
  /** Query terms that matched (their count multiplies the score). */
  terms: string[];
  /** Index words that matched, for highlighting. */
  match: Set<string>;
}

export interface RankedResult {
  id: number;
  score: number;
  /** The index words the record matched. */
  terms: string[];
}

const DEFAULTS: Inherited = {combineWith: 'OR', prefix: false, fuzzy: false};

function assignUniqueTerms(target: string[], source: readonly string[]): void {
  for (const term of source) if (!target.includes(term)) target.push(term);
}

const combinators: Record<Combination, (a: Map<number, Match>, b: Map<number, Match>) => Map<number, Match>> = {
  OR: (a, b) => {
    for (const [id, next] of b) {
      const existing = a.get(id);
      if (!existing) a.set(id, next);
      else {
        existing.score += next.score;
        for (const term of next.match) existing.match.add(term);
        assignUniqueTerms(existing.terms, next.terms);
      }
    }
    return a;
  },
  AND: (a, b) => {
    const combined = new Map<number, Match>();
    for (const [id, next] of b) {
      const existing = a.get(id);
      if (!existing) continue;
      assignUniqueTerms(existing.terms, next.terms);
      for (const term of next.match) existing.match.add(term);
      combined.set(id, {score: existing.score + next.score, terms: existing.terms, match: existing.match});
    }
    return combined;
  },
};

const combine = (results: Map<number, Match>[], combineWith: Combination) =>
  results.length === 0 ? new Map<number, Match>() : results.reduce(combinators[combineWith]);

/** Every term a query tree looks up, with the prefix and typo options MiniSearch would give it. */
export function termSpecs(query: QueryTree, inherited: Inherited = DEFAULTS): TermSpec[] {
  if (typeof query !== 'string') {
    const options = {...inherited, ...query};
    return query.queries.flatMap((subquery) => termSpecs(subquery, options));
  }
  const terms = tokenizeQueryLeaf(query).flatMap((word) => processTerm(word) ?? []);
  return terms.map((term) => {
    const {prefix, fuzzy} = inherited;
    const fuzziness = fuzzy ? fuzzy(term) : 0;
    return {
      term,
      prefix,
      fuzzy: fuzziness < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzziness)) : fuzziness,
    };
  });
}

/** The index words a term reaches in `vocabulary`, exact match first, as MiniSearch's executeQuerySpec finds them. */
function deriveTerms(spec: TermSpec, vocabulary: SearchableMap<number>): DerivedTerm[] {
  const derived: DerivedTerm[] = vocabulary.has(spec.term) ? [{term: spec.term, weight: 1}] : [];
  const fuzzyMatches = spec.fuzzy ? vocabulary.fuzzyGet(spec.term, spec.fuzzy) : undefined;
  if (spec.prefix) {
    for (const [term] of vocabulary.atPrefix(spec.term)) {
      const distance = term.length - spec.term.length;
      if (!distance) continue;
      fuzzyMatches?.delete(term);
      derived.push({term, weight: (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance)});
    }
  }
  for (const [term, [, distance]] of fuzzyMatches ?? []) {
    if (!distance) continue;
    derived.push({term, weight: (FUZZY_WEIGHT * term.length) / (term.length + distance)});
  }
  return derived;
}

/**
 * `deriveTerms` over one vocabulary, computed once per term spec: a search asks for the same derivations to know
 * which postings to download and then to rank, and the fuzzy walk of the vocabulary is its costliest step.
 */
export function termDeriver(vocabulary: SearchableMap<number>): (spec: TermSpec) => DerivedTerm[] {
  const derived = new Map<string, DerivedTerm[]>();
  return (spec) => {
    const key = `${spec.term}\u0000${spec.prefix}\u0000${spec.fuzzy}`;
    let terms = derived.get(key);
    if (!terms) derived.set(key, (terms = deriveTerms(spec, vocabulary)));
    return terms;
  };
}

/**
 * How results that match only some of a query's groups (the OR step) are weighed: by how much of the query their
 * page covers, each group counting by its rarity, so a rare exact word outweighs common ones.
 */
export interface Coverage {
  /** Records in the index, for each group's inverse document frequency. */
  records: number;
  pages: Pages;
}

/** The exponent of the covered share: a page with half the query's weight keeps an eighth of its score. */
const COVERAGE_POWER = 3;

/** How rare a group is: the inverse document frequency of the records it matches. */
const rarity = (matched: number, records: number) => Math.log(1 + records / Math.max(1, matched));

/** Multiplies each result's score by the share of the query's rarity that the result's page matches, cubed. */
export function weighByCoverage(
  results: Iterable<{id: number; score: number}>,
  groupMatches: readonly ReadonlySet<number>[],
  {records, pages}: Coverage,
): void {
  const weights = groupMatches.map((ids) => rarity(ids.size, records));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const covered = new Float64Array(pages.count);
  const lastGroup = new Int32Array(pages.count).fill(-1);
  groupMatches.forEach((ids, group) => {
    for (const id of ids) {
      const page = pages.of(id);
      if (lastGroup[page] === group) continue;
      lastGroup[page] = group;
      covered[page] += weights[group];
    }
  });
  for (const result of results) result.score *= (covered[pages.of(result.id)] / total) ** COVERAGE_POWER;
}

/**
 * The results of a query tree with their scores, as MiniSearch's `search` would return them but in no particular
 * order (the engine weighs and sorts them, ranking.ts `weighPages`): `derive` gives the index words
 * a term spec reaches (`termDeriver`), `postingsOf` each word's postings (all must be loaded), `accept` filters by
 * record id. With `coverage`, a query whose groups are combined with OR weighs its results by `weighByCoverage`.
 */
export function rankQuery(
  query: QueryTree,
  derive: (spec: TermSpec) => DerivedTerm[],
  postingsOf: (term: string) => Postings,
  accept: (id: number) => boolean,
  coverage?: Coverage,
): RankedResult[] {
  const execute = (node: QueryTree, inherited: Inherited): Map<number, Match> => {
    if (typeof node !== 'string') {
      const options = {...inherited, ...node};
      return combine(
        node.queries.map((subquery) => execute(subquery, options)),
        options.combineWith,
      );
    }
    const results = termSpecs(node, inherited).map((spec) => {
      const matches = new Map<number, Match>();
      for (const {term, weight} of derive(spec)) {
        const {ids, scores} = postingsOf(term);
        ids.forEach((id, index) => {
          const score = weight * scores[index];
          const existing = matches.get(id);
          if (!existing) matches.set(id, {score, terms: [spec.term], match: new Set([term])});
          else {
            existing.score += score;
            assignUniqueTerms(existing.terms, [spec.term]);
            existing.match.add(term);
          }
        });
      }
      return matches;
    });
    return combine(results, inherited.combineWith);
  };

  const weighed = coverage && typeof query !== 'string' && query.combineWith === 'OR' && query.queries.length > 1;
  const groups = weighed ? query.queries.map((subquery) => execute(subquery, {...DEFAULTS, ...query})) : [];
  const groupMatches = groups.map((group) => new Set(group.keys()));
  const matches = weighed ? combine(groups, 'OR') : execute(query, DEFAULTS);
  const ranked: RankedResult[] = [];
  for (const [id, {score, terms, match}] of matches) {
    if (accept(id)) ranked.push({id, score: score * (terms.length || 1), terms: [...match]});
  }
  if (weighed) weighByCoverage(ranked, groupMatches, coverage);
  return ranked;
}
