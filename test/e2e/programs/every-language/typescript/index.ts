// The program that every language runs (its YAML form beside it), in TypeScript with the npm
// package's classes (dynamic resources: no plugin). The same resources, names and values in each
// language, so that the API requests of their `up` and their outputs compare. Needs
// registrar:baseUrl and registrar:apiKey in the stack's config.
import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  DnsZone,
  getDnsZone,
  NameserverDelegation,
  TlsCertificate,
} from "pulumi-registrar";

// example.net, the demo account's zone, taken over: its 4 records and 16 more, 20 in all.
const hosts = Array.from({ length: 16 }, (_, i) => ({
  name: `host${String(i + 1).padStart(2, "0")}`,
  type: "A" as const,
  data: `192.0.2.${101 + i}`,
}));
const exampleNet = new DnsZone("example-net", {
  zone: "example.net",
  ttl: 3600,
  unmanaged: "remove",
  records: [
    { name: "@", type: "ALIAS", data: "edge.example.org", ttl: 300 },
    { name: "www", type: "CNAME", data: "@" },
    { name: "@", type: "MX", data: "mail.example.com", priority: 10 },
    { name: "_dmarc", type: "TXT", data: "v=DMARC1; p=none" },
    ...hosts,
  ],
});

// One record of another zone, on its own.
const statusRecord = new DnsRecord("status-record", {
  zone: "example.com",
  name: "status",
  type: "CNAME",
  data: "www.example.org",
});

// example.net is on the service's nameservers: the service signs it and publishes the DS.
const exampleNetDnssec = new DnssecConfig("example-net-dnssec", { domain: "example.net", mode: "provider" });

// example.info moved onto the demo account's vanity nameserver set 1; the API cannot set its
// external nameservers back, so destroy leaves it on the standard ones.
const exampleInfoNameservers = new NameserverDelegation("example-info-nameservers", {
  domain: "example.info",
  vanitySetId: 1,
  onDelete: "standard",
});

// A key and CSR made locally; the certificate is validated through DCV records that the provider
// creates in example.com, and removes once it is issued.
const siteKey = new CertificateRequest("site-key", { commonName: "www.example.com" });
const site = new TlsCertificate("site", {
  sku: "dv-single",
  commonName: siteKey.commonName,
  csr: siteKey.csr,
});

const exampleCom = getDnsZone("example.com");

// Only what every run gives alike (no keys, serials, dates, nor ids, which follow the order of
// the parallel creates).
export const zoneRecordCount = exampleNet.zoneRecordCount;
export const statusRecordName = statusRecord.name;
export const dnssecState = exampleNetDnssec.dnssecState;
export const delegationNameservers = exampleInfoNameservers.nameservers;
export const certificateStatus = site.status;
export const certificateDnsNames = site.dnsNames;
export const lookupZone = exampleCom.then((zone) => zone.name);
export const lookupNameservers = exampleCom.then((zone) => zone.nameservers);
