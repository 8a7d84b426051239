import type { Nameserver } from "../../core/account";
import { isInZone } from "../../core/names";
import type { Dnskey } from "../dnssec/dnskey";
import { DEFAULT_TTL, type StoredRecord } from "./record";
import type { Zone } from "./zone";

/**
 * RFC 1035 master-file export of a zone, accepted by `named-checkzone`. Names are written
 * absolute so the file reads the same wherever it is included.
 */

/** SOA timers: refresh, retry, expire, negative-caching TTL. */
const SOA_TIMERS = "10800 3600 1209600 300";
/** A character-string holds at most 255 octets (RFC 1035 §3.3). */
const CHUNK = 255;

/** One quoted character-string; `"` and `\` escaped as RFC 1035 §5.1 requires. */
function quote(text: string): string {
  return `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** TXT data is one logical string; on the wire it is a sequence of ≤255-octet strings. */
function txtChunks(data: string): string {
  const chunks: string[] = [];
  for (let i = 0; i < data.length; i += CHUNK) chunks.push(quote(data.slice(i, i + CHUNK)));
  return chunks.join(" ");
}

function rdata(record: StoredRecord): string {
  switch (record.type) {
    case "MX":
      return `${record.priority} ${record.data}`;
    case "CAA":
      return `${record.flags} ${record.tag} ${quote(record.data)}`;
    case "TXT":
      return txtChunks(record.data);
    default:
      return record.data;
  }
}

function line(name: string, ttl: number, type: string, data: string): string {
  return `${name}\t${ttl}\tIN\t${type}\t${data}`;
}

/**
 * ALIAS is not a DNS type (the service resolves it when answering), so it is written as a
 * comment `; ALIAS <name> <ttl> <target>`: BIND ignores it and nothing is lost for readers.
 */
function aliasComment(record: StoredRecord): string {
  return `; ALIAS ${record.name} ${record.ttl} ${record.data}`;
}

/** Address records for nameservers inside the zone itself, without which the zone does not load. */
function glue(zone: Zone, nameservers: Nameserver[]): string[] {
  const lines: string[] = [];
  for (const ns of nameservers) {
    if (!isInZone(ns.name, zone.name)) continue;
    const own = zone.recordsAt(ns.name).some((r) => r.type === "A" || r.type === "AAAA");
    if (own) continue; // the zone's own address records already serve
    if (ns.ipv4) lines.push(line(ns.name, DEFAULT_TTL, "A", ns.ipv4));
    if (ns.ipv6) lines.push(line(ns.name, DEFAULT_TTL, "AAAA", ns.ipv6));
  }
  return lines;
}

/** The zone's DNSKEY records at the apex, published while the service signs the zone. */
function dnskeyLines(zone: Zone, dnskeys: readonly Dnskey[]): string[] {
  return dnskeys.map((k) =>
    line(zone.name, DEFAULT_TTL, "DNSKEY", `${k.flags} ${k.protocol} ${k.algorithm} ${k.publicKey}`),
  );
}

export function exportZone(zone: Zone, nameservers: Nameserver[], dnskeys: readonly Dnskey[] = []): string {
  const primary = nameservers[0]?.name ?? `ns.${zone.name}`;
  const lines = [
    `$ORIGIN ${zone.name}`,
    `$TTL ${DEFAULT_TTL}`,
    line(zone.name, DEFAULT_TTL, "SOA", `${primary} hostmaster.${zone.name} ${zone.serial} ${SOA_TIMERS}`),
    ...nameservers.map((ns) => line(zone.name, DEFAULT_TTL, "NS", ns.name)),
    ...glue(zone, nameservers),
    ...dnskeyLines(zone, dnskeys),
    ...zone.records.map((r) =>
      r.type === "ALIAS" ? aliasComment(r) : line(r.name, r.ttl, r.type, rdata(r)),
    ),
  ];
  return `${lines.join("\n")}\n`;
}
