import * as pulumi from "@pulumi/pulumi";
import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  NameserverDelegation,
  TlsCertificate,
} from "pulumi-registrar";

// Stage 1 creates everything; stage 2 changes, for every resource, an input that forces its
// replacement, through a value that preview cannot know: the CSR of a request that stage 2
// replaces (its outputs are unknown until `up` makes the new key).
const stage = new pulumi.Config().requireNumber("stage");
const pick = <T>(first: T, second: T): T => (stage === 1 ? first : second);

const trigger = new CertificateRequest("trigger", { commonName: pick("one.example.org", "two.example.org") });
const later = <T>(value: T): pulumi.Output<T> => trigger.csr.apply(() => value);

// A record moved to another zone: PATCH cannot move it, a new record replaces it.
const moved = new DnsRecord("moved", {
  name: "moved",
  zone: later(pick("example.org", "example.net")),
  type: "A",
  data: "192.0.2.77",
});

// DNSSEC and delegation of another domain: the old domain's settings go back, the new one's change.
const dnssec = new DnssecConfig("dnssec", {
  domain: later(pick("example.net", "example.com")),
  mode: "provider",
  waitFor: "accepted",
});
const delegation = new NameserverDelegation("delegation", {
  domain: later(pick("example.com", "example.net")),
  vanitySetId: 2,
});

// The paid order of the user's report: names and CSR from a request to which a SAN is added.
const names = pick(["www.example.com"], ["www.example.com", "shop.example.com"]);
const key = new CertificateRequest("dv-key", { commonName: "www.example.com", dnsNames: names });
const certificate = new TlsCertificate("dv", {
  sku: "dv-multi",
  commonName: "www.example.com",
  dnsNames: key.dnsNames,
  csr: key.csr,
  timeoutSeconds: 120,
});

// A request whose common name is known only once `up` runs.
const derived = new CertificateRequest("derived-key", {
  commonName: later(pick("a.example.org", "b.example.org")),
});

export const ids = {
  moved: moved.id,
  dnssec: dnssec.id,
  delegation: delegation.id,
  certificate: certificate.id,
  derived: derived.id,
};
