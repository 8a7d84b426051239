import { type InProcessEmulator, useEmulator } from "../support/emulator";
import { createTestStack, type TestStack } from "./support/test-stack";

// The foundation: a dynamic resource of this package, installed from its tarball, through the
// real CLI and engine: up, a clean second preview, refresh calling read, destroy calling delete.
let emulator: InProcessEmulator;
let test_: TestStack;

useEmulator({}, (started) => (emulator = started));
beforeAll(async () => {
  test_ = await createTestStack("records", {
    "registrar:baseUrl": { value: emulator.url },
    "registrar:apiKey": { value: emulator.apiKey, secret: true },
    records: {
      value: JSON.stringify({ smoke: { name: "smoke.example.com", type: "A", data: "192.0.2.44" } }),
    },
  });
});
afterAll(async () => {
  await test_?.dispose();
});

test("up, preview, refresh and destroy drive the provider through the engine", async () => {
  const admin = emulator.admin;
  const up = await test_.stack.up();
  expect(up.summary.result).toBe("succeeded");
  const recordId = (up.outputs.recordIds?.value as Record<string, string> | undefined)?.smoke;
  expect(recordId).toBeTruthy();

  // Serialization worked, and what is stored per resource stays small.
  const [record] = (await test_.resources()).filter(
    (r) => r.type === "pulumi-nodejs:dynamic/registrar:DnsRecord",
  );
  const stored = record?.outputs?.__provider;
  expect(typeof stored).toBe("string");
  expect(Buffer.byteLength(stored as string)).toBeLessThan(2048);
  // Installed from the tarball, the provider is stored as one require of the implementation.
  expect(stored).toContain('require("pulumi-registrar/provider/resources/dns-record")');
  // The API key is config, never state.
  expect(JSON.stringify(record)).not.toContain(emulator.apiKey);

  const preview = await test_.stack.preview({ expectNoChanges: true });
  expect(preview.changeSummary).toEqual({ same: 2 });

  // Refresh reads the record from its zone's listing: one request, the record's id not asked.
  await admin.clearRequests();
  await test_.stack.refresh();
  expect((await admin.requests()).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
    "GET /dns/example.com./rr 200",
  ]);

  await admin.clearRequests();
  await test_.stack.destroy();
  expect(await admin.requests()).toContainEqual(
    expect.objectContaining({ method: "DELETE", path: `/dns/rr/${recordId}`, status: 200 }),
  );
  expect(await test_.resources()).toEqual([]);
});
