import { join } from "node:path";
import { runLint } from "../../lint/cli";
import type { RegistrarClient } from "../../provider/client";
import { useEmulator } from "../support/emulator";

// The command in process: on a zone file (no API) and against the emulator's account (read only).

const ZONE_FILE = join(__dirname, "../fixtures/zones/shop.example.zone");

let env: NodeJS.ProcessEnv;
let client: RegistrarClient;
useEmulator({ resetEachTest: true }, (started) => {
  client = started.client;
  env = { REGISTRAR_BASE_URL: started.options.baseUrl, REGISTRAR_API_KEY: started.options.apiKey };
});

async function run(args: string[], environment: NodeJS.ProcessEnv = env) {
  let stdout = "";
  const stderr: string[] = [];
  const status = await runLint(
    args,
    { out: (text) => (stdout += text), err: (line) => stderr.push(line) },
    environment,
  );
  return { status, lines: stdout.split("\n").filter(Boolean), stdout, stderr };
}

describe("a zone file", () => {
  test("one finding per line: the second SPF and the dangling CNAME; warnings only, exit 0", async () => {
    const { status, lines, stderr } = await run(["--zone-file", ZONE_FILE, "--origin", "shop.example"], {});
    expect(lines).toEqual([
      expect.stringMatching(
        /^warning duplicate-spf shop\.example\. TXT "v=spf1 include:_spf\.mail-host\.example -all": shop\.example\. has 2 SPF policies/,
      ),
      expect.stringMatching(
        /^warning target-missing promo\.shop\.example\. CNAME promo-host\.shop\.example\.: .*add the records at promo-host\.shop\.example\./,
      ),
    ]);
    expect(status).toBe(0);
    expect(stderr).toContain("registrar-lint: 0 errors, 2 warnings");
    expect(stderr.some((line) => /not checked: .*SRV/.test(line))).toBe(true);
  });

  test("a rule raised to error fails the run; --json gives the findings whole", async () => {
    const { status, stdout } = await run(
      ["--zone-file", ZONE_FILE, "--origin", "shop.example", "--rule", "duplicate-spf=error", "--json"],
      {},
    );
    expect(status).toBe(1);
    const { findings } = JSON.parse(stdout);
    expect(findings[0]).toMatchObject({ rule: "duplicate-spf", severity: "error" });
    expect(findings[0].records).toHaveLength(2);
  });

  test("settings from REGISTRAR_ZONE_VALIDATION, the flags winning", async () => {
    const zoneValidation = '{"rules":{"duplicate-spf":"off","target-missing":"error"},"ttl":{"max":1800}}';
    const { status, lines } = await run(
      ["--zone-file", ZONE_FILE, "--origin", "shop.example", "--rule", "target-missing=off"],
      { REGISTRAR_ZONE_VALIDATION: zoneValidation },
    );
    expect(status).toBe(0);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.startsWith("warning ttl-range "))).toBe(true);
  });

  test.each([
    [["--zone-file", ZONE_FILE, "--rule", "spf=error"], /--rule spf=error: "spf" is not a rule/],
    [
      ["--zone-file", ZONE_FILE, "--rule", "duplicate-spf=fatal"],
      /the severity must be error, warning or off/,
    ],
    [["--zone-file", ZONE_FILE, "--ttl-min", "soon"], /--ttl-min must be a whole number of seconds/],
    [["--origin", "shop.example"], /--origin goes with --zone-file/],
  ])("%j is a usage error (exit 2)", async (args, message) => {
    const { status, stderr } = await run(args, {});
    expect(status).toBe(2);
    expect(stderr[0]).toMatch(message);
  });
});

describe("the account", () => {
  test("no finding where none is broken; two SPF policies added at the apex are found", async () => {
    const before = await run(["--zone", "example.com"]);
    expect(before.lines.filter((line) => line.includes("duplicate-spf"))).toEqual([]);
    for (const data of ["v=spf1 ip4:192.0.2.0/24 -all", "v=spf1 include:mailer.example -all"])
      await client.addRecord({ name: "example.com.", type: "TXT", data });
    const after = await run(["--zone", "example.com", "--rule", "duplicate-spf=error"]);
    expect(after.lines.filter((line) => line.includes("duplicate-spf"))).toEqual([
      expect.stringMatching(
        /^error duplicate-spf example\.com\. TXT .*v=spf1 ip4:192\.0\.2\.0\/24 -all.*v=spf1 include:mailer\.example -all/,
      ),
    ]);
    expect(after.status).toBe(1);
  });

  test("without an API address: one line naming the setting, exit 1", async () => {
    const { status, stderr } = await run([], {});
    expect(status).toBe(1);
    expect(stderr[0]).toMatch(/--base-url \(or REGISTRAR_BASE_URL\) is not set/);
  });

  test("a zone the account does not have is named", async () => {
    const { status, stderr } = await run(["--zone", "nope.example"]);
    expect(status).toBe(1);
    expect(stderr[0]).toMatch(/--zone nope\.example\.: not a zone of the account/);
  });
});
