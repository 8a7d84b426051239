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
  /** The API's time from an answer's Date header (the client's `onServerTime`). */
  noteApiTime: (serverTime: Date): void => {
    const offset = serverTime.getTime() - clock.now();
    // HTTP dates have whole seconds: a difference within that is the same time.
    apiOffsetMs = Math.abs(offset) < 2000 ? 0 : offset;
  },
};

let apiOffsetMs = 0;
