// The sequencer is plain JavaScript, as jest loads it from the config.
const TierSequencer = require("./tier-sequencer");

const test_ = (tier: string, file: string, size = 1000) => ({
  path: `/repo/test/${tier === "e2e" ? "e2e/" : ""}${file}`,
  context: {
    config: { displayName: { name: tier }, cache: false, cacheDirectory: "/nonexistent", id: tier },
    hasteFS: { getSize: () => size },
  },
});
const order = (tests: ReturnType<typeof test_>[]) =>
  (new TierSequencer({}).sort(tests) as ReturnType<typeof test_>[]).map((t) => t.path.split("/").pop());

test("on a fresh clone the end-to-end files start first, the longest known first, whatever their size", () => {
  expect(
    order([
      test_("unit", "a.test.ts", 99_999),
      test_("e2e", "orphans.test.ts", 50_000),
      test_("package", "package.test.ts"),
      test_("e2e", "examples.test.ts", 10),
      test_("e2e", "new.test.ts", 20_000),
      test_("e2e", "lost-state.test.ts", 100),
    ]),
  ).toEqual([
    "lost-state.test.ts",
    "examples.test.ts",
    "orphans.test.ts",
    "new.test.ts",
    "package.test.ts",
    "a.test.ts",
  ]);
});

test("the unit files that mostly wait on timers start first in their tier", () => {
  expect(
    order([
      test_("e2e", "lost-state.test.ts"),
      test_("unit", "a.test.ts", 99_999),
      test_("unit", "fault-matrix.test.ts", 10),
    ]),
  ).toEqual(["lost-state.test.ts", "fault-matrix.test.ts", "a.test.ts"]);
  // Each named file exists: a rename must not drop it back to the end of its tier.
  const { readdirSync } = require("node:fs") as typeof import("node:fs");
  const files = (readdirSync(`${__dirname}/..`, { recursive: true }) as string[]).map((path) =>
    path.split("/").pop(),
  );
  expect(TierSequencer.waitingFiles.filter((file: string) => !files.includes(file))).toEqual([]);
});

test("every end-to-end file has the duration of a whole run: a whole run writes them, not a hand", () => {
  const { readdirSync } = require("node:fs") as typeof import("node:fs");
  const { readDurations } = require("./e2e-durations-reporter");
  const known = Object.keys(readDurations());
  const files = readdirSync(`${__dirname}/../e2e`).filter((f: string) => f.endsWith(".test.ts"));
  expect({ missing: files.filter((file: string) => !known.includes(file)) }).toEqual({ missing: [] });
  expect({ gone: known.filter((file) => !files.includes(file)) }).toEqual({ gone: [] });
});
