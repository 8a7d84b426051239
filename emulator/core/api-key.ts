/** Value of the default key, which holds every scope (overridable with `apiKey` / `--api-key`). */
export const DEFAULT_API_KEY = "emulator-key";

/**
 * Key values: visible ASCII without spaces, 1–256 characters, so that they travel unchanged in
 * an `x-api-key` header (HTTP trims surrounding spaces and mangles non-ASCII).
 */
export const API_KEY_PATTERN = /^[\x21-\x7e]{1,256}$/;

/** Throws a RangeError for a value API_KEY_PATTERN refuses; never echoes the value. */
export function checkApiKey(value: unknown): void {
  if (typeof value !== "string" || !API_KEY_PATTERN.test(value)) {
    throw new RangeError("an API key must be 1–256 visible ASCII characters without spaces");
  }
}
