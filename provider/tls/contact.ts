import { countryCodes } from "./countries";

/**
 * Checks of the contact data that certificate products put into organization-validated
 * certificates. Each returns the canonical value or throws an Error whose message completes
 * "<property>: …".
 */

/** ISO 3166-1 alpha-2, stored upper case ("de" → "DE"). */
export function countryCode(input: string): string {
  const code = input.trim().toUpperCase();
  if (!countryCodes.has(code)) {
    throw new Error(`must be an ISO 3166-1 alpha-2 country code such as "DE" or "US", got "${input}"`);
  }
  return code;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function emailAddress(input: string): string {
  const text = input.trim();
  if (!EMAIL.test(text))
    throw new Error(`must be an e-mail address such as "tls@example.com", got "${input}"`);
  return text;
}

/** International form, as certificate authorities call back: "+", country code, number (E.164: 7 to 15 digits). */
export function phoneNumber(input: string): string {
  const text = input.trim();
  const digits = text.replace(/[^0-9]/g, "").length;
  if (!/^\+[1-9][0-9 .()-]*[0-9]$/.test(text) || digits < 7 || digits > 15) {
    throw new Error(
      `must be in international form: "+", country code and number, 7 to 15 digits (e.g. "+49 30 1234567"), got "${input}"`,
    );
  }
  return text;
}

/** Any other field: trimmed, not empty. */
export function requiredText(input: string): string {
  const text = input.trim();
  if (text === "") throw new Error("must not be empty");
  return text;
}
