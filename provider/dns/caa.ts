import { caaTags, recordTypeTable } from "./record-types";

/**
 * CAA as RFC 8659 defines it, read from the package's form of a CAA record (`flags`, `tag`, and
 * `data`, the value without zone-file quotes): the syntax of a property, the relevant record set
 * of a name (the tree climb) and whether a set lets a CA issue. Pure: no API, no DNS queries, so
 * the zone validators, a policy pack and tests all read CAA the same way.
 */

/** A CAA record as the package holds one (see record-values.ts); `name` is kept for reports. */
export interface CaaRecord {
  name?: string;
  flags?: number;
  tag?: string;
  data: string;
}

/** The Issuer Critical flag: bit 0 of the flags octet, the most significant one (RFC 8659 §4.1). */
export const CAA_CRITICAL = 128;

/**
 * The tags a CA is taken to understand unless told otherwise: RFC 8659's issue, issuewild and
 * iodef, and those later documents defined (contactemail, contactphone, issuemail, issuevmc),
 * the tags the API accepts.
 */
export const knownCaaTags: readonly string[] = caaTags;

/** A parameter of an issue or issuewild value (`account=230123`). */
export interface CaaParameter {
  tag: string;
  value: string;
}

/** An issue or issuewild value: the CA's domain (none when the value forbids issuance) and parameters. */
export interface CaaIssueValue {
  issuer?: string;
  parameters: CaaParameter[];
}

/** A CAA record read: its flags, whether it is critical, its tag (lower case) and raw value. */
export interface CaaProperty {
  flags: number;
  critical: boolean;
  tag: string;
  value: string;
  /** For issue and issuewild: the parsed value, or why it does not parse. */
  issue?: CaaIssueValue | { error: string };
}

// RFC 8659 §4.2's ABNF: label = (ALPHA / DIGIT) *( *("-") (ALPHA / DIGIT)); tags of parameters
// have the same shape; a parameter value is printable ASCII but ";" and space.
const label = "[A-Za-z0-9](?:-*[A-Za-z0-9])*";
const issuerPattern = new RegExp(`^${label}(?:\\.${label})*$`);
const parameterTagPattern = new RegExp(`^${label}$`);
const parameterValuePattern = /^[\x21-\x3a\x3c-\x7e]*$/;
/** A property tag: 1 to 15 letters and digits (RFC 8659 §4.1). */
const propertyTagPattern = /^[A-Za-z0-9]{1,15}$/;

/**
 * An issue or issuewild value parsed by RFC 8659 §4.2:
 * `*WSP [issuer-domain-name *WSP] [";" *WSP [parameters *WSP]]`. A value without an issuer
 * (`";"`, or empty) is valid and forbids issuance.
 */
export function parseIssueValue(value: string): CaaIssueValue | { error: string } {
  const semicolon = value.indexOf(";");
  const issuerText = (semicolon < 0 ? value : value.slice(0, semicolon)).replace(/^[ \t]+|[ \t]+$/g, "");
  const parameterText = semicolon < 0 ? "" : value.slice(semicolon + 1).replace(/^[ \t]+|[ \t]+$/g, "");
  if (issuerText !== "" && !issuerPattern.test(issuerText))
    return {
      error: `issuer "${issuerText}" is not a domain name (letters, digits and inner hyphens, labels joined by dots, no trailing dot)`,
    };
  const parameters: CaaParameter[] = [];
  if (parameterText !== "") {
    for (const part of parameterText.split(";")) {
      const equals = part.indexOf("=");
      const tag = (equals < 0 ? part : part.slice(0, equals)).trim();
      const parameterValue = equals < 0 ? undefined : part.slice(equals + 1).replace(/^[ \t]+|[ \t]+$/g, "");
      if (parameterValue === undefined || !parameterTagPattern.test(tag))
        return { error: `parameter "${part.trim()}" is not tag=value (tag of letters, digits and hyphens)` };
      if (!parameterValuePattern.test(parameterValue))
        return { error: `parameter "${tag}" has a value with a space or ";", which RFC 8659 does not allow` };
      parameters.push({ tag, value: parameterValue });
    }
  }
  return issuerText === "" ? { parameters } : { issuer: issuerText.toLowerCase(), parameters };
}

/** A CAA record read into its parts; `problems` (below) says what of it RFC 8659 refuses. */
export function parseCaa(record: CaaRecord): CaaProperty {
  const flags = record.flags ?? 0;
  const tag = (record.tag ?? "").toLowerCase();
  const property: CaaProperty = {
    flags,
    critical: (flags & CAA_CRITICAL) !== 0,
    tag,
    value: record.data,
  };
  if (tag === "issue" || tag === "issuewild") property.issue = parseIssueValue(record.data);
  return property;
}

/**
 * What is wrong with a CAA record by RFC 8659, each as a sentence that says what to write
 * instead; empty when nothing is: its syntax (`caaSyntaxProblems`) and an unknown critical tag
 * (`unknownCriticalTag`).
 */
export function caaProblems(record: CaaRecord, options: { knownTags?: readonly string[] } = {}): string[] {
  const critical = unknownCriticalTag(record, options.knownTags);
  return [
    ...caaSyntaxProblems(record),
    ...(critical
      ? [
          `critical tag "${critical}" is unknown (known: ${(options.knownTags ?? knownCaaTags).join(", ")}): ` +
            "every CA that does not understand it must refuse to issue; use flags 0 or a known tag",
        ]
      : []),
  ];
}

/** What of a CAA record's flags, tag and value RFC 8659's syntax refuses. */
export function caaSyntaxProblems(record: CaaRecord): string[] {
  const problems: string[] = [];
  const flags = record.flags ?? 0;
  if (!Number.isInteger(flags) || flags < 0 || flags > 255) {
    problems.push(`flags ${flags} is not an octet: use 0, or 128 to mark the property critical`);
  } else if ((flags & ~CAA_CRITICAL) !== 0) {
    // Flag 1 is a known mistake (the critical bit counted from the wrong end): CAs ignore it.
    problems.push(
      `flags ${flags} sets reserved bits, which CAs ignore: use 0, or 128 to mark the property critical`,
    );
  }
  if (!propertyTagPattern.test(record.tag ?? ""))
    problems.push(`tag "${record.tag ?? ""}" is not 1 to 15 letters or digits`);
  if (record.data.length > recordTypeTable.CAA.limits.length)
    problems.push(
      `value is ${record.data.length} characters long; at most ${recordTypeTable.CAA.limits.length}`,
    );
  const property = parseCaa(record);
  if (property.issue && "error" in property.issue)
    problems.push(`${property.tag} value "${record.data}": ${property.issue.error}`);
  return problems;
}

/**
 * The tag (lower case) of a critical property no CA knows, else undefined: a CA ignores an
 * unknown non-critical tag, but must refuse to issue under an unknown critical one (§4.1).
 */
export function unknownCriticalTag(
  record: CaaRecord,
  knownTags: readonly string[] = knownCaaTags,
): string | undefined {
  const property = parseCaa(record);
  if (!property.critical || !propertyTagPattern.test(record.tag ?? "")) return undefined;
  return knownTags.includes(property.tag) ? undefined : property.tag;
}

/** `name` without a trailing dot, lower case: CAA compares names so. */
function bare(name: string): string {
  return name.replace(/\.$/, "").toLowerCase();
}

/**
 * The relevant CAA record set of `fqdn` (RFC 8659 §3): the records at the first name with CAA
 * records, climbing from `fqdn` toward the root; empty when there is none. A wildcard name
 * (`*.example.com`) is looked up at the name the wildcard stands under, as CAs do.
 * `caaAt(name)` gives the CAA records at one name (written without a trailing dot).
 */
export function relevantCaaSet<T extends CaaRecord>(
  fqdn: string,
  caaAt: (name: string) => readonly T[],
): { name?: string; records: readonly T[] } {
  let name = bare(fqdn).replace(/^\*\./, "");
  while (name !== "") {
    const records = caaAt(name);
    if (records.length > 0) return { name, records };
    const dot = name.indexOf(".");
    name = dot < 0 ? "" : name.slice(dot + 1);
  }
  return { records: [] };
}

/** What a relevant record set says about one CA, and which record decides it. */
export interface CaaVerdict<T extends CaaRecord = CaaRecord> {
  permitted: boolean;
  /** The record that decides: the one naming the CA, the critical one, or the first restricting one. */
  record?: T;
  reason: string;
}

/**
 * Whether the relevant record set `set` lets the CA whose issuer domain is `caIdentity`
 * (e.g. "letsencrypt.org") issue (RFC 8659 §4): an unknown critical tag forbids every CA; for a
 * wildcard certificate issuewild properties, when the set has any, replace issue properties;
 * without any property of the kind that applies, any CA may issue; otherwise only a CA an
 * issuer names may, and a value without an issuer (`";"`) or one that does not parse names none.
 */
export function caaPermits<T extends CaaRecord>(
  set: readonly T[],
  caIdentity: string,
  options: { wildcard?: boolean; knownTags?: readonly string[] } = {},
): CaaVerdict<T> {
  const known = options.knownTags ?? knownCaaTags;
  const read = set.map((record) => ({ record, property: parseCaa(record) }));
  const critical = read.find(({ property }) => property.critical && !known.includes(property.tag));
  if (critical)
    return {
      permitted: false,
      record: critical.record,
      reason: `critical tag "${critical.property.tag}" is unknown, so no CA may issue`,
    };
  const wildcardRules = options.wildcard && read.some(({ property }) => property.tag === "issuewild");
  const kind = wildcardRules ? "issuewild" : "issue";
  const applying = read.filter(({ property }) => property.tag === kind);
  if (applying.length === 0)
    return { permitted: true, reason: `no ${kind} property restricts issuance, so any CA may issue` };
  const identity = bare(caIdentity);
  const naming = applying.find(
    ({ property }) => property.issue && "issuer" in property.issue && property.issue.issuer === identity,
  );
  if (naming) return { permitted: true, record: naming.record, reason: `${kind} names ${identity}` };
  const first = applying[0];
  return {
    permitted: false,
    record: first?.record,
    reason: `no ${kind} property names ${identity}`,
  };
}
