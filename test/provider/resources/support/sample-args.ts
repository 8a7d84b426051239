import type * as sdk from "../../../../classes";
import type { ResourceKind } from "../../../../provider/resources/kinds";

/** Each resource class's required arguments alone; the type demands an entry per kind. */
export const sampleArgs: { [K in ResourceKind]: ConstructorParameters<(typeof sdk)[K]>[1] } = {
  DnsRecord: { name: "www.example.com", type: "A", data: "192.0.2.1" },
  CertificateRequest: { commonName: "www.example.com" },
  TlsOrganization: {
    organization: "Example Ltd",
    firstName: "Ada",
    lastName: "Lovelace",
    address: "1 Example Street",
    postalCode: "12345",
    city: "Example City",
    countryCode: "GB",
    phone: "+44.2000000000",
    email: "admin@example.com",
  },
  TlsCertificate: {
    sku: "dv-single",
    commonName: "www.example.com",
    csr: "-----BEGIN CERTIFICATE REQUEST-----",
  },
  DnssecConfig: { domain: "example.com", mode: "provider" },
  NameserverDelegation: { domain: "example.com" },
  DnsZone: { zone: "example.com" },
};

/** A DS record as DnssecConfig takes it: `keyTag`, and a SHA-256 digest of 64 `digit`s. */
export const sampleDs = (keyTag: number, digit: string) => ({
  kind: "ds",
  keyTag,
  algorithm: 13,
  digestType: 2,
  digest: digit.repeat(64),
});
