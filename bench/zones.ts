import { type EmulatorProcess, startEmulatorProcess } from "../test/support/emulator-harness";
import type { ZoneScale } from "./bench-options";
import { addProgram, prepareEngineWorkspace } from "./engine-workspace";
import { expectChanges, openZonesStack, type TimedStep, timedStep } from "./zone-stack";
import { benchDomains, writeZoneFixtures } from "./zones-fixtures";
import { type ZonePath, zonePaths, zonesProgramFiles } from "./zones-program";
import { type ZoneOperation, zoneOperations, zonesReport } from "./zones-report";

/** Progress goes to stderr, so stdout holds the report alone. */
const progress = (message: string) => console.error(`  … ${message}`);

/**
 * Z zones of R records through the real CLI three ways: a DnsZone per zone, a DnsRecord per
 * record, and a no-op dynamic resource per record (the engine's floor); for each, `up`,
 * `preview --refresh`, `refresh` and `destroy`, timed, with the API requests by method. One
 * emulator process (its fixtures add the zones), reset before each path.
 */
export async function zonesAgainstRecords(
  pulumiDir: string,
  scale: ZoneScale,
  skipCheckpoints: boolean,
  stepLimitSeconds = Number.POSITIVE_INFINITY,
): Promise<void> {
  progress("preparing the workspace: npm pack, npm install");
  const workspace = prepareEngineWorkspace();
  let emulator: EmulatorProcess | undefined;
  try {
    const programDir = addProgram(workspace, "zones", zonesProgramFiles);
    const domains = benchDomains(scale.zones);
    emulator = await startEmulatorProcess({ fixturesFile: writeZoneFixtures(workspace.dir, domains) });
    const { admin } = emulator;
    const results = {} as Record<ZonePath, Partial<Record<ZoneOperation, TimedStep>>>;
    for (const path of zonePaths) {
      await admin.reset();
      const resources = path === "zone" ? domains.length : domains.length * scale.recordsPerZone;
      const config = { kind: path, domains, perZone: scale.recordsPerZone };
      const { stack, dispose } = await openZonesStack(
        pulumiDir,
        programDir,
        emulator,
        config,
        `zones-${path}`,
      );
      try {
        const steps: Record<ZoneOperation, (signal: AbortSignal) => Promise<unknown>> = {
          up: async (signal) =>
            expectChanges(
              "up",
              (await stack.up({ signal })).summary.resourceChanges,
              "create",
              resources + 1,
            ),
          "preview --refresh": (signal) => stack.preview({ refresh: true, expectNoChanges: true, signal }),
          refresh: (signal) => stack.refresh({ signal }),
          destroy: async (signal) =>
            expectChanges(
              "destroy",
              (await stack.destroy({ signal })).summary.resourceChanges,
              "delete",
              resources + 1,
            ),
        };
        const samples: Partial<Record<ZoneOperation, TimedStep>> = {};
        for (const operation of zoneOperations) {
          const sample = await timedStep(admin, steps[operation], stepLimitSeconds);
          samples[operation] = sample;
          progress(`${path} ${operation}: ${sample.stopped ? "> " : ""}${sample.seconds.toFixed(1)} s`);
          // The stack is half made: its later operations would measure something else.
          if (sample.stopped) break;
        }
        results[path] = samples;
      } finally {
        await dispose();
      }
    }
    console.log(zonesReport(scale, skipCheckpoints, results));
  } finally {
    await emulator?.stop();
    workspace.dispose();
  }
}
