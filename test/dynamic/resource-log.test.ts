import { createRequire } from "node:module";
import type { ProviderHost } from "../../dynamic/provider-host";
import { resourceLogs } from "../../dynamic/resource-log";
import { type Logged, startEngineLogServer } from "../support/engine-log-server";

import enginePb = require("@pulumi/pulumi/proto/engine_pb");

// The classes' step logs as Pulumi's dynamic-provider host runs them: the host's own modules (those
// of the installed @pulumi/pulumi) and an engine's Log service on a loopback port.

const { INFO, WARNING } = enginePb.LogSeverity;
const urn = "urn:pulumi:dev::site::pulumi-nodejs:dynamic/registrar:DnsZone::example-com";
const hostMain = require.resolve("@pulumi/pulumi/cmd/dynamic-provider/index.js");
const hostOf = (port: number): ProviderHost => ({
  require: createRequire(hostMain),
  engine: { host: "127.0.0.1", port },
});
const sorted = (logged: Logged[]) => [...logged].sort((a, b) => a[2].localeCompare(b[2]));

afterEach(() => jest.restoreAllMocks());

test("a step's lines reach the engine on its resource, info and warning, once delivered() resolves", async () => {
  const engine = await startEngineLogServer();
  try {
    const log = resourceLogs(hostOf(engine.port))(urn);
    log.info("zone example.com.: 1 to create, 0 to update, 0 to delete");
    log.warn("duplicate-spf example.com. TXT: 2 SPF policies");
    await log.delivered();
    expect(sorted(engine.logged)).toEqual([
      [WARNING, urn, "duplicate-spf example.com. TXT: 2 SPF policies"],
      [INFO, urn, "zone example.com.: 1 to create, 0 to update, 0 to delete"],
    ]);
  } finally {
    engine.stop();
  }
});

test("by default a step's resource is the host's request under way; a step of none sends its lines with no URN", async () => {
  const engine = await startEngineLogServer();
  const host = hostOf(engine.port);
  const logs = resourceLogs(host);
  // The host's own request class, read as its handler reads it before calling the provider.
  const providerPb = host.require("../../proto/provider_pb");
  try {
    const served = new Promise<void>((resolve) =>
      setImmediate(async () => {
        new providerPb.CreateRequest().setUrn(urn).getProperties();
        await Promise.resolve();
        const log = logs();
        log.info("GET /dns/example.com./rr failed with 503; sending it again in 1 s (attempt 2 of 5)");
        await log.delivered();
        resolve();
      }),
    );
    await served;
    const unknown = logs();
    unknown.info("GET /dns/example.org./rr failed with 503; sending it again in 1 s (attempt 2 of 5)");
    await unknown.delivered();
    expect(sorted(engine.logged)).toEqual([
      [INFO, urn, "GET /dns/example.com./rr failed with 503; sending it again in 1 s (attempt 2 of 5)"],
      [INFO, "", "GET /dns/example.org./rr failed with 503; sending it again in 1 s (attempt 2 of 5)"],
    ]);
  } finally {
    engine.stop();
  }
});

test("a line the engine refuses is printed instead, a warning marked as one", async () => {
  const engine = await startEngineLogServer(true);
  const printed: string[] = [];
  jest.spyOn(console, "log").mockImplementation((...args) => printed.push(args.join(" ")));
  try {
    const log = resourceLogs(hostOf(engine.port))(urn);
    log.info("DNSSEC job: running, 30s elapsed");
    log.warn("a record's TTL is below 300");
    await log.delivered();
    expect(printed.sort()).toEqual([
      "DNSSEC job: running, 30s elapsed",
      "warning: a record's TTL is below 300",
    ]);
  } finally {
    engine.stop();
  }
});

test("outside the host (a program's own test) a step's lines are printed", async () => {
  const printed: string[] = [];
  jest.spyOn(console, "log").mockImplementation((...args) => printed.push(args.join(" ")));
  const log = resourceLogs(undefined)(urn);
  log.info("adopting existing A record 12 at www.example.com.");
  log.warn("duplicate-spf example.com.");
  await log.delivered();
  expect(printed).toEqual([
    "adopting existing A record 12 at www.example.com.",
    "warning: duplicate-spf example.com.",
  ]);
});
