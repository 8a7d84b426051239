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
import { noteRetry } from "./common/retry-notes";
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
 * What a recipe's steps are given of their provider's settings, as a front end received them
 * (the dynamic provider's stack config, the plugin's Configure): each front end makes them
 * once per configuration with `recipeSettings` and hands them to every step, so no setting
 * lives in a module of its own.
 */
export interface RecipeSettings {
  /** Where to find the API and how hard to press it; the environment fills what is unset. */
  readonly api: ApiSettings;
  /** registrar:maxChangeRatio as given: DnsZone's change-ratio guard lifted for a run. */
  readonly maxChangeRatio?: string;
  /** registrar:zoneValidation as given (JSON): the zone validators' settings for every zone. */
  readonly zoneValidation?: string;
  /** What is wrong with `api` (after the environment's fallback), found once when they were made. */
  readonly problem?: string;
}

/** The settings named as stack config names them (`registrar:baseUrl`), read by `get`. */
export function recipeSettings(get: (key: string) => string | undefined): RecipeSettings {
  const api: ApiSettings = {
    baseUrl: get("registrar:baseUrl"),
    apiKey: get("registrar:apiKey"),
    maxConcurrentRequests: get("registrar:maxConcurrentRequests"),
    requestTimeoutSeconds: get("registrar:requestTimeoutSeconds"),
  };
  const maxChangeRatio = get("registrar:maxChangeRatio");
  const zoneValidation = get("registrar:zoneValidation");
  const problem = checkSettings(api);
  return {
    api,
    ...(maxChangeRatio === undefined ? {} : { maxChangeRatio }),
    ...(zoneValidation === undefined ? {} : { zoneValidation }),
    ...(problem === undefined ? {} : { problem }),
  };
}

const clients = new Map<string, RegistrarClient>();

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
 * can be made. `recipeSettings` asks once per configuration, so a bad setting fails once, before
 * any resource work, rather than once per resource.
 */
export function checkSettings(settings: ApiSettings): string | undefined {
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

/**
 * Whether the key is the only setting missing (a pull request's preview, run without the
 * secrets): what needs no API is still checked, and the account is left to `up`.
 */
export function onlyApiKeyMissing(settings: ApiSettings): boolean {
  return !resolve(settings).apiKey && checkSettings({ ...settings, apiKey: "given" }) === undefined;
}

export const maxChangeRatioSetting = "registrar:maxChangeRatio (or REGISTRAR_MAX_CHANGE_RATIO)";

/**
 * The share of a zone's records one run may change, when config or the environment sets it for
 * every DnsZone (a one-run override of their `maxChangeRatio`); an Error when it is not a number
 * from 0 to 1.
 */
export function maxChangeRatioOverride(settings: RecipeSettings): number | undefined {
  const text = settings.maxChangeRatio || process.env.REGISTRAR_MAX_CHANGE_RATIO;
  if (!text) return undefined;
  const ratio = Number(text);
  if (!(ratio >= 0 && ratio <= 1)) {
    throw new Error(
      `${maxChangeRatioSetting} must be a number from 0 to 1 (1 allows any change), got "${text}"`,
    );
  }
  return ratio;
}

/**
 * One client per address, key and tuning for the life of the process, so connections are reused.
 * The client and undici load on the first call here, and an API area's response schemas at the
 * first request of that area (client/operation-of.ts): `configure`, `check` and `diff`, all a
 * preview runs, need them only for a DnsZone not created yet (one read of its zone) and a
 * TlsCertificate's product limits.
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
      // A request sent again shows as a progress line of the step that sent it, so a wait for
      // Retry-After is not silent.
      onRetry: noteRetry,
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
export function zoneValidationSetting(
  settings: RecipeSettings,
): { text: string; setting: string } | undefined {
  if (settings.zoneValidation) return { text: settings.zoneValidation, setting: "registrar:zoneValidation" };
  const env = process.env.REGISTRAR_ZONE_VALIDATION;
  return env ? { text: env, setting: "REGISTRAR_ZONE_VALIDATION" } : undefined;
}
