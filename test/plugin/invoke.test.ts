import * as grpc from "@grpc/grpc-js";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { getDnsZone } from "../../classes/lookups/dns";
import type { RunningEmulator } from "../../emulator";
import { serve } from "../../plugin/server";
import { secret } from "../../plugin/wire-values";
import type { RegistrarClient } from "../../provider/client";
import { type EmulatorAdmin, useEmulator } from "../support/emulator";

import proto = require("@pulumi/pulumi/proto/provider_pb");
import services = require("@pulumi/pulumi/proto/provider_grpc_pb");

// The plugin's functions through a real gRPC client, as the engine calls them: one plugin
// process per provider instance, configured first, then Invoke.

let emulator: RunningEmulator;
let api: RegistrarClient;
let options: { baseUrl: string; apiKey: string };
let admin: EmulatorAdmin;
let server: grpc.Server;
let client: services.ResourceProviderClient;

useEmulator({}, (started) => {
  emulator = started;
  ({ client: api, options, admin } = started);
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

const struct = (value: object) => Struct.fromJavaScript(value as Parameters<typeof Struct.fromJavaScript>[0]);

function call<Req, Res>(method: "configure" | "invoke", request: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    type Unary = (request: Req, callback: (error: grpc.ServiceError | null, response: Res) => void) => void;
    const unary = (client as unknown as Record<string, Unary>)[method] as Unary;
    unary.call(client, request, (error, response) => (error ? reject(error) : resolve(response)));
  });
}

/** Configure as the engine sends it: an explicit provider's inputs, or the default provider's stack config. */
const configure = (args: object, variables: Record<string, string> = {}) => {
  const request = new proto.ConfigureRequest().setAcceptsecrets(true).setArgs(struct(args));
  for (const [name, value] of Object.entries(variables)) request.getVariablesMap().set(name, value);
  return call<proto.ConfigureRequest, proto.ConfigureResponse>("configure", request);
};

async function invoke(token: string, args: object) {
  const response = await call<proto.InvokeRequest, proto.InvokeResponse>(
    "invoke",
    new proto.InvokeRequest().setTok(token).setArgs(struct(args)),
  );
  return {
    result: response.getReturn()?.toJavaScript() as Record<string, unknown> | undefined,
    failures: response.getFailuresList().map((failure) => [failure.getProperty(), failure.getReason()]),
  };
}

test("getDnsZone with an explicit provider's settings answers what the TypeScript lookup answers", async () => {
  await configure({ baseUrl: emulator.url, apiKey: secret(emulator.apiKey) });
  const { result, failures } = await invoke("registrar:index:getDnsZone", { zone: "example.net" });
  expect(failures).toEqual([]);
  expect(result).toEqual(JSON.parse(JSON.stringify(await getDnsZone("example.net", options))));
  const zone = await api.getZone("example.net");
  expect(result).toMatchObject({ name: "example.net.", serial: zone.serial, nameservers: zone.nameservers });
});

test("a list comes as one field of the result; the default provider takes the stack config, then the environment", async () => {
  await configure(
    {},
    { "registrar:config:baseUrl": emulator.url, "registrar:config:apiKey": emulator.apiKey },
  );
  const listed = await invoke("registrar:index:getDnsZones", {});
  const zones = listed.result?.zones as { name: string }[];
  expect(zones.map((zone) => zone.name)).toEqual((await api.listZones()).map((zone) => zone.name));

  process.env.REGISTRAR_BASE_URL = emulator.url;
  process.env.REGISTRAR_API_KEY = emulator.apiKey;
  try {
    await configure({});
    const file = await invoke("registrar:index:getZoneFile", { zone: "example.com" });
    expect(file.result?.zoneFile).toContain("$ORIGIN example.com.");
  } finally {
    delete process.env.REGISTRAR_BASE_URL;
    delete process.env.REGISTRAR_API_KEY;
  }
});

test("the provider instance's own key is the one used: another key is refused by the API", async () => {
  await configure({ baseUrl: emulator.url, apiKey: "not-a-key" });
  await expect(invoke("registrar:index:getDnsZone", { zone: "example.net" })).rejects.toThrow(
    /registrar:index:getDnsZone: .*401/,
  );
  await configure({});
  await expect(invoke("registrar:index:getDnsZone", { zone: "example.net" })).rejects.toThrow(
    /registrar:index:getDnsZone: registrar:baseUrl \(or REGISTRAR_BASE_URL\) is not set/,
  );
});

test("bad arguments are failures naming each argument, and no request is sent", async () => {
  await configure({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  const sentBefore = (await admin.requests()).length;
  expect((await invoke("registrar:index:getDnsZone", { domain: "example.net" })).failures).toEqual([
    ["zone", "zone is required"],
    ["domain", "domain is not an argument here; the arguments are zone"],
  ]);
  expect((await invoke("registrar:index:getTlsCertificatePem", { id: 7, format: "pem" })).failures).toEqual([
    ["format", 'format must be one of "leaf", "chain", "fullchain", "root", got "pem"'],
    ["id", "id must be text, got 7"],
  ]);
  expect((await invoke("registrar:index:getDomains", { filter: ["cancelled", "gone"] })).failures).toEqual([
    ["filter[1]", 'filter[1] must be one of "cancelled", "dnssec-inactive", got "gone"'],
  ]);
  expect((await admin.requests()).length).toBe(sentBefore);
});

test("a missing zone is the API's answer in one line; an unknown function names those there are", async () => {
  await configure({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  await expect(invoke("registrar:index:getDnsZone", { zone: "nowhere.example" })).rejects.toThrow(
    /^\d+ UNKNOWN: registrar:index:getDnsZone: .*nowhere\.example/,
  );
  await expect(invoke("registrar:index:getZone", {})).rejects.toThrow(
    /serves no function registrar:index:getZone; its functions: .*registrar:index:getDnsZone/,
  );
});

test("a transfer code comes back secret, as does every field of a result asked for with a secret argument", async () => {
  await configure({ baseUrl: emulator.url, apiKey: emulator.apiKey });
  const code = await invoke("registrar:index:getTransferCode", { domain: "example.com" });
  expect(code.result?.authCode).toEqual(secret(expect.any(String)));
  expect(code.result?.domain).toBe("example.com");
  const zone = await invoke("registrar:index:getDnsZone", { zone: secret("example.net") });
  expect(zone.result?.name).toEqual(secret("example.net."));
});
