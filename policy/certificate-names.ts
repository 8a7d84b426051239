import { fqdnOf } from "./dns-facts";
import { type RegistrarResource, textOf, textsOf } from "./stack-view";

/** The names a TlsCertificate orders (common name first, each once), canonical; unknown ones left out. */
export function certificateNames(certificate: RegistrarResource): string[] {
  const names = [textOf(certificate.props, "commonName"), ...(textsOf(certificate.props, "dnsNames") ?? [])];
  const out: string[] = [];
  for (const name of names) {
    const fqdn = fqdnOf(name);
    if (fqdn !== undefined && !out.includes(fqdn)) out.push(fqdn);
  }
  return out;
}

/** `name` without its wildcard label and trailing dot: where its CAA and DCV records live. */
export function baseName(name: string): string {
  return name.replace(/^\*\./, "");
}
