import type { FaultSpec, LogEntry } from "../../emulator";
import { httpCall } from "./http-call";

/**
 * A request log entry. `inFlight` (requests being handled when it arrived, itself included) is
 * optional: emulators from before it was added do not record it.
 */
export type LoggedRequest = Omit<LogEntry, "inFlight"> & { inFlight?: number };

/** One injected fault, as POST /__emulator/faults takes it, naming the method and path it meets. */
export type Fault = FaultSpec & { method: string; path: string };

/** The registry of `domain` unreachable for its next `times` calls (of `operation`, else any). */
export interface RegistryOutage {
  domain: string;
  operation?: "availability" | "dnssec";
  times?: number;
}

export type EmulatorAdmin = ReturnType<typeof emulatorAdmin>;

/**
 * The emulator's control endpoints (docs/emulator.md, "Control endpoints"; no API key), as the
 * tests and the benchmark use them: each method gives the answer's `response` and throws on a
 * status from 300. `send` gives any endpoint's answer as it came, for the tests of the endpoints
 * themselves (`path` below /__emulator, with its leading slash).
 */
export function emulatorAdmin(url: string) {
  const send = (method: string, path: string, body?: unknown) =>
    httpCall(`${url}/__emulator${path}`, method, { body });
  const call = async (method: "GET" | "POST" | "DELETE", path: string, body?: unknown) => {
    const answer = await send(method, path, body);
    if (answer.status >= 300)
      throw new Error(`${method} /__emulator${path}: ${answer.status} ${answer.text}`);
    // Admin answers use the API's success envelope.
    return answer.body?.response;
  };
  return {
    send,
    requests: (): Promise<LoggedRequest[]> => call("GET", "/requests"),
    clearRequests: () => call("DELETE", "/requests"),
    faults: (faults: Fault[]) => call("POST", "/faults", { faults }),
    clearFaults: () => call("DELETE", "/faults"),
    /** Back to the fixtures; also clears the request log and the faults. */
    reset: () => call("POST", "/reset"),
    /** The emulator's time (ISO) and its rate: emulated seconds per real second (0: frozen). */
    clock: (): Promise<{ now: string; rate: number }> => call("GET", "/clock"),
    advanceClock: (advanceSeconds: number) => call("POST", "/clock", { advanceSeconds }),
    /** The state dump: every area's part (zones, DNSSEC with its jobs, TLS orders), no secrets. */
    state: (): Promise<Record<string, unknown>> => call("GET", "/state"),
    /** The pending validation of an order passes now (an approver answered, DNS elsewhere found). */
    approveValidation: (certificateId: string) => call("POST", `/tls/certificate/${certificateId}/approve`),
    registryOutages: (outages: RegistryOutage[]) => call("POST", "/registry/outages", { outages }),
  };
}
