import ipaddr from "ipaddr.js";
import type { RecordType } from "../provider/client/api";
import { recordTypeTable } from "../provider/dns/record-types";
import type { RefusalRuleId } from "../provider/dns/validators";
import { type Entry, type Token, tokenize, ZoneFileSyntaxError } from "./zone-file-tokens";

export { ZoneFileSyntaxError };

/**
 * An RFC 1035 master file (§5.1) read into records: `$ORIGIN`, `$TTL` (RFC 2308), relative
 * names and `@`, a blank owner for the previous record's, TTL and class in either order (class
 * IN, or none), TTLs with BIND's units (`1h30m`). A line BIND's `named-checkzone` refuses is a
 * problem of that line, with its rule, and the reading goes on: one run names them all. Only a
 * lexical fault (zone-file-tokens.ts) stops it, as a ZoneFileSyntaxError. The record data of the
 * types the API has is read, that of the others kept as written.
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

/** A line that is not read (BIND refuses it), with its rule and what was read of it. */
export interface ZoneFileProblem {
  line: number;
  /** A record line, or a directive (`$TTL`, `$INCLUDE`, …). */
  of: "record" | "directive";
  rule: RefusalRuleId;
  message: string;
  /** The owner, absolute when it was read, else as written ("" for a blank one with none before). */
  owner: string;
  /** The type in upper case, or "" when none was read ("$TTL" and so on for a directive). */
  type: string;
  /** The rest of the line as written. */
  rdata: string;
}

export interface ZoneFile {
  /** Each `$ORIGIN` (absolute) with its line. */
  origins: { name: string; line: number }[];
  records: ZoneFileRecord[];
  /** The lines not read, in order. */
  problems: ZoneFileProblem[];
}

/** RFC 2181's largest TTL. */
const MAX_TTL = 2 ** 31 - 1;
/** A character-string's most octets (RFC 1035 §3.3). */
const MAX_STRING_OCTETS = recordTypeTable.TXT.limits.stringOctets;

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
const apiTypes: ReadonlySet<string> = new Set(Object.keys(recordTypeTable));

/** Whether the API has records of `type` (upper case). */
export const isApiType = (type: string): type is RecordType => apiTypes.has(type);

const ttlUnits: Record<string, number> = { w: 604800, d: 86400, h: 3600, m: 60, s: 1 };

/** Parses `text`, the contents of a master file; `origin` (absolute) applies until a `$ORIGIN`. */
export function parseZoneFile(text: string, origin?: string): ZoneFile {
  const parser = new Parser(origin);
  for (const entry of tokenize(text)) parser.entry(entry);
  return { origins: parser.origins, records: parser.records, problems: parser.problems };
}

/** What is wrong with the line being read: caught per entry, so the next line is read. */
class LineProblem extends Error {
  constructor(
    readonly rule: RefusalRuleId,
    message: string,
  ) {
    super(message);
  }
}

const syntax = (message: string) => new LineProblem("zone-file-syntax", message);

/** What was read of a record line before its problem: what its finding shows. */
interface Reading {
  owner?: string;
  /** The word in the type's place, in upper case (a type or not). */
  type?: string;
  /** The fields after it, as written. */
  rdata?: string;
}

class Parser {
  readonly origins: ZoneFile["origins"] = [];
  readonly records: ZoneFileRecord[] = [];
  readonly problems: ZoneFileProblem[] = [];
  private defaultTtl: number | undefined;
  /** The last record line's owner, or the line whose owner was not read: a blank owner's. */
  private previousOwner: string | { unreadOn: number } | undefined;
  /** The TTL of the last record line that had one: BIND's TTL for a record without. */
  private previousTtl: number | undefined;
  /** The line of an `$ORIGIN` not read: relative names after it have no origin until the next. */
  private originUnreadOn: number | undefined;

  constructor(private origin: string | undefined) {}

  entry(entry: Entry): void {
    const [first] = entry.tokens;
    const isDirective = !!first && !entry.blankOwner && !first.quoted && first.raw.startsWith("$");
    const reading: Reading = {};
    try {
      if (isDirective) this.directive(entry);
      else this.record(entry, reading);
    } catch (error) {
      if (!(error instanceof LineProblem)) throw error;
      this.problems.push({
        line: entry.line,
        of: isDirective ? "directive" : "record",
        rule: error.rule,
        message: error.message,
        ...(isDirective ? directiveParts(entry.tokens) : recordParts(entry, reading)),
      });
    }
  }

  private directive({ line, tokens }: Entry): void {
    const [word, ...args] = tokens;
    const name = (word?.raw ?? "").toUpperCase();
    const one = () => {
      if (args.length !== 1) throw syntax(`${name} takes one value, got ${args.length}`);
      return args[0] as Token;
    };
    switch (name) {
      case "$ORIGIN": {
        try {
          this.origin = this.name(one());
        } catch (error) {
          // The names after it are not known until the next $ORIGIN: each says so.
          this.origin = undefined;
          this.originUnreadOn = line;
          throw error;
        }
        this.originUnreadOn = undefined;
        this.origins.push({ name: this.origin, line });
        return;
      }
      case "$TTL":
        this.defaultTtl = ttl(one());
        return;
      case "$INCLUDE":
        throw syntax("$INCLUDE is not supported: put the included file's lines in its place");
      case "$GENERATE":
        throw syntax(
          "$GENERATE (BIND's) is not supported: write the records it makes (named-compilezone writes them out)",
        );
      default:
        throw syntax(`${name} is not a directive ($ORIGIN, $TTL)`);
    }
  }

  private record(entry: Entry, reading: Reading): void {
    const { line } = entry;
    const tokens = [...entry.tokens];
    const before = this.previousOwner;
    let owner: string;
    if (entry.blankOwner) {
      if (before === undefined)
        throw syntax(
          "the line starts with a space, so it is the previous record's name, but no record comes before it",
        );
      if (typeof before !== "string")
        throw syntax(
          `the line starts with a space, so it is the previous record's name, which line ${before.unreadOn} does not give`,
        );
      owner = before;
    } else {
      this.previousOwner = { unreadOn: line };
      owner = this.name(tokens.shift() as Token);
    }
    reading.owner = owner;
    this.previousOwner = owner;
    let explicitTtl: number | undefined;
    let recordClass: string | undefined;
    for (let field = 0; field < 2; field++) {
      const token = tokens[0];
      if (token && !token.quoted && explicitTtl === undefined && /^\d/.test(token.raw)) {
        explicitTtl = ttl(token);
      } else if (token && !token.quoted && recordClass === undefined && isClass(token.raw)) {
        recordClass = token.raw.toUpperCase();
      } else break;
      tokens.shift();
    }
    const typeToken = tokens.shift();
    if (!typeToken) throw syntax("the record has no type");
    const type = typeToken.raw.toUpperCase();
    const rdata = tokens.map((token) => token.raw).join(" ");
    Object.assign(reading, { type, rdata });
    if (typeToken.quoted || !(knownTypes.has(type) || /^TYPE\d{1,5}$/.test(type)))
      throw syntax(`${typeToken.raw} is not a record type`);
    if (recordClass && recordClass !== "IN" && recordClass !== "CLASS1")
      throw syntax(`class ${recordClass}: a zone of the Internet holds class IN only`);
    const soaMinimum = type === "SOA" ? soaMinimumOf(tokens) : undefined;
    const recordTtl = explicitTtl ?? this.defaultTtl ?? this.previousTtl ?? soaMinimum;
    if (recordTtl === undefined)
      throw syntax("the record has no TTL and no $TTL comes before it: add `$TTL 3600` at the top");
    this.previousTtl = recordTtl;
    const record: ZoneFileRecord = { line, owner, ttl: recordTtl, type, rdata };
    const value = isApiType(type) ? this.value(type, tokens) : undefined;
    if (value) record.value = value;
    this.records.push(record);
  }

  /** The data of a record of one of the API's types; undefined when written in the generic `\#` form. */
  private value(type: RecordType, tokens: Token[]): RecordValue | undefined {
    if (tokens[0]?.raw === "\\#") return undefined;
    const fields = (count: number, what: string) => {
      if (tokens.length !== count) throw syntax(`${type} takes ${what}, got ${fieldsText(tokens)}`);
      return tokens.map((token) => {
        if (token.quoted && type !== "CAA")
          throw syntax(`${type} takes ${what}, got the quoted string ${token.raw}`);
        return token;
      });
    };
    switch (type) {
      case "A": {
        const [address] = fields(1, "one IPv4 address");
        if (!ipaddr.IPv4.isValidFourPartDecimal(address?.raw ?? ""))
          throw new LineProblem("address-invalid", `${address?.raw} is not an IPv4 address`);
        return { data: address?.raw ?? "" };
      }
      case "AAAA": {
        const [address] = fields(1, "one IPv6 address");
        const raw = address?.raw ?? "";
        if (!ipaddr.IPv6.isValid(raw) || raw.includes("%"))
          throw new LineProblem("address-invalid", `${raw} is not an IPv6 address`);
        return { data: raw };
      }
      case "CNAME":
      case "ALIAS": {
        const [target] = fields(1, "one name");
        return { data: this.name(target as Token) };
      }
      case "MX": {
        const [preference, exchange] = fields(2, "a preference and a mail server's name");
        return {
          priority: whole(
            preference as Token,
            recordTypeTable.MX.limits.priority.max,
            "MX preference",
            "mx-preference-invalid",
          ),
          data: this.name(exchange as Token),
        };
      }
      case "TXT": {
        if (tokens.length === 0) throw syntax("TXT takes one or more strings, got none");
        for (const token of tokens) {
          if (token.octets > MAX_STRING_OCTETS)
            throw new LineProblem(
              "txt-invalid",
              `a string of ${token.octets} octets: one string holds at most ${MAX_STRING_OCTETS} (split it into several, "…" "…")`,
            );
        }
        return { data: tokens.map((token) => token.text) };
      }
      case "CAA": {
        const [flags, tag, value] = fields(3, "flags, a tag and a value");
        if (tag?.quoted || !/^[A-Za-z0-9]+$/.test(tag?.raw ?? ""))
          throw new LineProblem("caa-tag-invalid", `CAA tag ${tag?.raw} is not letters and digits`);
        return {
          flags: whole(
            flags as Token,
            recordTypeTable.CAA.limits.flags.max,
            "CAA flags",
            "caa-flags-invalid",
          ),
          tag: tag?.raw ?? "",
          data: value?.text ?? "",
        };
      }
    }
  }

  /** A name in the file made absolute: `@` is the origin, a name without a final dot is below it. */
  private name(token: Token): string {
    const raw = token.raw;
    if (token.quoted) throw syntax(`${raw}: a name is not quoted`);
    const absolute = /(^|[^\\])(\\\\)*\.$/.test(raw);
    if (absolute) return raw;
    const what = raw === "@" ? '"@" stands for the origin' : `${raw} is relative`;
    if (this.origin === undefined)
      throw syntax(
        this.originUnreadOn === undefined
          ? `${what}, and no $ORIGIN comes before it: add $ORIGIN or pass --origin`
          : `${what}, and the $ORIGIN on line ${this.originUnreadOn} is not read`,
      );
    if (raw === "@") return this.origin;
    return this.origin === "." ? `${raw}.` : `${raw}.${this.origin}`;
  }
}

const isClass = (word: string) => classes.has(word.toUpperCase()) || /^CLASS\d{1,5}$/i.test(word);

/** A TTL: seconds, or BIND's units (`1w2d`, `1h30m`), each number with its unit. */
function ttl(token: Token): number {
  const raw = token.raw;
  let seconds: number;
  if (/^\d+$/.test(raw)) seconds = Number(raw);
  else if (/^(\d+[wdhms])+$/i.test(raw))
    seconds = [...raw.matchAll(/(\d+)([wdhms])/gi)].reduce(
      (sum, [, n, unit]) => sum + Number(n) * (ttlUnits[(unit ?? "s").toLowerCase()] ?? 1),
      0,
    );
  else throw syntax(`${raw} is not a TTL: write seconds (3600) or units (1h, 30m, 1d, 1w)`);
  if (seconds > MAX_TTL) throw syntax(`TTL ${raw} is over ${MAX_TTL} seconds`);
  return seconds;
}

function whole(token: Token, max: number, what: string, rule: RefusalRuleId): number {
  if (!/^\d+$/.test(token.raw) || Number(token.raw) > max)
    throw new LineProblem(rule, `${what} ${token.raw} is not a whole number from 0 to ${max}`);
  return Number(token.raw);
}

/** The SOA's last field, its MINIMUM: the TTL of a first record that has none (BIND's rule). */
function soaMinimumOf(tokens: readonly Token[]): number {
  if (tokens.length !== 7)
    throw syntax(
      `SOA takes 7 fields (primary server, mailbox, serial, refresh, retry, expire, minimum), got ${tokens.length}`,
    );
  return ttl(tokens[6] as Token);
}

function fieldsText(tokens: readonly Token[]): string {
  if (tokens.length === 0) return "nothing";
  return `${tokens.length} field${tokens.length === 1 ? "" : "s"} (${tokens.map((t) => t.raw).join(" ")})`;
}

/** A directive not read, as its problem shows it: `$TTL 1h30`. */
function directiveParts(tokens: readonly Token[]): Pick<ZoneFileProblem, "owner" | "type" | "rdata"> {
  const [word, ...args] = tokens;
  return { owner: (word?.raw ?? "").toUpperCase(), type: "", rdata: args.map((t) => t.raw).join(" ") };
}

/**
 * A record line not read, as its problem shows it: the owner and type as far as they were read
 * (else the owner as written), the rest of the line as written.
 */
function recordParts(entry: Entry, reading: Reading): Pick<ZoneFileProblem, "owner" | "type" | "rdata"> {
  const fields = entry.tokens.map((token) => token.raw);
  const written = entry.blankOwner ? "" : (fields.shift() ?? "");
  return {
    owner: reading.owner ?? written,
    type: reading.type ?? "",
    rdata: reading.rdata ?? fields.join(" "),
  };
}
