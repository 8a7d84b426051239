import * as pulumi from "@pulumi/pulumi";
import type { ResourceKind } from "../../provider/resources/registry";
import {
  CertificateRequest,
  DnsRecord,
  DnssecConfig,
  NameserverDelegation,
  TlsCertificate,
  TlsOrganization,
} from "../../sdk";

// Pulumi makes an Output only of the properties a program sends, so an output the arguments may
// leave out needs a placeholder. Every declared output of every resource class is an Output when
// the class is built from its required arguments alone. Each list below must name every declared
// output, no more: the compiler checks it.

/** Every resource kind of the registry: a new one fails to compile until it is listed here. */
const classes = {
  DnsRecord,
  CertificateRequest,
  TlsOrganization,
  TlsCertificate,
  DnssecConfig,
  NameserverDelegation,
} satisfies Record<ResourceKind, unknown>;
type ResourceClass = keyof typeof classes;
type OutputKeys<T> = Exclude<
  { [K in keyof T]-?: T[K] extends pulumi.Output<unknown> ? K : never }[keyof T],
  "id" | "urn"
>;
type Case<K extends ResourceClass> = {
  args: ConstructorParameters<(typeof classes)[K]>[1];
  outputs: { [P in OutputKeys<InstanceType<(typeof classes)[K]>>]: true };
};

const cases: { [K in ResourceClass]: Case<K> } = {
  DnsRecord: {
    args: { name: "www.example.com", type: "A", data: "192.0.2.1" },
    outputs: {
      recordId: true,
      zone: true,
      name: true,
      type: true,
      ttl: true,
      data: true,
      annotation: true,
      priority: true,
      flags: true,
      tag: true,
    },
  },
  CertificateRequest: {
    args: { commonName: "www.example.com" },
    outputs: {
      commonName: true,
      dnsNames: true,
      keyAlgorithm: true,
      csr: true,
      publicKeyPem: true,
      privateKeyPem: true,
    },
  },
  TlsOrganization: {
    args: {
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
    outputs: {
      organizationId: true,
      organization: true,
      firstName: true,
      lastName: true,
      address: true,
      postalCode: true,
      city: true,
      countryCode: true,
      phone: true,
      email: true,
      editMode: true,
    },
  },
  TlsCertificate: {
    args: { sku: "dv-single", commonName: "www.example.com", csr: "-----BEGIN CERTIFICATE REQUEST-----" },
    outputs: {
      certificateId: true,
      status: true,
      actionRequired: true,
      completionUrl: true,
      dcvRecords: true,
      certificatePem: true,
      chainPem: true,
      fullChainPem: true,
      notBefore: true,
      notAfter: true,
      serialNumber: true,
      renewalDueAt: true,
      sku: true,
      commonName: true,
      dnsNames: true,
      csr: true,
    },
  },
  DnssecConfig: {
    args: { domain: "example.com", mode: "provider" },
    outputs: {
      domain: true,
      mode: true,
      state: true,
      dnssecState: true,
      desiredState: true,
      liveState: true,
      pendingJob: true,
      dsRecords: true,
    },
  },
  NameserverDelegation: {
    args: { domain: "example.com" },
    outputs: {
      domain: true,
      mode: true,
      vanitySetId: true,
      nameservers: true,
      previousMode: true,
      previousVanitySetId: true,
      previousNameservers: true,
    },
  },
};

beforeAll(() => {
  pulumi.runtime.setMocks(
    { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
    "project",
    "stack",
    false,
  );
});

test.each(Object.keys(cases) as ResourceClass[])("every declared output of %s is an Output", async (kind) => {
  const { args, outputs } = cases[kind] as Case<ResourceClass>;
  const Class = classes[kind] as unknown as new (name: string, args: unknown) => Record<string, unknown>;
  const resource = new Class(`sample-${kind}`, args);
  // The registration ends before the test does.
  await new Promise((resolve) => (resource.id as pulumi.Output<string>).apply(resolve));
  const missing = Object.keys(outputs).filter((key) => !pulumi.Output.isInstance(resource[key]));
  expect(missing).toEqual([]);
});
