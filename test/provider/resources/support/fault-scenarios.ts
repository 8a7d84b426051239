import * as certificateRequest from "../../../../dynamic/certificate-request";
import * as dnsRecord from "../../../../dynamic/dns-record";
import * as dnsZone from "../../../../dynamic/dns-zone";
import * as dnssecConfig from "../../../../dynamic/dnssec-config";
import * as nameserverDelegation from "../../../../dynamic/nameserver-delegation";
import type { DynamicProvider as LifecycleProvider } from "../../../../dynamic/resource-provider";
import * as tlsCertificate from "../../../../dynamic/tls-certificate";
import * as tlsOrganization from "../../../../dynamic/tls-organization";
import type { RegistrarClient } from "../../../../provider/client";
import { contactInputs } from "../../../support/contact";
import type { Fault } from "../../../support/emulator-admin";
import { sampleDs as ds } from "./sample-args";

/** The faults every write meets in turn, each once. */
export const faults = {
  "drop-before": { action: "drop-before" },
  "drop-after": { action: "drop-after" },
  "500": { status: 500 },
  "502": { status: 502 },
  "429": { status: 429, headers: { "Retry-After": "1" } },
} satisfies Record<string, Pick<Fault, "action" | "status" | "headers">>;
export type FaultName = keyof typeof faults;

export type Step = "create" | "update" | "delete";
type Raw = Record<string, unknown>;

/** One write a resource sends in a step: the request a fault is injected on. */
export interface Write {
  step: Step;
  method: string;
  /** RE2 pattern of the path, as the emulator's faults take it. */
  path: string;
  /**
   * Faults after which the step fails once, by design, and the next `up` converges; under every
   * other fault the step succeeds within the same `up`.
   */
  failsOnce?: FaultName[];
}

/** A resource taken through create, update and delete, and what the account holds after each. */
export interface Scenario {
  kind: string;
  // The engine hands every provider untyped properties: the scenario does the same.
  // biome-ignore lint/suspicious/noExplicitAny: the table holds providers of every kind
  provider: LifecycleProvider<any, any>;
  first(): Raw;
  second(): Raw;
  /** How a failure message names the resource. */
  names: RegExp;
  writes: Write[];
  /** What the account holds of this resource: a duplicate or a leftover shows here. */
  holds(client: RegistrarClient): Promise<Record<string, number>>;
  expected: Record<Step, Record<string, number>>;
}

const ownerTag = "0badc0de.12345678";

/** Two CSRs of www.example.com and shop.example.com, made once: the order's and its reissue's. */
const csrs: string[] = [];
export async function makeCsrs(): Promise<void> {
  for (let i = csrs.length; i < 2; i++) {
    const { inputs } = await certificateRequest.check(
      {},
      { commonName: "www.example.com", dnsNames: ["shop.example.com"] },
    );
    const made = await certificateRequest.create(inputs as certificateRequest.CertificateRequestInputs);
    csrs.push((made.outs as certificateRequest.CertificateRequestOutputs).csr);
  }
}
const certificate = (csr: number) => ({
  sku: "dv-multi",
  commonName: "www.example.com",
  dnsNames: ["shop.example.com"],
  csr: csrs[csr],
  onDelete: "revoke",
});

/** Paid orders are never sent twice in a run: an order whose outcome is unknown waits for the next `up`. */
const unknownOutcome: FaultName[] = ["drop-before", "500", "502"];

export const scenarios: Scenario[] = [
  {
    kind: "DnsRecord",
    provider: dnsRecord,
    first: () => ({ name: "fm.example.com", type: "A", data: "192.0.2.1", ownerTag }),
    second: () => ({ name: "fm.example.com", type: "A", data: "192.0.2.2", ttl: 600, ownerTag }),
    names: /DnsRecord|fm\.example\.com/,
    writes: [
      { step: "create", method: "POST", path: "^/dns/rr$" },
      { step: "update", method: "PATCH", path: "^/dns/rr/\\d+$" },
      { step: "delete", method: "DELETE", path: "^/dns/rr/\\d+$" },
    ],
    holds: async (client) => ({
      records: (await client.listRecords("example.com")).filter((r) => r.name === "fm.example.com.").length,
    }),
    expected: { create: { records: 1 }, update: { records: 1 }, delete: { records: 0 } },
  },
  {
    kind: "DnsZone",
    provider: dnsZone,
    first: () => ({
      zone: "example.org",
      records: [
        { name: "fz1", type: "A", data: "192.0.2.1" },
        { name: "fz2", type: "TXT", data: "two" },
      ],
      unmanaged: "ignore",
      ownerTag,
    }),
    // fz1 changed in place (PATCH), fz2 gone (DELETE), fz3 new (POST).
    second: () => ({
      zone: "example.org",
      records: [
        { name: "fz1", type: "A", data: "192.0.2.9", ttl: 600 },
        { name: "fz3", type: "TXT", data: "three" },
      ],
      unmanaged: "ignore",
      ownerTag,
    }),
    names: /DnsZone|example\.org/,
    writes: [
      { step: "create", method: "POST", path: "^/dns/rr$" },
      { step: "update", method: "PATCH", path: "^/dns/rr/\\d+$" },
      { step: "update", method: "DELETE", path: "^/dns/rr/\\d+$" },
      { step: "update", method: "POST", path: "^/dns/rr$" },
      { step: "delete", method: "DELETE", path: "^/dns/rr/\\d+$" },
    ],
    holds: async (client) => {
      const records = (await client.listRecords("example.org")).filter((r) => /^fz\d\./.test(r.name));
      return { records: records.length, distinct: new Set(records.map((r) => `${r.name} ${r.data}`)).size };
    },
    expected: {
      create: { records: 2, distinct: 2 },
      update: { records: 2, distinct: 2 },
      delete: { records: 0, distinct: 0 },
    },
  },
  {
    kind: "DnssecConfig",
    provider: dnssecConfig,
    first: () => ({ domain: "example.info", mode: "external", records: [ds(11111, "a")] }),
    second: () => ({ domain: "example.info", mode: "external", records: [ds(11111, "a"), ds(22222, "b")] }),
    names: /DnssecConfig|example\.info/,
    writes: [
      { step: "create", method: "PUT", path: "^/dns/example\\.info/dnssec$" },
      { step: "create", method: "POST", path: "^/dns/example\\.info/dnssec/verify$" },
      { step: "update", method: "PUT", path: "^/dns/example\\.info/dnssec$" },
      { step: "delete", method: "PUT", path: "^/dns/example\\.info/dnssec$" },
    ],
    holds: async (client) => {
      const dnssec = await client.getDNSSECByDomain("example.info");
      return {
        enabled: dnssec.desired_state.state === "enabled" ? 1 : 0,
        ds: dnssec.desired_state.records.length,
      };
    },
    expected: {
      create: { enabled: 1, ds: 1 },
      update: { enabled: 1, ds: 2 },
      delete: { enabled: 0, ds: 0 },
    },
  },
  {
    kind: "NameserverDelegation",
    provider: nameserverDelegation,
    first: () => ({ domain: "example.com", vanitySetId: 1 }),
    second: () => ({ domain: "example.com", vanitySetId: 2 }),
    names: /NameserverDelegation|example\.com/,
    writes: [
      { step: "create", method: "PUT", path: "^/domains/example\\.com/nameservers$" },
      { step: "update", method: "PUT", path: "^/domains/example\\.com/nameservers$" },
      { step: "delete", method: "PUT", path: "^/domains/example\\.com/nameservers$" },
    ],
    holds: async (client) => {
      const now = await client.getNameserversByDomain("example.com");
      return { vanitySet: now.mode === "vanity" ? (now.vanity_set_id ?? 0) : 0 };
    },
    expected: { create: { vanitySet: 1 }, update: { vanitySet: 2 }, delete: { vanitySet: 0 } },
  },
  ...(["update_provider", "create_replacement"] as const).map(
    (editMode): Scenario => ({
      kind: `TlsOrganization (${editMode})`,
      provider: tlsOrganization,
      first: () => ({ ...contactInputs, organization: "Matrix Corp", editMode }),
      second: () => ({ ...contactInputs, organization: "Matrix Corp", city: "Hamburg", editMode }),
      names: /TlsOrganization|TLS organization/,
      writes: [
        { step: "create", method: "POST", path: "^/tls/organization$" },
        { step: "update", method: "PATCH", path: "^/tls/organization/[^/]+$" },
      ],
      holds: async (client) => {
        const all = await client.listOrganizations();
        return { organizations: all.length, active: all.filter((o) => o.status === "active").length };
      },
      // A replacement leaves the replaced organization in the account (the API deletes none).
      expected: {
        create: { organizations: 1, active: 1 },
        update: { organizations: editMode === "create_replacement" ? 2 : 1, active: 1 },
        delete: { organizations: editMode === "create_replacement" ? 2 : 1, active: 1 },
      },
    }),
  ),
  {
    kind: "TlsCertificate",
    provider: tlsCertificate,
    first: () => certificate(0),
    second: () => certificate(1),
    names: /TlsCertificate|TLS certificate/,
    writes: [
      { step: "create", method: "POST", path: "^/tls/certificate$", failsOnce: unknownOutcome },
      { step: "create", method: "POST", path: "^/dns/rr$" },
      { step: "create", method: "DELETE", path: "^/dns/rr/\\d+$" },
      { step: "update", method: "POST", path: "^/tls/certificate/[^/]+/reissue$" },
      { step: "update", method: "POST", path: "^/dns/rr$" },
      { step: "update", method: "DELETE", path: "^/dns/rr/\\d+$" },
      { step: "delete", method: "POST", path: "^/tls/certificate/[^/]+/order-cancel$" },
    ],
    holds: async (client) => {
      const orders = await client.listCertificates();
      const tokens = (await client.listRecords("example.com")).filter((r) =>
        r.annotation?.startsWith("pulumi-registrar: DCV token"),
      );
      return {
        orders: orders.length,
        issued: orders.filter((o) => o.status === "issued").length,
        dcvRecords: tokens.length,
      };
    },
    expected: {
      create: { orders: 1, issued: 1, dcvRecords: 0 },
      update: { orders: 1, issued: 1, dcvRecords: 0 },
      delete: { orders: 1, issued: 0, dcvRecords: 0 },
    },
  },
];
