// "Did you mean": the candidate closest to a misspelled word, by edit distance, when it is close enough to be a typo.

/** Levenshtein distance: the insertions, deletions and substitutions that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The candidate closest to `word`, or undefined when none is within `limit` edits (by default a third of the word's
 * length, at least 2): a suggestion far from what was written would mislead more than help.
 */
export function nearest(
  word: string,
  candidates: Iterable<string>,
  limit = Math.max(2, Math.floor(word.length / 3)),
): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= limit ? best : undefined;
}
