import {
  type Kind,
  kinds,
  type OperationSample,
  operations,
  type ParallelResult,
  type SizeResult,
  type StackRun,
} from "./engine-results";
import { type MedianInterval, median, medianInterval } from "./statistics";
import { textTable } from "./text-table";

/** The goals: records at most 10% above the floor, and per-record cost not growing by more. */
export const RATIO_GOAL = 1.1;
export const GROWTH_GOAL = 1.1;

const mark = (ok: boolean) => (ok ? "✓" : "✗");
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const checkpointNote = (skipped: boolean) =>
  skipped ? "; checkpoints skipped (PULUMI_SKIP_CHECKPOINTS)" : "";
const refreshRunsNote = (runs: number | undefined) =>
  (runs ?? 1) > 1 ? `; refresh ${runs} times per stack, alternating, the median run kept` : "";
const megabytes = (bytes: number | undefined) => (bytes === undefined ? "–" : (bytes / 2 ** 20).toFixed(0));

function samplesOf(runs: readonly StackRun[], operation: (typeof operations)[number]): OperationSample[] {
  return runs.map((run) => run[operation]);
}

const medianSeconds = (samples: readonly OperationSample[]) => median(samples.map((s) => s.seconds));
const medianRequests = (samples: readonly OperationSample[]) => median(samples.map((s) => s.requests.total));

/** The largest peak over the rounds: memory goals are about the worst case. */
function peakBytes(samples: readonly OperationSample[]): number | undefined {
  const seen = samples.flatMap((s) => (s.providerPeakBytes === undefined ? [] : [s.providerPeakBytes]));
  return seen.length === 0 ? undefined : Math.max(...seen);
}

function kindSamples(result: SizeResult, kind: Kind, operation: (typeof operations)[number]) {
  return samplesOf(result.runs[kind], operation);
}

/** Each of `over` divided by its pair in `under`, the same index (NaN when it has none). */
const pairedRatios = (over: readonly number[], under: readonly number[]) =>
  over.map((seconds, i) => seconds / (under[i] ?? Number.NaN));

/** Records against `base`: ratio of the medians, and each round's own ratio (a round's kinds ran back to back). */
function ratios(result: SizeResult, operation: (typeof operations)[number], base: Kind = "noop") {
  const floor = kindSamples(result, base, operation);
  const records = kindSamples(result, "records", operation);
  return {
    ofMedians: medianSeconds(records) / medianSeconds(floor),
    perRound: pairedRatios(
      records.map((s) => s.seconds),
      floor.map((s) => s.seconds),
    ),
  };
}

/** One size: time against the floor, requests and memory per operation, then refresh's requests. */
export function sizeReport(result: SizeResult): string {
  const { count } = result;
  const rounds = result.runs.records.length;
  const rows = operations.map((operation) => {
    const floor = kindSamples(result, "noop", operation);
    const records = kindSamples(result, "records", operation);
    const { ofMedians, perRound } = ratios(result, operation);
    const toShape = ratios(result, operation, "shaped");
    return [
      operation,
      fixed(medianSeconds(floor), 1),
      fixed(medianSeconds(kindSamples(result, "shaped", operation)), 1),
      fixed(medianSeconds(records), 1),
      fixed(ofMedians, 2),
      mark(ofMedians <= RATIO_GOAL),
      perRound.map((ratio) => fixed(ratio, 2)).join(" "),
      fixed(toShape.ofMedians, 2),
      toShape.perRound.map((ratio) => fixed(ratio, 2)).join(" "),
      // Three places, so a refresh of a few listings for a thousand records does not read 0.00.
      fixed(medianRequests(records) / count, 3),
      `${megabytes(peakBytes(floor))} / ${megabytes(peakBytes(records))}`,
    ];
  });
  const lines = [
    `N = ${count}: ${count} DnsRecords against ${count} no-op dynamic resources (the floor) and ${count} no-ops with a DnsRecord's properties (same shape); medians of ${rounds} round${rounds === 1 ? "" : "s"}, each operation run on the three stacks back to back${refreshRunsNote(result.refreshRuns)}${checkpointNote(result.skipCheckpoints)}`,
    "",
    textTable(
      [
        "operation",
        "floor s",
        "same shape s",
        "records s",
        "ratio",
        `≤ ${RATIO_GOAL}`,
        "ratio per round",
        "ratio to same shape",
        "per round",
        "API requests/record",
        "provider peak RSS MB (floor / records)",
      ],
      rows,
      ["left", "right", "right", "right", "right", "left", "left", "right", "left", "right", "right"],
    ),
    "ratio to same shape: what the provider adds beyond the engine's and the program's cost of a resource with a DnsRecord's properties",
    "",
    cpuTable(result),
    "",
    stateLine(result),
    refreshLine(result),
  ];
  const pairs = refreshPairsLine(result);
  if (pairs) lines.push(pairs);
  for (const operation of operations) {
    const failed = Math.max(...kindSamples(result, "records", operation).map((s) => s.requests.failed));
    if (failed > 0)
      lines.push(`⚠ ${operation}: up to ${failed} requests per round failed (status ≥ 400 or dropped)`);
  }
  return lines.join("\n");
}

/**
 * Where the time goes: CPU seconds of the CLI's processes (engine, program, providers) and of the
 * providers alone, for each kind, and the emulator's for records. On a machine with few cores the
 * extra CPU per record is what makes records slower than the floor.
 */
function cpuTable(result: SizeResult): string {
  const cpu = (kind: Kind, operation: (typeof operations)[number], part: "cli" | "provider" | "emulator") =>
    median(kindSamples(result, kind, operation).map((s) => s.cpu?.[part] ?? Number.NaN));
  const rows = operations.map((operation) => {
    const [floorCli, shapedCli, recordsCli] = [
      cpu("noop", operation, "cli"),
      cpu("shaped", operation, "cli"),
      cpu("records", operation, "cli"),
    ];
    const extraMs = (base: number) => fixed(((recordsCli - base) * 1000) / result.count, 1);
    return [
      operation,
      `${fixed(floorCli, 1)} / ${fixed(shapedCli, 1)} / ${fixed(recordsCli, 1)}`,
      `${extraMs(floorCli)} / ${extraMs(shapedCli)}`,
      kinds.map((kind) => fixed(cpu(kind, operation, "provider"), 1)).join(" / "),
      fixed(cpu("records", operation, "emulator"), 1),
    ];
  });
  return textTable(
    [
      "operation",
      "CLI CPU s (floor / same shape / records)",
      "records' extra CPU ms/record (to floor / to same shape)",
      "provider CPU s (floor / same shape / records)",
      "emulator CPU s",
    ],
    rows,
    ["left", "right", "right", "right", "right"],
  );
}

/**
 * What the engine rewrites at every checkpoint: the state after `up`, per resource, in bytes and
 * in stored properties (inputs, outputs, property dependencies), which its serializer pays for
 * one by one.
 */
function stateLine(result: SizeResult): string {
  const perResource = (kind: Kind, of: (s: OperationSample) => number | undefined) =>
    median(kindSamples(result, kind, "up").map((s) => of(s) ?? Number.NaN));
  const bytes = (s: OperationSample) => (s.stateBytes ?? Number.NaN) / result.count;
  const properties = (s: OperationSample) => s.stateProperties;
  const [floorBytes, recordBytes] = [perResource("noop", bytes), perResource("records", bytes)];
  const [floorProps, recordProps] = [perResource("noop", properties), perResource("records", properties)];
  return (
    `state after up, per resource: ${fixed(floorBytes, 0)} bytes and ${fixed(floorProps, 0)} properties (floor), ` +
    `${fixed(perResource("shaped", bytes), 0)} bytes and ${fixed(perResource("shaped", properties), 0)} properties (same shape), ` +
    `${fixed(recordBytes, 0)} bytes and ${fixed(recordProps, 0)} properties (records), ` +
    `×${fixed(recordBytes / floorBytes, 2)} and ×${fixed(recordProps / floorProps, 2)}`
  );
}

/** Refresh against its goal: one listing per zone plus one read per record missing from it (none here). */
function refreshLine(result: SizeResult): string {
  const samples = kindSamples(result, "records", "refresh");
  const total = medianRequests(samples);
  const zones = new Set(samples.flatMap((s) => Object.keys(s.requests.listingsByZone)));
  const listings = [...zones]
    .sort()
    .map((zone) => `${zone} ${median(samples.map((s) => s.requests.listingsByZone[zone] ?? 0))}`);
  const readsById = median(samples.map((s) => s.requests.readsById));
  return [
    `refresh: ${total} API requests for ${result.count} records in ${result.zones} zones`,
    `  (zone listings: ${listings.length > 0 ? listings.join(", ") : "none"}; reads by id: ${readsById});`,
    `  goal ≤ ${result.zones}, one per zone, as no record is missing: ${mark(total <= result.zones)}`,
  ].join("\n");
}

/**
 * Refresh run by run: the i-th runs of the three kinds went back to back, so each run gives its
 * own ratio, and their median has an interval. A single median of a few seconds' operation moves
 * by several percent from one run of the benchmark to the next; the interval says whether the
 * goal is met, missed, or not decided by this many runs.
 */
function refreshPairsLine(result: SizeResult): string | undefined {
  const seconds = result.refreshSeconds;
  if (!seconds || seconds.records.length < 2) return undefined;
  const toFloor = pairedRatios(seconds.records, seconds.noop);
  const toShape = pairedRatios(seconds.records, seconds.shaped);
  const floorInterval = medianInterval(toFloor);
  const shapeInterval = medianInterval(toShape);
  const range = (interval: MedianInterval) => `${fixed(interval.low, 2)}–${fixed(interval.high, 2)}`;
  return (
    `refresh run by run (${toFloor.length} runs of each stack, each run's three back to back): ` +
    `records ÷ floor ${fixed(median(toFloor), 2)}, ${range(floorInterval)} holding the median with ` +
    `${(floorInterval.coverage * 100).toFixed(0)}% confidence, goal ≤ ${RATIO_GOAL}: ${verdict(floorInterval, RATIO_GOAL)}; ` +
    `records ÷ same shape ${fixed(median(toShape), 2)}, ${range(shapeInterval)}`
  );
}

/** ✓ or ✗ only when the whole interval is on one side of the goal. */
function verdict(interval: MedianInterval, goal: number): string {
  if (interval.high <= goal) return "✓";
  if (interval.low > goal) return "✗";
  return "≈, undecided (the interval holds the goal: more runs, --refresh-runs, or a quieter machine decide it)";
}

/** Per-resource cost from the smallest to the largest size: linear when it does not grow. */
export function linearityReport(small: SizeResult, large: SizeResult): string {
  const perResource = (result: SizeResult, kind: Kind, operation: (typeof operations)[number]) =>
    (medianSeconds(kindSamples(result, kind, operation)) * 1000) / result.count;
  const rows = operations.map((operation) => {
    const floor = [perResource(small, "noop", operation), perResource(large, "noop", operation)] as const;
    const records = [
      perResource(small, "records", operation),
      perResource(large, "records", operation),
    ] as const;
    const growth = records[1] / records[0];
    const floorGrowth = floor[1] / floor[0];
    return [
      operation,
      `${fixed(floor[0], 1)} → ${fixed(floor[1], 1)} (×${fixed(floorGrowth, 2)})`,
      `${fixed(records[0], 1)} → ${fixed(records[1], 1)}`,
      `×${fixed(growth, 2)}`,
      mark(growth <= GROWTH_GOAL),
      `×${fixed(growth / floorGrowth, 2)}`,
      mark(growth / floorGrowth <= GROWTH_GOAL),
      `${fixed(records[0] - floor[0], 1)} → ${fixed(records[1] - floor[1], 1)}`,
    ];
  });
  return [
    `Linearity, N = ${small.count} → ${large.count}: milliseconds per resource (fixed costs such as starting the CLI and compiling the program spread thinner as N grows)`,
    "",
    textTable(
      [
        "operation",
        "floor ms/resource",
        "records ms/record",
        "growth",
        `≤ ${GROWTH_GOAL}`,
        "growth ÷ floor's",
        `≤ ${GROWTH_GOAL}`,
        "records − floor, ms/record",
      ],
      rows,
      ["left", "right", "right", "right", "left", "right", "left", "right"],
    ),
    "",
    "growth ÷ floor's: the records' growth beyond the engine's own (its checkpoints rewrite the whole state, so its cost per resource grows with N)",
  ].join("\n");
}

function secondsRange(samples: readonly OperationSample[]): { min: number; max: number } {
  const seconds = samples.map((s) => s.seconds);
  return { min: Math.min(...seconds), max: Math.max(...seconds) };
}

/** `up` at several --parallel values: not slower with more parallelism, and no request refused. */
export function parallelReport(result: ParallelResult): string {
  const rows = result.byParallel.map(({ parallel, ups }) => {
    const peaks = ups.flatMap((s) =>
      s.requests.peakInFlight === undefined ? [] : [s.requests.peakInFlight],
    );
    return [
      String(parallel),
      fixed(medianSeconds(ups), 1),
      ups.map((s) => fixed(s.seconds, 1)).join(" "),
      peaks.length === 0 ? "n/a" : String(Math.max(...peaks)),
      fixed(medianRequests(ups) / result.count, 2),
      String(Math.max(...ups.map((s) => s.requests.failed))),
    ];
  });
  const lines = [
    `pulumi up of ${result.count} records at --parallel ${result.byParallel.map((p) => p.parallel).join(" and ")} (fresh stacks, interleaved rounds, each create answered ${result.apiLatencyMs} ms late as by a remote API${checkpointNote(result.skipCheckpoints)})`,
    "",
    textTable(
      [
        "parallel",
        "up s (median)",
        "per round s",
        "peak requests in flight",
        "API requests/record",
        "failed requests (max)",
      ],
      rows,
      ["right", "right", "left", "right", "right", "right"],
    ),
  ];
  const lowest = result.byParallel[0];
  const highest = result.byParallel.at(-1);
  if (lowest && highest && lowest !== highest) {
    const slowdown = medianSeconds(highest.ups) / medianSeconds(lowest.ups);
    const failed = Math.max(...highest.ups.map((s) => s.requests.failed));
    const [low, high] = [secondsRange(lowest.ups), secondsRange(highest.ups)];
    // Rounds of one setting vary by several percent: slower only when every round is behind
    // every round of the lower setting, not when the medians differ within that spread.
    const slower = high.min > low.max;
    lines.push(
      "",
      `--parallel ${highest.parallel} vs ${lowest.parallel}: time ×${fixed(slowdown, 2)}, rounds ${fixed(high.min, 1)}–${fixed(high.max, 1)} s ` +
        `against ${fixed(low.min, 1)}–${fixed(low.max, 1)} s (goal: not slower, i.e. not every round behind every round at ${lowest.parallel}) ${mark(!slower)}; ` +
        `failed requests ${failed} (goal 0, the API not overloaded) ${mark(failed === 0)}`,
    );
  }
  if (rows.some((row) => row[3] === "n/a")) {
    lines.push("peak requests in flight: n/a where the emulator's request log has no inFlight field");
  }
  return lines.join("\n");
}
