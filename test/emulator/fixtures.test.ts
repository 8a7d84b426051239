import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "yaml";
import {
  DEFAULT_API_KEY,
  defaultFixtures,
  FixtureError,
  type Fixtures,
  loadFixtures,
  ManualClock,
  startEmulator,
} from "../../emulator";
import { areas } from "../../emulator/areas";
import { defaultDnsFixtures } from "../../emulator/areas/dns/fixtures";
import { dnsState } from "../../emulator/areas/dns/state";
import { Account } from "../../emulator/core/account";
import { emulatorAdmin } from "../support/emulator-admin";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "fixtures-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withChange = (change: (f: Fixtures) => void): Fixtures => {
  const f = defaultFixtures();
  change(f);
  return f;
};
const account = (f: Fixtures, apiKey?: string) =>
  new Account(loadFixtures(f), new ManualClock(), { apiKey, areas });

describe("default fixtures", () => {
  test("hold the demo account: three zoned domains, vanity sets, hosting with databases and aliases", () => {
    const f = loadFixtures();
    expect(f.domains.map((d) => d.name)).toEqual(
      expect.arrayContaining(["example.com", "example.net", "example.org"]),
    );
    for (const d of f.domains) {
      expect(d).toMatchObject({
        owner_label: expect.any(String),
        renewal_status: expect.any(String),
        expires_at: expect.any(String),
        dnssec_status: expect.any(String),
        nameserver_mode: expect.any(String),
      });
    }
    expect(f.zones.map((z) => z.name)).toEqual(["example.com.", "example.net.", "example.org."]);
    expect(f.vanityNameserverSets.length).toBeGreaterThanOrEqual(1);
    expect(f.hostingPackages.some((p) => p.databases.length > 0 && p.aliases.length > 0)).toBe(true);
    const types = new Set(f.zones.flatMap((z) => z.records.map((r) => r.type)));
    expect([...types].sort()).toEqual(["A", "AAAA", "ALIAS", "CAA", "CNAME", "MX", "TXT"]);
  });

  test("the default key holds every scope and has the documented value", () => {
    const key = account(defaultFixtures()).keys.find((k) => k.id === "default");
    expect(key?.key).toBe(DEFAULT_API_KEY);
    expect(key?.key).toBe("emulator-key");
    expect(key?.scopes).toContain("acme-dns-challenge");
    expect(key?.scopes).toHaveLength(10);
  });
});

describe("composed from the areas", () => {
  test("the DNS area holds the zones of the demo account, with ids 1–18 in file order", () => {
    expect(defaultFixtures().zones).toEqual(defaultDnsFixtures().zones);
    const zones = [...dnsState(account(defaultFixtures())).zones.values()];
    expect(zones.map((z) => [z.name, z.records.map((r) => r.id)])).toEqual([
      ["example.com.", [1, 2, 3, 4, 5, 6, 7, 8]],
      ["example.net.", [9, 10, 11, 12]],
      ["example.org.", [13, 14, 15, 16, 17, 18]],
    ]);
  });

  test("an area's fixture error names its path", () => {
    const f = withChange((x) => {
      x.zones = [
        { name: "example.com", records: [{ name: "www.example.net.", type: "A", data: "192.0.2.1" }] },
      ];
    });
    expect(() => account(f)).toThrow(
      /zones\.0\.records\.0: www\.example\.net\. does not belong to zone example\.com\./,
    );
  });
});

describe("loader", () => {
  test("reads YAML and JSON files", () => {
    const yamlFile = join(dir, "f.yaml");
    writeFileSync(yamlFile, stringify(defaultFixtures()));
    const jsonFile = join(dir, "f.json");
    writeFileSync(jsonFile, JSON.stringify(defaultFixtures()));
    expect(loadFixtures(yamlFile)).toEqual(loadFixtures(jsonFile));
  });

  test.each<[string, (f: Fixtures) => void, RegExp]>([
    [
      "an unknown scope",
      (f) => f.keys?.push({ id: "x", key: "x", scopes: ["dns:admin" as "dns:read"] }),
      /keys\.3\.scopes\.0/,
    ],
    ["a duplicate key value", (f) => f.keys?.push({ id: "x", key: "emulator-key", scopes: [] }), /key value/],
    ["an unknown field", (f) => Object.assign(f, { colour: "red" }), /colour/],
    [
      "a bad renewal status",
      (f) => Object.assign(f.domains?.[0] ?? {}, { renewal_status: "maybe" }),
      /domains\.0\.renewal_status/,
    ],
    [
      "vanity mode without a set",
      (f) => Object.assign(f.domains?.[0] ?? {}, { nameserver_mode: "vanity" }),
      /vanity_set_id/,
    ],
    [
      "a bad domain name",
      (f) => Object.assign(f.domains?.[0] ?? {}, { name: "exa mple.com" }),
      /domains\.0\.name: not a valid domain name/,
    ],
    [
      "a bad glue address",
      (f) => Object.assign(f.vanityNameserverSets?.[0]?.nameservers[0] ?? {}, { ipv4: "1.2.3" }),
      /nameservers\.0\.ipv4/,
    ],
    ["a bad expiry date", (f) => Object.assign(f.domains?.[0] ?? {}, { expires_at: "soon" }), /expires_at/],
  ])("fails clearly on %s", (_label, change, message) => {
    expect(() => loadFixtures(withChange(change))).toThrow(FixtureError);
    expect(() => loadFixtures(withChange(change))).toThrow(message);
  });

  test.each<[string, (f: Fixtures) => void, RegExp]>([
    [
      "an invalid record",
      (f) => f.zones?.[0]?.records?.push({ name: "x.example.com.", type: "A", data: "1.2.3" }),
      /zones\.0\.records\.8: .*IPv4/,
    ],
    [
      "a record outside its zone",
      (f) => f.zones?.[0]?.records?.push({ name: "x.example.org.", type: "A", data: "192.0.2.1" }),
      /does not belong/,
    ],
    [
      "a record breaking a zone rule",
      (f) => f.zones?.[0]?.records?.push({ name: "www.example.com.", type: "A", data: "192.0.2.1" }),
      /CNAME/,
    ],
  ])("refuses %s with the API's own rules", (_label, change, message) => {
    expect(() => account(withChange(change))).toThrow(FixtureError);
    expect(() => account(withChange(change))).toThrow(message);
  });

  test("a missing or unparsable file is named in the error", () => {
    expect(() => loadFixtures(join(dir, "missing.json"))).toThrow(/cannot read fixture file .*missing\.json/);
    const bad = join(dir, "bad.yaml");
    writeFileSync(bad, "keys: [unclosed");
    expect(() => loadFixtures(bad)).toThrow(/neither JSON nor YAML/);
  });

  test("keys with chosen scopes and acme limits; the default key is added when absent", async () => {
    const f = withChange((x) => {
      x.keys = [{ id: "ci", key: "ci-key", scopes: ["dns:read"], acme: { callsPerMinute: 2 } }];
    });
    const emu = await startEmulator({ fixtures: f });
    try {
      expect(emu.apiKey).toBe("emulator-key");
      const res = await fetch(`${emu.url}/meta/token`, { headers: { "x-api-key": "ci-key" } });
      expect(((await res.json()) as { response: unknown }).response).toMatchObject({
        key_id: "ci",
        scopes: ["dns:read"],
      });
    } finally {
      await emu.stop();
    }
  });

  const statusWith = async (url: string, key: string) =>
    (await fetch(`${url}/meta/token`, { headers: { "x-api-key": key } })).status;

  test("the apiKey option replaces the default key's value", async () => {
    const emu = await startEmulator({ apiKey: "my-key" });
    try {
      expect(emu.apiKey).toBe("my-key");
      expect(await statusWith(emu.url, "my-key")).toBe(200);
      expect(await statusWith(emu.url, "emulator-key")).toBe(401);
    } finally {
      await emu.stop();
    }
  });

  test("with the demo account, apiKey is the only key: the documented demo keys stop working", async () => {
    const emu = await startEmulator({ apiKey: "private-key" });
    try {
      expect(await statusWith(emu.url, "emulator-readonly-key")).toBe(401);
      const acme = await fetch(`${emu.url}/dns/rr`, {
        method: "POST",
        headers: { "x-api-key": "emulator-acme-key", "content-type": "application/json" },
        body: JSON.stringify({ name: "_acme-challenge.example.com.", type: "TXT", data: "x" }),
      });
      expect(acme.status).toBe(401);
      const admin = emulatorAdmin(emu.url);
      const state = (await admin.state()) as { keys: Array<{ id: string }>; zones: unknown[] };
      expect(state.keys.map((k) => k.id)).toEqual(["default"]);
      expect(state.zones).toHaveLength(3); // the rest of the demo account is unchanged
      await admin.reset();
      expect(await statusWith(emu.url, "emulator-readonly-key")).toBe(401); // also after a reset
      expect(await statusWith(emu.url, "private-key")).toBe(200);
    } finally {
      await emu.stop();
    }
  });

  test("fixtures that define keys keep them; apiKey then sets the default key's value", async () => {
    const own = withChange((x) => {
      x.keys = [
        { id: "default", key: "file-default", scopes: ["dns:read"] },
        { id: "ci", key: "ci-key", scopes: ["dns:read"] },
      ];
    });
    const emu = await startEmulator({ fixtures: own, apiKey: "chosen" });
    try {
      expect(emu.apiKey).toBe("chosen");
      expect(await statusWith(emu.url, "chosen")).toBe(200);
      expect(await statusWith(emu.url, "ci-key")).toBe(200);
      expect(await statusWith(emu.url, "file-default")).toBe(401);
    } finally {
      await emu.stop();
    }
    const none = withChange((x) => {
      x.keys = [];
    });
    const bare = await startEmulator({ fixtures: none, apiKey: "solo" });
    try {
      expect(await statusWith(bare.url, "solo")).toBe(200);
      expect(await statusWith(bare.url, "emulator-key")).toBe(401);
    } finally {
      await bare.stop();
    }
  });

  test.each(["", "has space", " padded", "é-key", "x".repeat(257)])("refuses apiKey %j", async (apiKey) => {
    await expect(startEmulator({ apiKey })).rejects.toThrow(/visible ASCII/);
  });

  test("fixture keys follow the same rule", () => {
    expect(() =>
      loadFixtures(
        withChange((x) => {
          x.keys = [{ id: "k", key: "two words", scopes: [] }];
        }),
      ),
    ).toThrow(/keys\.0\.key/);
  });
});
