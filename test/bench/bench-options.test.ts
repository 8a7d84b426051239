import { type BenchOptions, parseBenchOptions, sections } from "../../bench/bench-options";
import { HELP } from "../../cli/command-line";
import { UsageError } from "../../cli/usage-error";

/** The options of a command line without --help. */
function parsed(args: string[]): BenchOptions {
  const options = parseBenchOptions(args);
  if (options === HELP) throw new Error(`${args.join(" ")}: --help was not given`);
  return options;
}

test("defaults: every section, N = 200 and 1,000, 3 rounds of 3 refreshes, parallel 16 against 64", () => {
  expect(parsed([])).toEqual({
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
  });
  expect(parseBenchOptions(["-h"])).toBe(HELP);
});

test("--only picks sections and runs them in the usual order; lists take commas", () => {
  const options = parsed(["--only", "engine,client", "--sizes", "20", "--rounds", "1", "--parallel", "4, 8"]);
  expect(options.sections).toEqual(["client", "engine"]);
  expect(options.sizes).toEqual([20]);
  expect(options.rounds).toBe(1);
  expect(options.parallel).toEqual([4, 8]);
  expect(parsed(["--parallel", "none"]).parallel).toEqual([]);
  expect(parsed(["--skip-checkpoints"]).skipCheckpoints).toBe(true);
  expect(parsed(["--refresh-runs", "5"]).refreshRuns).toBe(5);
  expect(parsed(["--api-latency-ms", "0"]).apiLatencyMs).toBe(0);
  expect(parsed(["--api-latency-ms", "250"]).apiLatencyMs).toBe(250);
});

test("--zone-scale takes zones x records, for a quick run of the zones and estate sections", () => {
  const options = parsed(["--only", "estate,zones", "--zone-scale", "5x20"]);
  expect(options.sections).toEqual(["zones", "estate"]);
  expect(options.zoneScale).toEqual({ zones: 5, recordsPerZone: 20 });
});

test("--estate-scale lists multiples of the 1x estate, run smallest first; --estate-parallel sets the CLI's", () => {
  const options = parsed(["--only", "estate", "--estate-scale", "10,1,3,3", "--estate-parallel", "64"]);
  expect(options.estateScales).toEqual([1, 3, 10]);
  expect(options.estateParallel).toBe(64);
  expect(options.estateMaxConcurrentRequests).toBeUndefined();
  expect(parsed(["--estate-max-concurrent-requests", "32"]).estateMaxConcurrentRequests).toBe(32);
  expect(options.estateRequestsPerSecond).toBeUndefined();
  expect(parsed(["--estate-requests-per-second", "500"]).estateRequestsPerSecond).toBe(500);
});

test("--step-limit bounds each operation of the zones section, ten minutes unless set", () => {
  expect(parsed([]).stepLimitSeconds).toBe(600);
  expect(parsed(["--step-limit", "90"]).stepLimitSeconds).toBe(90);
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
])("refuses %j as bad usage", (args, message) => {
  expect(() => parseBenchOptions(args)).toThrow(UsageError);
  expect(() => parseBenchOptions(args)).toThrow(message);
});
