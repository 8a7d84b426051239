import { engineLogs } from "../../plugin/engine-log";
import { startEngineLogServer as engine } from "../support/engine-log-server";

import enginePb = require("@pulumi/pulumi/proto/engine_pb");

async function eventually(holds: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !holds(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

const urn = "urn:pulumi:dev::site::registrar:index:DnsRecord::www";

test("a step's lines reach the engine on that step's resource, info and warning; a call of no resource has none", async () => {
  const running = await engine();
  const { logs, close } = engineLogs(running.address);
  try {
    logs(urn).info("record 18 at www.example.com.: taking it back");
    logs(urn).warn("zone example.com.: a record's TTL is below the API's minimum");
    logs(undefined).info("GET /zones failed with 503; sending it again in 1 s");
    await eventually(() => running.logged.length === 3);
    expect(running.logged).toEqual([
      [enginePb.LogSeverity.INFO, urn, "record 18 at www.example.com.: taking it back"],
      [enginePb.LogSeverity.WARNING, urn, "zone example.com.: a record's TTL is below the API's minimum"],
      [enginePb.LogSeverity.INFO, "", "GET /zones failed with 503; sending it again in 1 s"],
    ]);
  } finally {
    close();
    running.stop();
  }
});

test("a line the engine refuses is printed on standard output instead", async () => {
  const running = await engine(true);
  const printed: unknown[] = [];
  jest.spyOn(console, "log").mockImplementation((...args) => printed.push(args.join(" ")));
  const { logs, close } = engineLogs(running.address);
  try {
    logs(urn).info("DNSSEC job: running, 30s elapsed");
    await eventually(() => printed.length === 1);
    expect(printed).toEqual(["DNSSEC job: running, 30s elapsed"]);
  } finally {
    close();
    running.stop();
    jest.restoreAllMocks();
  }
});
