import type { ResourceKind } from "../../../provider/resources/kinds";
import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  DnsZone,
  NameserverDelegation,
  TlsCertificate,
  TlsOrganization,
} from "../../../sdk";

/** Every resource kind of the registry: a new one fails to compile until it is listed here. */
export const resourceClasses = {
  DnsRecord,
  CertificateRequest,
  TlsOrganization,
  TlsCertificate,
  DnssecConfig,
  NameserverDelegation,
  DnsZone,
} satisfies Record<ResourceKind, unknown>;
