import { performance } from "node:perf_hooks";
import { openLocalStack } from "../scripts/local-stack";
import type { EmulatorAdmin, LoggedRequest } from "../test/support/emulator-admin";
import { type EmulatorProcess, startEmulatorProcess } from "../test/support/emulator-harness";
import { countByKind } from "./api-request-kinds";
import type { ZoneScale } from "./bench-options";
import { addProgram, type EngineWorkspace, prepareEngineWorkspace } from "./engine-workspace";
import {
  type EstateOperation,
  type EstateRun,
  estateGrowthReport,
  estateOperations,
  estateReport,
  type MeasuredStep,
} from "./estate-report";
import { sliceTimeline } from "./estate-timeline";
import { type ProviderUsage, sampleProviderUsage } from "./provider-usage";
import { byType, stepRecorder } from "./step-timeline";
import { expectChanges, openZonesStack, type Stack, type TimedStep, timedStep } from "./zone-stack";
import { benchDomains, writeZoneFixtures } from "./zones-fixtures";
import { zonesProgramFiles } from "./zones-program";

/** Emulated time runs this much faster: a DNSSEC job of 33 emulated minutes takes 3.3 s. */
export const ESTATE_CLOCK_RATE = 600;
/** DV certificates per domain (www and api). */
export const CERTIFICATES_PER_DOMAIN = 2;

const progress = (message: string) => console.error(`  … ${message}`);

export interface EstateBenchOptions {
  /** The 1x estate: its domains and the records of each. */
  zoneScale: ZoneScale;
  /** Multiples of the 1x estate, run in turn. */
  scales: number[];
  skipCheckpoints: boolean;
  /** `--parallel` of every operation; undefined: the CLI's default. */
  parallel: number | undefined;
  /** registrar:maxConcurrentRequests; undefined: the provider's default. */
  maxConcurrentRequests: number | undefined;
  /** The emulator's account request limit; undefined: none. */
  requestsPerSecond: number | undefined;
}

/**
 * The whole estate in one program: per domain a DnsZone of R records, provider-mode DNSSEC and
 * two DV certificates (each with its CertificateRequest), against an emulator whose clock runs
 * ESTATE_CLOCK_RATE times faster. Per scale: its first `up` (timed by resource type and in slices,
 * with the API's requests by kind), a no-change `up`, `preview --refresh`, `refresh` and
 * `destroy`, each with its requests and the provider's peak memory and CPU; then the same
 * operations on as many no-op resources, the engine's floor, in the same mode.
 */
export async function wholeEstate(pulumiDir: string, options: EstateBenchOptions): Promise<void> {
  progress("preparing the workspace: npm pack, npm install");
  const workspace = prepareEngineWorkspace();
  try {
    const programDir = addProgram(workspace, "estate", zonesProgramFiles);
    const runs: EstateRun[] = [];
    for (const scale of options.scales) {
      const run = await measureEstate(pulumiDir, workspace, programDir, options, scale);
      runs.push(run);
      console.log(`\n${estateReport(run)}`);
    }
    if (runs.length > 1) console.log(`\n${estateGrowthReport(runs)}`);
  } finally {
    workspace.dispose();
  }
}

async function measureEstate(
  pulumiDir: string,
  workspace: EngineWorkspace,
  programDir: string,
  options: EstateBenchOptions,
  scale: number,
): Promise<EstateRun> {
  const domains = benchDomains(options.zoneScale.zones * scale);
  const recordsPerZone = options.zoneScale.recordsPerZone;
  // Per domain: the zone, DNSSEC, and a CertificateRequest and a TlsCertificate per certificate.
  const resources = domains.length * (2 + 2 * CERTIFICATES_PER_DOMAIN);
  let emulator: EmulatorProcess | undefined;
  try {
    emulator = await startEmulatorProcess({
      fixturesFile: writeZoneFixtures(workspace.dir, domains),
      clockRate: ESTATE_CLOCK_RATE,
      requestsPerSecond: options.requestsPerSecond,
    });
    const { admin } = emulator;
    const config = { kind: "estate", domains, perZone: recordsPerZone };
    const label = `estate-${scale}x`;
    const opened = await openZonesStack(
      pulumiDir,
      programDir,
      emulator,
      config,
      label,
      options.skipCheckpoints,
      options.maxConcurrentRequests,
    );
    const { parallel } = options;
    let estate: Record<EstateOperation, MeasuredStep>;
    let timeline: EstateRun["timeline"];
    try {
      const recorder = stepRecorder(performance.now());
      const clockAtStart = await admin.clock();
      const { log, ...first } = await measured(workspace, admin, async () => {
        const up = await opened.stack.up({ parallel, onEvent: (event) => recorder.onEvent(event) });
        expectChanges("first up", up.summary.resourceChanges, "create", resources + 1);
      });
      progress(`${label} first up: ${first.seconds.toFixed(1)} s`);
      timeline = {
        types: byType(recorder.spans()),
        slices: sliceTimeline(
          recorder.spans(),
          log,
          { originMs: Date.parse(clockAtStart.now), rate: clockAtStart.rate },
          first.seconds,
        ),
      };
      estate = {
        "first up": first,
        ...(await laterOperations(workspace, admin, opened.stack, resources, parallel, label)),
      };
    } finally {
      await opened.dispose();
    }
    const floor = await measureFloor(pulumiDir, workspace, admin, resources, options, label);
    return {
      scale,
      domains: domains.length,
      records: domains.length * recordsPerZone,
      certificates: domains.length * CERTIFICATES_PER_DOMAIN,
      resources,
      clockRate: ESTATE_CLOCK_RATE,
      skipCheckpoints: options.skipCheckpoints,
      parallel,
      maxConcurrentRequests: options.maxConcurrentRequests,
      requestsPerSecond: options.requestsPerSecond,
      estate,
      floor,
      timeline,
    };
  } finally {
    await emulator?.stop();
  }
}

/**
 * The operations after the first `up`, on a stack of `resources` (and its Stack resource), each
 * checked to do what the goal assumes; the estate's and its floor's alike.
 */
function laterSteps(
  stack: Stack,
  resources: number,
  parallel: number | undefined,
  label: string,
): Omit<Record<EstateOperation, () => Promise<unknown>>, "first up"> {
  return {
    "no-change up": async () =>
      expectChanges(
        `${label}no-change up`,
        (await stack.up({ parallel })).summary.resourceChanges,
        "same",
        resources + 1,
      ),
    "preview --refresh": () => stack.preview({ refresh: true, expectNoChanges: true, parallel }),
    refresh: () => stack.refresh({ parallel }),
    destroy: async () =>
      expectChanges(
        `${label}destroy`,
        (await stack.destroy({ parallel })).summary.resourceChanges,
        "delete",
        resources + 1,
      ),
  };
}

/** The operations after the first `up`, each timed with its requests. */
async function laterOperations(
  workspace: EngineWorkspace,
  admin: EmulatorAdmin,
  stack: Stack,
  resources: number,
  parallel: number | undefined,
  label: string,
): Promise<Omit<Record<EstateOperation, MeasuredStep>, "first up">> {
  const steps = laterSteps(stack, resources, parallel, "");
  const results = {} as Omit<Record<EstateOperation, MeasuredStep>, "first up">;
  for (const operation of estateOperations.slice(1) as Exclude<EstateOperation, "first up">[]) {
    const { log: _log, ...step } = await measured(workspace, admin, steps[operation]);
    results[operation] = step;
    progress(`${label} ${operation}: ${results[operation].seconds.toFixed(1)} s`);
  }
  return results;
}

/**
 * The engine's floor for `resources`: the same operations on as many no-op dynamic resources
 * (bench/engine-program.ts), in the estate's mode (checkpoints, --parallel), right after it.
 */
async function measureFloor(
  pulumiDir: string,
  workspace: EngineWorkspace,
  admin: EmulatorAdmin,
  resources: number,
  options: EstateBenchOptions,
  label: string,
): Promise<Record<EstateOperation, MeasuredStep>> {
  const { stack, dispose } = await openLocalStack(`${label}-floor`, workspace.programDir, pulumiDir);
  const { parallel } = options;
  try {
    if (options.skipCheckpoints) stack.workspace.envVars.PULUMI_SKIP_CHECKPOINTS = "true";
    await stack.setAllConfig({ kind: { value: "noop" }, count: { value: String(resources) } });
    const steps: Record<EstateOperation, () => Promise<unknown>> = {
      "first up": async () =>
        expectChanges(
          "floor up",
          (await stack.up({ parallel })).summary.resourceChanges,
          "create",
          resources + 1,
        ),
      ...laterSteps(stack, resources, parallel, "floor "),
    };
    const results = {} as Record<EstateOperation, MeasuredStep>;
    for (const operation of estateOperations) {
      const { log: _log, ...step } = await measured(workspace, admin, steps[operation]);
      results[operation] = step;
      progress(`${label} floor ${operation}: ${results[operation].seconds.toFixed(1)} s`);
    }
    return results;
  } finally {
    await dispose();
  }
}

/** One operation, timed, with its API requests (the log too) and the provider's peak memory and CPU seconds. */
async function measured(
  workspace: EngineWorkspace,
  admin: EmulatorAdmin,
  run: () => Promise<unknown>,
): Promise<MeasuredStep & { log: LoggedRequest[] }> {
  const sampler = sampleProviderUsage(workspace.dir);
  let usage: ProviderUsage | undefined;
  let step: TimedStep;
  try {
    step = await timedStep(admin, run);
  } finally {
    usage = sampler.stop(); // also when the step failed: no timer outlives it
  }
  const log = await admin.requests();
  return {
    ...step,
    kinds: countByKind(log),
    log,
    providerPeakBytes: usage.peakBytes,
    providerCpuSeconds: usage.cpuSeconds,
  };
}
