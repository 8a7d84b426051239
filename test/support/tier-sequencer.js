const { basename } = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

/** Tiers by how long their files take: end-to-end files run for minutes, unit ones for seconds. */
const rank = { e2e: 0, package: 1 };

/**
 * Seconds each end-to-end file took in a whole run on 2 cores with three workers: on a fresh
 * clone (no timings of earlier runs) the longest start first, so that none starts last and runs
 * alone while the other workers wait. A file missing here runs after those listed; add it.
 */
const e2eSeconds = {
  "tls-certificate.test.ts": 156,
  "dnssec.test.ts": 154,
  "crash-recovery.test.ts": 134,
  "kill-during-wait.test.ts": 128,
  "readme.test.ts": 124,
  "examples.test.ts": 114,
  "dns-record.test.ts": 99,
  "import.test.ts": 96,
  "zone-crash-safety.test.ts": 92,
  "user-project.test.ts": 90,
  "dns-zone.test.ts": 67,
  "preview-truth.test.ts": 53,
  "scale.test.ts": 48,
  "drift-gate.test.ts": 36,
  "engine.test.ts": 26,
  "not-converged.test.ts": 25,
  "orphans.test.ts": 22,
};

/**
 * Jest's order (failed first, then the longest by earlier runs' timings, else the largest file),
 * with the slower tiers first, and end-to-end files without timings by their known duration.
 */
class TierSequencer extends Sequencer {
  sort(tests) {
    const tierOf = (test) => rank[test.context.config.displayName?.name] ?? 2;
    // Jest's sort sets `duration` from earlier runs' timings; a fresh clone has none.
    const sorted = super.sort(tests);
    const known = (test) =>
      tierOf(test) === 0 && test.duration == null ? (e2eSeconds[basename(test.path)] ?? 0) : 0;
    return sorted
      .map((test, index) => ({ test, index }))
      .sort((a, b) => tierOf(a.test) - tierOf(b.test) || known(b.test) - known(a.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = TierSequencer;
