import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ManualClock } from "../../../../emulator";
import { zoneExport } from "../../../../provider/contract/dns";
import { dnssecResponse } from "../../../../provider/contract/dnssec";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

/** The emulator's DNSSEC arithmetic checked against BIND's own tools. */

let emu: InProcessEmulator;
let dir: string;
beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
  dir = mkdtempSync(join(tmpdir(), "dnssec-bind-"));
});
afterAll(async () => {
  await emu.stop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => emu.admin.reset());

/** Runs a BIND tool in the scratch folder; fails the test with its output when it fails. */
function bind(tool: string, args: string[]): string {
  const run = spawnSync(tool, args, { cwd: dir, encoding: "utf8" });
  if (run.error) throw new Error(`${tool} could not run: ${run.error.message}`);
  if (run.status !== 0)
    throw new Error(`${tool} ${args.join(" ")} failed (${run.status}): ${run.stdout}${run.stderr}`);
  return run.stdout;
}

async function exportTo(zone: string): Promise<string> {
  const text = expectSuccess(await emu.call("GET", `/dns/zones/${zone}/export`), zoneExport).zonefile;
  const file = join(dir, `${zone}.zone`);
  writeFileSync(file, text);
  return file;
}

/** `name IN DS tag alg type digest` lines as dnssecRecord objects. */
function dsLines(text: string) {
  return text
    .trim()
    .split("\n")
    .map((line) => {
      const [, , , tag, algorithm, digestType, digest] = line.trim().split(/\s+/);
      return {
        kind: "ds",
        key_tag: Number(tag),
        algorithm: Number(algorithm),
        digest_type: Number(digestType),
        digest: digest ?? "",
      };
    });
}

/** The DNSKEY of a `K<name>+<alg>+<tag>.key` file as a dnssecRecord object. */
function dnskeyOf(keyFile: string) {
  const line = readFileSync(join(dir, keyFile), "utf8")
    .split("\n")
    .find((l) => /\sDNSKEY\s/.test(l));
  const [, , , flags, protocol, algorithm, ...key] = (line ?? "").trim().split(/\s+/);
  return {
    kind: "dnskey",
    flags: Number(flags),
    protocol: Number(protocol),
    algorithm: Number(algorithm),
    public_key: key.join(" "),
  };
}

/** The key tag BIND writes into the name of a key file, `K<name>+<alg>+<tag>.key`. */
const tagOf = (keyFile: string) => Number(/\+(\d{5})\.key$/.exec(keyFile)?.[1]);

function keygen(args: string[]): string {
  return `${bind("dnssec-keygen", ["-q", "-K", dir, ...args, "example.info"]).trim()}.key`;
}

test("the DS the registry gets is the one dnssec-dsfromkey computes from the exported DNSKEY", async () => {
  const started = expectSuccess(
    await emu.call("PUT", "/dns/example.net/dnssec", { body: { mode: "provider", state: "enabled" } }),
    dnssecResponse,
  );
  await emu.admin.send("POST", "/clock", { advanceSeconds: 60 + 120 });
  const file = await exportTo("example.net");
  const computed = dsLines(bind("dnssec-dsfromkey", ["-a", "SHA-256", "-f", file, "example.net"]));
  expect(computed).toHaveLength(1);
  const live = expectSuccess(await emu.call("GET", "/dns/example.net/dnssec"), dnssecResponse).live_state;
  expect(live.records).toEqual(computed);
  expect(started.desired_state.records.filter((r) => r.kind === "ds")).toEqual(computed);
  const key = started.desired_state.records.find((r) => r.kind === "dnskey");
  expect(key?.key_tag).toBe(computed[0]?.key_tag);
});

test.each(["example.com", "example.net"])(
  "named-checkzone accepts the signed export of %s, whose DS matches dnssec-dsfromkey",
  async (zone) => {
    if (zone === "example.net") {
      await emu.call("PUT", `/dns/${zone}/dnssec`, { body: { mode: "provider", state: "enabled" } });
      await emu.admin.send("POST", "/clock", { advanceSeconds: 60 });
    }
    const file = await exportTo(zone);
    expect(readFileSync(file, "utf8")).toMatch(/\tDNSKEY\t257 3 13 /);
    const check = spawnSync("named-checkzone", [zone, file], { encoding: "utf8" });
    expect({ status: check.status, output: `${check.stdout}${check.stderr}` }).toMatchObject({ status: 0 });
    const fromKey = dsLines(bind("dnssec-dsfromkey", ["-a", "SHA-256", "-f", file, zone]));
    const desired = expectSuccess(await emu.call("GET", `/dns/${zone}/dnssec`), dnssecResponse).desired_state;
    expect(desired.records.filter((r) => r.kind === "ds")).toEqual(fromKey);
  },
);

test.each([
  ["RSA/SHA-256, 2048 bits, with a SHA-384 DS", ["-a", "RSASHA256", "-b", "2048", "-f", "KSK"], "SHA-384"],
  ["Ed25519, with a SHA-256 DS", ["-a", "ED25519", "-f", "KSK"], "SHA-256"],
  ["ECDSA P-384 zone key, with a SHA-256 DS", ["-a", "ECDSAP384SHA384"], "SHA-256"],
])(
  "external mode accepts a key made by dnssec-keygen (%s) with its DS from dnssec-dsfromkey",
  async (_, args, digest) => {
    const keyFile = keygen(args);
    const ds = dsLines(bind("dnssec-dsfromkey", ["-a", digest, keyFile]));
    const dnskey = dnskeyOf(keyFile);
    const res = await emu.call("PUT", "/dns/example.info/dnssec", {
      body: { mode: "external", state: "enabled", records: [dnskey, ...ds] },
    });
    const desired = expectSuccess(res, dnssecResponse).desired_state;
    expect(desired.records.filter((r) => r.kind === "ds")).toEqual(ds);
    expect(desired.records.find((r) => r.kind === "dnskey")).toMatchObject({
      key_tag: ds[0]?.key_tag,
      public_key: dnskey.public_key.replace(/\s+/g, ""),
    });
  },
);

test("a DNSKEY sent with the DS of another key is refused (417)", async () => {
  const first = keygen(["-a", "ECDSAP256SHA256", "-f", "KSK"]);
  const second = keygen(["-a", "ECDSAP256SHA256", "-f", "KSK"]);
  const secondDs = dsLines(bind("dnssec-dsfromkey", ["-a", "SHA-256", second]));
  const res = await emu.call("PUT", "/dns/example.info/dnssec", {
    body: { mode: "external", state: "enabled", records: [dnskeyOf(first), ...secondDs] },
  });
  expectError(res, 417, /has no DS record in the set/);
  // The other key's digest under the first key's tag: the pair is found, the digest is wrong.
  const forged = [{ ...secondDs[0], key_tag: tagOf(first) }];
  expectError(
    await emu.call("PUT", "/dns/example.info/dnssec", {
      body: { mode: "external", state: "enabled", records: [dnskeyOf(first), ...forged] },
    }),
    417,
    /does not match its DNSKEY/,
  );
});
