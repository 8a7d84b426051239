import type { LogEntry } from "../emulator";

/**
 * A request log entry. `inFlight` (requests being handled when it arrived, itself included) is
 * optional: emulators from before it was added do not record it.
 */
export type LoggedRequest = Omit<LogEntry, "inFlight"> & { inFlight?: number };

export interface EmulatorAdmin {
  /** Back to the fixtures; also clears the request log. */
  reset(): Promise<void>;
  clearRequests(): Promise<void>;
  requests(): Promise<LoggedRequest[]>;
  /** The emulator's time (ISO) and its rate: emulated seconds per real second (0: frozen). */
  clock(): Promise<{ now: string; rate: number }>;
  /** Every create (POST /dns/rr) answered `delayMs` later, `times` times. */
  delayCreates(delayMs: number, times: number): Promise<void>;
}

/**
 * The emulator's control endpoints (docs/emulator.md, "Control endpoints"). They refuse a body
 * that is not declared JSON, so every call declares it; Node's fetch sends no Origin header.
 */
export function emulatorAdmin(url: string): EmulatorAdmin {
  const call = async (method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${url}/__emulator/${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} /__emulator/${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text).response : undefined;
  };
  return {
    reset: async () => void (await call("POST", "reset")),
    clearRequests: async () => void (await call("DELETE", "requests")),
    requests: async () => (await call("GET", "requests")) as LoggedRequest[],
    clock: async () => (await call("GET", "clock")) as { now: string; rate: number },
    delayCreates: async (delayMs, times) =>
      void (await call("POST", "faults", {
        faults: [{ method: "POST", path: "^/dns/rr$", action: "delay", delayMs, times }],
      })),
  };
}
