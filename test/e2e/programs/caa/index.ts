import * as pulumi from "@pulumi/pulumi";
import { CertificateRequest, DnsRecord, TlsCertificate } from "pulumi-registrar";

// example.net's CAA names another CA; with `allowCa`, a second record names the registrar's.
// The certificate depends on the records, so the CA checks them once they are in the zone.
const config = new pulumi.Config();
const records = [
  new DnsRecord("caa-other", { name: "example.net", type: "CAA", data: '0 issue "letsencrypt.org"' }),
];
if (config.getBoolean("allowCa")) {
  records.push(
    new DnsRecord("caa-registrar", {
      name: "example.net",
      type: "CAA",
      data: '0 issue "ca.registrar.example"',
    }),
  );
}

const request = new CertificateRequest("shop-key", { commonName: "shop.example.net" });
const certificate = new TlsCertificate(
  "shop",
  { sku: "dv-single", commonName: request.commonName, csr: request.csr },
  { dependsOn: records },
);

export const certificateId = certificate.certificateId;
export const status = certificate.status;
