import { join } from "node:path";
import { runLint } from "../../lint/cli";
import type { RegistrarClient } from "../../provider/client";
import { refusalRuleIds, ruleIds } from "../../provider/dns/validators";
import { useEmulator } from "../support/emulator";

// The command in process: on a zone file (no API) and against the emulator's account (read only).

const ZONE_FILE = join(__dirname, "../fixtures/zones/shop.example.zone");
/** A file with every zone rule's finding (ttl-range with --ttl-min 300) and every refusal. */
const EVERY_FINDING = join(__dirname, "../fixtures/zones/every-finding.example.zone");

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

  test("--zone, registrar-import's former name for the file's zone, is --origin with a line saying so", async () => {
    const { status, lines, stderr } = await run(["--zone-file", ZONE_FILE, "--zone", "shop.example"], {});
    expect(status).toBe(0);
    expect(lines).toHaveLength(2);
    expect(stderr[0]).toBe(
      "registrar-lint: --zone with --zone-file is deprecated: write --origin shop.example (the same meaning)",
    );
  });

  test.each([
    [["--zone-file", ZONE_FILE, "--rule", "spf=error"], /--rule spf=error: "spf" is not a rule/],
    [
      ["--zone-file", ZONE_FILE, "--rule", "api-ttl-range=off"],
      /--rule api-ttl-range=off: "api-ttl-range" is a refusal: the record is refused whatever the setting, so it is always an error/,
    ],
    [["--zone-file", ZONE_FILE, "--origin", "a.example", "--zone", "b.example"], /takes one zone/],
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

describe("every finding in one run", () => {
  /** A finding line as the guide documents it: `severity rule name type data: message (line N)`. */
  const findingFormat = /^(error|warning) ([a-z-]+) (\S+) ([A-Z]+) (.+?): (.+) \(lines? \d+(, \d+)*\)$/;

  test("a file with every rule and every refusal: each printed, in the documented format, exit 1", async () => {
    const { status, lines, stdout, stderr } = await run(
      ["--zone-file", EVERY_FINDING, "--origin", "every.example", "--ttl-min", "300"],
      {},
    );
    expect(status).toBe(1);
    for (const line of lines) expect(line).toMatch(findingFormat);
    const rules = new Set(lines.map((line) => findingFormat.exec(line)?.[2]));
    expect([...rules].sort()).toEqual([...ruleIds, ...refusalRuleIds].sort());
    expect(stderr.at(-1)).toBe("registrar-lint: 17 errors, 6 warnings");
    expect(lines).toHaveLength(23);
    // The report's four mistakes, each its own line, and the TTL as the file writes it.
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^warning duplicate-spf every\.example\. TXT .* has 2 SPF policies .* \(lines 10, 11\)$/,
        ),
        expect.stringMatching(
          /^error cname-and-other-data www\.every\.example\. CNAME web\.example\.net\.: .*www\.every\.example\. TXT "verification=1".* \(lines 13, 14\)$/,
        ),
        'error caa-tag-invalid every.example. CAA 0 iss-ue "letsencrypt.org": CAA tag iss-ue is not letters and digits; registrar-import leaves the record out (line 47)',
        'error caa-tag-invalid every.example. CAA 0 issuetoolongtagname "letsencrypt.org": tag "issuetoolongtagname" is not a CAA tag the API accepts (issue, issuewild, iodef, contactemail, contactphone, issuemail, issuevmc); registrar-import leaves the record out (line 48)',
        "error api-ttl-range fast.every.example. A 192.0.2.50: ttl 1 must be between 60 and 86400, the API's range; registrar-import declares the record with ttl 60 (line 37)",
        expect.stringMatching(
          /^warning ttl-range fast\.every\.example\. A 192\.0\.2\.50: .* has ttl 1, below the minimum 300/,
        ),
        "error zone-file-syntax typo.every.example. AAA 2001:db8::1: AAA is not a record type; registrar-import leaves the record out (line 31)",
      ]),
    );
    // --json: the same findings, each record with its line, in the order of the lines of the
    // records they name first (the one to change).
    const json = await run(
      ["--zone-file", EVERY_FINDING, "--origin", "every.example", "--ttl-min", "300", "--json"],
      {},
    );
    const { findings } = JSON.parse(json.stdout);
    expect(findings.map((f: { rule: string }) => f.rule)).toEqual(
      lines.map((line) => findingFormat.exec(line)?.[2]),
    );
    const first = findings.map((f: { records: { line: number }[] }) => f.records[0]?.line);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(findings.find((f: { rule: string }) => f.rule === "address-invalid")).toEqual({
      rule: "address-invalid",
      severity: "error",
      records: [{ name: "bad.every.example.", type: "A", data: "", rdata: "192.0.2.300", line: 39 }],
      message: "192.0.2.300 is not an IPv4 address; registrar-import leaves the record out",
    });
    expect(stdout).not.toBe(json.stdout);
  });

  test("the TTL as written: --ttl-min 60 finds ttl 1, --ttl-min 1 finds nothing below it", async () => {
    const ttlRange = async (min: string) =>
      (await run(["--zone-file", EVERY_FINDING, "--ttl-min", min], {})).lines.filter((line) =>
        line.startsWith("warning ttl-range fast."),
      );
    expect(await ttlRange("60")).toEqual([expect.stringMatching(/has ttl 1, below the minimum 60/)]);
    expect(await ttlRange("1")).toEqual([]);
  });

  test("only a file that cannot be read at all stops: one line naming the line, exit 1", async () => {
    const { status, lines, stderr } = await run(
      ["--zone-file", join(__dirname, "../fixtures/zones/unclosed.example.zone")],
      {},
    );
    expect(status).toBe(1);
    expect(lines).toEqual([]);
    expect(stderr).toEqual([
      expect.stringMatching(
        /^registrar-lint: .*unclosed\.example\.zone:4: the "\(" on this line is never closed by a "\)"$/,
      ),
    ]);
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

  test("without an API address: one line naming the setting, exit 2", async () => {
    const { status, stderr } = await run([], {});
    expect(status).toBe(2);
    expect(stderr).toEqual([expect.stringMatching(/--base-url \(or REGISTRAR_BASE_URL\) is not set/)]);
  });

  test("a zone the account does not have is named", async () => {
    const { status, stderr } = await run(["--zone", "nope.example"]);
    expect(status).toBe(1);
    expect(stderr[0]).toMatch(/--zone nope\.example\.: not a zone of the account/);
  });
});
