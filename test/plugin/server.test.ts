import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type { RunningEmulator } from "../../emulator";
import { ownerTagOfUrn } from "../../plugin/owner-tag";
import { serve } from "../../plugin/server";
import { engineUnknown, secret } from "../../plugin/wire-values";
import type { RegistrarClient } from "../../provider/client";
import { NotFoundError } from "../../provider/client/errors";
import { useEmulator } from "../support/emulator";

import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");

let emulator: RunningEmulator;
let api: RegistrarClient;
let server: grpc.Server;
let client: services.ResourceProviderClient;
/** Every response, as the engine would log it: none may hold the key. */
const seen: string[] = [];

useEmulator({}, (started) => {
  emulator = started;
  ({ client: api } = started);
});
beforeAll(async () => {
  const served = await serve();
  server = served.server;
  client = new services.ResourceProviderClient(`127.0.0.1:${served.port}`, grpc.credentials.createInsecure());
});
afterAll(() => {
  client?.close();
  server?.forceShutdown();
});

/** One unary call of the provider, as the engine makes it. */
function call<Req, Res extends { toObject(): object }>(method: string, request: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    type Unary = (request: Req, callback: (error: grpc.ServiceError | null, response: Res) => void) => void;
    const invoke = (client as unknown as Record<string, Unary>)[method] as Unary;
    invoke.call(client, request, (error, response) => {
      if (error) return reject(error);
      seen.push(JSON.stringify(response.toObject()));
      resolve(response);
    });
  });
}

const struct = (value: object) => Struct.fromJavaScript(value as Parameters<typeof Struct.fromJavaScript>[0]);
const urn = "urn:pulumi:dev::site::registrar:index:DnsRecord::www";

test("the schema and version come from the package", async () => {
  const schema = await call<proto.GetSchemaRequest, proto.GetSchemaResponse>(
    "getSchema",
    new proto.GetSchemaRequest(),
  );
  expect(schema.getSchema()).toBe(readFileSync(join(__dirname, "..", "..", "schema.json"), "utf8"));
  const info = await call<Empty, { getVersion(): string; toObject(): object }>("getPluginInfo", new Empty());
  expect(info.getVersion()).toBe(require("../../package.json").version);
});

test("the provider's apiKey comes back from CheckConfig as a secret; a bad setting fails naming it", async () => {
  const checked = await call<proto.CheckRequest, proto.CheckResponse>(
    "checkConfig",
    new proto.CheckRequest()
      .setUrn("urn:pulumi:dev::site::pulumi:providers:registrar::a")
      .setNews(struct({ baseUrl: emulator.url, apiKey: "k-1" })),
  );
  expect(checked.getInputs()?.toJavaScript()).toEqual({ baseUrl: emulator.url, apiKey: secret("k-1") });
  expect(checked.getFailuresList()).toEqual([]);
  const bad = await call<proto.CheckRequest, proto.CheckResponse>(
    "checkConfig",
    new proto.CheckRequest()
      .setUrn("urn:pulumi:dev::site::pulumi:providers:registrar::a")
      .setNews(struct({ baseUrl: "localhost:8787", apiKey: secret("k-1") })),
  );
  expect(bad.getFailuresList().map((failure) => [failure.getProperty(), failure.getReason()])).toEqual([
    ["baseUrl", expect.stringContaining('write the scheme too, e.g. "http://localhost:8787"')],
  ]);
});

test("a DnsRecord's whole life through the gRPC service, against the API", async () => {
  const configured = await call<proto.ConfigureRequest, proto.ConfigureResponse>(
    "configure",
    new proto.ConfigureRequest()
      .setAcceptsecrets(true)
      .setArgs(struct({ baseUrl: emulator.url, apiKey: secret(emulator.apiKey) })),
  );
  expect(configured.getAcceptsecrets()).toBe(true);

  // Check normalizes as the TypeScript class's provider does, and adds the owner tag from the URN.
  const checked = await call<proto.CheckRequest, proto.CheckResponse>(
    "check",
    new proto.CheckRequest()
      .setUrn(urn)
      .setNews(struct({ name: "Plugin-WWW.example.com", type: "a", data: "192.0.2.7" })),
  );
  expect(checked.getFailuresList()).toEqual([]);
  const inputs = checked.getInputs()?.toJavaScript() as Record<string, unknown>;
  expect(inputs).toMatchObject({ name: "plugin-www.example.com.", type: "A", data: "192.0.2.7" });
  expect(inputs.ownerTag).toBe(ownerTagOfUrn("DnsRecord", urn));

  // A value the engine does not know yet stays unknown, in the engine's own marker.
  const unknown = await call<proto.CheckRequest, proto.CheckResponse>(
    "check",
    new proto.CheckRequest()
      .setUrn(urn)
      .setNews(struct({ name: "x.example.com", type: "A", data: engineUnknown })),
  );
  expect(unknown.getInputs()?.toJavaScript()).toMatchObject({ data: engineUnknown });

  // A bad input is a failure naming the property.
  const bad = await call<proto.CheckRequest, proto.CheckResponse>(
    "check",
    new proto.CheckRequest()
      .setUrn(urn)
      .setNews(struct({ name: "y.example.com", type: "A", data: "not-an-address" })),
  );
  expect(bad.getFailuresList().map((failure) => failure.getProperty())).toEqual(["data"]);

  const created = await call<proto.CreateRequest, proto.CreateResponse>(
    "create",
    new proto.CreateRequest().setUrn(urn).setProperties(struct(inputs)),
  );
  const id = created.getId();
  expect((await api.getRecord(id)).data).toBe("192.0.2.7");
  const outputs = created.getProperties()?.toJavaScript() as Record<string, unknown>;
  // The schema's recordId is the id, as the class gives it.
  expect(outputs.recordId).toBe(id);

  const diff = await call<proto.DiffRequest, proto.DiffResponse>(
    "diff",
    new proto.DiffRequest().setUrn(urn).setId(id).setOlds(struct(outputs)).setNews(struct(inputs)),
  );
  expect(diff.getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_NONE);
  expect(diff.getDiffsList()).toEqual([]);
  const changed = await call<proto.DiffRequest, proto.DiffResponse>(
    "diff",
    new proto.DiffRequest()
      .setUrn(urn)
      .setId(id)
      .setOlds(struct(outputs))
      .setNews(struct({ ...inputs, data: "192.0.2.8" })),
  );
  expect(changed.getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_SOME);
  // The changed inputs by name: what the engine's replaceOnChanges reads.
  expect(changed.getDiffsList()).toEqual(["data"]);
  const twice = await call<proto.DiffRequest, proto.DiffResponse>(
    "diff",
    new proto.DiffRequest()
      .setUrn(urn)
      .setId(id)
      .setOlds(struct(outputs))
      .setNews(struct({ ...inputs, data: "192.0.2.8", ttl: 600 })),
  );
  expect(twice.getDiffsList()).toEqual(["data", "ttl"]);
  const updated = await call<proto.UpdateRequest, proto.UpdateResponse>(
    "update",
    new proto.UpdateRequest()
      .setUrn(urn)
      .setId(id)
      .setOlds(struct(outputs))
      .setNews(struct({ ...inputs, data: "192.0.2.8" })),
  );
  expect(updated.getProperties()?.toJavaScript()).toMatchObject({ data: "192.0.2.8", recordId: id });
  const refreshed = await call<proto.ReadRequest, proto.ReadResponse>(
    "read",
    new proto.ReadRequest().setUrn(urn).setId(id).setProperties(updated.getProperties()),
  );
  expect(refreshed.getProperties()?.toJavaScript()).toMatchObject({ data: "192.0.2.8", recordId: id });

  // An import sends the id alone: the inputs are the record as read.
  const imported = await call<proto.ReadRequest, proto.ReadResponse>(
    "read",
    new proto.ReadRequest().setUrn(urn).setId(id),
  );
  expect(imported.getId()).toBe(id);
  expect(imported.getInputs()?.toJavaScript()).toMatchObject({
    name: "plugin-www.example.com.",
    type: "A",
    data: "192.0.2.8",
  });
  expect(imported.getInputs()?.toJavaScript()).not.toHaveProperty("recordId");
  expect(imported.getProperties()?.toJavaScript()).toMatchObject({ recordId: id });

  await call<proto.DeleteRequest, Empty>(
    "delete",
    new proto.DeleteRequest().setUrn(urn).setId(id).setProperties(struct(outputs)),
  );
  await expect(api.getRecord(id)).rejects.toBeInstanceOf(NotFoundError);
  const gone = await call<proto.ReadRequest, proto.ReadResponse>(
    "read",
    new proto.ReadRequest().setUrn(urn).setId(id).setProperties(struct(outputs)),
  );
  expect(gone.getId()).toBe("");

  expect(seen.join("\n")).not.toContain(emulator.apiKey);
});

test("an import of a delegation by its domain: the API's settings as inputs, Pulumi's own at their defaults", async () => {
  await call(
    "configure",
    new proto.ConfigureRequest().setArgs(struct({ baseUrl: emulator.url, apiKey: emulator.apiKey })),
  );
  const delegationUrn = "urn:pulumi:dev::site::registrar:index:NameserverDelegation::example-net";
  const imported = await call<proto.ReadRequest, proto.ReadResponse>(
    "read",
    new proto.ReadRequest().setUrn(delegationUrn).setId("example.net"),
  );
  const current = await api.getNameserversByDomain("example.net");
  expect(imported.getId()).toBe("example.net");
  // Only what a program declares: the mode and nameservers are outputs of the set chosen.
  const inputs = imported.getInputs()?.toJavaScript();
  expect(inputs).toEqual({ domain: "example.net", vanitySetId: current.vanity_set_id });
  const state = imported.getProperties()?.toJavaScript() as Record<string, unknown>;
  expect(state).toMatchObject({ mode: current.mode, onDelete: "restore" });

  // The generated code, checked as the next preview checks it, is no change against the state.
  const checked = await call<proto.CheckRequest, proto.CheckResponse>(
    "check",
    new proto.CheckRequest().setUrn(delegationUrn).setNews(struct(inputs ?? {})),
  );
  const diff = await call<proto.DiffRequest, proto.DiffResponse>(
    "diff",
    new proto.DiffRequest()
      .setUrn(delegationUrn)
      .setId("example.net")
      .setOlds(struct(state))
      .setNews(struct(checked.getInputs()?.toJavaScript() ?? {})),
  );
  expect(diff.getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_NONE);
});

test("a type the plugin does not serve is a clear error", async () => {
  await expect(
    call(
      "check",
      new proto.CheckRequest().setUrn("urn:pulumi:dev::site::registrar:index:Nope::n").setNews(struct({})),
    ),
  ).rejects.toThrow("the registrar provider serves no resource type registrar:index:Nope");
});
