import { processIO } from "../cli/process-io";
import { type CommandIO, runCommand } from "../cli/run-command";
import { type BenchOptions, benchCommand, type Section } from "./bench-options";
import { clientRoundTrips } from "./client-round-trips";
import { emulatorAtScale } from "./emulator-scale";
import { engineAgainstFloor } from "./engine-floor";
import { wholeEstate } from "./estate";
import { normalization } from "./normalization";
import { pulumiCliDir } from "./pulumi-cli-dir";
import { quickstart } from "./quickstart";
import { zonesAgainstRecords } from "./zones";

/**
 * Timings of the parts users wait on, by section: input normalization, API round trips through
 * the client, the emulator with large zones, the quickstart through the real Pulumi CLI, and
 * DnsRecords against the engine's floor at scale. Figures are printed, never asserted.
 * `node dist/bench/run.js --help` lists the options. Resolves with the exit status: 0, or 2 on
 * bad usage; a section that fails throws.
 */
export function runBench(argv: readonly string[], io: CommandIO): Promise<number> {
  return runCommand(benchCommand, argv, io, {}, runSections);
}

async function runSections(options: BenchOptions): Promise<number> {
  const run: Record<Section, () => Promise<void>> = {
    normalization,
    client: clientRoundTrips,
    emulator: emulatorAtScale,
    quickstart: () => quickstart(pulumiCliDir()),
    engine: () => engineAgainstFloor(pulumiCliDir(), options),
    zones: () =>
      zonesAgainstRecords(
        pulumiCliDir(),
        options.zoneScale,
        options.skipCheckpoints,
        options.stepLimitSeconds,
      ),
    estate: () =>
      wholeEstate(pulumiCliDir(), {
        zoneScale: options.zoneScale,
        scales: options.estateScales,
        skipCheckpoints: options.skipCheckpoints,
        parallel: options.estateParallel,
        maxConcurrentRequests: options.estateMaxConcurrentRequests,
        requestsPerSecond: options.estateRequestsPerSecond,
      }),
  };
  for (const section of options.sections) {
    console.log(`\n## ${section}\n`);
    await run[section]();
  }
  return 0;
}

if (require.main === module) {
  runBench(process.argv.slice(2), processIO).then(
    (status) => {
      process.exitCode = status;
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
