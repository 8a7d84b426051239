import * as pulumi from "@pulumi/pulumi";
import { CertificateRequest, type KeyAlgorithm, TlsCertificate, TlsOrganization } from "pulumi-registrar";

interface Order {
  sku: string;
  commonName: string;
  dnsNames?: string[];
  keyAlgorithm?: KeyAlgorithm;
  validityDays?: number;
  timeoutSeconds?: number;
  /** Order with the program's TlsOrganization (organization-validated products). */
  withOrganization?: boolean;
}

const orders = new pulumi.Config().requireObject<Record<string, Order>>("certificates");

const organization = Object.values(orders).some((order) => order.withOrganization)
  ? new TlsOrganization("org", {
      organization: "Example Shop GmbH",
      firstName: "Erika",
      lastName: "Mustermann",
      address: "Beispielstrasse 1",
      postalCode: "10115",
      city: "Berlin",
      countryCode: "DE",
      phone: "+49 30 1234567",
      email: "tls@example.com",
    })
  : undefined;

export const organizationId = organization?.organizationId;

export const certificates: Record<string, pulumi.Output<object>> = {};
for (const [name, order] of Object.entries(orders)) {
  const request = new CertificateRequest(`${name}-key`, {
    commonName: order.commonName,
    dnsNames: order.dnsNames,
    keyAlgorithm: order.keyAlgorithm,
  });
  const certificate = new TlsCertificate(name, {
    sku: order.sku,
    commonName: order.commonName,
    dnsNames: order.dnsNames,
    csr: request.csr,
    validityDays: order.validityDays,
    timeoutSeconds: order.timeoutSeconds,
    organizationId: order.withOrganization ? organization?.organizationId : undefined,
  });
  certificates[name] = pulumi.output({
    urn: certificate.urn,
    certificateId: certificate.certificateId,
    status: certificate.status,
    serialNumber: certificate.serialNumber,
    fullChainPem: certificate.fullChainPem,
    notAfter: certificate.notAfter,
  });
}
