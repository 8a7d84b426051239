/**
 * IP literal parsing, written for the emulator alone (see names.ts for why it is not shared).
 */

const OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
/** Dotted quad without leading zeros, which some parsers read as octal. */
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

export function isIPv4(text: string): boolean {
  return IPV4.test(text);
}

function groupsOf(part: string, allowTrailingV4: boolean): number[] | null {
  if (part === "") return [];
  const pieces = part.split(":");
  const out: number[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (allowTrailingV4 && i === pieces.length - 1 && piece.includes(".")) {
      if (!isIPv4(piece)) return null;
      const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
      out.push((a << 8) | b, (c << 8) | d);
    } else if (HEX_GROUP.test(piece)) {
      out.push(Number.parseInt(piece, 16));
    } else {
      return null;
    }
  }
  return out;
}

/**
 * Parses any RFC 4291 text form (`::` compression, embedded IPv4 tail; no zone index) into
 * its eight 16-bit groups, or null when the text is not an IPv6 address.
 */
export function parseIPv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = groupsOf(text, true);
    return groups && groups.length === 8 ? groups : null;
  }
  const head = groupsOf(halves[0] ?? "", false);
  const tail = groupsOf(halves[1] ?? "", true);
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

export function isIPv6(text: string): boolean {
  return parseIPv6(text) !== null;
}

/** One spelling per address, for comparing records (not for display: AAAA data is stored as sent). */
export function ipv6Key(text: string): string {
  const groups = parseIPv6(text);
  return groups ? groups.map((g) => g.toString(16)).join(":") : text;
}
