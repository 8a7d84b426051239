import * as pulumi from "@pulumi/pulumi";
import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  NameserverDelegation,
  TlsCertificate,
  TlsOrganization,
} from "pulumi-registrar";

// Every kind whose create costs or counts, in one program: records in three zones, DNSSEC turned
// on, a delegation changed, an organization, and DV and OV certificates, each from its own
// CertificateRequest. `frontEnd: plugin` declares the same resources through the provider
// plugin's type tokens, as a program in a language without this package's SDK does.
const config = new pulumi.Config();
const viaPlugin = config.get("frontEnd") === "plugin";
type Class<T, A> = new (name: string, args: A) => T;
/** A resource of the class `kind`, or its plugin twin with the outputs `reads` this program reads. */
function declare<T, A extends object>(kind: Class<T, A>, name: string, args: A, reads: string[] = []): T {
  if (!viaPlugin) return new kind(name, args);
  // Pulumi makes an Output of each property sent, undefined ones included: they are the outputs read.
  const outputs = Object.fromEntries(reads.map((output) => [output, undefined]));
  return new pulumi.CustomResource(`registrar:index:${kind.name}`, name, {
    ...args,
    ...outputs,
  }) as unknown as T;
}

const zones = ["example.com", "example.net", "example.org"];
for (const zone of zones) {
  for (let i = 0; i < 4; i++) {
    declare(DnsRecord, `${zone}-${i}`, {
      name: `estate-${i}`,
      zone,
      type: i % 2 === 0 ? "A" : "TXT",
      data: i % 2 === 0 ? `192.0.2.${10 + i}` : `estate record ${i}`,
    });
  }
}

// example.net's zone is signed by the service: a DNSSEC job the killed run may have started.
declare(DnssecConfig, "dnssec", { domain: "example.net", mode: "provider" });

// example.co.uk moves to a vanity set; on delete it goes back to the standard nameservers, which
// it had: a delegation whose state was lost cannot know what it had before (README).
declare(NameserverDelegation, "delegation", {
  domain: "example.co.uk",
  vanitySetId: 2,
  onDelete: "standard",
});

const organization = declare(
  TlsOrganization,
  "org",
  {
    organization: "Example Shop GmbH",
    firstName: "Erika",
    lastName: "Mustermann",
    address: "Beispielstrasse 1",
    postalCode: "10115",
    city: "Berlin",
    countryCode: "DE",
    phone: "+49 30 1234567",
    email: "tls@example.com",
  },
  ["organizationId"],
);

const certificates: { name: string; sku: string; commonName: string; dnsNames?: string[]; ov?: boolean }[] = [
  { name: "www-com", sku: "dv-multi", commonName: "www.example.com", dnsNames: ["shop.example.com"] },
  { name: "www-net", sku: "dv-single", commonName: "www.example.net" },
  { name: "api-org", sku: "dv-single", commonName: "api.example.org" },
  { name: "www-org", sku: "ov-single", commonName: "www.example.org", ov: true },
];
export const certificateIds: Record<string, pulumi.Output<string>> = {};
for (const order of certificates) {
  const request = declare(
    CertificateRequest,
    `${order.name}-key`,
    { commonName: order.commonName, dnsNames: order.dnsNames },
    ["csr"],
  );
  const certificate = declare(
    TlsCertificate,
    order.name,
    {
      sku: order.sku,
      commonName: order.commonName,
      dnsNames: order.dnsNames,
      csr: request.csr,
      organizationId: order.ov ? organization.organizationId : undefined,
      validityDays: order.ov ? 365 : 90,
      onDelete: "revoke",
    },
    ["certificateId"],
  );
  certificateIds[order.name] = certificate.certificateId;
}
