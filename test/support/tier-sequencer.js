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
  "docs-typescript.test.ts": 300,
  "docs-shell.test.ts": 290,
  "lost-state.test.ts": 200,
  "node-sdk.test.ts": 140,
  "docs-yaml.test.ts": 110,
  "readme.test.ts": 100,
  "dns-zone.test.ts": 139,
  "dns-record.test.ts": 137,
  "zone-crash-safety.test.ts": 130,
  "crash-recovery.test.ts": 126,
  "kill-during-wait.test.ts": 126,
  "user-project.test.ts": 120,
  "import.test.ts": 116,
  "tls-certificate.test.ts": 115,
  "tls-certificate-caa.test.ts": 40,
  "sdks.test.ts": 115,
  "preview-truth.test.ts": 110,
  "dnssec.test.ts": 100,
  "examples.test.ts": 95,
  "scale.test.ts": 56,
  "drift-gate.test.ts": 52,
  "plan.test.ts": 32,
  "pulumi-import-file.test.ts": 30,
  "not-converged.test.ts": 29,
  "orphans.test.ts": 27,
  "zone-file-import.test.ts": 19,
  "zone-validation.test.ts": 20,
  "peer-range.test.ts": 80,
  "migrate-to-plugin.test.ts": 60,
  "upgrade.test.ts": 90,
  "yaml.test.ts": 23,
  "plugin.test.ts": 18,
  "engine.test.ts": 18,
  "pulumi-import.test.ts": 7,
  "policy-pack.test.ts": 90,
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
