import { performance } from "node:perf_hooks";
import type { ZoneScale } from "./bench-options";
import { emulatorAdmin } from "./emulator-admin";
import { type EmulatorProcess, startEmulatorProcess } from "./emulator-process";
import { addProgram, prepareEngineWorkspace } from "./engine-workspace";
import { estateReport } from "./estate-report";
import { byType, stepRecorder } from "./step-timeline";
import { expectChanges, openZonesStack, timedStep } from "./zone-stack";
import { benchDomains, writeZoneFixtures } from "./zones-fixtures";
import { zonesProgramFiles } from "./zones-program";

/** Emulated time runs this much faster: a DNSSEC job of 33 emulated minutes takes 3.3 s. */
export const ESTATE_CLOCK_RATE = 600;
/** DV certificates per domain (www and api). */
export const CERTIFICATES_PER_DOMAIN = 2;

const progress = (message: string) => console.error(`  … ${message}`);

/**
 * The whole estate in one program and one `up`: per domain a DnsZone of R records, provider-mode
 * DNSSEC and two DV certificates (each with its CertificateRequest), against an emulator whose
 * clock runs ESTATE_CLOCK_RATE times faster. Then a second `up`, which should write nothing, and
 * `destroy`. The first `up`'s steps are timed by resource type, to show where its time goes.
 */
export async function wholeEstate(pulumiDir: string, scale: ZoneScale): Promise<void> {
  progress("preparing the workspace: npm pack, npm install");
  const workspace = prepareEngineWorkspace();
  let emulator: EmulatorProcess | undefined;
  try {
    const programDir = addProgram(workspace, "estate", zonesProgramFiles);
    const domains = benchDomains(scale.zones);
    emulator = await startEmulatorProcess({
      fixturesFile: writeZoneFixtures(workspace.dir, domains),
      clockRate: ESTATE_CLOCK_RATE,
    });
    const admin = emulatorAdmin(emulator.url);
    const config = { kind: "estate", domains, perZone: scale.recordsPerZone };
    const { stack, dispose } = await openZonesStack(pulumiDir, programDir, emulator, config, "estate");
    // Per domain: the zone, DNSSEC, and a CertificateRequest and a TlsCertificate per certificate.
    const resources = domains.length * (2 + 2 * CERTIFICATES_PER_DOMAIN);
    try {
      const recorder = stepRecorder(performance.now());
      const first = await timedStep(admin, async () => {
        const up = await stack.up({ onEvent: (event) => recorder.onEvent(event) });
        expectChanges("up", up.summary.resourceChanges, "create", resources + 1);
      });
      progress(`first up: ${first.seconds.toFixed(1)} s`);
      const second = await timedStep(admin, () => stack.up());
      progress(`second up: ${second.seconds.toFixed(1)} s`);
      const destroy = await timedStep(admin, () => stack.destroy());
      progress(`destroy: ${destroy.seconds.toFixed(1)} s`);
      console.log(
        estateReport(
          {
            ...scale,
            certificates: domains.length * CERTIFICATES_PER_DOMAIN,
            resources,
            clockRate: ESTATE_CLOCK_RATE,
          },
          { first, second, destroy },
          byType(recorder.spans()),
        ),
      );
    } finally {
      await dispose();
    }
  } finally {
    await emulator?.stop();
    workspace.dispose();
  }
}
