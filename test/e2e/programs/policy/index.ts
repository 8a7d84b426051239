import * as pulumi from "@pulumi/pulumi";
import { CertificateRequest, DnsRecord, TlsCertificate } from "pulumi-registrar";

// The CA that example.org's CAA record lets issue: the account's own, or another one.
const issuer = new pulumi.Config().require("caaIssuer");

new DnsRecord("caa", { zone: "example.org", name: "@", type: "CAA", flags: 0, tag: "issue", data: issuer });

const key = new CertificateRequest("site-key", { commonName: "www.example.org" });
export const certificateStatus = new TlsCertificate("site", {
  sku: "dv-single",
  commonName: "www.example.org",
  csr: key.csr,
}).status;
