import * as pulumi from "@pulumi/pulumi";
import { sampleArgs } from "../provider/resources/support/sample-args";
import { resourceClasses } from "./support/resource-classes";

// Pulumi makes an Output only of the properties a program sends, so an output the arguments may
// leave out needs a placeholder. Every declared output of every resource class is an Output when
// the class is built from its required arguments alone (`sampleArgs`). Each list below must name every declared
// output, no more: the compiler checks it.

const classes = resourceClasses;
type ResourceClass = keyof typeof classes;
type OutputKeys<T> = Exclude<
  { [K in keyof T]-?: T[K] extends pulumi.Output<unknown> ? K : never }[keyof T],
  "id" | "urn"
>;
type DeclaredOutputs<K extends ResourceClass> = {
  [P in OutputKeys<InstanceType<(typeof classes)[K]>>]: true;
};

const declaredOutputs: { [K in ResourceClass]: DeclaredOutputs<K> } = {
  DnsZone: {
    zone: true,
    records: true,
    unmanaged: true,
    ignore: true,
    maxChangeRatio: true,
    maxUpdateRatio: true,
    maxDeleteRatio: true,
    unmanagedRecords: true,
    unmanagedBaseline: true,
    ignoredRecords: true,
    otherStackRecords: true,
    zoneRecordCount: true,
  },
  DnsRecord: {
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
  CertificateRequest: {
    commonName: true,
    dnsNames: true,
    keyAlgorithm: true,
    csr: true,
    publicKeyPem: true,
    privateKeyPem: true,
  },
  TlsOrganization: {
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
  TlsCertificate: {
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
  DnssecConfig: {
    domain: true,
    mode: true,
    state: true,
    dnssecState: true,
    desiredState: true,
    liveState: true,
    pendingJob: true,
    dsRecords: true,
  },
  NameserverDelegation: {
    domain: true,
    mode: true,
    vanitySetId: true,
    nameservers: true,
    previousMode: true,
    previousVanitySetId: true,
    previousNameservers: true,
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

test.each(Object.keys(declaredOutputs) as ResourceClass[])(
  "every declared output of %s is an Output",
  async (kind) => {
    const outputs = declaredOutputs[kind];
    const Class = classes[kind] as unknown as new (name: string, args: unknown) => Record<string, unknown>;
    const resource = new Class(`sample-${kind}`, sampleArgs[kind]);
    // The registration ends before the test does.
    await new Promise((resolve) => (resource.id as pulumi.Output<string>).apply(resolve));
    const missing = Object.keys(outputs).filter((key) => !pulumi.Output.isInstance(resource[key]));
    expect(missing).toEqual([]);
  },
);
