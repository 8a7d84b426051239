import type { EmulatorAdmin } from "../support/emulator-admin";
import { type InProcessEmulator, startTestEmulator } from "../support/emulator-harness";
import { describe as describeRun, expectSuccess } from "./support/processes";
import { type ProgramStack, programStack } from "./support/program-stack";
import type { PulumiCli } from "./support/pulumi-cli";

// DnsZone through the real CLI: preview names every record it would create, change or delete;
// a record added by hand fails the drift gate once, named as added outside Pulumi, until the next
// up accepts it; ignore rules leave other tools' records alone; the guard stops a preview before
// any write, says so once, and is lifted for one run from the environment; a record computed from
// another resource is the only one unknown in preview.

let emulator: InProcessEmulator;
let admin: EmulatorAdmin;
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
  { name: "@", type: "CAA", data: '0 issue "ca.registrar.example"' },
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
  emulator = await startTestEmulator({});
  admin = emulator.admin;
  stack = await programStack("dns-zone", emulator);
  cli = stack.cli;
});
afterAll(async () => {
  stack?.dispose();
  await emulator?.stop();
});

test("a zone taken over, changed record by record, its drift named, its guard holding", async () => {
  // The demo zone as it is, and 11 hosts: the existing records are taken over (their marker added).
  await configure([...demo, ...hosts(11)]);
  await admin.clearRequests();
  expectSuccess("first up", await cli.run(["up", "--yes", "--skip-preview"]));
  const first = await writes();
  expect(first.filter((r) => r.method === "POST")).toHaveLength(11);
  expect(first.filter((r) => r.method === "PATCH")).toHaveLength(8);
  expect(first.filter((r) => r.method === "DELETE")).toHaveLength(0);

  // Nothing changed: preview sees no change and the next up sends no write.
  await admin.clearRequests();
  expectSuccess("no-change preview", await cli.run(["preview", "--refresh", "--expect-no-changes"]));
  expectSuccess("second up", await cli.run(["up", "--yes", "--skip-preview"]));
  expect(await writes()).toEqual([]);
  // One listing per command's refresh, never one read per record.
  const listings = (await admin.requests()).filter(
    (r) => r.method === "GET" && /^\/dns\/example\.com\.?\/rr$/.test(r.path),
  );
  expect(listings).toHaveLength(1);

  // A ttl change, a new value at the same name, a record dropped and one added: preview names each.
  const changed = [...demo, ...hosts(11)];
  changed[8] = { ...hosts(1)[0], ttl: 600 } as (typeof changed)[number];
  changed[9] = { name: "h1", type: "A", data: "192.0.2.201", ttl: 300 };
  changed.splice(10, 1, { name: "new", type: "TXT", data: "added", ttl: 300 });
  await configure(changed);
  const preview = expectSuccess("preview", await cli.run(["preview", "--diff"]));
  const shows = (sign: string, key: string) => new RegExp(`\\${sign} ${key.replaceAll(".", "\\.")}\\s*: \\{`);
  expect(preview.stdout).toMatch(shows("~", "h0 A 192.0.2.100"));
  expect(preview.stdout).toMatch(/~ ttl: 300 => 600/);
  // A new value at the same name and type is updated in place: one `~`, never a `-` and a `+`.
  expect(preview.stdout).toMatch(/~ h1 A 192\.0\.2\.101\s*: \{\s*\+ newValue: "192\.0\.2\.201"/);
  expect(preview.stdout).not.toMatch(/[-+] h1 A /);
  expect(preview.stdout).toMatch(shows("-", "h2 A 192.0.2.102"));
  expect(preview.stdout).toMatch(shows("+", "new TXT added"));
  await admin.clearRequests();
  expectSuccess("up of the change", await cli.run(["up", "--yes", "--skip-preview"]));
  const patchOrDelete = (await writes()).map((r) => r.method).sort();
  // One write per record that differs: h0's ttl, h1's new value in place, h2 gone, new added.
  expect(patchOrDelete).toEqual(["DELETE", "PATCH", "PATCH", "POST"]);

  // The gate is green with unmanaged records present (the demo zone has none left: add one and
  // let an up accept it), and a second up has no step for the zone.
  const api = emulator.api;
  await api.addRecord({ name: "before.example.com.", type: "TXT", data: "made by hand" });
  expectSuccess(
    "up accepting the first unmanaged record",
    await cli.run(["up", "--yes", "--skip-preview", "--refresh"]),
  );
  expectSuccess(
    "gate with unmanaged records",
    await cli.run(["preview", "--refresh", "--expect-no-changes"]),
  );
  const quiet = expectSuccess(
    "up with nothing new",
    await cli.run(["up", "--yes", "--skip-preview", "--refresh"]),
  );
  expect(quiet.stdout).toMatch(/Resources:\s+2 unchanged/);

  // A record added by hand is drift: the gate fails and names it as added outside Pulumi, never with a `-`.
  await api.addRecord({ name: "hand.example.com.", type: "A", data: "192.0.2.99" });
  const gate = await cli.run(["preview", "--refresh", "--expect-no-changes", "--diff"]);
  expect(describeRun("drift gate", gate)).not.toContain("exited with 0");
  expect(gate.stdout).toMatch(/~ hand A 192\.0\.2\.99\s*: "new since the last up" => "added outside Pulumi"/);
  expect(gate.stdout).not.toMatch(/^\s*- .*(hand|before)/m);
  // Without --diff, the gate's output names it too.
  const plainGate = await cli.run(["preview", "--refresh", "--expect-no-changes"]);
  expect(describeRun("drift gate", plainGate)).not.toContain("exited with 0");
  expect(plainGate.stdout).toContain(
    "unmanaged records changed since the last up (added outside Pulumi: hand A 192.0.2.99)",
  );
  // The next up writes nothing, says it accepted the record as the baseline, and the gate is green.
  await admin.clearRequests();
  const accepting = expectSuccess(
    "up accepting the drift",
    await cli.run(["up", "--yes", "--skip-preview", "--refresh"]),
  );
  expect(await writes()).toEqual([]);
  expect(accepting.stdout).toContain(
    "accepted as the drift gate's baseline (added outside Pulumi: hand A 192.0.2.99)",
  );
  expect(accepting.stdout).toContain('{ name: "hand", type: "A", data: "192.0.2.99", ttl: 3600 },');
  expectSuccess("gate after the up", await cli.run(["preview", "--refresh", "--expect-no-changes"]));

  // An ignore rule: a record cert-manager writes is never reported, even when added later.
  await configure(changed);
  expectSuccess(
    "config",
    await cli.run(["config", "set", "ignore", JSON.stringify([{ name: "_acme-challenge.**", type: "TXT" }])]),
  );
  expectSuccess("up with the rule", await cli.run(["up", "--yes", "--skip-preview", "--refresh"]));
  await api.addRecord({ name: "_acme-challenge.www.example.com.", type: "TXT", data: "token" });
  expectSuccess("gate ignores the challenge", await cli.run(["preview", "--refresh", "--expect-no-changes"]));

  // 21 records counted (the challenge is ignored). Removing the two unmanaged records and 4 hosts
  // is 6 of 21: within 30 %. Removing 3 hosts more is 9 of 21: refused in preview, before any
  // write, saying how to allow it, once.
  await configure(changed.slice(0, 15), "remove");
  expectSuccess("preview within the ratio", await cli.run(["preview", "--refresh"]));
  await configure(changed.slice(0, 12), "remove");
  await admin.clearRequests();
  const refused = await cli.run(["preview", "--refresh"]);
  expect(describeRun("guarded preview", refused)).not.toContain("exited with 0");
  const refusal =
    "zone example.com.: this update would delete 9 of its 21 records (43%), more than maxDeleteRatio 0.3 allows.";
  expect(text(refused)).toContain(refusal);
  // Counts first (also the progress line), then what to do and at most 20 records, printed once.
  expect(text(refused).split("REGISTRAR_MAX_CHANGE_RATIO=1")).toHaveLength(2);
  expect(text(refused)).toMatch(/The 0 to change and 9 to delete:\n\s+delete h10 A 192\.0\.2\.110\n/);
  expect(text(refused)).toContain("REGISTRAR_MAX_CHANGE_RATIO=1");
  expect(text(refused)).not.toMatch(/\n\s+at /);
  expect(await writes()).toEqual([]);

  expectSuccess(
    "up allowed for one run",
    await cli.run(["up", "--yes", "--skip-preview"], { REGISTRAR_MAX_CHANGE_RATIO: "1" }),
  );
  const left = (await api.allRecords())["example.com."] ?? [];
  expect(left.map((r) => r.name).sort()).not.toContain("hand.example.com.");
  // The 12 declared, and the challenge the rule leaves alone.
  expect(left).toHaveLength(13);
  // remove: the gate is green once up removed them; ignore: green whatever is added by hand.
  expectSuccess("gate in remove mode", await cli.run(["preview", "--refresh", "--expect-no-changes"]));
  expectSuccess("config", await cli.run(["config", "set", "unmanaged", "ignore"]));
  expectSuccess("up in ignore mode", await cli.run(["up", "--yes", "--skip-preview", "--refresh"]));
  await api.addRecord({ name: "unseen.example.com.", type: "A", data: "192.0.2.97" });
  expectSuccess("gate in ignore mode", await cli.run(["preview", "--refresh", "--expect-no-changes"]));

  // A record computed from another resource: only it is unknown in preview, in place of its old value.
  expectSuccess("config", await cli.run(["config", "set", "derived", "60"]));
  expectSuccess("up with the derived record", await cli.run(["up", "--yes", "--skip-preview"]));
  expectSuccess("config", await cli.run(["config", "set", "derived", "61"]));
  const partly = expectSuccess("preview of a derived change", await cli.run(["preview", "--diff"]));
  expect(partly.stdout).toMatch(/~ derived TXT source \d+\s*: \{\s*\+ newValue: \[unknown\]/);
  expect(partly.stdout).not.toMatch(/[-+] h\d+ A /);
  expect(partly.stdout).not.toMatch(/records\s*: output/);
  expectSuccess("up of the derived change", await cli.run(["up", "--yes", "--skip-preview"]));
  // Updated in place to name the new source record.
  const all = await api.allRecords();
  const source = (all["example.net."] ?? []).find((r) => r.name === "source-61.example.net.");
  const derivedNow = (all["example.com."] ?? []).filter((r) => r.name === "derived.example.com.");
  expect(derivedNow.map((r) => r.data)).toEqual([`source ${source?.id}`]);

  expectSuccess("destroy", await cli.run(["destroy", "--yes", "--skip-preview"]));
  expect(((await api.allRecords())["example.com."] ?? []).map((r) => r.name).sort()).toEqual([
    "_acme-challenge.www.example.com.",
    "unseen.example.com.",
  ]);
});
