import { defaultFixtures, ManualClock } from "../../../../emulator";
import {
  domainAuthInfo,
  domainDetail,
  domainListResponse,
  nameserversResponse,
} from "../../../../provider/contract/domains";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;

beforeAll(async () => {
  emu = await startTestEmulator({ clock: new ManualClock() });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const list = async (query = "") =>
  expectSuccess(await emu.call("GET", `/domains${query}`), domainListResponse);
const names = async (query = "") => (await list(query)).domains.map((d) => d.name);
const putNameservers = (domain: string, body: unknown, key?: string) =>
  emu.call("PUT", `/domains/${domain}/nameservers`, { body, key });

const ALL = [
  "example.co.uk",
  "example.com",
  "example.de",
  "example.eu",
  "example.info",
  "example.net",
  "example.org",
];

describe("GET /domains", () => {
  test("200: the first page by name, with the defaults page 1 and pageSize 20", async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, page_size: 20, total: ALL.length });
    expect(page.domains.map((d) => d.name)).toEqual(ALL);
    expect(page.domains.find((d) => d.name === "example.net")).toEqual({
      name: "example.net",
      owner_label: "Example Networks",
      renewal_status: "manual-renew",
      expires_at: "2025-11-02",
      dnssec_status: "inactive",
      nameserver_mode: "vanity",
      primary_nameserver: "ns1.dns.example.net.",
      transfer_status: "none",
    });
  });

  test("search: case-insensitive part of the name, the owner label or the primary nameserver", async () => {
    expect(await names("?search=EXAMPLE.C")).toEqual(["example.co.uk", "example.com"]);
    expect(await names("?search=foundation")).toEqual(["example.eu", "example.org"]);
    expect(await names("?search=external-dns")).toEqual(["example.info"]);
    expect(await names("?search=ns1.registrar.test")).toEqual([
      "example.co.uk",
      "example.com",
      "example.eu",
      "example.org",
    ]);
    expect(await names("?search=brand-dns")).toEqual(["example.de"]);
    expect(await list("?search=nothing-matches")).toMatchObject({ domains: [], total: 0 });
  });

  test("filter: cancelled, dnssec-inactive, and both (all must hold)", async () => {
    expect(await names("?filter=cancelled")).toEqual(["example.org"]);
    expect(await names("?filter=dnssec-inactive")).toEqual(
      ALL.filter((n) => n !== "example.com" && n !== "example.org"),
    );
    expect(await names("?filter=cancelled,dnssec-inactive")).toEqual([]);
    expect(await names("?filter=dnssec-inactive,%20cancelled")).toEqual([]);
  });

  test("sortBy any public field, asc or desc; ties in name order", async () => {
    expect(await names("?sortOrder=desc")).toEqual([...ALL].reverse());
    expect(await names("?sortBy=expires_at")).toEqual([
      "example.org",
      "example.eu",
      "example.net",
      "example.de",
      "example.com",
      "example.co.uk",
      "example.info",
    ]);
    expect(await names("?sortBy=owner_label&sortOrder=desc")).toEqual([
      "example.co.uk",
      "example.net",
      "example.eu",
      "example.org",
      "example.com",
      "example.info",
      "example.de",
    ]);
    const byMode = await list("?sortBy=nameserver_mode");
    expect(byMode.domains.map((d) => d.nameserver_mode)).toEqual([
      "external",
      "standard",
      "standard",
      "standard",
      "standard",
      "vanity",
      "vanity",
    ]);
    expect(byMode.domains.slice(1, 5).map((d) => d.name)).toEqual([
      "example.co.uk",
      "example.com",
      "example.eu",
      "example.org",
    ]);
    for (const key of ["name", "renewal_status", "dnssec_status", "primary_nameserver", "transfer_status"]) {
      const sorted = (await list(`?sortBy=${key}`)).domains.map((d) => d[key as "name"].toLowerCase());
      expect(sorted).toEqual([...sorted].sort());
    }
  });

  test("page and pageSize: slices of the sorted list; past the end is an empty page", async () => {
    expect(await list("?pageSize=3")).toMatchObject({ page: 1, page_size: 3, total: 7 });
    expect(await names("?pageSize=3&page=2")).toEqual(ALL.slice(3, 6));
    expect(await names("?pageSize=3&page=3")).toEqual(ALL.slice(6));
    expect(await list("?pageSize=3&page=4")).toMatchObject({ domains: [], page: 4, total: 7 });
    expect(await names("?pageSize=100")).toEqual(ALL);
    expect(await names("?pageSize=1&page=2&sortOrder=desc")).toEqual(["example.net"]);
  });

  test.each([
    ["?page=0", /page must be an integer from 1/],
    ["?page=-1", /page must be an integer/],
    ["?page=1.5", /page must be an integer/],
    ["?page=abc", /page must be an integer/],
    ["?page=", /page must be an integer/],
    ["?page=1000001", /page must be an integer from 1 to 1000000/],
    ["?pageSize=0", /pageSize must be an integer from 1 to 100/],
    ["?pageSize=101", /pageSize must be an integer from 1 to 100/],
    ["?sortBy=owner", /sortBy must be one of name, owner_label/],
    ["?sortBy=NAME", /sortBy must be one of/],
    ["?sortOrder=up", /sortOrder must be asc or desc/],
    ["?sortOrder=ASC", /sortOrder must be asc or desc/],
    ["?filter=expired", /filter must list values from cancelled, dnssec-inactive/],
    ["?filter=cancelled,", /filter must list values/],
    ["?filter=", /filter must list values/],
    ["?limit=5", /unknown query parameter "limit"/],
    ["?page=1&page=2", /page given more than once/],
  ])("400 for %s", async (query, message) => {
    expectError(await emu.call("GET", `/domains${query}`), 400, message);
  });

  test("401 without a valid key; 403 without domain:read", async () => {
    expectError(await emu.call("GET", "/domains", { key: null }), 401);
    expectError(await emu.call("GET", "/domains", { key: "wrong" }), 401);
    expectError(await emu.call("GET", "/domains", { key: "emulator-acme-key" }), 403);
    expect((await emu.call("GET", "/domains", { key: "emulator-readonly-key" })).status).toBe(200);
  });
});

describe("GET /domains/{domain}", () => {
  test("200: the domain with its delegation, plan and guardian rules; any case, trailing dot optional", async () => {
    const de = expectSuccess(await emu.call("GET", "/domains/Example.DE."), domainDetail);
    expect(de).toEqual({
      name: "example.de",
      owner_label: "Beispiel GmbH",
      renewal_status: "auto-renew",
      expires_at: "2026-02-01",
      dnssec_status: "inactive",
      nameserver_mode: "vanity",
      primary_nameserver: "ns1.brand-dns.test.",
      transfer_status: "none",
      nameservers: ["ns1.brand-dns.test.", "ns2.brand-dns.test."],
      vanity_set_id: 2,
      plan: "pro",
      guardian_rules: ["ns_change", "transfer_out"],
    });
    const info = expectSuccess(await emu.call("GET", "/domains/example.info"), domainDetail);
    expect(info).toMatchObject({
      nameserver_mode: "external",
      nameservers: ["ns1.external-dns.test.", "ns2.external-dns.test."],
      vanity_set_id: null,
    });
    const com = expectSuccess(await emu.call("GET", "/domains/example.com"), domainDetail);
    expect(com).toMatchObject({ dnssec_status: "active", plan: "pro", guardian_rules: [] });
    expect(com.nameservers).toEqual(["ns1.registrar.test.", "ns2.registrar.test.", "ns3.registrar.test."]);
  });

  test("404 for a domain of no account here; 401; 403", async () => {
    expectError(await emu.call("GET", "/domains/example.biz"), 404, /example\.biz not found/);
    expectError(await emu.call("GET", "/domains/www.example.com"), 404);
    expectError(await emu.call("GET", "/domains/example.com", { key: null }), 401);
    expectError(await emu.call("GET", "/domains/example.com", { key: "emulator-acme-key" }), 403);
  });
});

describe("POST /domains/{domain}/authinfo", () => {
  test("200: a new 16-character transfer code with every class of character each time", async () => {
    const first = expectSuccess(await emu.call("POST", "/domains/example.com/authinfo"), domainAuthInfo);
    expect(first).toEqual({
      domain: "example.com",
      auth_code: expect.any(String),
      created_at: "2025-01-01T00:00:00.000Z",
    });
    for (const code of [first.auth_code]) {
      expect(code).toHaveLength(16);
      expect(code).toMatch(/[A-Z]/);
      expect(code).toMatch(/[a-z]/);
      expect(code).toMatch(/[0-9]/);
      expect(code).toMatch(/[^A-Za-z0-9]/);
      expect(code).not.toMatch(/["'&<>\s]/);
    }
    const second = expectSuccess(await emu.call("POST", "/domains/example.com/authinfo"), domainAuthInfo);
    expect(second.auth_code).not.toBe(first.auth_code);
  });

  test("the code is never part of the state dump", async () => {
    const { auth_code } = expectSuccess(
      await emu.call("POST", "/domains/example.net/authinfo"),
      domainAuthInfo,
    );
    expect((await emu.admin.send("GET", "/state")).text).not.toContain(auth_code);
  });

  test("403 guardian (transfer_out); 409 transfer pending; 404; 401; 403 without domain:write", async () => {
    expectError(await emu.call("POST", "/domains/example.de/authinfo"), 403, /domain guardian.*transfer_out/);
    expectError(await emu.call("POST", "/domains/example.co.uk/authinfo"), 409, /transfer pending/);
    expectError(await emu.call("POST", "/domains/example.biz/authinfo"), 404);
    expectError(await emu.call("POST", "/domains/example.com/authinfo", { key: null }), 401);
    expectError(
      await emu.call("POST", "/domains/example.com/authinfo", { key: "emulator-readonly-key" }),
      403,
    );
  });
});

describe("GET /domains/{domain}/nameservers", () => {
  test("200: the mode, the delegation and every vanity set of the account", async () => {
    const net = expectSuccess(await emu.call("GET", "/domains/example.net/nameservers"), nameserversResponse);
    const sets = [
      { id: 1, name: "Example Networks", nameservers: ["ns1.dns.example.net.", "ns2.dns.example.net."] },
      { id: 2, name: "Brand DNS", nameservers: ["ns1.brand-dns.test.", "ns2.brand-dns.test."] },
    ];
    expect(net).toEqual({
      domain: "example.net",
      mode: "vanity",
      vanity_set_id: 1,
      nameservers: ["ns1.dns.example.net.", "ns2.dns.example.net."],
      vanity_sets: sets,
    });
    const com = expectSuccess(
      await emu.call("GET", "/domains/EXAMPLE.com./nameservers"),
      nameserversResponse,
    );
    expect(com).toMatchObject({ mode: "standard", vanity_set_id: null, vanity_sets: sets });
    const info = expectSuccess(
      await emu.call("GET", "/domains/example.info/nameservers"),
      nameserversResponse,
    );
    expect(info).toMatchObject({
      mode: "external",
      nameservers: ["ns1.external-dns.test.", "ns2.external-dns.test."],
    });
  });

  test("404; 401; 403 without domain:read", async () => {
    expectError(await emu.call("GET", "/domains/example.biz/nameservers"), 404);
    expectError(await emu.call("GET", "/domains/example.com/nameservers", { key: null }), 401);
    expectError(await emu.call("GET", "/domains/example.com/nameservers", { key: "emulator-acme-key" }), 403);
  });
});

describe("PUT /domains/{domain}/nameservers", () => {
  test("200: to a vanity set and back (null); the zone's NS records follow", async () => {
    const moved = expectSuccess(
      await putNameservers("example.com", { vanity_set_id: 2 }),
      nameserversResponse,
    );
    expect(moved).toMatchObject({
      domain: "example.com",
      mode: "vanity",
      vanity_set_id: 2,
      nameservers: ["ns1.brand-dns.test.", "ns2.brand-dns.test."],
    });
    const zone = (await emu.call("GET", "/dns/zones/example.com")).body.response;
    expect(zone.nameservers).toEqual(["ns1.brand-dns.test.", "ns2.brand-dns.test."]);
    const back = expectSuccess(
      await putNameservers("example.com", { vanity_set_id: null }),
      nameserversResponse,
    );
    expect(back).toMatchObject({ mode: "standard", vanity_set_id: null, nameservers: expect.any(Array) });
    expect(back.nameservers[0]).toBe("ns1.registrar.test.");
    const detail = expectSuccess(await emu.call("GET", "/domains/example.com"), domainDetail);
    expect(detail).toMatchObject({ nameserver_mode: "standard", vanity_set_id: null });
  });

  test("external nameservers revert to standard with null, or move to a vanity set", async () => {
    const info = expectSuccess(
      await putNameservers("example.info", { vanity_set_id: null }),
      nameserversResponse,
    );
    expect(info).toMatchObject({ mode: "standard", vanity_set_id: null });
    expect(info.nameservers[0]).toBe("ns1.registrar.test.");
    await emu.admin.reset();
    const vanity = expectSuccess(
      await putNameservers("example.info", { vanity_set_id: 1 }),
      nameserversResponse,
    );
    expect(vanity).toMatchObject({ mode: "vanity", vanity_set_id: 1 });
  });

  test("a request for the current delegation changes nothing, passes every guard and counts nothing", async () => {
    // example.de is guarded, example.co.uk in transfer, example.org cancelled: none of that matters.
    expect(
      expectSuccess(await putNameservers("example.de", { vanity_set_id: 2 }), nameserversResponse).mode,
    ).toBe("vanity");
    expect((await putNameservers("example.co.uk", { vanity_set_id: null })).status).toBe(200);
    expect((await putNameservers("example.org", { vanity_set_id: null })).status).toBe(200);
    for (let i = 0; i < 8; i++)
      expect((await putNameservers("example.net", { vanity_set_id: 1 })).status).toBe(200);
    expect((await putNameservers("example.net", { vanity_set_id: 2 })).status).toBe(200);
  });

  test("404 for an unknown domain or vanity set", async () => {
    expectError(await putNameservers("example.biz", { vanity_set_id: 1 }), 404, /example\.biz not found/);
    expectError(
      await putNameservers("example.com", { vanity_set_id: 9 }),
      404,
      /Vanity nameserver set 9 not found/,
    );
  });

  test("403 when the domain guardian holds an ns_change rule", async () => {
    expectError(
      await putNameservers("example.de", { vanity_set_id: null }),
      403,
      /domain guardian.*ns_change/,
    );
    expectError(await putNameservers("example.de", { vanity_set_id: 1 }), 403, /ns_change/);
  });

  test("409 for a pending transfer, a cancelled domain, a plan without vanity nameservers", async () => {
    expectError(await putNameservers("example.co.uk", { vanity_set_id: 1 }), 409, /transfer pending/);
    expectError(await putNameservers("example.org", { vanity_set_id: 1 }), 409, /cancelled/);
    expectError(await putNameservers("example.eu", { vanity_set_id: 1 }), 409, /basic plan.*vanity/);
  });

  test("409 while a DNSSEC job runs for the domain", async () => {
    const enabling = await emu.call("PUT", "/dns/example.net/dnssec", {
      body: { mode: "provider", state: "enabled" },
    });
    expect(enabling.status).toBe(200);
    expectError(await putNameservers("example.net", { vanity_set_id: null }), 409, /DNSSEC job is running/);
    await emu.admin.send("POST", "/clock", { advanceSeconds: 3 * 3600 });
    expect((await putNameservers("example.net", { vanity_set_id: null })).status).toBe(200);
  });

  test.each([
    [{}, /vanity_set_id is required/],
    [{ vanity_set_id: "1" }, /positive integer or null/],
    [{ vanity_set_id: 0 }, /positive integer or null/],
    [{ vanity_set_id: 1.5 }, /positive integer or null/],
    [{ vanity_set_id: 1, nameservers: ["ns1.example.org."] }, /unknown field "nameservers"/],
    [[1], /JSON object/],
  ])("400 for the body %j", async (body, message) => {
    expectError(await putNameservers("example.com", body), 400, message);
  });

  test("401; 403 without domain:write", async () => {
    expectError(await putNameservers("example.com", { vanity_set_id: 1 }, "wrong"), 401);
    expectError(
      await putNameservers("example.com", { vanity_set_id: 1 }, "emulator-readonly-key"),
      403,
      /domain:write/,
    );
  });

  test("a reset restores the fixtures' delegation", async () => {
    await putNameservers("example.com", { vanity_set_id: 1 });
    await emu.admin.reset();
    const com = expectSuccess(await emu.call("GET", "/domains/example.com/nameservers"), nameserversResponse);
    expect(com.mode).toBe("standard");
    expect(defaultFixtures().domains?.find((d) => d.name === "example.com")?.nameserver_mode).toBe(
      "standard",
    );
  });
});
