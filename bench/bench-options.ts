import { HELP, parseCommandLine } from "../cli/command-line";
import type { Command } from "../cli/run-command";
import { UsageError } from "../cli/usage-error";

/** Sections in the order they run: the quick ones first. */
export const sections = [
  "normalization",
  "client",
  "emulator",
  "quickstart",
  "engine",
  "zones",
  "estate",
] as const;
export type Section = (typeof sections)[number];

export interface BenchOptions {
  sections: Section[];
  /** Resource counts of the engine section. */
  sizes: number[];
  /** Interleaved rounds per size of the engine section; medians are reported. */
  rounds: number;
  /** Refreshes per stack and round of the engine section; the median one is kept. */
  refreshRuns: number;
  /** `--parallel` values compared for `up` of the largest size; empty: no comparison. */
  parallel: number[];
  /** Engine, zones and estate: run with PULUMI_SKIP_CHECKPOINTS, to see the costs that checkpoint writes hide. */
  skipCheckpoints: boolean;
  /** Engine, --parallel comparison: ms the emulator waits before answering each create (0: none). */
  apiLatencyMs: number;
  /** Zones and estate: how many zones (domains in the estate), and records in each. */
  zoneScale: ZoneScale;
  /** Zones: seconds one operation of one path may take before it is stopped and reported so. */
  stepLimitSeconds: number;
  /** Estate: multiples of the 1x estate (`zoneScale`'s domains), each run in turn, smallest first. */
  estateScales: number[];
  /** Estate and its floor: `--parallel` of every operation; undefined: the CLI's default (4 per core). */
  estateParallel: number | undefined;
  /** Estate: registrar:maxConcurrentRequests, the client's cap; undefined: the provider's default. */
  estateMaxConcurrentRequests: number | undefined;
  /** Estate: the emulator's account request limit (--requests-per-second); undefined: none. */
  estateRequestsPerSecond: number | undefined;
}

export interface ZoneScale {
  zones: number;
  recordsPerZone: number;
}

export const usage = `usage: node dist/bench/run.js [options]   (npm run bench -- [options])

  --only <sections>   comma-separated, of: ${sections.join(", ")} (default: all)
  --sizes <counts>    engine: resources per stack (default: 200,1000)
  --rounds <n>        engine: rounds per size, each on fresh stacks, medians reported (default: 3)
  --refresh-runs <n>  engine: refreshes of each stack per round, the median kept: refresh is
                      the quickest operation and the noisiest; every run also gives a paired
                      ratio, and their median an interval (default: 3)
  --parallel <list>   engine: pulumi up --parallel values compared at the largest size
                      (default: 16,64; "none" skips the comparison)
  --api-latency-ms <n>  engine, --parallel comparison: the emulator answers each create after
                      n ms, as a remote API does (default: 100; 0 for loopback speed)
  --skip-checkpoints  engine, zones, estate: set PULUMI_SKIP_CHECKPOINTS (the engine then writes the
                      state once at the end instead of around every resource operation; 5,000
                      DnsRecords with checkpoints take tens of minutes)
  --zone-scale <Z>x<R>  zones and estate: Z zones of R records each; the estate has Z domains,
                      each with DNSSEC and two DV certificates (default: 50x100)
  --step-limit <s>    zones: an operation of a path still running after s seconds is stopped,
                      reported as "> s", and the path's later operations skipped: at 50x100 the
                      DnsRecord path's up runs for over 20 minutes on 2 cores (default: 600)
  --estate-scale <list>  estate: multiples of the 1x estate (--zone-scale's domains and
                      records, DNSSEC and two DV certificates per domain; at 50x100, 300
                      resources), each run in turn with the engine's floor for as many
                      resources, then their growth (default: 1; "1,3,10" for the whole curve)
  --estate-parallel <n>  estate and its floor: pulumi --parallel of every operation (default:
                      the CLI's own, 4 per core)
  --estate-max-concurrent-requests <n>  estate: registrar:maxConcurrentRequests, the requests
                      the provider has in flight at once (default: the provider's own, 8)
  --estate-requests-per-second <n>  estate: the emulator limits the account to n API requests
                      a second (429 with Retry-After beyond it), as a real API's account limit
                      would (default: no limit)
  --help, -h          this text`;

function positiveIntegers(flag: string, text: string): number[] {
  const values = text.split(",").map((part) => part.trim());
  for (const value of values) {
    if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`${flag}: "${value}" is not a positive integer`);
  }
  return values.map(Number);
}

function sectionList(text: string): Section[] {
  const names = text.split(",").map((part) => part.trim());
  for (const name of names) {
    if (!(sections as readonly string[]).includes(name)) {
      throw new UsageError(`--only: unknown section "${name}"`);
    }
  }
  // Run in the usual order whatever order they were named in.
  return sections.filter((section) => names.includes(section));
}

/** The bench's own options; --help is every command's. */
const flags = {
  only: { type: "string" },
  sizes: { type: "string", default: "200,1000" },
  rounds: { type: "string", default: "3" },
  "refresh-runs": { type: "string", default: "3" },
  parallel: { type: "string", default: "16,64" },
  "skip-checkpoints": { type: "boolean", default: false },
  "api-latency-ms": { type: "string", default: "100" },
  "zone-scale": { type: "string", default: "50x100" },
  "step-limit": { type: "string", default: "600" },
  "estate-scale": { type: "string", default: "1" },
  "estate-parallel": { type: "string" },
  "estate-max-concurrent-requests": { type: "string" },
  "estate-requests-per-second": { type: "string" },
} as const;

function zoneScale(text: string): ZoneScale {
  const match = /^([1-9]\d*)x([1-9]\d*)$/.exec(text.trim());
  if (!match) {
    throw new UsageError(`--zone-scale: "${text}" is not <zones>x<records>, e.g. 50x100`);
  }
  return { zones: Number(match[1]), recordsPerZone: Number(match[2]) };
}

export function parseBenchOptions(args: readonly string[]): BenchOptions | typeof HELP {
  const parsed = parseCommandLine(args, flags);
  if (parsed === HELP) return HELP;
  const { values } = parsed;
  const [rounds] = positiveIntegers("--rounds", values.rounds);
  const [refreshRuns] = positiveIntegers("--refresh-runs", values["refresh-runs"]);
  return {
    sections: values.only === undefined ? [...sections] : sectionList(values.only),
    sizes: positiveIntegers("--sizes", values.sizes),
    rounds: rounds as number,
    refreshRuns: refreshRuns as number,
    parallel: values.parallel === "none" ? [] : positiveIntegers("--parallel", values.parallel),
    skipCheckpoints: values["skip-checkpoints"],
    apiLatencyMs:
      values["api-latency-ms"] === "0"
        ? 0
        : (positiveIntegers("--api-latency-ms", values["api-latency-ms"])[0] as number),
    zoneScale: zoneScale(values["zone-scale"]),
    stepLimitSeconds: positiveIntegers("--step-limit", values["step-limit"])[0] as number,
    estateScales: [...new Set(positiveIntegers("--estate-scale", values["estate-scale"]))].sort(
      (a, b) => a - b,
    ),
    estateParallel:
      values["estate-parallel"] === undefined
        ? undefined
        : positiveIntegers("--estate-parallel", values["estate-parallel"])[0],
    estateMaxConcurrentRequests:
      values["estate-max-concurrent-requests"] === undefined
        ? undefined
        : positiveIntegers("--estate-max-concurrent-requests", values["estate-max-concurrent-requests"])[0],
    estateRequestsPerSecond:
      values["estate-requests-per-second"] === undefined
        ? undefined
        : positiveIntegers("--estate-requests-per-second", values["estate-requests-per-second"])[0],
  };
}

/** The bench as a command: `npm run bench -- …` runs it; it starts its own emulators, so reads no setting. */
export const benchCommand: Command<BenchOptions> = {
  name: "bench",
  usage,
  parse: (argv) => parseBenchOptions(argv),
};
