import { domainToASCII } from "node:url";
import { recordLimits } from "./limits";

const labelPattern = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/;
/** The full stops IDNA maps to ".", so "bücher。example" has a dot as "bücher.example" does. */
const anyDot = /[.\u3002\uff0e\uff61]/;
const finalDot = /[.\u3002\uff0e\uff61]$/;

/** `name` with exactly one trailing dot added when it has none ("example.com" → "example.com."). */
export function withTrailingDot(name: string): string {
  return name.endsWith(".") ? name : `${name}.`;
}

/** `name` without its trailing dot ("example.com." → "example.com"), e.g. for a URL path. */
export function withoutTrailingDot(name: string): string {
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/**
 * Names `toFqdn` already made canonical (without wildcard): the API repeats the zone in every
 * record it returns, so a refresh of a thousand records converts three zones, not a thousand.
 */
const knownFqdns = new Map<string, string>();
const MAX_KNOWN_FQDNS = 1024;

/**
 * An absolute name in canonical form: lower case, IDN labels in punycode, one trailing dot
 * (given or not). For zones and names the API returns. A `*` label is refused unless
 * `wildcard` (then only as the first label). Throws an Error saying what is wrong.
 */
export function toFqdn(input: string, options: { wildcard?: boolean } = {}): string {
  const wildcard = options.wildcard ?? false;
  const known = wildcard ? undefined : knownFqdns.get(input);
  if (known !== undefined) return known;
  const fqdn = canonical(nonEmpty(input).replace(finalDot, ""), input, wildcard);
  if (!wildcard) {
    if (knownFqdns.size >= MAX_KNOWN_FQDNS) knownFqdns.clear();
    knownFqdns.set(input, fqdn);
  }
  return fqdn;
}

/**
 * A record's `name`, relative to `zone` (canonical, from `toFqdn`) unless it is absolute: "@" is
 * the zone itself; a name ending in a dot is absolute, and so is one already ending in the zone
 * ("www.example.com" in zone example.com stays www.example.com.). Anything else, even with dots
 * ("s1._domainkey"), lies below the zone. Without a zone every name is absolute. A wildcard
 * first label is allowed.
 */
export function recordName(input: string, zone?: string): string {
  const raw = nonEmpty(input);
  if (raw === "@") {
    if (!zone) throw new Error('"@" stands for the zone apex and needs `zone`');
    return zone;
  }
  if (finalDot.test(raw) || !zone) return canonical(raw.replace(finalDot, ""), input, true);
  const asWritten = canonical(raw, input, true);
  if (isWithinZone(asWritten, zone)) return asWritten;
  return canonical(`${raw}.${withoutTrailingDot(zone)}`, input, true);
}

/**
 * The target of a CNAME, ALIAS or MX record (`data`). A target containing a dot is absolute,
 * with or without the trailing dot ("mx1.example.net" → "mx1.example.net."). A single label
 * ("mail") or "@" is relative to `zone` (canonical): "mail.example.com.", or the apex; without a
 * zone it is an error asking for the full name. No wildcard: the API refuses one in a target.
 */
export function targetName(input: string, zone?: string): string {
  const raw = nonEmpty(input);
  if (anyDot.test(raw)) return canonical(raw.replace(finalDot, ""), input, false);
  if (!zone) {
    const what =
      raw === "@" ? '"@" stands for the zone apex' : `"${raw}" is a single label, relative to zone`;
    throw new Error(`${what}, and zone is not set: write the full name (e.g. "${raw}.example.com.")`);
  }
  return raw === "@" ? zone : canonical(`${raw}.${withoutTrailingDot(zone)}`, input, false);
}

/** True when the target would be resolved against a zone (see `targetName`). */
export function isRelativeTarget(input: string): boolean {
  return !anyDot.test(input.trim());
}

/** True when `name` is `zone` itself or lies below it (both canonical). */
export function isWithinZone(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`);
}

/** The account zone that holds `name`: the longest matching suffix. */
export function zoneOf(name: string, zones: readonly string[]): string | undefined {
  return zones.filter((zone) => isWithinZone(name, zone)).sort((a, b) => b.length - a.length)[0];
}

function nonEmpty(input: string): string {
  const raw = input.trim();
  if (raw === "") throw new Error("must not be empty");
  return raw;
}

/**
 * What a name may be written with: letters and digits of any script (IDN), combining marks,
 * hyphens, underscores, "*" and the full stops. `domainToASCII` is a converter, not a validator:
 * it cuts a name at / ? # \ and drops tabs and newlines ("bad?.com" becomes "bad"), so anything
 * else is refused here, before it could name another object than the one the program declares.
 */
const writtenWith = /^[\p{L}\p{M}\p{N}_*.\u3002\uff0e\uff61-]+$/u;

/** `name` (no trailing dot) checked label by label and returned with its trailing dot. */
function canonical(name: string, input: string, wildcard: boolean): string {
  if (!writtenWith.test(name)) {
    const [index, char] = [...name].map((c, i) => [i, c] as const).find(([, c]) => !writtenWith.test(c)) ?? [
      0,
      "",
    ];
    const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    throw new Error(
      `"${input}" has ${JSON.stringify(char)} (${code}) at position ${index + 1}, which a domain name cannot hold: ` +
        "use letters, digits, hyphens, underscores and dots",
    );
  }
  const ascii = domainToASCII(name);
  if (ascii === "") throw new Error(`"${input}" is not a valid domain name`);
  if (ascii.length > recordLimits.name)
    throw new Error(`"${input}" is longer than ${recordLimits.name} characters`);
  ascii.split(".").forEach((label, index) => {
    if (label === "") throw new Error(`"${input}" has an empty label`);
    if (label === "*") {
      if (!wildcard) throw new Error(`"${input}": a wildcard "*" is not allowed here`);
      if (index !== 0) throw new Error(`"*" may only be the first label of "${input}"`);
      return;
    }
    if (label.length > recordLimits.label)
      throw new Error(`label "${label}" of "${input}" is longer than ${recordLimits.label} characters`);
    if (!labelPattern.test(label))
      throw new Error(`label "${label}" of "${input}" has characters not allowed in a name`);
  });
  return `${ascii}.`;
}
