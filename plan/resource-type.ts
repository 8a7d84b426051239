/**
 * The resource kinds of this package in a preview's type tokens: the dynamic provider's
 * (`pulumi-nodejs:dynamic/registrar:DnsZone`) and a native provider's (`registrar:index:DnsZone`),
 * matched on the part after the last `:` or `/` once the token is seen to be registrar's.
 */
export const registrarKinds = [
  "DnsZone",
  "DnsRecord",
  "NameserverDelegation",
  "DnssecConfig",
  "TlsOrganization",
  "CertificateRequest",
  "TlsCertificate",
] as const;

export type RegistrarKind = (typeof registrarKinds)[number];

/** The kind of a type token of this package, or undefined for any other provider's resource. */
export function registrarKind(type: string): RegistrarKind | undefined {
  // A component's children carry their parents' types in the URN, never in the step's type.
  const [pkg = "", module = ""] = type.split(":");
  if (pkg !== "registrar" && module !== "dynamic/registrar") return undefined;
  const kind = type.slice(Math.max(type.lastIndexOf(":"), type.lastIndexOf("/")) + 1);
  return (registrarKinds as readonly string[]).includes(kind) ? (kind as RegistrarKind) : undefined;
}

/** The resource's name: the last part of its URN (`urn:pulumi:dev::proj::type::name`). */
export function resourceName(urn: string): string {
  const at = urn.lastIndexOf("::");
  return at < 0 ? urn : urn.slice(at + 2);
}

/** The stack and project of a URN (`urn:pulumi:<stack>::<project>::…`). */
export function stackOf(urn: string): { stack: string; project: string } | undefined {
  const match = /^urn:pulumi:([^:]+)::([^:]+)::/.exec(urn);
  return match ? { stack: match[1] as string, project: match[2] as string } : undefined;
}
