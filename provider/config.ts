import type { ConfigureRequest } from "@pulumi/pulumi/dynamic";
import type { ClientOptions } from "./client/client-options";
import { ConfigurationError } from "./client/errors";
import {
  baseUrlProblem,
  concurrencyProblem,
  DEFAULT_MAX_CONCURRENT_REQUESTS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  timeoutProblem,
} from "./client/option-checks";
import type { RegistrarClient } from "./client/registrar-client";
import { clock } from "./common/clock";
import { mayWaitBeforeDeadline } from "./common/deadline-scope";
import { saveCompileCacheSoon } from "./compile-cache";

/**
 * Where to find the API and how hard to press it; a missing value falls back to
 * REGISTRAR_BASE_URL / REGISTRAR_API_KEY / REGISTRAR_MAX_CONCURRENT_REQUESTS.
 */
export interface ApiSettings {
  baseUrl?: string;
  apiKey?: string;
  /** Requests in flight at once (default 8); stack config and the environment give it as text. */
  maxConcurrentRequests?: number | string;
  /** Seconds one API call may take, retries included (default 60). */
  requestTimeoutSeconds?: number | string;
}

/**
 * How every message names a setting: the user may have set either the stack config or the
 * environment variable, so both are named. The client's messages (401, refused connection, bad
 * base URL) use these too.
 */
export const settingNames = {
  baseUrl: "registrar:baseUrl (or REGISTRAR_BASE_URL)",
  apiKey: "registrar:apiKey (or REGISTRAR_API_KEY)",
  maxConcurrentRequests: "registrar:maxConcurrentRequests (or REGISTRAR_MAX_CONCURRENT_REQUESTS)",
  requestTimeoutSeconds: "registrar:requestTimeoutSeconds (or REGISTRAR_REQUEST_TIMEOUT_SECONDS)",
};

/**
 * The provider's settings: stack config `registrar:baseUrl` / `registrar:apiKey`, delivered
 * through `configure`. Held in this module and read when a call needs it: never captured by the
 * serialized provider.
 */
let fromStack: ApiSettings = {};
/** registrar:maxChangeRatio from the stack config: DnsZone's change-ratio guard lifted for a run. */
let maxChangeRatioFromStack: string | undefined;
/** registrar:zoneValidation from the stack config: the zone validators' settings as JSON. */
let zoneValidationFromStack: string | undefined;
/** The client for `fromStack`, once made: every resource operation asks for it (a refresh, once per record). */
let stackClient: RegistrarClient | undefined;
const clients = new Map<string, RegistrarClient>();

export function configure(request: ConfigureRequest): void {
  stackClient = undefined;
  maxChangeRatioFromStack = request.config.get("registrar:maxChangeRatio");
  zoneValidationFromStack = request.config.get("registrar:zoneValidation");
  fromStack = {
    baseUrl: request.config.get("registrar:baseUrl"),
    apiKey: request.config.get("registrar:apiKey"),
    maxConcurrentRequests: request.config.get("registrar:maxConcurrentRequests"),
    requestTimeoutSeconds: request.config.get("registrar:requestTimeoutSeconds"),
  };
}

/** Stack config first, then the environment. */
function resolve(settings: ApiSettings): ApiSettings {
  return {
    baseUrl: settings.baseUrl || process.env.REGISTRAR_BASE_URL,
    apiKey: settings.apiKey || process.env.REGISTRAR_API_KEY,
    maxConcurrentRequests: settings.maxConcurrentRequests || process.env.REGISTRAR_MAX_CONCURRENT_REQUESTS,
    requestTimeoutSeconds: settings.requestTimeoutSeconds || process.env.REGISTRAR_REQUEST_TIMEOUT_SECONDS,
  };
}

/** The cap on requests in flight: the setting as a number, or the default when it is unset. */
function concurrencyOf(settings: ApiSettings): number {
  const text = settings.maxConcurrentRequests;
  return text ? Number(text) : DEFAULT_MAX_CONCURRENT_REQUESTS;
}

/**
 * What is wrong with the settings (after the environment fallback), or undefined when a client
 * can be made. The provider's `configure` calls it to fail once, before any resource work, rather
 * than once per resource. Defaults to the settings `configure` received.
 */
export function checkSettings(settings: ApiSettings = fromStack): string | undefined {
  const { baseUrl, apiKey } = resolve(settings);
  if (!baseUrl) {
    return `${settingNames.baseUrl} is not set: run \`pulumi config set registrar:baseUrl http://127.0.0.1:8787\` (your API's address) or set REGISTRAR_BASE_URL`;
  }
  const problem = baseUrlProblem(baseUrl, settingNames.baseUrl);
  if (problem) return problem;
  if (!apiKey) {
    return `${settingNames.apiKey} is not set: run \`pulumi config set --secret registrar:apiKey <key>\` or set REGISTRAR_API_KEY`;
  }
  const { maxConcurrentRequests: cap, requestTimeoutSeconds: timeout } = resolve(settings);
  const capProblem = cap ? concurrencyProblem(cap, settingNames.maxConcurrentRequests) : undefined;
  return capProblem ?? (timeout ? timeoutProblem(timeout, settingNames.requestTimeoutSeconds) : undefined);
}

export const maxChangeRatioSetting = "registrar:maxChangeRatio (or REGISTRAR_MAX_CHANGE_RATIO)";

/**
 * The share of a zone's records one run may change, when config or the environment sets it for
 * every DnsZone (a one-run override of their `maxChangeRatio`); an Error when it is not a number
 * from 0 to 1.
 */
export function maxChangeRatioOverride(): number | undefined {
  const text = maxChangeRatioFromStack || process.env.REGISTRAR_MAX_CHANGE_RATIO;
  if (!text) return undefined;
  const ratio = Number(text);
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new Error(
      `${maxChangeRatioSetting} must be a number from 0 to 1 (1 allows any change), got "${text}"`,
    );
  }
  return ratio;
}

/** The provider's client, for the stack's settings. */
export function registrarClient(): RegistrarClient {
  stackClient ??= clientFor(fromStack);
  return stackClient;
}

/**
 * One client per address, key and tuning for the life of the process, so connections are reused.
 * The client and undici load on the first call here, and an API area's response schemas at the
 * first request of that area (client/operation-of.ts): `configure`, `check` and `diff`, all a
 * preview runs, never need them.
 */
export function clientFor(
  settings: ApiSettings,
  tuning: Pick<ClientOptions, "maxRetries"> = {},
): RegistrarClient {
  const resolved = resolve(settings);
  const key = JSON.stringify([
    resolved.baseUrl,
    resolved.apiKey,
    resolved.maxConcurrentRequests,
    resolved.requestTimeoutSeconds,
    tuning.maxRetries,
  ]);
  // Every operation asks: settings a client was made for passed the checks already.
  let client = clients.get(key);
  if (!client) {
    const problem = checkSettings(settings);
    if (problem) throw new ConfigurationError(problem);
    const { baseUrl, apiKey } = resolved as Required<ApiSettings>;
    const maxConcurrentRequests = concurrencyOf(resolved);
    const timeoutMs = Number(resolved.requestTimeoutSeconds || DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000;
    const { RegistrarClient } =
      require("./client/registrar-client") as typeof import("./client/registrar-client");
    saveCompileCacheSoon();
    client = new RegistrarClient({
      baseUrl,
      apiKey,
      maxConcurrentRequests,
      timeoutMs,
      settingNames: { ...settingNames, timeout: settingNames.requestTimeoutSeconds },
      onServerTime: clock.noteApiTime,
      // A request sent again shows as a progress line, so a wait for Retry-After is not silent.
      onRetry: (note) => console.log(note),
      mayWait: mayWaitBeforeDeadline,
      ...tuning,
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * The zone validators' settings as given (JSON text) and the setting that gave them: stack config
 * registrar:zoneValidation, else REGISTRAR_ZONE_VALIDATION; undefined when neither is set.
 */
export function zoneValidationSetting(): { text: string; setting: string } | undefined {
  if (zoneValidationFromStack) return { text: zoneValidationFromStack, setting: "registrar:zoneValidation" };
  const env = process.env.REGISTRAR_ZONE_VALIDATION;
  return env ? { text: env, setting: "REGISTRAR_ZONE_VALIDATION" } : undefined;
}
