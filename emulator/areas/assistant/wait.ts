import { setTimeout as sleep } from "node:timers/promises";
import type { Clock } from "../../core/clock";

/** Real milliseconds between two looks at a clock that does not run by itself. */
const POLL_MS = 20;

/**
 * Resolves once the emulator's clock reaches `until`. The clock may run at any rate or be moved
 * by `POST /__emulator/clock`, so it is polled; the timers do not keep the process alive.
 */
export async function waitForClock(clock: Clock, until: Date): Promise<void> {
  for (;;) {
    const remainingMs = until.getTime() - clock.now().getTime();
    if (remainingMs <= 0) return;
    const realMs = clock.rate ? Math.min(remainingMs / clock.rate, POLL_MS) : POLL_MS;
    await sleep(Math.max(1, Math.ceil(realMs)), undefined, { ref: false });
  }
}
