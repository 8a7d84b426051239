import * as pulumi from "@pulumi/pulumi";
import {
  CertificateRequest,
  DnsRecord,
  type DnsRecordArgs,
  DnssecConfig,
  DnsZone,
  type DnsZoneArgs,
  type DnsZoneRecordArgs,
  NameserverDelegation,
  TlsCertificate,
  TlsOrganization,
} from "pulumi-registrar";

// One of each resource registrar-plan reads, from config, so that a change of config is a change
// of the resource: `zone` (DnsZone example.org: records, unmanaged, maxChangeRatio, and
// certificateRecord: a TXT record holding the certificate's id, unknown while it is replaced),
// `record` (DnsRecord), `certificate` (CertificateRequest and TlsCertificate), and optional
// `organization` (TlsOrganization), `dnssec` (DnssecConfig of example.net), `delegation`
// (NameserverDelegation of example.com).

interface ZoneConfig {
  records: DnsZoneRecordArgs[];
  unmanaged?: DnsZoneArgs["unmanaged"];
  maxChangeRatio?: number;
  certificateRecord?: boolean;
}
interface CertificateConfig {
  commonName: string;
  keyAlgorithm?: "ecdsa-p256" | "rsa-2048" | "rsa-3072";
  sku?: string;
  withOrganization?: boolean;
}

const config = new pulumi.Config();
const zone = config.getObject<ZoneConfig>("zone");
const record = config.getObject<DnsRecordArgs>("record");
const order = config.getObject<CertificateConfig>("certificate");
const organizationName = config.get("organization");

const organization = organizationName
  ? new TlsOrganization("org", {
      organization: organizationName,
      firstName: "Erika",
      lastName: "Mustermann",
      address: "Beispielstrasse 1",
      postalCode: "10115",
      city: "Berlin",
      countryCode: "DE",
      phone: "+49 30 1234567",
      email: "tls@example.com",
    })
  : undefined;

const certificate = order
  ? (() => {
      const request = new CertificateRequest("web-key", {
        commonName: order.commonName,
        keyAlgorithm: order.keyAlgorithm,
      });
      return new TlsCertificate("web", {
        sku: order.sku ?? "dv-single",
        commonName: request.commonName,
        csr: request.csr,
        organizationId: order.withOrganization ? organization?.organizationId : undefined,
      });
    })()
  : undefined;

if (zone) {
  const records: pulumi.Input<DnsZoneRecordArgs>[] = [...zone.records];
  if (zone.certificateRecord && certificate) {
    records.push({ name: "_certificate", type: "TXT", data: certificate.certificateId });
  }
  new DnsZone("example-org", {
    zone: "example.org",
    records,
    unmanaged: zone.unmanaged,
    maxChangeRatio: zone.maxChangeRatio,
  });
}

if (record) new DnsRecord("api", record);

if (config.getBoolean("dnssec")) {
  new DnssecConfig("example-net", { domain: "example.net", mode: "provider", timeoutSeconds: 600 });
}

const vanitySet = config.getNumber("delegation");
if (vanitySet !== undefined) {
  new NameserverDelegation("example-com", { domain: "example.com", vanitySetId: vanitySet || null });
}

export const certificateId = certificate?.certificateId;
