import { parseBenchOptions, sections, UsageError } from "../../bench/bench-options";

test("defaults: every section, N = 200 and 1,000, 3 rounds of 3 refreshes, parallel 16 against 64", () => {
  expect(parseBenchOptions([])).toEqual({
    sections: [...sections],
    sizes: [200, 1000],
    rounds: 3,
    refreshRuns: 3,
    parallel: [16, 64],
    skipCheckpoints: false,
    apiLatencyMs: 100,
    zoneScale: { zones: 50, recordsPerZone: 100 },
    stepLimitSeconds: 600,
    estateScales: [1],
    estateParallel: undefined,
    help: false,
  });
});

test("--only picks sections and runs them in the usual order; lists take commas", () => {
  const options = parseBenchOptions([
    "--only",
    "engine,client",
    "--sizes",
    "20",
    "--rounds",
    "1",
    "--parallel",
    "4, 8",
  ]);
  expect(options.sections).toEqual(["client", "engine"]);
  expect(options.sizes).toEqual([20]);
  expect(options.rounds).toBe(1);
  expect(options.parallel).toEqual([4, 8]);
  expect(parseBenchOptions(["--parallel", "none"]).parallel).toEqual([]);
  expect(parseBenchOptions(["--skip-checkpoints"]).skipCheckpoints).toBe(true);
  expect(parseBenchOptions(["--refresh-runs", "5"]).refreshRuns).toBe(5);
  expect(parseBenchOptions(["--api-latency-ms", "0"]).apiLatencyMs).toBe(0);
  expect(parseBenchOptions(["--api-latency-ms", "250"]).apiLatencyMs).toBe(250);
});

test("--zone-scale takes zones x records, for a quick run of the zones and estate sections", () => {
  const options = parseBenchOptions(["--only", "estate,zones", "--zone-scale", "5x20"]);
  expect(options.sections).toEqual(["zones", "estate"]);
  expect(options.zoneScale).toEqual({ zones: 5, recordsPerZone: 20 });
});

test("--estate-scale lists multiples of the 1x estate, run smallest first; --estate-parallel sets the CLI's", () => {
  const options = parseBenchOptions([
    "--only",
    "estate",
    "--estate-scale",
    "10,1,3,3",
    "--estate-parallel",
    "64",
  ]);
  expect(options.estateScales).toEqual([1, 3, 10]);
  expect(options.estateParallel).toBe(64);
  expect(options.estateMaxConcurrentRequests).toBeUndefined();
  expect(parseBenchOptions(["--estate-max-concurrent-requests", "32"]).estateMaxConcurrentRequests).toBe(32);
  expect(options.estateRequestsPerSecond).toBeUndefined();
  expect(parseBenchOptions(["--estate-requests-per-second", "500"]).estateRequestsPerSecond).toBe(500);
});

test("--step-limit bounds each operation of the zones section, ten minutes unless set", () => {
  expect(parseBenchOptions([]).stepLimitSeconds).toBe(600);
  expect(parseBenchOptions(["--step-limit", "90"]).stepLimitSeconds).toBe(90);
});

test.each([
  [["--only", "engine,nope"], /unknown section "nope"/],
  [["--sizes", "200,0"], /--sizes: "0" is not a positive integer/],
  [["--rounds", "1.5"], /--rounds/],
  [["--refresh-runs", "0"], /--refresh-runs/],
  [["--api-latency-ms", "fast"], /--api-latency-ms: "fast" is not a positive integer/],
  [["--zone-scale", "50"], /--zone-scale: "50" is not <zones>x<records>/],
  [["--zone-scale", "0x100"], /--zone-scale: "0x100"/],
  [["--step-limit", "0"], /--step-limit: "0" is not a positive integer/],
  [["--estate-scale", "1,x"], /--estate-scale: "x" is not a positive integer/],
  [["--estate-parallel", "0"], /--estate-parallel: "0" is not a positive integer/],
  [
    ["--estate-max-concurrent-requests", "0"],
    /--estate-max-concurrent-requests: "0" is not a positive integer/,
  ],
  [["--size", "200"], /Unknown option '--size'/],
  [["engine"], /positional/],
])("refuses %j with the usage text", (args, message) => {
  expect(() => parseBenchOptions(args)).toThrow(UsageError);
  expect(() => parseBenchOptions(args)).toThrow(message);
  expect(() => parseBenchOptions(args)).toThrow(/Usage: /);
});
