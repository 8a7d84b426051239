import { domainToASCII } from "node:url";

const labelPattern = /^(?:\*|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)$/;

/**
 * The canonical form of a DNS name: lower case, IDN labels in punycode, a trailing dot.
 * `origin` (a zone) makes relative names and "@" usable. Names ending in a dot are absolute, and
 * so are names already ending in the origin: "www.example.com" in zone example.com is not doubled.
 * Throws an Error whose message says what is wrong.
 */
export function toFqdn(input: string, origin?: string): string {
  const raw = input.trim();
  if (raw === "") throw new Error("must not be empty");
  let absolute: string;
  if (raw === "@") {
    if (!origin) throw new Error('"@" needs a zone to be relative to');
    absolute = origin;
  } else if (raw.endsWith(".") || !origin || endsWithZone(raw, origin)) {
    absolute = raw;
  } else {
    absolute = `${raw}.${origin}`;
  }
  const name = absolute.replace(/\.$/, "");
  const ascii = domainToASCII(name);
  if (ascii === "") throw new Error(`"${input}" is not a valid domain name`);
  const labels = ascii.split(".");
  if (ascii.length > 253) throw new Error(`"${input}" is longer than 253 characters`);
  labels.forEach((label, index) => {
    if (label === "") throw new Error(`"${input}" has an empty label`);
    if (label.length > 63) throw new Error(`label "${label}" of "${input}" is longer than 63 characters`);
    if (!labelPattern.test(label))
      throw new Error(`label "${label}" of "${input}" has characters not allowed in a name`);
    if (label === "*" && index !== 0) throw new Error(`"*" may only be the first label of "${input}"`);
  });
  return `${ascii}.`;
}

function endsWithZone(name: string, origin: string): boolean {
  const zone = domainToASCII(origin.replace(/\.$/, ""));
  const ascii = domainToASCII(name);
  return ascii === zone || ascii.endsWith(`.${zone}`);
}

/** True when `name` is `zone` itself or lies below it (both canonical). */
export function isWithinZone(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}

/** The account zone that holds `name`: the longest matching suffix. */
export function zoneOf(name: string, zones: readonly string[]): string | undefined {
  return zones.filter((zone) => isWithinZone(name, zone)).sort((a, b) => b.length - a.length)[0];
}
