import { linearityReport, parallelReport, sizeReport } from "../../bench/engine-report";
import type { OperationSample, SizeResult, StackRun } from "../../bench/engine-results";
import type { RequestCounts } from "../../bench/request-counts";

const noRequests: RequestCounts = {
  total: 0,
  byMethod: {},
  listingsByZone: {},
  readsById: 0,
  failed: 0,
  limited: 0,
  peakInFlight: undefined,
};

function sample(seconds: number, requests: Partial<RequestCounts> = {}, megabytes?: number): OperationSample {
  return {
    seconds,
    requests: { ...noRequests, ...requests },
    providerPeakBytes: megabytes === undefined ? undefined : megabytes * 2 ** 20,
  };
}

/** The same seconds for every operation except those given. */
function run(seconds: number, overrides: Partial<StackRun> = {}): StackRun {
  return {
    up: sample(seconds),
    preview: sample(seconds),
    refresh: sample(seconds),
    destroy: sample(seconds),
    ...overrides,
  };
}

/** The cells of the table row whose first cell is `first` (cells are two or more spaces apart). */
const cells = (report: string, first: string) =>
  report
    .split("\n")
    .map((line) => line.trim().split(/\s{2,}/))
    .find((row) => row[0] === first);

test("ratios of the medians to the floor and to the same shape, each round's, requests per record and peak memory", () => {
  const result: SizeResult = {
    count: 200,
    skipCheckpoints: false,
    zones: 3,
    runs: {
      noop: [run(10, { up: sample(10, {}, 100) }), run(10), run(40)],
      shaped: [run(11, { up: sample(11) }), run(10), run(40, { up: sample(44) })],
      records: [
        run(10, { up: sample(12, { total: 200 }, 150) }),
        run(10, { up: sample(11, { total: 200 }, 140) }),
        run(30, { up: sample(50, { total: 200 }) }),
      ],
    },
  };
  const report = sizeReport(result);
  expect(report).not.toContain("checkpoints skipped");
  expect(report).not.toContain("times per stack");
  expect(sizeReport({ ...result, refreshRuns: 3 })).toContain(
    "medians of 3 rounds, each operation run on the three stacks back to back; refresh 3 times per stack, alternating, the median run kept",
  );
  expect(sizeReport({ ...result, skipCheckpoints: true })).toContain(
    "checkpoints skipped (PULUMI_SKIP_CHECKPOINTS)",
  );
  expect(cells(report, "up")).toEqual([
    "up",
    "10.0",
    "11.0",
    "12.0",
    "1.20",
    "✗",
    "1.20 1.10 1.25",
    "1.09",
    "1.09 1.10 1.14",
    "1.000",
    "100 / 150",
  ]);
  expect(cells(report, "preview")).toEqual([
    "preview",
    "10.0",
    "11.0",
    "10.0",
    "1.00",
    "✓",
    "1.00 1.00 0.75",
    "0.91",
    "0.91 1.00 0.75",
    "0.000",
    "– / –",
  ]);
});

test("refresh meets its goal only with at most one request per zone", () => {
  const listings = { "example.com": 1, "example.net": 1, "example.org": 1 };
  const withRefresh = (refresh: OperationSample): SizeResult => ({
    count: 200,
    skipCheckpoints: false,
    zones: 3,
    runs: { noop: [run(1)], shaped: [run(1)], records: [run(1, { refresh })] },
  });
  const good = sizeReport(withRefresh(sample(1, { total: 3, listingsByZone: listings })));
  expect(good).toContain("refresh: 3 API requests for 200 records in 3 zones");
  expect(good).toContain("example.com 1, example.net 1, example.org 1; reads by id: 0");
  expect(good).toMatch(/goal ≤ 3, .*✓/);
  expect(cells(good, "refresh")?.[9]).toBe("0.015");
  const bad = sizeReport(withRefresh(sample(1, { total: 200, readsById: 200 })));
  expect(bad).toContain("(zone listings: none; reads by id: 200)");
  expect(bad).toMatch(/goal ≤ 3, .*✗/);
});

test("linearity: a floor that grows with N does not hide records that grow with it", () => {
  const size = (count: number, floor: number, records: number): SizeResult => ({
    count,
    skipCheckpoints: false,
    zones: 3,
    runs: { noop: [run(floor)], shaped: [run(floor)], records: [run(records)] },
  });
  // Per resource: the floor 50 → 70 ms (×1.4), records 55 → 80.5 ms (×1.46, ×1.05 of the floor's).
  const report = linearityReport(size(200, 10, 11), size(1000, 70, 80.5));
  expect(cells(report, "up")).toEqual([
    "up",
    "50.0 → 70.0 (×1.40)",
    "55.0 → 80.5",
    "×1.46",
    "✗",
    "×1.05",
    "✓",
    "5.0 → 10.5",
  ]);
});

test("linearity compares milliseconds per resource from the smallest size to the largest", () => {
  const small: SizeResult = {
    count: 200,
    skipCheckpoints: false,
    zones: 3,
    runs: { noop: [run(10)], shaped: [run(10)], records: [run(12)] },
  };
  const large: SizeResult = {
    count: 1000,
    skipCheckpoints: false,
    zones: 3,
    runs: { noop: [run(20)], shaped: [run(20)], records: [run(60, { refresh: sample(80) })] },
  };
  const report = linearityReport(small, large);
  expect(cells(report, "up")).toEqual([
    "up",
    "50.0 → 20.0 (×0.40)",
    "60.0 → 60.0",
    "×1.00",
    "✓",
    "×2.50",
    "✗",
    "10.0 → 40.0",
  ]);
  expect(cells(report, "refresh")).toEqual([
    "refresh",
    "50.0 → 20.0 (×0.40)",
    "60.0 → 80.0",
    "×1.33",
    "✗",
    "×3.33",
    "✗",
    "10.0 → 60.0",
  ]);
});

test("parallel: slower at the higher value fails, failed requests fail, a missing inFlight reads n/a", () => {
  const report = parallelReport({
    count: 1000,
    skipCheckpoints: false,
    apiLatencyMs: 100,
    byParallel: [
      {
        parallel: 16,
        ups: [sample(30, { total: 1000, peakInFlight: 8 }), sample(32, { total: 1000, peakInFlight: 8 })],
      },
      { parallel: 64, ups: [sample(33, { total: 1000, failed: 2 }), sample(35, { total: 1002 })] },
    ],
  });
  expect(cells(report, "16")).toEqual(["16", "31.0", "30.0 32.0", "8", "1.00", "0"]);
  expect(cells(report, "64")).toEqual(["64", "34.0", "33.0 35.0", "n/a", "1.00", "2"]);
  expect(report).toContain(
    "time ×1.10, rounds 33.0–35.0 s against 30.0–32.0 s (goal: not slower, i.e. not every round behind every round at 16) ✗; failed requests 2 (goal 0, the API not overloaded) ✗",
  );
  expect(report).toContain("n/a where the emulator's request log has no inFlight field");
});

test("parallel: a slower median within the rounds' spread is not slower", () => {
  const ups = (...seconds: number[]) => seconds.map((s) => sample(s, { total: 1000, peakInFlight: 8 }));
  const report = parallelReport({
    count: 1000,
    skipCheckpoints: false,
    apiLatencyMs: 100,
    byParallel: [
      { parallel: 16, ups: ups(68.6, 68.7, 66.5) },
      { parallel: 64, ups: ups(72.2, 67.6, 69.7) },
    ],
  });
  expect(report).toContain(
    "time ×1.02, rounds 67.6–72.2 s against 66.5–68.7 s (goal: not slower, i.e. not every round behind every round at 16) ✓; failed requests 0",
  );
});

test("the state after up, per resource, for each kind: bytes and stored properties", () => {
  const withState = (bytes: number, properties?: number): OperationSample => ({
    ...sample(1),
    stateBytes: bytes,
    stateProperties: properties,
  });
  const report = sizeReport({
    count: 100,
    skipCheckpoints: false,
    zones: 3,
    runs: {
      noop: [run(1, { up: withState(80_000, 15) }), run(1, { up: withState(100_000, 15) })],
      shaped: [run(1, { up: withState(140_000, 19) }), run(1, { up: withState(140_000, 19) })],
      records: [run(1, { up: withState(150_000, 20) }), run(1, { up: withState(150_000, 20) })],
    },
  });
  expect(report).toContain(
    "state after up, per resource: 900 bytes and 15 properties (floor), 1400 bytes and 19 properties (same shape), 1500 bytes and 20 properties (records), ×1.67 and ×1.33",
  );
  const unknown = sizeReport({
    count: 100,
    skipCheckpoints: false,
    zones: 3,
    runs: {
      noop: [run(1, { up: withState(80_000) })],
      shaped: [run(1, { up: withState(120_000) })],
      records: [run(1, { up: withState(150_000) })],
    },
  });
  expect(unknown).toContain(
    "800 bytes and – properties (floor), 1200 bytes and – properties (same shape), 1500 bytes and – properties (records), ×1.88 and ×–",
  );
});

test("CPU: the CLI's for each kind, records' extra per record, the providers and the emulator", () => {
  const withCpu = (cli: number, provider: number | undefined, emulator: number): OperationSample => ({
    ...sample(1),
    cpu: { cli, provider, emulator },
  });
  const report = sizeReport({
    count: 200,
    skipCheckpoints: false,
    zones: 3,
    runs: {
      noop: [run(1, { up: withCpu(10, 2, 0) }), run(1, { up: withCpu(12, 3, 0) })],
      shaped: [run(1, { up: withCpu(13, 2, 0) }), run(1, { up: withCpu(15, 3, 0) })],
      records: [run(1, { up: withCpu(15, 5, 1) }), run(1, { up: withCpu(17, 7, 2) })],
    },
  });
  // The CPU table is the second whose rows start with the operation.
  const cpuRow = (operation: string) =>
    report
      .split("\n")
      .map((line) => line.trim().split(/\s{2,}/))
      .filter((row) => row[0] === operation)[1];
  // Medians: CLI 11, 14 and 16 s, so 5 s over 200 records is 25 ms each above the floor, 10 above the shape.
  expect(cpuRow("up")).toEqual(["up", "11.0 / 14.0 / 16.0", "25.0 / 10.0", "2.5 / 2.5 / 6.0", "1.5"]);
  // Runs without CPU figures print dashes, not zeros.
  expect(cpuRow("preview")).toEqual(["preview", "– / – / –", "– / –", "– / – / –", "–"]);
});

describe("refresh run by run", () => {
  const base: SizeResult = {
    count: 200,
    skipCheckpoints: false,
    zones: 3,
    refreshRuns: 15,
    runs: { noop: [run(2)], shaped: [run(2)], records: [run(2.2)] },
  };
  /**
   * The floor at 2 s and 2.5 s in turn, records at `ratios` of it, and the same shape 5% slower
   * than the floor: records ÷ same shape must come out 5% under records ÷ floor.
   */
  const withRatios = (ratios: number[]): SizeResult => {
    const floor = ratios.map((_, i) => (i % 2 === 0 ? 2 : 2.5));
    return {
      ...base,
      refreshSeconds: {
        noop: floor,
        shaped: floor.map((s) => s * 1.05),
        records: ratios.map((r, i) => r * (floor[i] as number)),
      },
    };
  };
  const line = (result: SizeResult) =>
    sizeReport(result)
      .split("\n")
      .find((l) => l.startsWith("refresh run by run"));
  const spread = (from: number) => Array.from({ length: 15 }, (_, i) => from + i / 100);

  test("each run's ratio, their median and the interval that holds it: met when the whole interval is within the goal", () => {
    // 0.96 … 1.10: median 1.03; the 4th smallest to the 4th largest, 0.99–1.07, covers 96%.
    expect(line(withRatios(spread(0.96)))).toBe(
      "refresh run by run (15 runs of each stack, each run's three back to back): records ÷ floor 1.03, " +
        "0.99–1.07 holding the median with 96% confidence, goal ≤ 1.1: ✓; records ÷ same shape 0.98, 0.94–1.02",
    );
  });

  test("undecided when the interval holds the goal, missed when all of it is above", () => {
    expect(line(withRatios(spread(1.03)))).toContain(
      "records ÷ floor 1.10, 1.06–1.14 holding the median with 96% confidence, goal ≤ 1.1: ≈, undecided",
    );
    expect(line(withRatios(spread(1.12)))).toContain(
      "records ÷ floor 1.19, 1.15–1.23 holding the median with 96% confidence, goal ≤ 1.1: ✗;",
    );
  });

  test("three runs say how little they cover; one run, or none kept, gives no line", () => {
    const three: SizeResult = {
      ...base,
      refreshSeconds: { noop: [2, 2, 2], shaped: [2, 2, 2], records: [2, 2.1, 2.4] },
    };
    expect(line(three)).toContain(
      "records ÷ floor 1.05, 1.00–1.20 holding the median with 75% confidence, goal ≤ 1.1: ≈, undecided",
    );
    expect(line({ ...base, refreshSeconds: { noop: [2], shaped: [2], records: [2.1] } })).toBeUndefined();
    expect(line(base)).toBeUndefined();
  });
});
