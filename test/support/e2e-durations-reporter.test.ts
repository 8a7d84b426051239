import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The reporter is plain JavaScript, as jest loads it from the config; it writes next to itself,
// so the test loads a copy of it from a scratch folder laid out as the repository's test/.
const source = join(__dirname, "e2e-durations-reporter.js");
const e2eFiles = readdirSync(join(__dirname, "..", "e2e")).filter((f) => f.endsWith(".test.ts"));

let scratch: string;
let Reporter: { new (): { onRunComplete(c: unknown, r: unknown): void }; readDurations(): object };
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), "durations-"));
  const { cpSync, mkdirSync, writeFileSync } = require("node:fs") as typeof import("node:fs");
  mkdirSync(join(scratch, "support"));
  mkdirSync(join(scratch, "e2e"));
  cpSync(source, join(scratch, "support", "e2e-durations-reporter.js"));
  for (const file of e2eFiles) writeFileSync(join(scratch, "e2e", file), "");
  Reporter = require(join(scratch, "support", "e2e-durations-reporter.js"));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const result = (file: string, seconds: number, failing = 0) => ({
  testFilePath: join(scratch, "e2e", file),
  perfStats: { start: 1_000, end: 1_000 + seconds * 1000 },
  numFailingTests: failing,
});

test("a whole passing run writes every end-to-end file's seconds, longest first", () => {
  const results = e2eFiles.map((file, i) => result(file, 10 + i));
  new Reporter().onRunComplete([], { testResults: [...results, result("../unit.test.ts", 99)] });
  const written = JSON.parse(readFileSync(join(scratch, "support", "e2e-durations.json"), "utf8"));
  expect(Object.keys(written)).toEqual([...e2eFiles].reverse());
  expect(written[e2eFiles[0] as string]).toBe(10);
  expect(Reporter.readDurations()).toEqual(written);
});

test("a run of some files, or a failing run, writes nothing", () => {
  new Reporter().onRunComplete([], { testResults: e2eFiles.slice(1).map((file) => result(file, 5)) });
  const failing = e2eFiles.map((file, i) => result(file, 5, i === 0 ? 1 : 0));
  new Reporter().onRunComplete([], { testResults: failing });
  expect(Reporter.readDurations()).toEqual({});
});
