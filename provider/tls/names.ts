import { toFqdn, withoutTrailingDot } from "../dns/fqdn";

/**
 * A certificate name in the form the API returns: lower case, IDN labels in punycode, no
 * trailing dot, "*" only as the first label. Throws an Error saying what is wrong.
 */
export function certificateName(input: string): string {
  const name = withoutTrailingDot(toFqdn(input, { wildcard: true }));
  if (!name.includes(".")) {
    throw new Error(`"${input}" needs at least two labels (e.g. www.example.com)`);
  }
  const underscore = name.split(".").find((label) => label.includes("_"));
  if (underscore) throw new Error(`label "${underscore}" of "${input}": certificate names cannot hold "_"`);
  return name;
}

/**
 * The additional names of a certificate as the API keeps them: canonical, without duplicates
 * and without the common name, in the order given.
 */
export function additionalNames(commonName: string, names: readonly string[]): string[] {
  return [...new Set(names)].filter((name) => name !== commonName);
}

/** Two lists of names hold the same names (order and repeats do not matter). */
export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

/** Every name of a certificate: the common name first, then the additional names. */
export function certificateNames(commonName: string, dnsNames: readonly string[]): string[] {
  return [commonName, ...additionalNames(commonName, dnsNames)];
}
