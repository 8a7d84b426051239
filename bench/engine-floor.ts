import { performance } from "node:perf_hooks";
import type { Stack } from "@pulumi/pulumi/automation";
import { openLocalStack } from "../scripts/local-stack";
import type { EmulatorAdmin } from "../test/support/emulator-admin";
import { type EmulatorProcess, startEmulatorProcess } from "../test/support/emulator-harness";
import { benchZones, providerModules, resourceTypes } from "./engine-program";
import { linearityReport, parallelReport, sizeReport } from "./engine-report";
import {
  type Kind,
  kinds,
  type Operation,
  type OperationSample,
  operations,
  type ParallelResult,
  type SizeResult,
  type StackRun,
} from "./engine-results";
import { type EngineWorkspace, prepareEngineWorkspace } from "./engine-workspace";
import { measurePluginColdStart, pluginColdStartReport } from "./plugin-cold-start";
import { processCpuTimes } from "./proc-status";
import { coldStartReport, measureColdStart } from "./provider-cold-start";
import { type ProviderUsage, sampleProviderUsage } from "./provider-usage";
import { countRequests } from "./request-counts";
import { medianItem } from "./statistics";

export interface EngineBenchOptions {
  sizes: number[];
  rounds: number;
  /** Refreshes of each stack per round; the median one is kept. */
  refreshRuns: number;
  /** --parallel values compared for `up` at the largest size; empty: none. */
  parallel: number[];
  /** Set PULUMI_SKIP_CHECKPOINTS for every operation. */
  skipCheckpoints: boolean;
  /** The --parallel comparison: each create answered this many ms late (a remote API's latency). */
  apiLatencyMs: number;
}

interface Bench {
  pulumiDir: string;
  skipCheckpoints: boolean;
  refreshRuns: number;
  workspace: EngineWorkspace;
  emulator: EmulatorProcess;
  admin: EmulatorAdmin;
}

/** Progress goes to stderr, so stdout holds the report alone. */
const progress = (message: string) => console.error(`  … ${message}`);

/**
 * Through the real CLI (Automation API), `up`, `preview`, `refresh` and `destroy` of N DnsRecords
 * against the same for N no-op dynamic resources, the engine's floor: both providers are modules
 * in node_modules, stored in the state as one require each. A third kind, the same-shape no-op,
 * has every property a DnsRecord sends: what separates the provider's own cost from the cost of
 * a resource's shape in the engine and the program. Every stack is fresh, on its own file
 * backend, against one emulator (its own process, as a real API is) reset at each round; in a
 * round, each operation runs on the three stacks back to back (measureRound).
 */
export async function engineAgainstFloor(pulumiDir: string, options: EngineBenchOptions): Promise<void> {
  progress("preparing the workspace: npm pack, npm install");
  const workspace = prepareEngineWorkspace();
  let emulator: EmulatorProcess | undefined;
  try {
    emulator = await startEmulatorProcess();
    const bench: Bench = {
      pulumiDir,
      skipCheckpoints: options.skipCheckpoints,
      refreshRuns: options.refreshRuns,
      workspace,
      emulator,
      admin: emulator.admin,
    };
    const results: SizeResult[] = [];
    for (const count of options.sizes) {
      const result = await measureSize(bench, count, options.rounds);
      results.push(result);
      console.log(`\n${sizeReport(result)}`);
    }
    const [smallest, largest] = [results[0], results.at(-1)];
    if (smallest && largest && smallest.count !== largest.count) {
      console.log(`\n${linearityReport(smallest, largest)}`);
    }
    console.log(`\n${coldStartReport(measureColdStart(workspace.dir, 7))}`);
    console.log(`\n${pluginColdStartReport(await measurePluginColdStart(workspace.dir, 7))}`);
    const largestCount = Math.max(...options.sizes);
    if (options.parallel.length > 0) {
      const parallel = await measureParallel(
        bench,
        largestCount,
        options.parallel,
        options.rounds,
        options.apiLatencyMs,
      );
      console.log(`\n${parallelReport(parallel)}`);
    }
  } finally {
    await emulator?.stop();
    workspace.dispose();
  }
}

async function measureSize(bench: Bench, count: number, rounds: number): Promise<SizeResult> {
  const runs: Record<Kind, StackRun[]> = { noop: [], shaped: [], records: [] };
  const refreshSeconds: Record<Kind, number[]> = { noop: [], shaped: [], records: [] };
  for (let round = 0; round < rounds; round++) {
    const order: Kind[] = kinds.map((_, i) => kinds[(i + round) % kinds.length] as Kind);
    // Once per size: the comparison only holds if both providers are stored as a require.
    const { picked: samples, refreshes } = await measureRound(
      bench,
      count,
      order,
      `r${round + 1}`,
      round === 0,
    );
    for (const kind of order) {
      runs[kind].push(samples[kind]);
      refreshSeconds[kind].push(...refreshes[kind]);
      progress(
        `N=${count} round ${round + 1}/${rounds} ${kind.padEnd(7)} ` +
          operations.map((op) => `${op} ${samples[kind][op].seconds.toFixed(1)} s`).join(" · "),
      );
    }
  }
  return {
    count,
    skipCheckpoints: bench.skipCheckpoints,
    zones: benchZones.length,
    refreshRuns: bench.refreshRuns,
    refreshSeconds,
    runs,
  };
}

/**
 * One round: a fresh stack of each kind, and each operation run on all of them back to back
 * before the next operation, the kinds taking turns to go first. The kinds' runs of an operation
 * are then seconds apart, not minutes, so the machine's drifting speed falls on them alike: the
 * ratios compare like with like. Refresh, which changes nothing, runs `refreshRuns` times per
 * stack, alternating between the stacks, and the median run of each counts; every run's seconds
 * are returned too, in order, for the paired ratios of the report.
 */
async function measureRound(
  bench: Bench,
  count: number,
  order: readonly Kind[],
  round: string,
  checkProvider: boolean,
): Promise<{ picked: Record<Kind, StackRun>; refreshes: Record<Kind, number[]> }> {
  await bench.admin.reset();
  const stacks: { kind: Kind; stack: Stack; dispose(): Promise<void> }[] = [];
  try {
    for (const kind of order) {
      stacks.push({ kind, ...(await openBenchStack(bench, kind, count, `${kind}-${count}-${round}`)) });
    }
    const perOperation = <T>(value: (step: Operation) => T) =>
      Object.fromEntries(operations.map((step) => [step, value(step)])) as Record<Operation, T>;
    const tries: Record<Kind, Record<Operation, OperationSample[]>> = {
      noop: perOperation(() => []),
      shaped: perOperation(() => []),
      records: perOperation(() => []),
    };
    for (const step of operations) {
      const runs = step === "refresh" ? bench.refreshRuns : 1;
      for (let run = 0; run < runs; run++) {
        for (let i = 0; i < stacks.length; i++) {
          const { kind, stack } = stacks[(i + run) % stacks.length] as (typeof stacks)[number];
          const sample = await measureStep(bench, stack, step, count, undefined);
          if (step === "up") await describeState(stack, kind, sample, checkProvider);
          tries[kind][step].push(sample);
        }
      }
    }
    const pick = (kind: Kind): StackRun =>
      perOperation((step) => medianItem(tries[kind][step], (sample) => sample.seconds));
    const refreshes = (kind: Kind) => tries[kind].refresh.map((sample) => sample.seconds);
    return {
      picked: { noop: pick("noop"), shaped: pick("shaped"), records: pick("records") },
      refreshes: { noop: refreshes("noop"), shaped: refreshes("shaped"), records: refreshes("records") },
    };
  } finally {
    for (const { dispose } of stacks) await dispose();
  }
}

async function measureParallel(
  bench: Bench,
  count: number,
  levels: readonly number[],
  rounds: number,
  apiLatencyMs: number,
): Promise<ParallelResult> {
  const sorted = [...new Set(levels)].sort((a, b) => a - b);
  const byParallel = sorted.map((parallel) => ({ parallel, ups: [] as OperationSample[] }));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? byParallel : [...byParallel].reverse();
    for (const entry of order) {
      const label = `records-${count}-p${entry.parallel}-r${round + 1}`;
      const up = await measureUp(bench, count, label, entry.parallel, apiLatencyMs);
      entry.ups.push(up);
      progress(
        `N=${count} round ${round + 1}/${rounds} up --parallel ${entry.parallel}: ${up.seconds.toFixed(1)} s`,
      );
    }
  }
  return { count, skipCheckpoints: bench.skipCheckpoints, apiLatencyMs, byParallel };
}

/** `up` of a fresh stack of `count` records, timed (the --parallel comparison). */
async function measureUp(
  bench: Bench,
  count: number,
  stackName: string,
  parallel: number,
  apiLatencyMs: number,
): Promise<OperationSample> {
  await bench.admin.reset();
  // Every create answered `apiLatencyMs` later.
  if (apiLatencyMs) {
    await bench.admin.faults([
      { method: "POST", path: "^/dns/rr$", action: "delay", delayMs: apiLatencyMs, times: count },
    ]);
  }
  const { stack, dispose } = await openBenchStack(bench, "records", count, stackName);
  try {
    return await measureStep(bench, stack, "up", count, parallel);
  } finally {
    await dispose();
  }
}

/** A stack of the benchmark's program on its own file backend, configured for `count` of `kind`. */
async function openBenchStack(bench: Bench, kind: Kind, count: number, stackName: string) {
  const opened = await openLocalStack(stackName, bench.workspace.programDir, bench.pulumiDir);
  try {
    if (bench.skipCheckpoints) opened.stack.workspace.envVars.PULUMI_SKIP_CHECKPOINTS = "true";
    await opened.stack.setAllConfig({
      kind: { value: kind },
      count: { value: String(count) },
      "registrar:baseUrl": { value: bench.emulator.url },
      "registrar:apiKey": { value: bench.emulator.apiKey, secret: true },
    });
    return opened;
  } catch (error) {
    await opened.dispose();
    throw error;
  }
}

/** After `up`: what the state stores per resource of `kind`, and that its provider is a require. */
async function describeState(
  stack: Stack,
  kind: Kind,
  sample: OperationSample,
  checkProvider: boolean,
): Promise<void> {
  const { deployment } = await stack.exportStack();
  const stored = storedResources(deployment, kind);
  sample.stateBytes = JSON.stringify(deployment).length;
  sample.stateProperties = propertiesPerResource(stored);
  if (checkProvider) checkStoredProvider(stored, kind);
}

/** One operation, timed, with its API requests, the provider's memory and CPU of every process. */
async function measureStep(
  bench: Bench,
  stack: Stack,
  step: Operation,
  count: number,
  parallel: number | undefined,
): Promise<OperationSample> {
  await bench.admin.clearRequests();
  const sampler = sampleProviderUsage(bench.workspace.dir);
  const cpuBefore = cpuSnapshot(bench.emulator.pid);
  const start = performance.now();
  let seconds = 0;
  let provider: ProviderUsage | undefined;
  try {
    await runStep(stack, step, count, parallel);
    seconds = (performance.now() - start) / 1000;
  } finally {
    provider = sampler.stop(); // also when the step failed: no timer outlives it
  }
  const cpuAfter = cpuSnapshot(bench.emulator.pid);
  return {
    seconds,
    requests: countRequests(await bench.admin.requests()),
    providerPeakBytes: provider.peakBytes,
    cpu: {
      cli: cpuAfter.cli - cpuBefore.cli,
      provider: provider.cpuSeconds,
      emulator: cpuAfter.emulator - cpuBefore.emulator,
    },
  };
}

interface StoredResource {
  type: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  propertyDependencies?: Record<string, unknown>;
}

/** The resources of `kind` in an exported deployment (`stack.exportStack()`). */
function storedResources(deployment: unknown, kind: Kind): StoredResource[] {
  const resources = (deployment as { resources?: StoredResource[] } | undefined)?.resources ?? [];
  return resources.filter((r) => r.type === resourceTypes[kind]);
}

/**
 * Inputs, outputs and property dependencies stored per resource, the mean: the engine
 * serializes each one at every checkpoint, so its cost follows this count more than bytes.
 */
function propertiesPerResource(resources: readonly StoredResource[]): number {
  const count = (map: object | undefined) => Object.keys(map ?? {}).length;
  const total = resources.reduce(
    (sum, r) => sum + count(r.inputs) + count(r.outputs) + count(r.propertyDependencies),
    0,
  );
  return resources.length === 0 ? Number.NaN : total / resources.length;
}

/**
 * CPU seconds so far of the CLI's processes (the children this process has waited for: the
 * engine, the program and the providers, each counted once its operation ended) and of the emulator.
 */
function cpuSnapshot(emulatorPid: number): { cli: number; emulator: number } {
  const self = processCpuTimes("self");
  const emulator = processCpuTimes(emulatorPid);
  if (!self || !emulator) throw new Error("CPU times are read from /proc, which this system lacks");
  return { cli: self.children, emulator: emulator.own };
}

/** Runs one operation and checks it did what the comparison assumes (all N created, nothing to change, all deleted). */
async function runStep(stack: Stack, step: Operation, count: number, parallel?: number): Promise<void> {
  // Every operation also counts the stack resource itself.
  const expectChanges = (what: string, changes: Record<string, number> | undefined, key: string) => {
    if (changes?.[key] !== count + 1) {
      throw new Error(
        `${what} of ${count} resources: expected ${count + 1} ${key}s, got ${JSON.stringify(changes)}`,
      );
    }
  };
  switch (step) {
    case "up":
      expectChanges("up", (await stack.up({ parallel })).summary.resourceChanges, "create");
      return;
    case "preview":
      await stack.preview({ expectNoChanges: true });
      return;
    case "refresh":
      await stack.refresh();
      return;
    case "destroy":
      expectChanges("destroy", (await stack.destroy()).summary.resourceChanges, "delete");
      return;
  }
}

/**
 * The stored `__provider` of a resource of `kind` must require its module: a provider serialized
 * by value (a symlinked package, a provider written in the program) is a far slower, false floor.
 */
function checkStoredProvider(resources: readonly StoredResource[], kind: Kind): void {
  const stored = resources[0]?.outputs?.__provider;
  if (typeof stored !== "string" || !stored.includes(`require("${providerModules[kind]}`)) {
    throw new Error(
      `the ${kind} provider is not stored as a require of ${providerModules[kind]}:\n${String(stored).slice(0, 500)}`,
    );
  }
}
