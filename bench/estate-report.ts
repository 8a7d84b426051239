import { kindOfToken } from "../provider/resources/kinds";
import { type KindCounts, type RequestKind, requestKinds } from "./api-request-kinds";
import type { TimelineSlice } from "./estate-timeline";
import type { TypeTimeline } from "./step-timeline";
import { textTable } from "./text-table";
import type { TimedStep } from "./zone-stack";

export const estateOperations = [
  "first up",
  "no-change up",
  "preview --refresh",
  "refresh",
  "destroy",
] as const;
export type EstateOperation = (typeof estateOperations)[number];

/** The goals of the 10x estate, in seconds, on the machine and with the settings the README recommends. */
export const ESTATE_GOALS: Partial<Record<EstateOperation, number>> = {
  "first up": 300,
  "no-change up": 60,
  destroy: 300,
};

/** One operation: its time and requests, and the provider processes' peak memory and CPU seconds. */
export interface MeasuredStep extends TimedStep {
  /** The requests by kind, with the most about one object. */
  kinds: Partial<Record<RequestKind, KindCounts>>;
  providerPeakBytes: number | undefined;
  providerCpuSeconds: number | undefined;
}

export interface EstateRun {
  /** The multiple of the 1x estate. */
  scale: number;
  domains: number;
  records: number;
  certificates: number;
  resources: number;
  clockRate: number;
  skipCheckpoints: boolean;
  parallel: number | undefined;
  /** registrar:maxConcurrentRequests; undefined: the provider's default. */
  maxConcurrentRequests: number | undefined;
  /** The emulator's account request limit; undefined: none. */
  requestsPerSecond: number | undefined;
  estate: Record<EstateOperation, MeasuredStep>;
  /** The same operations on as many no-op resources, in the same mode. */
  floor: Record<EstateOperation, MeasuredStep>;
  /** The first `up` by resource type and in slices. */
  timeline: {
    types: readonly TypeTimeline[];
    slices: readonly TimelineSlice[];
  };
}

const methods = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;
/** Requests that change something: every method but GET. */
export const writesOf = (step: TimedStep) => step.requests.total - (step.requests.byMethod.GET ?? 0);

const megabytes = (bytes: number | undefined) => (bytes === undefined ? "-" : (bytes / 2 ** 20).toFixed(0));
const cpu = (seconds: number | undefined) => (seconds === undefined ? "-" : seconds.toFixed(1));
/** A resource type as its kind's name, where it is one of this package's. */
const shortType = (type: string) => kindOfToken(type) ?? type;

/** What the run was: its size and settings, in one line. */
function heading(run: EstateRun): string {
  return (
    `estate ${run.scale}x: ${run.domains} domains, ${run.records} records in DnsZones, provider-mode DNSSEC on each, ` +
    `${run.certificates} DV certificates; ${run.resources} resources; emulator clock × ${run.clockRate}; ` +
    `checkpoints ${run.skipCheckpoints ? "skipped (PULUMI_SKIP_CHECKPOINTS=true)" : "written"}; ` +
    `--parallel ${run.parallel ?? "the CLI's default"}; ` +
    `registrar:maxConcurrentRequests ${run.maxConcurrentRequests ?? "the provider's default"}; ` +
    `account request limit ${run.requestsPerSecond === undefined ? "none" : `${run.requestsPerSecond} per second`}`
  );
}

/** Whether each read of a refresh was made once per object, and each order placed once. */
function checks(run: EstateRun): string[] {
  const refresh = run.estate.refresh.requests;
  const kinds = run.estate["first up"].kinds;
  const refreshKinds = run.estate.refresh.kinds;
  const most = (kind: RequestKind) => refreshKinds[kind]?.mostPerObject ?? 0;
  const mostListings = Math.max(0, ...Object.values(refresh.listingsByZone));
  const met = (ok: boolean) => (ok ? "met" : "missed");
  const goals = estateOperations.flatMap((op) => {
    const goal = ESTATE_GOALS[op];
    if (goal === undefined) return [];
    const seconds = run.estate[op].seconds;
    return [`${op} ${seconds.toFixed(1)} s (goal < ${goal} s: ${met(seconds < goal)})`];
  });
  const placed = kinds["order placed"]?.total ?? 0;
  return [
    `goals: ${goals.join("; ")}; no-change up ${writesOf(run.estate["no-change up"])} writes (goal 0: ${met(writesOf(run.estate["no-change up"]) === 0)})`,
    `refresh: most listings of one zone ${mostListings}, reads of one DNSSEC config ${most("DNSSEC read")}, ` +
      `of one order ${most("order read")} (goal 1 each: ${met(mostListings === 1 && most("DNSSEC read") === 1 && most("order read") === 1)}); ` +
      `records read by id ${refresh.readsById}; failed requests ${refresh.failed}`,
    `first up: ${placed} orders placed for ${run.certificates} certificates (goal: each once: ${met(placed === run.certificates)}); ` +
      `failed requests ${run.estate["first up"].requests.failed}`,
    `refused by the account's request limit (429, waited and sent again): ${estateOperations
      .map((op) => `${op} ${run.estate[op].requests.limited}`)
      .join(", ")}`,
    `provider's share (estate − floor): first up ${(run.estate["first up"].seconds - run.floor["first up"].seconds).toFixed(1)} s, ` +
      `no-change up ${(run.estate["no-change up"].seconds - run.floor["no-change up"].seconds).toFixed(1)} s, ` +
      `destroy ${(run.estate.destroy.seconds - run.floor.destroy.seconds).toFixed(1)} s`,
  ];
}

/** Each operation's time beside the floor's, its requests by method, the provider's memory and CPU. */
function operationsTable(run: EstateRun): string {
  return textTable(
    ["operation", "s", "floor s", "requests", ...methods, "provider peak MB", "provider CPU s"],
    estateOperations.map((op) => {
      const step = run.estate[op];
      return [
        op,
        step.seconds.toFixed(1),
        run.floor[op].seconds.toFixed(1),
        String(step.requests.total),
        ...methods.map((method) => String(step.requests.byMethod[method] ?? 0)),
        megabytes(step.providerPeakBytes),
        cpu(step.providerCpuSeconds),
      ];
    }),
    ["left", ...Array(10).fill("right")],
  );
}

function typesTable(types: readonly TypeTimeline[]): string {
  return textTable(
    [
      "first up: resource type",
      "steps",
      "first start s",
      "last end s",
      "median step s",
      "p90 s",
      "longest s",
    ],
    types.map((t) => [
      shortType(t.type),
      String(t.steps),
      t.firstStartSeconds.toFixed(1),
      t.lastEndSeconds.toFixed(1),
      t.medianSeconds.toFixed(1),
      t.p90Seconds.toFixed(1),
      t.longestSeconds.toFixed(1),
    ]),
    ["left", ...Array(6).fill("right")],
  );
}

/**
 * The first `up` slice by slice: the most steps of each of this package's types under way at
 * once, the requests by kind, the most in flight.
 */
function slicesTable(slices: readonly TimelineSlice[], types: readonly TypeTimeline[]): string {
  const typeNames = types.map((t) => t.type).filter((type) => !type.startsWith("pulumi:"));
  const kinds = requestKinds.filter((kind) => slices.some((slice) => slice.requests[kind]));
  return textTable(
    ["first up: s", ...typeNames.map(shortType), ...kinds, "in flight"],
    slices.map((slice) => [
      `${slice.startSeconds.toFixed(0)}–${slice.endSeconds.toFixed(0)}`,
      ...typeNames.map((type) => String(slice.stepsUnderWay[type] ?? 0)),
      ...kinds.map((kind) => String(slice.requests[kind] ?? 0)),
      String(slice.peakInFlight),
    ]),
    ["left", ...Array(typeNames.length + kinds.length + 1).fill("right")],
  );
}

/** Requests by kind of the first `up` and the refresh: the polls, and how many about one object. */
function requestKindsTable(run: EstateRun): string {
  const ops = ["first up", "refresh"] as const;
  return textTable(
    ["requests by kind", ...ops.flatMap((op) => [`${op}`, "objects", "most per object"])],
    requestKinds.flatMap((kind) => {
      if (ops.every((op) => !run.estate[op].kinds[kind])) return [];
      return [
        [
          kind,
          ...ops.flatMap((op) => {
            const counts = run.estate[op].kinds[kind];
            return counts
              ? [String(counts.total), String(counts.objects), String(counts.mostPerObject)]
              : ["0", "-", "-"];
          }),
        ],
      ];
    }),
    ["left", ...Array(6).fill("right")],
  );
}

/** One scale's figures: the operations against the floor, the checks, and the first `up`'s timeline. */
export function estateReport(run: EstateRun): string {
  return [
    heading(run),
    "",
    operationsTable(run),
    "",
    ...checks(run),
    "",
    typesTable(run.timeline.types),
    "",
    "steps under way (the most at once), requests by kind and the most in flight, slice by slice:",
    slicesTable(run.timeline.slices, run.timeline.types),
    "",
    requestKindsTable(run),
  ].join("\n");
}

/** Every scale's seconds side by side, with the floor's first `up`: how each operation grows. */
export function estateGrowthReport(runs: readonly EstateRun[]): string {
  return textTable(
    ["scale", "resources", ...estateOperations.map((op) => `${op} s`), "floor up s", "floor destroy s"],
    runs.map((run) => [
      `${run.scale}x`,
      String(run.resources),
      ...estateOperations.map((op) => run.estate[op].seconds.toFixed(1)),
      run.floor["first up"].seconds.toFixed(1),
      run.floor.destroy.seconds.toFixed(1),
    ]),
    ["left", ...Array(estateOperations.length + 3).fill("right")],
  );
}
