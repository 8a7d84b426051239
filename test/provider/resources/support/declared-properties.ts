import { z } from "zod";
import * as certificateRequest from "../../../../provider/resources/certificate-request/properties";
import * as dnsRecord from "../../../../provider/resources/dns-record/properties";
import * as dnsZone from "../../../../provider/resources/dns-zone/properties";
import * as dnssecConfig from "../../../../provider/resources/dnssec-config/properties";
import { kinds, type ResourceKind } from "../../../../provider/resources/kinds";
import * as nameserverDelegation from "../../../../provider/resources/nameserver-delegation/properties";
import * as tlsCertificate from "../../../../provider/resources/tls-certificate/properties";
import * as tlsOrganization from "../../../../provider/resources/tls-organization/properties";

/** Each kind's declaration (provider/resources/<kind>/properties.ts). */
export const declaredProperties: Record<
  ResourceKind,
  { inputProperties: z.ZodType; outputProperties: z.ZodObject }
> = {
  CertificateRequest: certificateRequest,
  DnsRecord: dnsRecord,
  DnsZone: dnsZone,
  DnssecConfig: dnssecConfig,
  NameserverDelegation: nameserverDelegation,
  TlsCertificate: tlsCertificate,
  TlsOrganization: tlsOrganization,
};

/** Set by the front ends on every kind that has it, never by a program: not declared. */
const undeclaredOutputs = ["ownerTag"];

/**
 * What is wrong with a step's outputs against the kind's declared outputs: a name not declared,
 * or a value not of the declared type (the id outputs may be left out: kinds.ts `idOutputs`).
 */
export function outputProblems(kind: ResourceKind, outs: object): string[] {
  const declared = declaredProperties[kind].outputProperties;
  const names = Object.keys(declared.shape);
  const undeclared = Object.keys(outs)
    .filter((name) => !names.includes(name) && !undeclaredOutputs.includes(name))
    .map((name) => `${name}: not declared`);
  const shape = Object.fromEntries(
    Object.entries(declared.shape).map(([name, field]) => [
      name,
      (kinds[kind].idOutputs as readonly string[]).includes(name) ? (field as z.ZodType).optional() : field,
    ]),
  );
  const parsed = z.object(shape).safeParse(outs);
  const wrong = (parsed.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return [...undeclared, ...wrong];
}
