/**
 * The provider's time: one object, so tests can drive it (and diff can compare with it). Waits,
 * deadlines, renewal dates and rate limits all read it.
 */
export const clock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};
