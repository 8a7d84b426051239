import ipaddr from "ipaddr.js";
import type { RecordType } from "../provider/client/api";
import { variantFields } from "../provider/dns/limits";
import { type Entry, type Token, tokenize, ZoneFileSyntaxError } from "./zone-file-tokens";

export { ZoneFileSyntaxError };

/**
 * An RFC 1035 master file (§5.1) read into records: `$ORIGIN`, `$TTL` (RFC 2308), relative
 * names and `@`, a blank owner for the previous record's, TTL and class in either order (class
 * IN, or none), TTLs with BIND's units (`1h30m`). What BIND's `named-checkzone` refuses is a
 * ZoneFileSyntaxError naming the line; the record data of the types the API has is read, that of
 * the others kept as written.
 */

/** The data of a record of a type the API has, as the API's record takes it. */
export interface RecordValue {
  /** The address or absolute target; for TXT, its character-strings in order. */
  data: string | string[];
  priority?: number;
  flags?: number;
  tag?: string;
}

export interface ZoneFileRecord {
  /** The line it starts on. */
  line: number;
  /** Absolute, with its trailing dot, as written (escapes kept). */
  owner: string;
  ttl: number;
  /** In upper case: "A", "SRV", "TYPE65534". */
  type: string;
  /** The record data as written, its fields separated by one space. */
  rdata: string;
  /** For the API's types (A, AAAA, CNAME, ALIAS, MX, TXT, CAA), the data read. */
  value?: RecordValue;
}

export interface ZoneFile {
  /** Each `$ORIGIN` (absolute) with its line. */
  origins: { name: string; line: number }[];
  records: ZoneFileRecord[];
}

/** RFC 2181's largest TTL. */
const MAX_TTL = 2 ** 31 - 1;
/** A character-string's most octets (RFC 1035 §3.3). */
const MAX_STRING_OCTETS = 255;

/**
 * The record types of IANA's registry (and ALIAS and ANAME, which DNS hosts export): a word in a
 * type's place that is none of them is a mistake, not a type to list.
 */
const knownTypes = new Set(
  (
    "A NS MD MF CNAME SOA MB MG MR NULL WKS PTR HINFO MINFO MX TXT RP AFSDB X25 ISDN RT NSAP " +
    "NSAP-PTR SIG KEY PX GPOS AAAA LOC NXT EID NIMLOC SRV ATMA NAPTR KX CERT A6 DNAME SINK OPT APL " +
    "DS SSHFP IPSECKEY RRSIG NSEC DNSKEY DHCID NSEC3 NSEC3PARAM TLSA SMIMEA HIP NINFO RKEY TALINK " +
    "CDS CDNSKEY OPENPGPKEY CSYNC ZONEMD SVCB HTTPS DSYNC HHIT BRID SPF UINFO UID GID UNSPEC NID " +
    "L32 L64 LP EUI48 EUI64 NXNAME TKEY TSIG IXFR AXFR MAILB MAILA URI CAA AVC DOA AMTRELAY " +
    "RESINFO WALLET CLA IPN TA DLV ALIAS ANAME"
  ).split(" "),
);
const classes = new Set(["IN", "CH", "CS", "HS", "NONE", "ANY"]);
const apiTypes: ReadonlySet<string> = new Set(Object.keys(variantFields));

/** Whether the API has records of `type` (upper case). */
export const isApiType = (type: string): type is RecordType => apiTypes.has(type);

const ttlUnits: Record<string, number> = { w: 604800, d: 86400, h: 3600, m: 60, s: 1 };

/** Parses `text`, the contents of a master file; `origin` (absolute) applies until a `$ORIGIN`. */
export function parseZoneFile(text: string, origin?: string): ZoneFile {
  const parser = new Parser(origin);
  for (const entry of tokenize(text)) parser.entry(entry);
  return { origins: parser.origins, records: parser.records };
}

class Parser {
  readonly origins: ZoneFile["origins"] = [];
  readonly records: ZoneFileRecord[] = [];
  private defaultTtl: number | undefined;
  private previous: ZoneFileRecord | undefined;

  constructor(private origin: string | undefined) {}

  entry(entry: Entry): void {
    const [first] = entry.tokens;
    if (first && !entry.blankOwner && !first.quoted && first.raw.startsWith("$")) this.directive(entry);
    else this.record(entry);
  }

  private directive({ line, tokens }: Entry): void {
    const [word, ...args] = tokens;
    const name = (word?.raw ?? "").toUpperCase();
    const one = () => {
      if (args.length !== 1)
        throw new ZoneFileSyntaxError(line, `${name} takes one value, got ${args.length}`);
      return args[0] as Token;
    };
    switch (name) {
      case "$ORIGIN": {
        const value = one();
        this.origin = this.name(value, line);
        this.origins.push({ name: this.origin, line });
        return;
      }
      case "$TTL":
        this.defaultTtl = ttl(one(), line);
        return;
      case "$INCLUDE":
        throw new ZoneFileSyntaxError(
          line,
          "$INCLUDE is not supported: put the included file's lines in its place",
        );
      case "$GENERATE":
        throw new ZoneFileSyntaxError(
          line,
          "$GENERATE (BIND's) is not supported: write the records it makes (named-compilezone writes them out)",
        );
      default:
        throw new ZoneFileSyntaxError(line, `${name} is not a directive ($ORIGIN, $TTL)`);
    }
  }

  private record(entry: Entry): void {
    const { line } = entry;
    const tokens = [...entry.tokens];
    let owner: string;
    if (entry.blankOwner) {
      if (!this.previous)
        throw new ZoneFileSyntaxError(
          line,
          "the line starts with a space, so it is the previous record's name, but no record comes before it",
        );
      owner = this.previous.owner;
    } else {
      owner = this.name(tokens.shift() as Token, line);
    }
    let explicitTtl: number | undefined;
    let recordClass: string | undefined;
    for (let field = 0; field < 2; field++) {
      const token = tokens[0];
      if (token && !token.quoted && explicitTtl === undefined && /^\d/.test(token.raw)) {
        explicitTtl = ttl(token, line);
      } else if (token && !token.quoted && recordClass === undefined && isClass(token.raw)) {
        recordClass = token.raw.toUpperCase();
      } else break;
      tokens.shift();
    }
    const typeToken = tokens.shift();
    if (!typeToken) throw new ZoneFileSyntaxError(line, "the record has no type");
    const type = typeToken.raw.toUpperCase();
    if (typeToken.quoted || !(knownTypes.has(type) || /^TYPE\d{1,5}$/.test(type)))
      throw new ZoneFileSyntaxError(line, `${typeToken.raw} is not a record type`);
    if (recordClass && recordClass !== "IN" && recordClass !== "CLASS1")
      throw new ZoneFileSyntaxError(line, `class ${recordClass}: a zone of the Internet holds class IN only`);
    const soaMinimum = type === "SOA" ? soaMinimumOf(tokens, line) : undefined;
    const recordTtl = explicitTtl ?? this.defaultTtl ?? this.previous?.ttl ?? soaMinimum;
    if (recordTtl === undefined)
      throw new ZoneFileSyntaxError(
        line,
        "the record has no TTL and no $TTL comes before it: add `$TTL 3600` at the top",
      );
    const record: ZoneFileRecord = {
      line,
      owner,
      ttl: recordTtl,
      type,
      rdata: tokens.map((token) => token.raw).join(" "),
    };
    const value = isApiType(type) ? this.value(type, tokens, line) : undefined;
    if (value) record.value = value;
    this.records.push(record);
    this.previous = record;
  }

  /** The data of a record of one of the API's types; undefined when written in the generic `\#` form. */
  private value(type: RecordType, tokens: Token[], line: number): RecordValue | undefined {
    if (tokens[0]?.raw === "\\#") return undefined;
    const fields = (count: number, what: string) => {
      if (tokens.length !== count)
        throw new ZoneFileSyntaxError(line, `${type} takes ${what}, got ${fieldsText(tokens)}`);
      return tokens.map((token) => {
        if (token.quoted && type !== "CAA")
          throw new ZoneFileSyntaxError(line, `${type} takes ${what}, got the quoted string ${token.raw}`);
        return token;
      });
    };
    switch (type) {
      case "A": {
        const [address] = fields(1, "one IPv4 address");
        if (!ipaddr.IPv4.isValidFourPartDecimal(address?.raw ?? ""))
          throw new ZoneFileSyntaxError(line, `${address?.raw} is not an IPv4 address`);
        return { data: address?.raw ?? "" };
      }
      case "AAAA": {
        const [address] = fields(1, "one IPv6 address");
        const raw = address?.raw ?? "";
        if (!ipaddr.IPv6.isValid(raw) || raw.includes("%"))
          throw new ZoneFileSyntaxError(line, `${raw} is not an IPv6 address`);
        return { data: raw };
      }
      case "CNAME":
      case "ALIAS": {
        const [target] = fields(1, "one name");
        return { data: this.name(target as Token, line) };
      }
      case "MX": {
        const [preference, exchange] = fields(2, "a preference and a mail server's name");
        return {
          priority: whole(preference as Token, 65535, "MX preference", line),
          data: this.name(exchange as Token, line),
        };
      }
      case "TXT": {
        if (tokens.length === 0)
          throw new ZoneFileSyntaxError(line, "TXT takes one or more strings, got none");
        for (const token of tokens) {
          if (token.octets > MAX_STRING_OCTETS)
            throw new ZoneFileSyntaxError(
              line,
              `a string of ${token.octets} octets: one string holds at most ${MAX_STRING_OCTETS} (split it into several, "…" "…")`,
            );
        }
        return { data: tokens.map((token) => token.text) };
      }
      case "CAA": {
        const [flags, tag, value] = fields(3, "flags, a tag and a value");
        if (tag?.quoted || !/^[A-Za-z0-9]+$/.test(tag?.raw ?? ""))
          throw new ZoneFileSyntaxError(line, `CAA tag ${tag?.raw} is not letters and digits`);
        return {
          flags: whole(flags as Token, 255, "CAA flags", line),
          tag: tag?.raw ?? "",
          data: value?.text ?? "",
        };
      }
    }
  }

  /** A name in the file made absolute: `@` is the origin, a name without a final dot is below it. */
  private name(token: Token, line: number): string {
    const raw = token.raw;
    if (token.quoted) throw new ZoneFileSyntaxError(line, `${raw}: a name is not quoted`);
    const absolute = /(^|[^\\])(\\\\)*\.$/.test(raw);
    if (absolute) return raw;
    if (this.origin === undefined)
      throw new ZoneFileSyntaxError(
        line,
        `${raw === "@" ? '"@" stands for the origin' : `${raw} is relative`}, and no $ORIGIN comes before it: add $ORIGIN or pass --zone`,
      );
    if (raw === "@") return this.origin;
    return this.origin === "." ? `${raw}.` : `${raw}.${this.origin}`;
  }
}

const isClass = (word: string) => classes.has(word.toUpperCase()) || /^CLASS\d{1,5}$/i.test(word);

/** A TTL: seconds, or BIND's units (`1w2d`, `1h30m`), each number with its unit. */
function ttl(token: Token, line: number): number {
  const raw = token.raw;
  let seconds: number;
  if (/^\d+$/.test(raw)) seconds = Number(raw);
  else if (/^(\d+[wdhms])+$/i.test(raw))
    seconds = [...raw.matchAll(/(\d+)([wdhms])/gi)].reduce(
      (sum, [, n, unit]) => sum + Number(n) * (ttlUnits[(unit ?? "s").toLowerCase()] ?? 1),
      0,
    );
  else
    throw new ZoneFileSyntaxError(
      line,
      `${raw} is not a TTL: write seconds (3600) or units (1h, 30m, 1d, 1w)`,
    );
  if (seconds > MAX_TTL) throw new ZoneFileSyntaxError(line, `TTL ${raw} is over ${MAX_TTL} seconds`);
  return seconds;
}

function whole(token: Token, max: number, what: string, line: number): number {
  if (!/^\d+$/.test(token.raw) || Number(token.raw) > max)
    throw new ZoneFileSyntaxError(line, `${what} ${token.raw} is not a whole number from 0 to ${max}`);
  return Number(token.raw);
}

/** The SOA's last field, its MINIMUM: the TTL of a first record that has none (BIND's rule). */
function soaMinimumOf(tokens: readonly Token[], line: number): number {
  if (tokens.length !== 7)
    throw new ZoneFileSyntaxError(
      line,
      `SOA takes 7 fields (primary server, mailbox, serial, refresh, retry, expire, minimum), got ${tokens.length}`,
    );
  return ttl(tokens[6] as Token, line);
}

function fieldsText(tokens: readonly Token[]): string {
  if (tokens.length === 0) return "nothing";
  return `${tokens.length} field${tokens.length === 1 ? "" : "s"} (${tokens.map((t) => t.raw).join(" ")})`;
}
