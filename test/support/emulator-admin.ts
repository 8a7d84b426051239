import { request } from "undici";

export interface LoggedRequest {
  method: string;
  path: string;
  status: number | null;
  time: string;
  /** Requests in flight at the emulator when this one arrived, itself included. */
  inFlight?: number;
}

export interface Fault {
  method: string;
  path: string;
  action?: "drop-before" | "drop-after" | "delay";
  times?: number;
  status?: number;
  body?: unknown;
  /** Extra headers of the answer, e.g. Retry-After. */
  headers?: Record<string, string>;
  delayMs?: number;
}

/** The emulator's admin endpoints (no API key), as tests use them. */
export function emulatorAdmin(url: string) {
  const call = async (method: "GET" | "POST" | "DELETE", path: string, body?: unknown) => {
    const res = await request(`${url}/__emulator/${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`${method} /__emulator/${path}: ${res.statusCode} ${text}`);
    // Admin answers use the API's success envelope.
    return text ? JSON.parse(text).response : undefined;
  };
  return {
    requests: (): Promise<LoggedRequest[]> => call("GET", "requests"),
    clearRequests: () => call("DELETE", "requests"),
    faults: (faults: Fault[]) => call("POST", "faults", { faults }),
    clearFaults: () => call("DELETE", "faults"),
    reset: () => call("POST", "reset"),
    advanceClock: (advanceSeconds: number) => call("POST", "clock", { advanceSeconds }),
    /** The state dump: every area's part (zones, DNSSEC with its jobs, TLS orders), no secrets. */
    state: (): Promise<Record<string, unknown>> => call("GET", "state"),
  };
}
