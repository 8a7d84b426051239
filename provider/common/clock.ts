/**
 * The provider's time: one object, so tests can drive it (and diff can compare with it). Waits,
 * deadlines, renewal dates and rate limits all read it.
 */
export const clock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
  /**
   * The API's time, for dates the API decides (is a certificate due for renewal?): this clock,
   * corrected by what the API's last answer in this process said its time was. An API whose
   * clock runs ahead (an emulator) is believed; before any answer, this clock.
   */
  apiNow: (): number => clock.now() + apiOffsetMs,
  /**
   * API seconds per second of this clock: 1, unless the API's answers show its clock running
   * faster (an emulator's --clock-rate), so a wait for a job the API times lasts what the job
   * does. Measured over the last second or more of answers; undefined before that.
   */
  apiRate: (): number | undefined => apiRate,
  /** The API's time from an answer's Date header (the client's `onServerTime`). */
  noteApiTime: (serverTime: Date): void => {
    const local = clock.now();
    const api = serverTime.getTime();
    const offset = api - local;
    // HTTP dates have whole seconds: a difference within that is the same time.
    apiOffsetMs = Math.abs(offset) < 2000 ? 0 : offset;
    if (!anchor || local < anchor.local) {
      anchor = { local, api };
      return;
    }
    const localSpan = local - anchor.local;
    if (localSpan < RATE_WINDOW_MS) return;
    const apiSpan = api - anchor.api;
    // More than whole-second dates explain, and forward: the API's clock runs at another rate.
    apiRate = apiSpan - localSpan > 2000 ? apiSpan / localSpan : 1;
    anchor = { local, api };
  },
};

/** The span of this clock over which the API's rate is measured. */
const RATE_WINDOW_MS = 1000;
let apiOffsetMs = 0;
let apiRate: number | undefined;
let anchor: { local: number; api: number } | undefined;
