import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { expectSuccess } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { ExportedResource } from "./support/test-stack";

// A TypeScript stack moves from the dynamic resources to the provider plugin the way the README
// recommends: the same names, the plugin's types, an alias to the dynamic type. The first `up`
// after the switch writes nothing to the API and keeps every id; from then on the plugin manages
// the objects (a change updates in place, destroy removes them).

let emulator: InProcessEmulator;
let stack: ProgramStack | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator({});
  stack = await programStack("migrate", emulator, {
    config: { frontEnd: "dynamic", address: "192.0.2.70", note: "before the move" },
  });
});
afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

test("a stack moves from the dynamic resources to the plugin without touching the API", async () => {
  const { cli } = stack as ProgramStack;
  const { admin, api } = emulator;
  const writes = async () => (await admin.requests()).filter((r) => r.method !== "GET");
  const run = async (args: string[]) => expectSuccess(`pulumi ${args.join(" ")}`, await cli.run(args));
  const types = async () =>
    (JSON.parse((await run(["stack", "export"])).stdout).deployment.resources as ExportedResource[])
      .map((r) => r.type)
      .filter((type) => !type.startsWith("pulumi:"))
      .sort();

  await run(["up", "--yes", "--skip-preview"]);
  const before = JSON.parse((await run(["stack", "output", "--json"])).stdout);
  expect(await types()).toEqual([
    "pulumi-nodejs:dynamic/registrar:DnsRecord",
    "pulumi-nodejs:dynamic/registrar:DnsZone",
  ]);

  // The switch: no change to preview, no request that writes, the same ids.
  await run(["config", "set", "frontEnd", "native"]);
  await admin.clearRequests();
  await run(["preview", "--expect-no-changes"]);
  await run(["up", "--yes", "--skip-preview"]);
  expect(await writes()).toEqual([]);
  expect(JSON.parse((await run(["stack", "output", "--json"])).stdout)).toEqual(before);
  expect(await types()).toEqual(["registrar:index:DnsRecord", "registrar:index:DnsZone"]);
  await run(["preview", "--refresh", "--expect-no-changes"]);

  // The plugin manages them now: a change is an update in place of the same objects.
  await run(["config", "set", "address", "192.0.2.71"]);
  await run(["config", "set", "note", "after the move"]);
  await admin.clearRequests();
  await run(["up", "--yes", "--skip-preview"]);
  expect((await writes()).map((r) => r.method).sort()).toEqual(["PATCH", "PATCH"]);
  expect(await api.record(before.recordId)).toMatchObject({ data: "192.0.2.71" });
  expect((await api.records("example.net")).find((r) => r.name === "moved.example.net.")).toMatchObject({
    data: "after the move",
  });

  await run(["destroy", "--yes", "--skip-preview"]);
  await expect(api.record(before.recordId)).rejects.toThrow(/404/);
  expect((await api.records("example.net")).map((r) => r.name)).not.toContain("api.example.net.");
});
