import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  DnsZone,
  NameserverDelegation,
  TlsCertificate,
  TlsOrganization,
} from "pulumi-registrar";

// One resource of every kind, with the features their states hold (an id output, a zone's
// records, a delegation to restore, DS records, a key and its CSR, an issued certificate).

const record = new DnsRecord("app", { zone: "example.com", name: "app", type: "A", data: "192.0.2.80" });

new DnsZone("net", {
  zone: "example.net",
  records: [
    { name: "@", type: "TXT", data: "v=spf1 -all" },
    { name: "api", type: "CNAME", data: "www.example.com." },
  ],
});

new NameserverDelegation("vanity", { domain: "example.net", vanitySetId: 1 });

new DnssecConfig("external", {
  domain: "example.info",
  mode: "external",
  records: [
    {
      kind: "ds",
      keyTag: 31589,
      algorithm: 13,
      digestType: 2,
      digest: "3490a6806d47f17a34c29e2ce80e8a999ffbe4be1d7a7a7b5c2c8f9d6b7a8c11",
    },
  ],
});

const organization = new TlsOrganization("org", {
  organization: "Example Shop GmbH",
  firstName: "Erika",
  lastName: "Mustermann",
  address: "Beispielstrasse 1",
  postalCode: "10115",
  city: "Berlin",
  countryCode: "DE",
  phone: "+49 30 1234567",
  email: "tls@example.com",
});

const request = new CertificateRequest("web-key", { commonName: "shop.example.com" });
const certificate = new TlsCertificate("web", {
  sku: "dv-single",
  commonName: "shop.example.com",
  csr: request.csr,
});

export const recordId = record.recordId;
export const organizationId = organization.organizationId;
export const certificateStatus = certificate.status;
