const { basename } = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

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
 * Seconds each end-to-end file took in a whole run on 2 cores with three workers: on a fresh
 * clone (no timings of earlier runs) the longest start first, so that none starts last and runs
 * alone while the other workers wait. A file missing here runs after those listed; add it.
 */
const e2eSeconds = {
  "lost-state.test.ts": 206,
  "kill-during-wait.test.ts": 166,
  "docs-shell.test.ts": 146,
  "dns-record.test.ts": 108,
  "dns-zone.test.ts": 104,
  "docs-typescript.test.ts": 102,
  "dnssec.test.ts": 94,
  "import.test.ts": 93,
  "tls-certificate.test.ts": 90,
  "zone-crash-safety.test.ts": 85,
  "crash-recovery.test.ts": 83,
  "user-project.test.ts": 81,
  "docs-yaml.test.ts": 72,
  "preview-truth.test.ts": 71,
  "every-language-typescript.test.ts": 70,
  "package-add.test.ts": 72,
  "policy-pack.test.ts": 64,
  "examples.test.ts": 62,
  "readme.test.ts": 47,
  "scale.test.ts": 47,
  "peer-range.test.ts": 45,
  "upgrade.test.ts": 45,
  "node-sdk.test.ts": 44,
  "go.test.ts": 40,
  "python.test.ts": 40,
  "drift-gate.test.ts": 33,
  "zone-validation.test.ts": 26,
  "replace.test.ts": 25,
  "orphans.test.ts": 23,
  "migrate-to-plugin.test.ts": 20,
  "yaml.test.ts": 20,
  "plan.test.ts": 18,
  "plugin-release.test.ts": 18,
  "tls-certificate-caa.test.ts": 17,
  "not-converged.test.ts": 13,
  "sdks.test.ts": 13,
  "engine.test.ts": 12,
  "pulumi-import-file.test.ts": 10,
  "plugin.test.ts": 10,
  "pulumi-import.test.ts": 10,
  "zone-file-import.test.ts": 9,
};

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
