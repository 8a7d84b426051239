import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  DnsZone,
  NameserverDelegation,
  TlsCertificate,
  TlsOrganization,
} from "../../../classes";
import type { ResourceKind } from "../../../provider/resources/kinds";

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
