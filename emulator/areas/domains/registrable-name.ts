import { isIP } from "node:net";
import { domainToASCII } from "node:url";
import { parse } from "tldts";
import { badRequest } from "../../core/errors";

/**
 * domain_name_checkable: a name that can be registered at a registry, i.e. exactly one label
 * below a public suffix of the ICANN section of the Public Suffix List (tldts; the private
 * section, e.g. github.io, names suffixes that companies run, not registries). IDNs are
 * accepted in Unicode or as A-labels and answered as A-labels.
 */

export interface RegistrableName {
  /** Lower case, A-labels, no trailing dot. */
  name: string;
  publicSuffix: string;
}

/** Letters, digits and hyphens, no hyphen first or last (RFC 1123). */
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Hyphens in the third and fourth place are reserved for A-labels (RFC 5891 §4.2.3.1). */
const RESERVED_HYPHENS = /^..--/;

export function parseRegistrableName(input: string): RegistrableName {
  const given = input.endsWith(".") ? input.slice(0, -1) : input;
  if (given === "") throw badRequest("the domain name is empty");
  if (isIP(given) !== 0 || given.startsWith("["))
    throw badRequest(`${input} is an IP address, not a domain name`);
  const name = domainToASCII(given);
  if (name === "" || name.length > 253) throw badRequest(`${input} is not a valid domain name`);
  for (const label of name.split(".")) {
    if (!LDH_LABEL.test(label) || (RESERVED_HYPHENS.test(label) && !label.startsWith("xn--"))) {
      throw badRequest(
        `${input} is not a valid domain name: label "${label}" (letters, digits, inner hyphens)`,
      );
    }
  }
  const parsed = parse(name, { allowPrivateDomains: false });
  if (!parsed.publicSuffix || !parsed.isIcann) {
    throw badRequest(`${name} is not under a public suffix that a registry runs`);
  }
  if (parsed.domain === null || parsed.publicSuffix === name) {
    throw badRequest(`${name} is a public suffix; names are registered below it`);
  }
  if (parsed.domain !== name) {
    throw badRequest(`${name} is not a registrable name; its registrable domain is ${parsed.domain}`);
  }
  return { name, publicSuffix: parsed.publicSuffix };
}
