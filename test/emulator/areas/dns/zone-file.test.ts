import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "../../../../emulator";
import { recordResponse, zoneExport } from "../../../../provider/contract/dns";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;
let dir: string;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
  dir = mkdtempSync(join(tmpdir(), "zone-export-"));
});
afterAll(async () => {
  await emu.stop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => emu.admin.reset());

async function exported(zone: string): Promise<string> {
  return expectSuccess(await emu.call("GET", `/dns/zones/${zone}/export`), zoneExport).zonefile;
}

/** Runs the real BIND checker on the text; returns its exit status and output. */
function checkzone(zone: string, text: string): { status: number | null; output: string } {
  const file = join(dir, `${zone}.zone`);
  writeFileSync(file, text);
  const run = spawnSync("named-checkzone", [zone, file], { encoding: "utf8" });
  if (run.error) throw new Error(`named-checkzone could not run: ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// 600 characters with quotes and backslashes: three character-strings once exported.
const longTxt = `v=long "quoted" \\ back ${"x".repeat(560)}`.slice(0, 600);

test("a zone holding every record type passes named-checkzone", async () => {
  const records = [
    { name: "host.example.com.", type: "A", data: "192.0.2.77" },
    { name: "host.example.com.", type: "AAAA", data: "2001:DB8:0:0::77" },
    { name: "alias.example.com.", type: "CNAME", data: "host.example.com." },
    { name: "lb.example.com.", type: "ALIAS", data: "edge.example.org." },
    { name: "example.com.", type: "MX", priority: 20, data: "host.example.com." },
    { name: "example.com.", type: "CAA", flags: 128, tag: "iodef", data: 'mailto:"sec"@example.com' },
    { name: "example.com.", type: "CAA", flags: 0, tag: "issuewild", data: ";" },
    { name: "long.example.com.", type: "TXT", data: longTxt },
    { name: "_dmarc.example.com.", type: "TXT", data: "v=DMARC1; p=reject" },
    { name: "*.example.com.", type: "A", data: "192.0.2.78" },
  ];
  for (const body of records) expectSuccess(await emu.call("POST", "/dns/rr", { body }), recordResponse);
  const text = await exported("example.com");
  const result = checkzone("example.com", text);
  expect(result).toMatchObject({ status: 0 });
  expect(result.output).toMatch(/loaded serial \d+/);
  expect(text).toContain('\tCAA\t128 iodef "mailto:\\"sec\\"@example.com"');
  expect(text).toContain("; ALIAS lb.example.com. 3600 edge.example.org.");
  expect(text).toContain("\tAAAA\t2001:DB8:0:0::77");
});

test("a TXT record longer than 255 characters is split into quoted chunks of at most 255", async () => {
  await emu.call("POST", "/dns/rr", { body: { name: "long.example.com.", type: "TXT", data: longTxt } });
  const line = (await exported("example.com")).split("\n").find((l) => l.startsWith("long.example.com."));
  const chunks = [...(line ?? "").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) =>
    (m[1] ?? "").replace(/\\(.)/g, "$1"),
  );
  expect(chunks.length).toBe(3);
  for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(255);
  expect(chunks.join("")).toBe(longTxt);
});

test.each(["example.com", "example.net", "example.org"])(
  "the fixture zone %s passes named-checkzone",
  async (zone) => {
    expect(checkzone(zone, await exported(zone))).toMatchObject({ status: 0 });
  },
);

test("in-zone vanity nameservers get glue; SOA and NS come first", async () => {
  const lines = (await exported("example.net")).split("\n");
  expect(lines[0]).toBe("$ORIGIN example.net.");
  expect(lines[1]).toBe("$TTL 3600");
  expect(lines[2]).toMatch(
    /^example\.net\.\t3600\tIN\tSOA\tns1\.dns\.example\.net\. hostmaster\.example\.net\. \d+ /,
  );
  expect(lines.slice(3, 5)).toEqual([
    "example.net.\t3600\tIN\tNS\tns1.dns.example.net.",
    "example.net.\t3600\tIN\tNS\tns2.dns.example.net.",
  ]);
  expect(lines).toContain("ns1.dns.example.net.\t3600\tIN\tA\t192.0.2.53");
});
