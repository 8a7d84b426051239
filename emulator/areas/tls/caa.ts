/**
 * The emulated CA's CAA check (RFC 8659), made before it issues. The CA is a party of its own:
 * this is its reading of the RFC, written apart from the provider's, so that each can be tested
 * against the other.
 */

/** One CAA record: its flags, its property tag and its value, as DNS answers them. */
export interface CaaRecord {
  flags: number;
  tag: string;
  value: string;
}

/** A CAA RRset and the name that holds it. */
export interface RelevantSet {
  /** Absolute, with the trailing dot: the name on the climb, or the target its aliases lead to. */
  name: string;
  records: readonly CaaRecord[];
}

/**
 * What a CAA query for an absolute name answers, aliases followed (RFC 8659 §3 asks for the
 * RFC 1034 lookup): the CAA RRset and its owner, or undefined (or no records) when there is none.
 */
export type CaaQuery = (name: string) => RelevantSet | undefined;

/** The property tags the CA knows: a critical property with another tag forbids issuance. */
export const KNOWN_TAGS: readonly string[] = [
  "issue",
  "issuewild",
  "iodef",
  "contactemail",
  "contactphone",
  "issuemail",
  "issuevmc",
];

export type CaaVerdict =
  | { permitted: true; relevant?: RelevantSet }
  | {
      permitted: false;
      relevant: RelevantSet;
      /** The rule that refused: the issue or issuewild properties, or a critical unknown property. */
      property: "issue" | "issuewild" | "critical";
      /** The CAs the applying properties name (lower case); empty: none may issue. */
      permits: string[];
      /** The CA's reason, in a few words. */
      reason: string;
    };

const absolute = (name: string) => (name.endsWith(".") ? name : `${name}.`).toLowerCase();
/** Parent(X): X without its leftmost label; "." once the last label is gone. */
const parent = (name: string) => name.slice(name.indexOf(".") + 1) || ".";

/**
 * RelevantCAASet (RFC 8659 §3), the CAA records of the first name from the FQDN upward that has
 * any: the climb from the FQDN, or from X for a wildcard name *.X, up
 * to but not including the root. Undefined when no name on the way has CAA records.
 */
export function relevantSet(certificateName: string, query: CaaQuery): RelevantSet | undefined {
  for (let name = absolute(certificateName.replace(/^\*\./, "")); name !== "."; name = parent(name)) {
    const found = query(name);
    if (found && found.records.length > 0) return found;
  }
  return undefined;
}

const LABEL = "[A-Za-z0-9](?:-*[A-Za-z0-9])*";
const ISSUER_DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const PARAMETER = new RegExp(`^${LABEL}[ \\t]*=[ \\t]*[\\x21-\\x3A\\x3C-\\x7E]*$`);
const trimWsp = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, "");

/**
 * The issuer domain name an issue or issuewild value names (lower case), or undefined when it
 * names none: an empty name (`;`), or a value that is not of the RFC 8659 §4.2 grammar, which
 * counts as an empty name. Parameters after `;` take no part in the match.
 */
export function issuerOf(value: string): string | undefined {
  const semicolon = value.indexOf(";");
  const domain = trimWsp(semicolon < 0 ? value : value.slice(0, semicolon));
  if (semicolon >= 0) {
    const parameters = trimWsp(value.slice(semicolon + 1));
    if (parameters !== "" && !parameters.split(";").every((p) => PARAMETER.test(trimWsp(p)))) {
      return undefined;
    }
  }
  return domain !== "" && ISSUER_DOMAIN.test(domain) ? domain.toLowerCase() : undefined;
}

/** A CAA record as a zone file writes it: `0 issue "letsencrypt.org"`. */
export function caaText(record: CaaRecord): string {
  return `${record.flags} ${record.tag} ${JSON.stringify(record.value)}`;
}

/**
 * May the CA known as `issuer` (its issuer domain name) issue for `certificateName`? A name with
 * no CAA on the way to the root, or whose Relevant RRset holds no property that restricts
 * issuance (only iodef, say), permits; a critical property of a tag the CA does not know forbids;
 * for a wildcard name the issuewild properties decide, or the issue properties when there is none.
 */
export function checkCaa(certificateName: string, issuer: string, query: CaaQuery): CaaVerdict {
  const relevant = relevantSet(certificateName, query);
  if (!relevant) return { permitted: true };
  const tag = (record: CaaRecord) => record.tag.toLowerCase();
  const critical = relevant.records.find(
    (record) => (record.flags & 128) !== 0 && !KNOWN_TAGS.includes(tag(record)),
  );
  if (critical) {
    return {
      permitted: false,
      relevant,
      property: "critical",
      permits: [],
      reason: `the critical property "${critical.tag}" is one the CA does not know`,
    };
  }
  const wildcard = certificateName.startsWith("*.");
  const issuewild = relevant.records.filter((record) => tag(record) === "issuewild");
  const property = wildcard && issuewild.length > 0 ? "issuewild" : "issue";
  const applying = property === "issuewild" ? issuewild : relevant.records.filter((r) => tag(r) === "issue");
  if (applying.length === 0) return { permitted: true, relevant };
  const permits = [...new Set(applying.flatMap((record) => issuerOf(record.value) ?? []))];
  if (permits.includes(issuer.toLowerCase())) return { permitted: true, relevant };
  return {
    permitted: false,
    relevant,
    property,
    permits,
    reason:
      permits.length === 0 ? `${property} permits no CA` : `${property} permits only ${permits.join(", ")}`,
  };
}
