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
