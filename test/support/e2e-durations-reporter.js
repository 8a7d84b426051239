const { readdirSync, readFileSync, writeFileSync } = require("node:fs");
const { basename, join } = require("node:path");

/** Where a whole run writes each end-to-end file's seconds, which the tier sequencer reads. */
const durationsFile = join(__dirname, "e2e-durations.json");
const e2eDir = join(__dirname, "..", "e2e");

/** The seconds of the last whole run, by file name; {} when no run wrote them. */
function readDurations() {
  try {
    return JSON.parse(readFileSync(durationsFile, "utf8"));
  } catch {
    return {};
  }
}

/**
 * Writes each end-to-end file's seconds after a run that ran them all and all passed, so the next
 * run (a fresh clone too: the file is checked in with the code that changed them) starts the
 * longest first. A run of some files only, or a failing one, writes nothing: a file run alone is
 * faster than among the others, and a failure ends early, so either would mislead the order.
 */
class E2eDurationsReporter {
  onRunComplete(_contexts, results) {
    const ran = results.testResults.filter((r) => r.testFilePath.startsWith(e2eDir));
    const files = readdirSync(e2eDir).filter((f) => f.endsWith(".test.ts"));
    const whole = files.every((file) => ran.some((r) => basename(r.testFilePath) === file));
    if (!whole || ran.some((r) => r.numFailingTests > 0 || r.testExecError)) return;
    const seconds = Object.fromEntries(
      ran
        .map((r) => [basename(r.testFilePath), Math.round((r.perfStats.end - r.perfStats.start) / 1000)])
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
    );
    const text = `${JSON.stringify(seconds, null, 2)}\n`;
    if (text !== JSON.stringify(readDurations(), null, 2).concat("\n")) writeFileSync(durationsFile, text);
  }
}

E2eDurationsReporter.readDurations = readDurations;
module.exports = E2eDurationsReporter;
