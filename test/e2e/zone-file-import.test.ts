import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultFixtures, type Fixtures } from "../../emulator";
import type { RegistrarClient } from "../../provider/client";
import { splitAnnotation } from "../../provider/dns/ownership";
import { useEmulator } from "../support/emulator";
import { workspaceDir } from "../support/workspace";
import { describe as describeRun, expectSuccess, runCommand } from "./support/processes";
import { initStack } from "./support/program-stack";
import { pulumiCli } from "./support/pulumi-cli";
import { writeTemplateProject } from "./support/user-project";

// A move from another DNS host, end to end: BIND's named-compilezone exports a zone (as another
// host's BIND would), `registrar-import --zone-file` (the bin of the installed package, with no
// API settings) writes its program, `pulumi up` of it against the emulator creates the records,
// and the emulator's own export of the zone passes named-checkzone and holds the same records
// of the API's types as the source, ttls included; what the API cannot hold was listed.

const ZONE = "example.com";
const dkim = `v=DKIM1; k=rsa; p=${"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA".repeat(8)}`;

const SOURCE = `$ORIGIN ${ZONE}.
$TTL 1h
@ IN SOA ns1.old-host.example. hostmaster ( 2024061501 1h 15m 2w 5m )
  NS ns1.old-host.example.
  NS ns2.old-host.example.
@ A 192.0.2.10
  AAAA 2001:db8::10
  MX 10 mail
  MX 20 mx.backup.example.
  TXT "v=spf1 mx" " include:_spf.backup.example -all"
  CAA 0 issue "letsencrypt.org"
  CAA 128 iodef "mailto:security@example.com"
www 300 CNAME @
mail IN 600 A 192.0.2.25
*.apps 5m A 192.0.2.80
s1._domainkey TXT ( "${dkim.slice(0, 200)}" ; one key in two strings
    "${dkim.slice(200)}" )
_dmarc TXT "v=DMARC1; p=reject; rua=mailto:dmarc@example.com"
_sip._tcp SRV 10 5 5060 sip.old-host.example.
dev NS ns1.dev-host.example.
`;

/** Types the API has and BIND knows (ALIAS is not a DNS type: the unit tests have it). */
const API_TYPES = new Set(["A", "AAAA", "CNAME", "MX", "TXT", "CAA"]);

/**
 * The records of the API's types in a zone file as BIND writes it out (absolute names, every
 * ttl, one record a line), one line each: `name ttl type data`, a TXT's strings joined.
 */
function canonicalRecords(file: string): string[] {
  const compiled = spawnSync("named-compilezone", ["-q", "-o", "-", ZONE, file], { encoding: "utf8" });
  if (compiled.status !== 0) throw new Error(`named-compilezone ${file}: ${compiled.stderr}`);
  return compiled.stdout
    .split("\n")
    .map((line) => /^(\S+)\s+(\d+)\s+IN\s+(\S+)\s+(.*)$/.exec(line))
    .filter((match) => match && API_TYPES.has(match[3] ?? ""))
    .map((match) => {
      const [, name, ttl, type, data = ""] = match as RegExpExecArray;
      const value =
        type === "TXT"
          ? [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
              .map((m) => (m[1] ?? "").replace(/\\(.)/g, "$1"))
              .join("")
          : data.trim();
      return `${name} ${ttl} ${type} ${value}`;
    })
    .sort();
}

/** The default account, its example.com holding one record of the file already (taken over). */
function fixtures(): Fixtures {
  const account = defaultFixtures();
  const zone = account.zones?.find((z) => z.name === `${ZONE}.`);
  if (!zone) throw new Error(`the default fixtures have no ${ZONE}`);
  zone.records = [{ name: `mail.${ZONE}.`, type: "A", data: "192.0.2.25", ttl: 600 }];
  return account;
}

let client: RegistrarClient;
let url: string;
useEmulator({ fixtures: fixtures() }, (started) => {
  client = started.client;
  url = started.options.baseUrl;
});
let dir: string;
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a zone exported by BIND, imported, created by pulumi up: the emulator's export holds its records", async () => {
  dir = mkdtempSync(join(workspaceDir(), "programs", "zone-file-import-"));
  writeTemplateProject(dir, { name: "moved", index: "" });
  writeFileSync(join(dir, "source.zone"), SOURCE);
  const exported = spawnSync("named-compilezone", ["-o", "exported.zone", ZONE, "source.zone"], {
    cwd: dir,
    encoding: "utf8",
  });
  expect(describeRun("named-compilezone", { ...exported, code: exported.status })).toContain("exited with 0");

  // The installed bin, with no API address or key: a zone file is read offline.
  const env = { ...process.env };
  delete env.REGISTRAR_BASE_URL;
  delete env.REGISTRAR_API_KEY;
  const imported = await runCommand(
    join(workspaceDir(), "node_modules", ".bin", "registrar-import"),
    ["--zone-file", "exported.zone", "--origin", ZONE, "--out", "index.ts"],
    { cwd: dir, env },
  );
  expect(describeRun("registrar-import", imported)).toContain("exited with 0");
  expect(imported.stdout).toBe("");
  // A zone BIND exported whole has nothing refused: no finding, no deprecation.
  expect(imported.stderr).not.toMatch(/ lint: |deprecated/);
  const leftOut = imported.stderr.split("\n").filter((line) => / left out /.test(line));
  expect(leftOut.map((line) => / (\S+ (?:SOA|NS|SRV)) /.exec(line)?.[1])).toEqual([
    "example.com. SOA",
    "example.com. NS",
    "example.com. NS",
    "_sip._tcp.example.com. SRV",
    "dev.example.com. NS",
  ]);
  const program = readFileSync(join(dir, "index.ts"), "utf8");
  expect(program).toContain("// Left out (5):");
  expect(program.replace(/\n\/\/ /g, " ")).toContain(
    "_sip._tcp.example.com. SRV 10 5 5060 sip.old-host.example.: the API has no SRV records",
  );
  // Laid out as Biome (Prettier's layout) lays it out.
  writeFileSync(join(dir, "biome.json"), "{}");
  const biome = await runCommand(
    join(__dirname, "..", "..", "node_modules", ".bin", "biome"),
    ["format", "--indent-style=space", "--indent-width=2", "--line-width=80", "index.ts"],
    { cwd: dir },
  );
  expect(describeRun("biome format", biome)).toContain("exited with 0");

  const cli = pulumiCli(dir);
  try {
    await initStack(cli, { url, apiKey: "emulator-key" }, { stack: "dev" });
    expectSuccess("pulumi up", await cli.run(["up", "--yes", "--skip-preview"]));
    expectSuccess("pulumi preview --expect-no-changes", await cli.run(["preview", "--expect-no-changes"]));
  } finally {
    cli.dispose();
  }

  // Every record carries the stack's marker: the one the zone had was taken over, not doubled.
  const records = await client.listRecords(ZONE);
  expect(records.every((record) => splitAnnotation(record.annotation).owner !== undefined)).toBe(true);
  const { zonefile } = await client.exportZone(ZONE);
  writeFileSync(join(dir, "after.zone"), zonefile);
  const check = spawnSync("named-checkzone", [ZONE, "after.zone"], { cwd: dir, encoding: "utf8" });
  expect(describeRun("named-checkzone", { ...check, code: check.status })).toContain("exited with 0");
  const source = canonicalRecords(join(dir, "exported.zone"));
  expect(source).toHaveLength(12);
  expect(source).toContain(`s1._domainkey.${ZONE}. 3600 TXT ${dkim}`);
  expect(canonicalRecords(join(dir, "after.zone"))).toEqual(source);
  expect(records).toHaveLength(source.length);
});
