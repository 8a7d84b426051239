const { existsSync, readdirSync, readFileSync, rmSync } = require("node:fs");
const { tmpdir } = require("node:os");
const { join, sep } = require("node:path");

/**
 * Adds up what the emulator's tests held to its /openapi.yaml (openapi-guard.ts writes each
 * file's count into the directory named here) and prints it after the run. When the run took in
 * every file of the emulator's tests in the unit tier, an operation of the document that none of
 * them called fails the run: a guard that checked nothing, or an operation no test calls, would
 * otherwise pass unseen.
 */
class OpenApiCoverageReporter {
  constructor() {
    this.ledger = join(tmpdir(), `registrar-openapi-answers-${process.pid}`);
    this.error = undefined;
    // Set before the workers start, so they inherit it.
    process.env.REGISTRAR_OPENAPI_LEDGER = this.ledger;
  }

  onRunComplete(testContexts, results) {
    const names = existsSync(this.ledger) ? readdirSync(this.ledger) : [];
    const entries = names
      .filter((name) => name.endsWith(".count.json"))
      .map((name) => JSON.parse(readFileSync(join(this.ledger, name), "utf8")));
    rmSync(this.ledger, { recursive: true, force: true });
    const operations = new Set(entries.flatMap((entry) => entry.operations));
    const answered = new Set(entries.flatMap((entry) => Object.keys(entry.answered)));
    const checked = entries.reduce((sum, entry) => sum + entry.checked, 0);
    const setAside = entries.reduce((sum, entry) => sum + entry.setAside, 0);
    const never = [...operations].filter((id) => !answered.has(id)).sort();
    if (entries.length > 0) {
      process.stdout.write(
        `\n/openapi.yaml held ${checked} answers of the emulator in ${entries.length} files ` +
          `(${setAside} set aside: injected faults, paths it has no operation for); ` +
          `${answered.size} of its ${operations.size} operations answered\n`,
      );
    }
    if (!ranEveryEmulatorTest(testContexts, results)) return;
    if (entries.length === 0 || never.length > 0) {
      this.error = new Error(
        entries.length === 0
          ? "the emulator's tests held no answer to its /openapi.yaml (test/emulator/support/openapi-guard.ts)"
          : `operations of /openapi.yaml that no test of test/emulator calls through the harness ` +
              `(emu.call, emu.api, emu.admin): ${never.join(", ")}`,
      );
      process.stdout.write(`${this.error.message}\n`);
    }
  }

  getLastError() {
    return this.error;
  }
}

/** Whether every test file under test/emulator of the unit tier ran. */
function ranEveryEmulatorTest(testContexts, results) {
  const unit = [...testContexts].find((context) => context.config.displayName?.name === "unit");
  if (!unit) return false;
  const folder = join(unit.config.rootDir, "test", "emulator") + sep;
  const ignored = unit.config.testPathIgnorePatterns.map((pattern) => new RegExp(pattern));
  const ran = new Set(results.testResults.map((result) => result.testFilePath));
  return unit.hasteFS
    .getAllFiles()
    .filter((file) => file.startsWith(folder) && file.endsWith(".test.ts"))
    .filter((file) => !ignored.some((pattern) => pattern.test(file)))
    .every((file) => ran.has(file));
}

module.exports = OpenApiCoverageReporter;
