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
const stage = new pulumi.Config().requireNumber("stage");
const trigger = new CertificateRequest("trigger", { commonName: `stage${stage}.example.org` });
function changeAt<T>(at: number, before: T, after: T): pulumi.Input<T> {
  if (stage < at) return before;
  return stage === at ? trigger.csr.apply(() => after) : after;
}

// A record moved to another zone: PATCH cannot move it, a new record replaces it.
const moved = new DnsRecord("moved", {
  name: "moved",
  zone: changeAt(2, "example.org", "example.net"),
  type: "A",
  data: "192.0.2.77",
});

// DNSSEC of another domain: the new domain is signed, the old one's DNSSEC is turned off.
const dnssec = new DnssecConfig("dnssec", {
  domain: changeAt(2, "example.org", "example.com"),
  mode: "provider",
});

// The paid order of the user's report: names and CSR from a request to which a SAN is added.
const key = new CertificateRequest("dv-key", {
  commonName: "www.example.com",
  dnsNames: stage < 2 ? ["www.example.com"] : ["www.example.com", "shop.example.com"],
});
const certificate = new TlsCertificate("dv", {
  sku: "dv-multi",
  commonName: "www.example.com",
  dnsNames: key.dnsNames,
  csr: key.csr,
  timeoutSeconds: 120,
});

// A request whose common name is known only once `up` runs.
const derived = new CertificateRequest("derived-key", {
  commonName: changeAt(2, "a.example.org", "b.example.org"),
});

// Delegation of another domain, a stage later (a domain's DNSSEC change and its delegation do not
// run at once): the new domain goes to the vanity set, the old one back to what it had.
const delegation = new NameserverDelegation("delegation", {
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
