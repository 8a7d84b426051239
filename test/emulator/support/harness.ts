import { request } from "undici";
import { type EmulatorOptions, ManualClock, type RunningEmulator, startEmulator } from "../../../emulator";

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  body: any;
}

export interface CallOptions {
  body?: unknown;
  /** Sent verbatim instead of JSON-encoding `body`. */
  rawBody?: string;
  /** null: no x-api-key header; default: the full-scope key. */
  key?: string | null;
}

export interface Harness extends RunningEmulator {
  clock: ManualClock;
  call(method: string, path: string, opts?: CallOptions): Promise<CallResult>;
  admin(method: string, path: string, body?: unknown): Promise<CallResult>;
}

/** The emulator on 127.0.0.1, port 0, frozen clock: deterministic tests over real HTTP. */
export async function startHarness(opts: EmulatorOptions = {}): Promise<Harness> {
  const clock = new ManualClock("2025-01-01T00:00:00Z");
  const emulator = await startEmulator({ clock, ...opts });
  const call = async (method: string, path: string, o: CallOptions = {}): Promise<CallResult> => {
    const headers: Record<string, string> = {};
    const key = o.key === undefined ? emulator.apiKey : o.key;
    if (key !== null) headers["x-api-key"] = key;
    let payload: string | undefined = o.rawBody;
    if (payload === undefined && o.body !== undefined) payload = JSON.stringify(o.body);
    if (payload !== undefined) headers["content-type"] = "application/json";
    const res = await request(`${emulator.url}${path}`, {
      method: method as "GET",
      headers,
      body: payload,
    });
    const text = await res.body.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, headers: res.headers, text, body };
  };
  return {
    ...emulator,
    clock: (opts.clock as ManualClock | undefined) ?? clock,
    call,
    admin: (method, path, body) => call(method, `/__emulator${path}`, { body, key: null }),
  };
}
