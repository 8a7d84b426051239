import { performance } from "node:perf_hooks";

/** One line: the label, the sample count and the 50th and 95th percentiles in milliseconds. */
export function printLatencySummary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  p50=${at(0.5).toFixed(3)} ms  p95=${at(0.95).toFixed(3)} ms`,
  );
}

/** Milliseconds `fn` took. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}
