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
  "lost-state.test.ts": 317,
  "kill-during-wait.test.ts": 185,
  "docs-typescript.test.ts": 174,
  "docs-shell.test.ts": 171,
  "crash-recovery.test.ts": 129,
  "import.test.ts": 128,
  "zone-crash-safety.test.ts": 122,
  "dns-record.test.ts": 113,
  "dns-zone.test.ts": 112,
  "dnssec.test.ts": 104,
  "peer-range.test.ts": 101,
  "tls-certificate.test.ts": 95,
  "user-project.test.ts": 92,
  "examples.test.ts": 79,
  "docs-yaml.test.ts": 77,
  "preview-truth.test.ts": 75,
  "node-sdk.test.ts": 73,
  "readme.test.ts": 62,
  "scale.test.ts": 57,
  "policy-pack.test.ts": 53,
  "upgrade.test.ts": 45,
  "drift-gate.test.ts": 40,
  "zone-validation.test.ts": 38,
  "tls-certificate-caa.test.ts": 25,
  "migrate-to-plugin.test.ts": 25,
  "orphans.test.ts": 23,
  "not-converged.test.ts": 20,
  "engine.test.ts": 19,
  "zone-file-import.test.ts": 16,
  "plan.test.ts": 16,
  "yaml.test.ts": 16,
  "sdks.test.ts": 15,
  "pulumi-import.test.ts": 11,
  "pulumi-import-file.test.ts": 11,
  "plugin.test.ts": 11,
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
