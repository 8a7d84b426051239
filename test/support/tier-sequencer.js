const { basename } = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;
const { readDurations } = require("./e2e-durations-reporter");

/** Tiers by how long their files take: end-to-end files run for minutes, unit ones for seconds. */
const rank = { e2e: 0, package: 1 };

/**
 * Unit files that spend most of their time waiting on real timers (the transport's back-offs and
 * Retry-After waits: fault-matrix about 48 s of wall time for 10 s of CPU, transport 14 s for 2 s).
 * They start first in their tier and wait while the other workers run the rest of it; sorted by
 * size, they would start last and keep the run going alone, the cores idle.
 */
const waitingFiles = ["fault-matrix.test.ts", "transport.test.ts"];

/**
 * Seconds each end-to-end file took in the last whole run (e2e-durations.json, which that run's
 * reporter wrote): on a fresh clone, with no timings in jest's cache, the longest start first, so
 * that none starts last and runs alone while the other workers wait. A new file runs after those
 * listed until a whole run lists it.
 */
const e2eSeconds = readDurations();

/**
 * Jest's order (failed first, then the longest by earlier runs' timings, else the largest file),
 * with the slower tiers first, the unit files that mostly wait first in theirs, and end-to-end
 * files without timings by their known duration.
 */
class TierSequencer extends Sequencer {
  sort(tests) {
    const tierOf = (test) => rank[test.context.config.displayName?.name] ?? 2;
    const waits = (test) => (waitingFiles.includes(basename(test.path)) ? 1 : 0);
    // Jest's sort sets `duration` from earlier runs' timings; a fresh clone has none.
    const sorted = super.sort(tests);
    const known = (test) =>
      tierOf(test) === 0 && test.duration == null ? (e2eSeconds[basename(test.path)] ?? 0) : 0;
    return sorted
      .map((test, index) => ({ test, index }))
      .sort(
        (a, b) =>
          tierOf(a.test) - tierOf(b.test) ||
          waits(b.test) - waits(a.test) ||
          known(b.test) - known(a.test) ||
          a.index - b.index,
      )
      .map(({ test }) => test);
  }
}

TierSequencer.waitingFiles = waitingFiles;
module.exports = TierSequencer;
