import * as pulumi from "@pulumi/pulumi";
import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  NameserverDelegation,
  TlsCertificate,
} from "pulumi-registrar";

// Each stage after the first changes, for some resources, an input that forces their replacement,
// through a value that preview cannot know: the CSR of a request that every stage replaces (its
// outputs are unknown until `up` makes the new key). A value that does not change stays known.
const config = new pulumi.Config();
const stage = config.requireNumber("stage");

// `frontEnd: plugin`: every resource through the provider plugin's type token, as a program in a
// language without this package's SDK declares it, with the same names and inputs.
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

const trigger = declare(CertificateRequest, "trigger", { commonName: `stage${stage}.example.org` }, ["csr"]);
function changeAt<T>(at: number, before: T, after: T): pulumi.Input<T> {
  if (stage < at) return before;
  return stage === at ? trigger.csr.apply(() => after) : after;
}

// A record moved to another zone: PATCH cannot move it, a new record replaces it.
const moved = declare(DnsRecord, "moved", {
  name: "moved",
  zone: changeAt(2, "example.org", "example.net"),
  type: "A",
  data: "192.0.2.77",
});

// DNSSEC of another domain: the new domain is signed, the old one's DNSSEC is turned off.
const dnssec = declare(DnssecConfig, "dnssec", {
  domain: changeAt(2, "example.org", "example.com"),
  mode: "provider",
});

// The paid order of the user's report: names and CSR from a request to which a SAN is added.
const key = declare(
  CertificateRequest,
  "dv-key",
  {
    commonName: "www.example.com",
    dnsNames: stage < 2 ? ["www.example.com"] : ["www.example.com", "shop.example.com"],
  },
  ["csr"],
);
const certificate = declare(TlsCertificate, "dv", {
  sku: "dv-multi",
  commonName: "www.example.com",
  dnsNames: key.dnsNames,
  csr: key.csr,
  timeoutSeconds: 120,
});

// A request whose common name is known only once `up` runs.
const derived = declare(CertificateRequest, "derived-key", {
  commonName: changeAt(2, "a.example.org", "b.example.org"),
});

// Delegation of another domain, a stage later (a domain's DNSSEC change and its delegation do not
// run at once): the new domain goes to the vanity set, the old one back to what it had.
const delegation = declare(NameserverDelegation, "delegation", {
  domain: changeAt(3, "example.net", "example.com"),
  vanitySetId: 2,
});

export const ids = {
  moved: moved.id,
  dnssec: dnssec.id,
  delegation: delegation.id,
  certificate: certificate.id,
  derived: derived.id,
};
