import * as grpc from "@grpc/grpc-js";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { ManualClock } from "../../emulator";
import { serve } from "../../plugin/server";
import type { RegistrarClient } from "../../provider/client";
import { parseOwnerTag, splitAnnotation } from "../../provider/dns/ownership";
import { makeKeyAndCsr } from "../../provider/tls/key-pair";
import { externalKeys } from "../import/support/large-account";
import { apiContact, contactInputs } from "../support/contact";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";

import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");

/**
 * `pulumi import` through the plugin's Read of an id alone, kind by kind: the inputs are what a
 * program declares, the import writes nothing, and those inputs checked as the next preview
 * checks them are no change against the imported state, also after a refresh.
 */

const time = new ManualClock("2025-03-01T00:00:00Z");
let api: RegistrarClient;
let admin: EmulatorAdmin;
let server: grpc.Server;
let client: services.ResourceProviderClient;

useEmulator({ clock: time }, (started) => {
  ({ client: api, admin } = started);
  beforeAllSettings = { baseUrl: started.options.baseUrl, apiKey: started.options.apiKey };
});
let beforeAllSettings: { baseUrl: string; apiKey: string };
beforeAll(async () => {
  const served = await serve();
  server = served.server;
  client = new services.ResourceProviderClient(`127.0.0.1:${served.port}`, grpc.credentials.createInsecure());
  await call("configure", new proto.ConfigureRequest().setArgs(struct(beforeAllSettings)));
});
afterAll(() => {
  client?.close();
  server?.forceShutdown();
});

function call<Req, Res>(method: string, request: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    type Unary = (request: Req, callback: (error: grpc.ServiceError | null, response: Res) => void) => void;
    const invoke = (client as unknown as Record<string, Unary>)[method] as Unary;
    invoke.call(client, request, (error, response) => (error ? reject(error) : resolve(response)));
  });
}

const struct = (value: object) => Struct.fromJavaScript(value as Parameters<typeof Struct.fromJavaScript>[0]);
const plain = (value: Struct | undefined) => (value?.toJavaScript() ?? {}) as Record<string, unknown>;
const urnOf = (kind: string, name: string) => `urn:pulumi:dev::site::registrar:index:${kind}::${name}`;
const writes = async () => (await admin.requests()).filter((r) => r.method !== "GET");

interface Imported {
  inputs: Record<string, unknown>;
  state: Record<string, unknown>;
  /** The inputs as the next preview's check gives them. */
  checked: Record<string, unknown>;
}

/**
 * Imports `id` as `kind`, then checks what the next preview of the generated code finds: no
 * change, before and after a refresh; and that none of it wrote to the API.
 */
async function importClean(kind: string, id: string): Promise<Imported> {
  const urn = urnOf(kind, "imported");
  await admin.clearRequests();
  const read = await call<proto.ReadRequest, proto.ReadResponse>(
    "read",
    new proto.ReadRequest().setUrn(urn).setId(id),
  );
  expect(read.getId()).toBe(id);
  const inputs = plain(read.getInputs());
  const state = plain(read.getProperties());
  const check = await call<proto.CheckRequest, proto.CheckResponse>(
    "check",
    new proto.CheckRequest().setUrn(urn).setNews(struct(inputs)),
  );
  expect(check.getFailuresList().map((failure) => failure.getReason())).toEqual([]);
  const checked = plain(check.getInputs());
  const diff = (olds: Record<string, unknown>) =>
    call<proto.DiffRequest, proto.DiffResponse>(
      "diff",
      new proto.DiffRequest().setUrn(urn).setId(id).setOlds(struct(olds)).setNews(struct(checked)),
    );
  expect((await diff(state)).getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_NONE);
  const refreshed = await call<proto.ReadRequest, proto.ReadResponse>(
    "read",
    new proto.ReadRequest().setUrn(urn).setId(id).setProperties(struct(state)).setInputs(struct(checked)),
  );
  expect((await diff(plain(refreshed.getProperties()))).getChanges()).toBe(
    proto.DiffResponse.DiffChanges.DIFF_NONE,
  );
  expect(await writes()).toEqual([]);
  return { inputs, state, checked };
}

test("a DnsZone by its name: its records as a program lists them, left unmarked, then marked by the next up that writes", async () => {
  const listed = await api.listRecords("example.com.");
  const { inputs, state, checked } = await importClean("DnsZone", "example.com");
  expect(inputs.zone).toBe("example.com");
  const records = inputs.records as { name: string; type: string; data: unknown; ttl?: number }[];
  expect(records).toHaveLength(listed.length);
  for (const record of listed) {
    expect(records).toContainEqual(expect.objectContaining({ type: record.type }));
  }
  // Every listed record is the resource's by its id, none left to the drift gate.
  const held = state.records as Record<string, { id: string }>;
  expect(
    Object.values(held)
      .map((r) => r.id)
      .sort(),
  ).toEqual(listed.map((r) => String(r.id)).sort());
  expect(state.unmanagedRecords).toEqual({});

  // Dropping one record from the program deletes it; the others get the marker (no other change).
  const [dropped, ...kept] = records;
  const urn = urnOf("DnsZone", "imported");
  const news = plain(
    (
      await call<proto.CheckRequest, proto.CheckResponse>(
        "check",
        new proto.CheckRequest().setUrn(urn).setNews(struct({ ...inputs, records: kept })),
      )
    ).getInputs(),
  );
  await call(
    "update",
    new proto.UpdateRequest().setUrn(urn).setId("example.com").setOlds(struct(state)).setNews(struct(news)),
  );
  const after = await api.listRecords("example.com.");
  const gone = listed.filter((record) => !after.some((r) => r.id === record.id));
  expect(gone.map((record) => record.type)).toEqual([dropped?.type]);
  const tag = parseOwnerTag(checked.ownerTag as string);
  for (const record of after) expect(splitAnnotation(record.annotation).owner).toEqual(tag);
});

test("a DnssecConfig by its domain: the mode the API asks for, or disabled", async () => {
  expect((await importClean("DnssecConfig", "example.com")).inputs).toEqual({
    domain: "example.com",
    mode: (await api.getDNSSECByDomain("example.com")).desired_state.mode,
  });
  expect((await importClean("DnssecConfig", "example.net")).inputs).toEqual({
    domain: "example.net",
    mode: "provider",
    state: "disabled",
  });
  // External (a domain on other nameservers): the DS and the DNSKEY as a program writes them (the key's tag is checked, not written).
  const { ds, dnskey } = externalKeys("example.info");
  await api.putDNSSECByDomain("example.info", { mode: "external", state: "enabled", records: [ds, dnskey] });
  time.advance(120 + 1800 + 60);
  expect((await importClean("DnssecConfig", "example.info")).inputs).toEqual({
    domain: "example.info",
    mode: "external",
    records: [
      { kind: "dnskey", flags: 257, protocol: 3, algorithm: 13, publicKey: dnskey.public_key },
      { kind: "ds", keyTag: ds.key_tag, algorithm: 13, digestType: 2, digest: ds.digest.toUpperCase() },
    ],
  });
});

test("a TlsOrganization by its id: its contact data", async () => {
  const org = await api.createOrganization(apiContact);
  const { inputs, state } = await importClean("TlsOrganization", org.id);
  expect(inputs).toEqual({ ...contactInputs, countryCode: "DE" });
  expect(state).toMatchObject({ organizationId: org.id, editMode: "update_provider" });
});

test("a TlsCertificate by its order id: product, names, CSR, organization and term; no new order", async () => {
  const org = await api.createOrganization(apiContact);
  const names = ["www.example.com", "api.example.com"];
  const { csr } = await makeKeyAndCsr({
    commonName: "www.example.com",
    sanNames: names,
    keyAlgorithm: "ecdsa-p256",
    subject: {},
  });
  const placed = await api.createCertificate({
    sku: "ov-multi",
    common_name: "www.example.com",
    dns_names: ["api.example.com"],
    csr,
    dcv_method: "dns-cname-token",
    org_id: org.id,
  });
  const dcv = [];
  for (const record of placed.dcv_records)
    dcv.push(await api.addRecord({ name: record.name, type: "CNAME", data: record.value }));
  time.advance(400);
  const order = await api.getCertificateByID(placed.id);
  expect(order.status).toBe("issued");
  for (const record of dcv) await api.deleteRecord(String(record.id));

  const { inputs, state } = await importClean("TlsCertificate", order.id);
  expect(inputs).toEqual({
    sku: "ov-multi",
    commonName: "www.example.com",
    dnsNames: ["api.example.com"],
    csr: order.csr,
    organizationId: org.id,
    validityDays: order.validity_days,
  });
  expect(state).toMatchObject({ certificateId: order.id, status: "issued", onDelete: "retain" });
  expect((await api.listCertificates()).map((o) => o.id)).toEqual([order.id]);
});

test("an id the account does not hold imports nothing, and a line says what the kind's id names", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    for (const [kind, id] of [
      ["DnssecConfig", "not-in-the-account.test"],
      ["DnsRecord", "999999"],
    ] as const) {
      const read = await call<proto.ReadRequest, proto.ReadResponse>(
        "read",
        new proto.ReadRequest().setUrn(urnOf(kind, "imported")).setId(id),
      );
      expect(read.getId()).toBe("");
    }
    expect(log.mock.calls.map((call) => call[0])).toEqual([
      "the account holds no DnssecConfig not-in-the-account.test: a DnssecConfig is imported by the domain",
      "the account holds no DnsRecord 999999: a DnsRecord is imported by the record's id (rrid)",
    ]);
  } finally {
    log.mockRestore();
  }
});

test("a CertificateRequest is refused: its key exists only in the state that made it", async () => {
  await admin.clearRequests();
  await expect(
    call("read", new proto.ReadRequest().setUrn(urnOf("CertificateRequest", "imported")).setId("any")),
  ).rejects.toThrow(/CertificateRequest cannot be imported: its private key exists only in the Pulumi state/);
  expect(await admin.requests()).toEqual([]);
});
