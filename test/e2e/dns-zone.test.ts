import { startEmulator } from "../../emulator";
import { emulatorAdmin } from "../support/emulator-admin";
import { describe as describeRun, expectSuccess } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";
import { registrarApi } from "./support/registrar-api";

// DnsZone through the real CLI: preview names every record it would create, change or delete;
// a record added by hand fails the drift gate and is named; the change-ratio guard stops a
// preview before any write and is lifted for one run from the environment.

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let admin: ReturnType<typeof emulatorAdmin>;
let stack: ProgramStack | undefined;
let cli: PulumiCli;

const demo = [
  { name: "@", type: "A", data: "192.0.2.10" },
  { name: "@", type: "AAAA", data: "2001:db8::10" },
  { name: "www", type: "CNAME", data: "@", annotation: "website" },
  { name: "@", type: "MX", data: "mail", priority: 10 },
  { name: "mail", type: "A", data: "192.0.2.25" },
  { name: "@", type: "TXT", data: "v=spf1 mx -all" },
  { name: "@", type: "CAA", data: '0 issue "letsencrypt.org"' },
];
const hosts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `h${i}`,
    type: "A",
    data: `192.0.2.${100 + i}`,
    ttl: 300,
  }));

async function configure(records: object[], unmanaged = "report"): Promise<void> {
  expectSuccess("config", await cli.run(["config", "set", "records", JSON.stringify(records)]));
  expectSuccess("config", await cli.run(["config", "set", "unmanaged", unmanaged]));
}
const writes = async () => (await admin.requests()).filter((r) => r.method !== "GET");
const text = (run: { stdout: string; stderr: string }) => `${run.stdout}\n${run.stderr}`;

beforeAll(async () => {
  emulator = await startEmulator({});
  admin = emulatorAdmin(emulator.url);
  stack = await programStack("dns-zone", emulator);
  cli = stack.cli;
});
afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

test("a zone taken over, changed record by record, its drift named, its guard holding", async () => {
  // The demo zone as it is, and 12 hosts: the existing records are taken over (their marker added).
  await configure([...demo, ...hosts(12)]);
  await admin.clearRequests();
  expectSuccess("first up", await cli.run(["up", "--yes"]));
  const first = await writes();
  expect(first.filter((r) => r.method === "POST")).toHaveLength(12);
  expect(first.filter((r) => r.method === "PATCH")).toHaveLength(7);
  expect(first.filter((r) => r.method === "DELETE")).toHaveLength(0);

  // Nothing changed: preview sees no change and the next up sends no write.
  await admin.clearRequests();
  expectSuccess("no-change preview", await cli.run(["preview", "--refresh", "--expect-no-changes"]));
  expectSuccess("second up", await cli.run(["up", "--yes"]));
  expect(await writes()).toEqual([]);
  // One listing per command's refresh, never one read per record.
  const listings = (await admin.requests()).filter(
    (r) => r.method === "GET" && /^\/dns\/example\.com\.?\/rr$/.test(r.path),
  );
  expect(listings).toHaveLength(1);

  // A ttl change, a new value at the same name, a record dropped and one added: preview names each.
  const changed = [...demo, ...hosts(12)];
  changed[7] = { ...hosts(1)[0], ttl: 600 } as (typeof changed)[number];
  changed[8] = { name: "h1", type: "A", data: "192.0.2.201", ttl: 300 };
  changed.splice(9, 1, { name: "new", type: "TXT", data: "added", ttl: 300 });
  await configure(changed);
  const preview = expectSuccess("preview", await cli.run(["preview", "--diff"]));
  const shows = (sign: string, key: string) => new RegExp(`\\${sign} ${key.replaceAll(".", "\\.")}\\s*: \\{`);
  expect(preview.stdout).toMatch(shows("~", "h0 A 192.0.2.100"));
  expect(preview.stdout).toMatch(/~ ttl: 300 => 600/);
  expect(preview.stdout).toMatch(shows("-", "h1 A 192.0.2.101"));
  expect(preview.stdout).toMatch(shows("+", "h1 A 192.0.2.201"));
  expect(preview.stdout).toMatch(shows("-", "h2 A 192.0.2.102"));
  expect(preview.stdout).toMatch(shows("+", "new TXT added"));
  await admin.clearRequests();
  expectSuccess("up of the change", await cli.run(["up", "--yes"]));
  const patchOrDelete = (await writes()).map((r) => r.method).sort();
  // One write per record that differs: h0's ttl, h1's new value in place, h2 gone, new added.
  expect(patchOrDelete).toEqual(["DELETE", "PATCH", "PATCH", "POST"]);

  // A record added by hand is drift: the gate fails and names it.
  const api = registrarApi(emulator.url, emulator.apiKey);
  await api.addRecord({ name: "hand.example.com.", type: "A", data: "192.0.2.99" });
  const gate = await cli.run(["preview", "--refresh", "--expect-no-changes", "--diff"]);
  expect(describeRun("drift gate", gate)).not.toContain("exited with 0");
  expect(gate.stdout).toMatch(/hand A 192\.0\.2\.99\s*: "\d+"/);

  // Removing the unmanaged record and 5 hosts is 6 of 20 records: within 30 %. Removing 2 hosts
  // more is 8 of 20: refused in preview, before any write, saying how to allow it.
  await configure(changed.slice(0, 14), "remove");
  expectSuccess("preview within the ratio", await cli.run(["preview", "--refresh"]));
  await configure(changed.slice(0, 12), "remove");
  await admin.clearRequests();
  const refused = await cli.run(["preview", "--refresh"]);
  expect(describeRun("guarded preview", refused)).not.toContain("exited with 0");
  expect(text(refused)).toContain(
    "zone example.com.: this update would change or delete 8 of its 20 records (40%)",
  );
  expect(text(refused)).toContain("REGISTRAR_MAX_CHANGE_RATIO=1");
  expect(text(refused)).not.toMatch(/\n\s+at /);
  expect(await writes()).toEqual([]);

  expectSuccess(
    "up allowed for one run",
    await cli.run(["up", "--yes"], { REGISTRAR_MAX_CHANGE_RATIO: "1" }),
  );
  const left = (await api.allRecords())["example.com."] ?? [];
  expect(left.map((r) => r.name).sort()).not.toContain("hand.example.com.");
  expect(left).toHaveLength(12);

  expectSuccess("destroy", await cli.run(["destroy", "--yes"]));
  expect((await api.allRecords())["example.com."] ?? []).toEqual([]);
});
