const Sequencer = require("@jest/test-sequencer").default;

/** Tiers by how long their files take: end-to-end files run for minutes, unit ones for seconds. */
const rank = { e2e: 0, package: 1 };

/**
 * Jest's order (failed first, then the longest by earlier runs' timings, else the largest file),
 * with the slower tiers first: a fresh clone has no timings, and an end-to-end file started last
 * would run alone while the other worker waits.
 */
class TierSequencer extends Sequencer {
  sort(tests) {
    const tierOf = (test) => rank[test.context.config.displayName?.name] ?? 2;
    return super
      .sort(tests)
      .map((test, index) => ({ test, index }))
      .sort((a, b) => tierOf(a.test) - tierOf(b.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = TierSequencer;
