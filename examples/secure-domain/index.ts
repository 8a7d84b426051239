import { CertificateRequest, DnssecConfig, TlsCertificate } from "pulumi-registrar";

// example.net is on the service's nameservers with its zone here, so the service signs it and
// publishes its DS at the registry. `up` waits until the change is active (about twenty minutes
// of the registry's time), printing the job's progress; destroy disables DNSSEC again and waits
// until it is inactive.
const dnssec = new DnssecConfig("example-net", { domain: "example.net", mode: "provider" });

// A key and CSR made locally, and a certificate for two names of example.com: the provider
// creates the DCV records in the account's zone, waits for issuance, then removes them.
const request = new CertificateRequest("web-key", {
  commonName: "www.example.com",
  dnsNames: ["shop.example.com"],
});
const certificate = new TlsCertificate("web", {
  sku: "dv-multi",
  commonName: request.commonName,
  dnsNames: request.dnsNames,
  csr: request.csr,
  validityDays: 90,
  // Destroy keeps the certificate: it stays valid until it expires.
  onDelete: "retain",
});

export const dnssecState = dnssec.dnssecState;
export const dsRecords = dnssec.dsRecords;
export const certificateId = certificate.certificateId;
export const certificateStatus = certificate.status;
export const certificatePem = certificate.certificatePem;
