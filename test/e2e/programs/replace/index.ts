import * as pulumi from "@pulumi/pulumi";
import { CertificateRequest, DnsRecord, TlsCertificate } from "pulumi-registrar";

// Resources whose replacement takes over what the old one holds: certificates that stay pending
// (their names are in no zone of the account, so no DCV record can be made), each from its own
// CertificateRequest, and a DNS record. `frontEnd: plugin` declares them through the provider
// plugin's type tokens.

interface Order {
  sku: string;
  commonName: string;
  /** The CertificateRequest's name: `<name>-key` unless given (a renamed certificate keeps its key). */
  request?: string;
  /** The engine deletes it before it creates its replacement. */
  deleteBeforeReplace?: boolean;
}

const config = new pulumi.Config();
const viaPlugin = config.get("frontEnd") === "plugin";
type Class<T, A> = new (name: string, args: A, options?: pulumi.CustomResourceOptions) => T;
/** A resource of the class `kind`, or its plugin twin with the outputs `reads` this program reads. */
function declare<T, A extends object>(
  kind: Class<T, A>,
  name: string,
  args: A,
  reads: string[],
  options?: pulumi.CustomResourceOptions,
): T {
  if (!viaPlugin) return new kind(name, args, options);
  // Pulumi makes an Output of each property sent, undefined ones included: they are the outputs read.
  const outputs = Object.fromEntries(reads.map((output) => [output, undefined]));
  const resource = new pulumi.CustomResource(
    `registrar:index:${kind.name}`,
    name,
    { ...args, ...outputs },
    options,
  );
  return resource as unknown as T;
}

export const certificates: Record<string, pulumi.Output<object>> = {};
for (const [name, order] of Object.entries(config.requireObject<Record<string, Order>>("certificates"))) {
  const { request: requestName, deleteBeforeReplace, ...args } = order;
  const request = declare(
    CertificateRequest,
    requestName ?? `${name}-key`,
    { commonName: order.commonName },
    ["csr"],
  );
  const certificate = declare(
    TlsCertificate,
    name,
    { ...args, csr: request.csr, waitForIssuance: false },
    ["certificateId", "status"],
    { deleteBeforeReplace },
  );
  certificates[name] = pulumi.output({
    urn: certificate.urn,
    certificateId: certificate.certificateId,
    status: certificate.status,
  });
}

const record = declare(
  DnsRecord,
  "record",
  { name: "replaced", zone: "example.com", type: "A", data: "192.0.2.40" },
  ["recordId"],
);
export const recordUrn = record.urn;
export const recordId = record.recordId;

// A record the program replaces when its ttl changes (the option a program may set on any resource).
const timed = declare(
  DnsRecord,
  "timed",
  { name: "timed", zone: "example.com", type: "A", data: "192.0.2.41", ttl: config.getNumber("ttl") ?? 300 },
  ["recordId"],
  { replaceOnChanges: ["ttl"] },
);
export const timedUrn = timed.urn;
export const timedId = timed.recordId;
