import { baseUrlProblem, concurrencyProblem, timeoutProblem } from "../provider/client/option-checks";
import { unknownValue } from "../provider/common/unknown";
import { type RecipeSettings, recipeSettings } from "../provider/config";
import { validationSettingsFromText } from "../provider/dns/validators/settings";
import { packageName } from "../provider/type-tokens";
import { secret } from "./wire-values";

/**
 * The provider's settings: `registrar:Provider`'s inputs, and the stack config `registrar:<name>`
 * of the default provider; the names the TypeScript path reads (provider/config.ts). The schema's
 * `config` and `provider` are generated from this declaration and its comments.
 */
export interface ProviderArgs {
  /** The API's address, e.g. "https://api.example-registrar.com"; REGISTRAR_BASE_URL when unset. */
  baseUrl?: string;
  /** The API key; REGISTRAR_API_KEY when unset. Kept secret: never in the state in the clear, nor in any message. */
  apiKey?: string;
  /** Requests in flight at once, 1 to 1024 (default 8); REGISTRAR_MAX_CONCURRENT_REQUESTS when unset. @integer */
  maxConcurrentRequests?: number;
  /** Seconds one API call may take, retries included (default 60); REGISTRAR_REQUEST_TIMEOUT_SECONDS when unset. @integer */
  requestTimeoutSeconds?: number;
  /**
   * The share of a zone's records one run may change, 0 to 1, for every DnsZone of this provider
   * (a one-run override of their `maxChangeRatio`); REGISTRAR_MAX_CHANGE_RATIO when unset.
   */
  maxChangeRatio?: number;
  /**
   * The zone validators' severities and TTL range for every zone of this provider, as JSON, e.g.
   * `{"rules": {"duplicate-spf": "error"}, "ttl": {"min": 300}}` (docs/guides/zone-validation.md);
   * REGISTRAR_ZONE_VALIDATION when unset.
   */
  zoneValidation?: string;
}

/** The settings' names, in the order of ProviderArgs (the compiler checks both lists agree). */
export const providerSettingNames = [
  "baseUrl",
  "apiKey",
  "maxConcurrentRequests",
  "requestTimeoutSeconds",
  "maxChangeRatio",
  "zoneValidation",
] as const satisfies readonly (keyof ProviderArgs)[];
type Is<T extends U, U> = T;
/** Settings as text, as stack config gives them and the recipes' configure reads them. */
export type ProviderSettings = Partial<
  Record<Is<keyof ProviderArgs, (typeof providerSettingNames)[number]>, string>
>;

/** Settings whose value is a secret: never in the state in the clear, nor in any message. */
export const secretSettings: ReadonlySet<string> = new Set(["apiKey"]);

/**
 * One provider instance's settings from Configure: its arguments (an explicit provider's inputs,
 * or the stack config of the default provider), else the legacy `registrar:config:<name>`
 * variables. Numbers arrive as numbers from a program and as text from stack config.
 */
export function settingsOf(
  args: Record<string, unknown>,
  variables: ReadonlyMap<string, string>,
): ProviderSettings {
  const settings: ProviderSettings = {};
  for (const name of providerSettingNames) {
    const value =
      args[name] ?? variables.get(`${packageName}:config:${name}`) ?? variables.get(`${packageName}:${name}`);
    if (value !== undefined && value !== null && value !== "") settings[name] = String(value);
  }
  return settings;
}

/**
 * The settings the recipes' steps get (`registrar:<name>`, as stack config names them), made once
 * per Configure: each plugin process serves one provider instance, whose steps all get these.
 */
export function recipeSettingsOf(settings: ProviderSettings): RecipeSettings {
  return recipeSettings((key) => {
    const name = key.startsWith(`${packageName}:`) ? key.slice(packageName.length + 1) : key;
    return Object.hasOwn(settings, name) ? settings[name as keyof ProviderSettings] : undefined;
  });
}

/** A provider's inputs as CheckConfig returns them: the secret settings marked secret, so the state holds them encrypted. */
export function checkedProviderInputs(news: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(news).map(([name, value]) => [
      name,
      secretSettings.has(name) && typeof value === "string" ? secret(value) : value,
    ]),
  );
}

/** How each setting given is checked; the value is known and present. */
const settingChecks: Record<keyof ProviderArgs, (value: unknown, name: string) => string | undefined> = {
  baseUrl: (value, name) =>
    typeof value === "string" ? baseUrlProblem(value, name) : `${name} must be text`,
  apiKey: (value, name) =>
    typeof value === "string" && value !== "" ? undefined : `${name} must be non-empty text`,
  maxConcurrentRequests: (value, name) =>
    typeof value === "number" || typeof value === "string"
      ? concurrencyProblem(value, name)
      : `${name} must be a number`,
  requestTimeoutSeconds: (value, name) =>
    typeof value === "number" || typeof value === "string"
      ? timeoutProblem(value, name)
      : `${name} must be a number`,
  maxChangeRatio: (value, name) => {
    const ratio = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof ratio === "number" && ratio >= 0 && ratio <= 1
      ? undefined
      : `${name} must be a number from 0 to 1 (1 allows any change), got ${JSON.stringify(value)}`;
  },
  zoneValidation: (value, name) => {
    if (typeof value !== "string") return `${name} must be JSON text`;
    try {
      validationSettingsFromText(value, name);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  },
};

/**
 * What is wrong with a provider's settings as given (secrets unwrapped), one failure per setting,
 * so that CheckConfig names the provider's own input; a setting left out may come from the
 * environment and is checked when the first resource needs the API.
 */
export function providerInputProblems(
  inputs: Record<string, unknown>,
): { property: string; reason: string }[] {
  return providerSettingNames.flatMap((name) => {
    const value = inputs[name];
    if (value === undefined || value === null || value === unknownValue) return [];
    const reason = settingChecks[name](value, name);
    return reason ? [{ property: name, reason }] : [];
  });
}
