import { type EmulatorOptions, type RunningEmulator, startEmulator } from "../../emulator";
import { RegistrarClient } from "../../provider/client";
import { emulatorAdmin } from "./emulator-admin";

export type EmulatorAdmin = ReturnType<typeof emulatorAdmin>;

/** A running emulator with what the tests use against it. */
export interface StartedEmulator {
  emulator: RunningEmulator;
  /** Its base URL and full-scope key, as the client, the lookups and the provider's settings take them. */
  options: { baseUrl: string; apiKey: string };
  /** The package's client on that address and key. */
  client: RegistrarClient;
  /** The admin endpoints: request log, faults, reset, clock. */
  admin: EmulatorAdmin;
}

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
 * One emulator for the enclosing file or describe block: started on 127.0.0.1 port 0 (any
 * free one, so files run side by side) before its tests, stopped after them with its client.
 * `started` receives it once it runs, for the block's own variables.
 */
export function useEmulator(options: UseEmulatorOptions, started: (emulator: StartedEmulator) => void): void {
  const { providerSettings = false, resetEachTest = false, ...emulatorOptions } = options;
  let running: StartedEmulator | undefined;
  beforeAll(async () => {
    const emulator = await startEmulator(emulatorOptions);
    const settings = { baseUrl: emulator.url, apiKey: emulator.apiKey };
    running = {
      emulator,
      options: settings,
      client: new RegistrarClient(settings),
      admin: emulatorAdmin(emulator.url),
    };
    if (providerSettings) {
      process.env.REGISTRAR_BASE_URL = emulator.url;
      process.env.REGISTRAR_API_KEY = emulator.apiKey;
    }
    started(running);
  });
  afterAll(async () => {
    if (providerSettings) {
      delete process.env.REGISTRAR_BASE_URL;
      delete process.env.REGISTRAR_API_KEY;
    }
    await running?.client.close();
    await running?.emulator.stop();
  });
  if (resetEachTest) beforeEach(() => running?.admin.reset());
}
