import type { EmulatorOptions } from "../../emulator";
import { forgetTakenOver } from "../../provider/common/taken-over";
import { type InProcessEmulator, startTestEmulator } from "./emulator-harness";

export type { EmulatorAdmin } from "./emulator-admin";
export type { InProcessEmulator } from "./emulator-harness";

export interface UseEmulatorOptions extends EmulatorOptions {
  /**
   * Points the provider's settings at it (REGISTRAR_BASE_URL, REGISTRAR_API_KEY) while the file
   * runs: provider methods called directly build their client from these, as in a provider process.
   */
  providerSettings?: boolean;
  /** Resets the emulator's state (fixtures, request log, faults) before each test. */
  resetEachTest?: boolean;
}

/**
 * The emulator harness (emulator-harness.ts) for the enclosing file or describe block: started
 * before its tests, stopped after them with its client. `started` receives it once it runs, for
 * the block's own variables.
 */
export function useEmulator(
  options: UseEmulatorOptions,
  started: (emulator: InProcessEmulator) => void,
): void {
  const { providerSettings = false, resetEachTest = false, ...emulatorOptions } = options;
  let running: InProcessEmulator | undefined;
  beforeAll(async () => {
    running = await startTestEmulator(emulatorOptions);
    if (providerSettings) {
      process.env.REGISTRAR_BASE_URL = running.url;
      process.env.REGISTRAR_API_KEY = running.apiKey;
    }
    started(running);
  });
  afterAll(async () => {
    if (providerSettings) {
      delete process.env.REGISTRAR_BASE_URL;
      delete process.env.REGISTRAR_API_KEY;
    }
    await running?.stop();
  });
  if (resetEachTest) {
    beforeEach(() => {
      // A reset gives the same ids out again: what a resource took over before is forgotten too.
      forgetTakenOver();
      return running?.admin.reset();
    });
  }
}
