/** The median of the samples (the mean of the middle two for an even count); NaN when there are none. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The item whose `value` is the median (the lower of the middle two for an even count), whole:
 * a sample's other figures stay with its time. Throws when there are none.
 */
export function medianItem<T>(items: readonly T[], value: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error("no item to take the median of");
  return middle;
}

/** An interval that holds the true median with probability `coverage`. */
export interface MedianInterval {
  low: number;
  high: number;
  coverage: number;
}

/**
 * A distribution-free interval for the median: the k-th smallest and k-th largest sample, with
 * the narrowest k whose coverage (from the binomial distribution of how many samples fall below
 * the median) is at least `confidence`. Deterministic, unlike a bootstrap, and it assumes nothing
 * of the timings' shape. Too few samples for `confidence` give the widest, smallest to largest,
 * and say what it covers.
 */
export function medianInterval(samples: readonly number[], confidence = 0.9): MedianInterval {
  const n = samples.length;
  if (n === 0) throw new Error("no sample to take the median's interval of");
  const sorted = [...samples].sort((a, b) => a - b);
  // below[j] = P(at most j of n samples fall below the median) = P(Binomial(n, 1/2) <= j).
  const below: number[] = [];
  let term = 0.5 ** n;
  let sum = 0;
  for (let j = 0; j < n; j++) {
    sum += term;
    below.push(sum);
    term = (term * (n - j)) / (j + 1);
  }
  const coverageOf = (k: number) => Math.max(0, 1 - 2 * (below[k - 1] as number));
  let k = 1;
  while (k + 1 <= Math.ceil(n / 2) && coverageOf(k + 1) >= confidence) k++;
  return { low: sorted[k - 1] as number, high: sorted[n - k] as number, coverage: coverageOf(k) };
}
