import { z } from "zod";
import { defaultFixtures, ManualClock } from "../../../../emulator";
import { zoneExport, zoneSummary } from "../../../../provider/contract/dns";
import { dnssecJob, dnssecResponse } from "../../../../provider/contract/dnssec";
import { domainDetail } from "../../../../provider/contract/domains";
import { type InProcessEmulator, startTestEmulator } from "../../../support/emulator-harness";
import { expectError, expectSuccess } from "../../support/shapes";

let emu: InProcessEmulator;

beforeAll(async () => {
  const fixtures = defaultFixtures();
  // A zone for the domain in transfer, so that only its transfer stands in the way of DNSSEC.
  fixtures.zones = [...(fixtures.zones ?? []), { name: "example.co.uk.", records: [] }];
  emu = await startTestEmulator({ clock: new ManualClock(), fixtures });
});
afterAll(() => emu.stop());
beforeEach(() => emu.admin.reset());

const get = async (domain: string) =>
  expectSuccess(await emu.call("GET", `/dns/${domain}/dnssec`), dnssecResponse);
const put = (domain: string, body: unknown, key?: string) =>
  emu.call("PUT", `/dns/${domain}/dnssec`, { body, key });
const put200 = async (domain: string, body: unknown) =>
  expectSuccess(await put(domain, body), dnssecResponse);
const verify = (domain: string, key?: string) => emu.call("POST", `/dns/${domain}/dnssec/verify`, { key });
const cancel = (domain: string, key?: string) => emu.call("POST", `/dns/${domain}/dnssec/cancel`, { key });
const jobs = async (domain: string) =>
  expectSuccess(await emu.call("GET", `/dns/${domain}/dnssec/jobs`), z.array(dnssecJob));
const advance = (seconds: number) => emu.admin.send("POST", "/clock", { advanceSeconds: seconds });
const now = () => emu.clock.now();
const later = (seconds: number) => new Date(now().getTime() + seconds * 1000).toISOString();
const zonefile = async (zone: string) =>
  expectSuccess(await emu.call("GET", `/dns/zones/${zone}/export`), zoneExport).zonefile;

const PROVIDER = { mode: "provider", state: "enabled" };
const DISABLE = { mode: "none", state: "disabled" };

// RFC 6605 §6.1: a P-256 key of example.net. and its DS (the digest covers the owner name).
const RFC_KEY = {
  kind: "dnskey",
  flags: 257,
  protocol: 3,
  algorithm: 13,
  public_key: "GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==",
};
const RFC_DS = {
  kind: "ds",
  key_tag: 55648,
  algorithm: 13,
  digest_type: 2,
  digest: "b4c8c1fe2e7477127b27115656ad6256f424625bf5c1e2770ce6d6e37df61d17",
};
const external = (records: unknown) => ({ mode: "external", state: "enabled", records });

describe("GET /dns/{domain}/dnssec", () => {
  test("provider DNSSEC in force: desired and live agree, the DS computed from the service's key", async () => {
    const com = await get("example.com");
    expect(com).toMatchObject({
      domain: "example.com",
      dnssec_state: "active",
      pending_job: null,
      desired_state: { mode: "provider", state: "enabled" },
      live_state: { mode: "provider", state: "enabled", zone_signed: true },
    });
    const [dnskey, ds] = com.desired_state.records;
    expect(dnskey).toMatchObject({ kind: "dnskey", flags: 257, protocol: 3, algorithm: 13 });
    expect(Buffer.from(dnskey?.public_key ?? "", "base64")).toHaveLength(64);
    expect(ds).toEqual({
      kind: "ds",
      key_tag: dnskey?.key_tag,
      algorithm: 13,
      digest_type: 2,
      digest: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    expect(com.live_state.records).toEqual([ds]);
  });

  test("inactive DNSSEC; the fixtures' pending domain runs a provider job from the start", async () => {
    expect(await get("Example.NET.")).toMatchObject({
      domain: "example.net",
      dnssec_state: "inactive",
      desired_state: { mode: "none", state: "disabled", records: [] },
      live_state: { mode: "none", state: "disabled", records: [], zone_signed: false },
      pending_job: null,
    });
    const org = await get("example.org");
    expect(org).toMatchObject({
      dnssec_state: "pending",
      desired_state: { mode: "provider", state: "enabled" },
      live_state: { mode: "none", state: "disabled", records: [] },
      pending_job: { action: "enable", mode: "provider", status: "running", phase: "signing" },
    });
    await advance(60 + 120 + 1800);
    expect(await get("example.org")).toMatchObject({ dnssec_state: "active", pending_job: null });
  });

  test("404 for a name that is no domain of the account; 401; 403 without dns:read", async () => {
    expectError(await emu.call("GET", "/dns/example.biz/dnssec"), 404, /example\.biz not found/);
    expectError(await emu.call("GET", "/dns/www.example.com/dnssec"), 404);
    expectError(await emu.call("GET", "/dns/example.com/dnssec", { key: null }), 401);
    expectError(await emu.call("GET", "/dns/example.com/dnssec", { key: "emulator-acme-key" }), 403);
    expect((await emu.call("GET", "/dns/example.com/dnssec", { key: "emulator-readonly-key" })).status).toBe(
      200,
    );
  });
});

describe("provider mode: enabling is a job on the emulated clock", () => {
  test("signing, registry submission, propagation: desired and live apart until the job completes", async () => {
    const started = await put200("example.net", PROVIDER);
    expect(started).toMatchObject({
      dnssec_state: "pending",
      desired_state: { mode: "provider", state: "enabled" },
      live_state: { mode: "none", state: "disabled", records: [], zone_signed: false },
      pending_job: {
        domain: "example.net",
        action: "enable",
        mode: "provider",
        status: "running",
        phase: "signing",
        created_at: now().toISOString(),
        completed_at: null,
        next_change_at: later(60),
      },
    });
    const ds = started.desired_state.records.find((r) => r.kind === "ds");
    expect(await zonefile("example.net")).not.toContain("DNSKEY");

    await advance(60);
    const signed = await get("example.net");
    expect(signed).toMatchObject({
      pending_job: { phase: "registry_submission", next_change_at: later(120) },
      live_state: { records: [], zone_signed: true },
    });
    expect(await zonefile("example.net")).toMatch(/^example\.net\.\t3600\tIN\tDNSKEY\t257 3 13 \S+$/m);

    await advance(120);
    const submitted = await get("example.net");
    expect(submitted).toMatchObject({
      dnssec_state: "pending",
      pending_job: { phase: "propagation", next_change_at: later(1800) },
      live_state: { mode: "none", state: "disabled", records: [ds], zone_signed: true },
    });
    // The zone listings and the domain list follow.
    const zones = expectSuccess(await emu.call("GET", "/dns/zones"), z.array(zoneSummary));
    expect(zones.find((zone) => zone.name === "example.net.")?.dnssec_state).toBe("pending");

    await advance(1800);
    const done = await get("example.net");
    expect(done).toMatchObject({
      dnssec_state: "active",
      pending_job: null,
      live_state: { mode: "provider", state: "enabled", records: [ds], zone_signed: true },
    });
    expect(done.desired_state).toEqual(started.desired_state);
    const [job] = await jobs("example.net");
    expect(job).toMatchObject({ status: "completed", phase: "completed", completed_at: now().toISOString() });
    expect(expectSuccess(await emu.call("GET", "/domains/example.net"), domainDetail).dnssec_status).toBe(
      "active",
    );
  });

  test("verify: 200 and still pending before propagation; completes the job once the DS is visible", async () => {
    await put200("example.net", PROVIDER);
    await advance(180 + 600);
    const early = expectSuccess(await verify("example.net"), dnssecResponse);
    expect(early).toMatchObject({ dnssec_state: "pending", pending_job: { phase: "propagation" } });
    expect(early.live_state.observed_at).toBe(now().toISOString());
    await advance(300);
    const visible = expectSuccess(await verify("example.net"), dnssecResponse);
    expect(visible).toMatchObject({ dnssec_state: "active", pending_job: null });
    expect((await jobs("example.net"))[0]?.completed_at).toBe(now().toISOString());
  });

  test("verify without a job refreshes the observation only", async () => {
    const res = expectSuccess(await verify("example.com"), dnssecResponse);
    expect(res).toMatchObject({ dnssec_state: "active", pending_job: null });
    expect(res.live_state.observed_at).toBe(now().toISOString());
  });

  test("verify_after_apply: the same request checks the delegation at once", async () => {
    await put200("example.net", PROVIDER);
    await advance(180 + 900);
    expect(await get("example.net")).toMatchObject({ dnssec_state: "pending" });
    const again = await put200("example.net", { ...PROVIDER, verify_after_apply: true });
    expect(again).toMatchObject({ dnssec_state: "active", pending_job: null });
  });

  test("a PUT equal to the desired state is answered without a new job; another one is 409", async () => {
    const first = await put200("example.net", PROVIDER);
    const second = await put200("example.net", PROVIDER);
    expect(second.pending_job?.id).toBe(first.pending_job?.id);
    expect(second.desired_state).toEqual(first.desired_state);
    expect(await jobs("example.net")).toHaveLength(1);
    expectError(await put("example.net", DISABLE), 409, /DNSSEC job is running/);
    // In force already: nothing to do, the key stays.
    const com = await get("example.com");
    expect(await put200("example.com", { ...PROVIDER, records: [RFC_DS] })).toEqual(com);
    expect(await put200("example.net", PROVIDER)).toMatchObject({
      pending_job: { id: first.pending_job?.id },
    });
    expect(await put200("example.info", DISABLE)).toMatchObject({
      dnssec_state: "inactive",
      pending_job: null,
    });
    expect(await jobs("example.info")).toEqual([]);
  });

  test("a vanity set is the service's nameservers too", async () => {
    expect((await put200("example.net", PROVIDER)).pending_job?.mode).toBe("provider");
  });
});

describe("disabling: the DS leaves the registry before signing stops", () => {
  test("registry removal, propagation, unsigning", async () => {
    const before = await get("example.com");
    const started = await put200("example.com", { mode: "provider", state: "disabled" });
    expect(started).toMatchObject({
      dnssec_state: "pending",
      desired_state: { mode: "none", state: "disabled", records: [] },
      live_state: {
        mode: "provider",
        state: "enabled",
        records: before.live_state.records,
        zone_signed: true,
      },
      pending_job: {
        action: "disable",
        mode: "provider",
        phase: "registry_removal",
        next_change_at: later(120),
      },
    });
    await advance(120);
    const removed = await get("example.com");
    expect(removed).toMatchObject({
      pending_job: { phase: "propagation" },
      live_state: { records: [], zone_signed: true },
    });
    expect(await zonefile("example.com")).toContain("\tDNSKEY\t");
    await advance(900);
    const unsigning = expectSuccess(await verify("example.com"), dnssecResponse);
    expect(unsigning).toMatchObject({
      dnssec_state: "pending",
      pending_job: { phase: "unsigning", next_change_at: later(60) },
      live_state: { zone_signed: true },
    });
    await advance(60);
    expect(await get("example.com")).toMatchObject({
      dnssec_state: "inactive",
      pending_job: null,
      live_state: { mode: "none", state: "disabled", records: [], zone_signed: false },
    });
    expect(await zonefile("example.com")).not.toContain("DNSKEY");
    const history = await jobs("example.com");
    expect(history.map((job) => [job.action, job.status])).toEqual([["disable", "completed"]]);
  });

  test("re-enabling makes a new key", async () => {
    const oldKey = (await get("example.com")).desired_state.records[0]?.public_key;
    await put200("example.com", DISABLE);
    await advance(120 + 1800 + 60);
    const enabled = await put200("example.com", PROVIDER);
    expect(enabled.desired_state.records[0]?.public_key).not.toBe(oldKey);
    expect((await jobs("example.com")).map((job) => job.action)).toEqual(["enable", "disable"]);
  });
});

describe("POST /dns/{domain}/dnssec/cancel", () => {
  test("200 before the registry has the change: the configuration in force stays", async () => {
    await put200("example.net", PROVIDER);
    await advance(90);
    expect(await zonefile("example.net")).toContain("DNSKEY");
    const cancelled = expectSuccess(await cancel("example.net"), dnssecResponse);
    expect(cancelled).toMatchObject({
      dnssec_state: "inactive",
      pending_job: null,
      desired_state: { mode: "none", state: "disabled" },
      live_state: { records: [], zone_signed: false },
    });
    expect(await zonefile("example.net")).not.toContain("DNSKEY");
    expect(await jobs("example.net")).toMatchObject([
      { status: "cancelled", phase: "cancelled", completed_at: now().toISOString(), next_change_at: null },
    ]);
    await advance(3600);
    expect(await get("example.net")).toMatchObject({ dnssec_state: "inactive" });
  });

  test("a disable cancelled before the registry removed the DS leaves DNSSEC active", async () => {
    await put200("example.com", DISABLE);
    expect(expectSuccess(await cancel("example.com"), dnssecResponse)).toMatchObject({
      dnssec_state: "active",
      desired_state: { mode: "provider" },
    });
  });

  test("409 without a running job, and once the registry has the change", async () => {
    expectError(await cancel("example.com"), 409, /no DNSSEC job is running/);
    await put200("example.net", PROVIDER);
    await advance(180);
    expectError(await cancel("example.net"), 409, /can no longer be cancelled.*propagation/);
  });

  test("404; 401; 403 without dns:write", async () => {
    expectError(await cancel("example.biz"), 404);
    expectError(await cancel("example.org", "wrong"), 401);
    expectError(await cancel("example.org", "emulator-readonly-key"), 403);
  });
});

describe("external mode", () => {
  test("DS records only: registry submission, propagation; live shows the registry's DS", async () => {
    const started = await put200("example.info", external([{ ...RFC_DS, comment: "from the DNS host" }]));
    const ds = { ...RFC_DS, digest: RFC_DS.digest.toUpperCase(), comment: "from the DNS host" };
    expect(started).toMatchObject({
      dnssec_state: "pending",
      desired_state: { mode: "external", state: "enabled", records: [ds] },
      live_state: { records: [], zone_signed: false },
      pending_job: { action: "enable", mode: "external", phase: "registry_submission" },
    });
    await advance(120);
    expect(await get("example.info")).toMatchObject({ live_state: { records: [ds], zone_signed: false } });
    await advance(1800);
    expect(await get("example.info")).toMatchObject({
      dnssec_state: "active",
      live_state: { mode: "external", state: "enabled", records: [ds] },
    });
    // The same set again is no change; another set is an update.
    expect((await put200("example.info", external([RFC_DS]))).pending_job).toBeNull();
    const other = { ...RFC_DS, key_tag: 1234, digest: "AB".repeat(32) };
    expect((await put200("example.info", external([RFC_DS, other]))).pending_job).toMatchObject({
      action: "update",
      mode: "external",
    });
    await advance(120 + 1800);
    expect((await get("example.info")).live_state.records).toHaveLength(2);
    // Moving to the service's nameservers would orphan the external keys.
    expectError(
      await emu.call("PUT", "/domains/example.info/nameservers", { body: { vanity_set_id: null } }),
      409,
      /external DNSSEC is enabled/,
    );
    const disabled = await put200("example.info", DISABLE);
    expect(disabled.pending_job).toMatchObject({
      action: "disable",
      mode: "external",
      phase: "registry_removal",
    });
    await advance(120 + 1800);
    expect(await get("example.info")).toMatchObject({
      dnssec_state: "inactive",
      live_state: { records: [] },
    });
  });

  const ds = (fields: object) => ({ ...RFC_DS, ...fields });
  test.each([
    ["an algorithm the registry refuses", [ds({ algorithm: 5 })], /algorithm 5 is not accepted/],
    ["an unknown algorithm", [ds({ algorithm: 200 })], /algorithm 200 is not accepted/],
    ["SHA-1 digests", [ds({ digest_type: 1, digest: "A".repeat(40) })], /digest type 1 is not accepted/],
    ["an unknown digest type", [ds({ digest_type: 3 })], /digest type 3 is not accepted/],
    ["a SHA-256 digest of 63 digits", [ds({ digest: "A".repeat(63) })], /has 64 hexadecimal digits, not 63/],
    ["a SHA-384 digest of 64 digits", [ds({ digest_type: 4 })], /has 96 hexadecimal digits, not 64/],
    ["a digest that is not hexadecimal", [ds({ digest: "G".repeat(64) })], /not hexadecimal/],
    ["no DS record", [RFC_KEY], /at least one DS record/],
    ["an empty set", [], /at least one DS record/],
    ["a DS given twice", [RFC_DS, ds({ digest: RFC_DS.digest.toUpperCase() })], /given twice/],
    ["nine DS records", Array.from({ length: 9 }, (_, i) => ds({ key_tag: i })), /at most 8 DS records/],
    ["a DNSKEY whose DS is missing", [ds({ key_tag: 1 }), RFC_KEY], /key tag 55648 .*has no DS record/],
    ["a DNSKEY whose DS digest is another owner's", [RFC_DS, RFC_KEY], /does not match its DNSKEY/],
    [
      "a DNSKEY key tag that is not the key's",
      [RFC_DS, { ...RFC_KEY, key_tag: 1 }],
      /key_tag 1 does not match/,
    ],
    ["a DNSKEY of protocol 2", [RFC_DS, { ...RFC_KEY, protocol: 2 }], /protocol must be 3/],
    ["a DNSKEY without the zone key flag", [RFC_DS, { ...RFC_KEY, flags: 1 }], /flags must be 256 or 257/],
    [
      "a P-256 key of 63 octets",
      [RFC_DS, { ...RFC_KEY, public_key: Buffer.alloc(63).toString("base64") }],
      /64 octets, not 63/,
    ],
    ["a key that is not base64", [RFC_DS, { ...RFC_KEY, public_key: "not base64!" }], /not base64/],
    [
      "an RSA key of 512 bits",
      [
        ds({ algorithm: 8 }),
        {
          ...RFC_KEY,
          algorithm: 8,
          public_key: Buffer.concat([Buffer.from([3, 1, 0, 1]), Buffer.alloc(64, 0xff)]).toString("base64"),
        },
      ],
      /modulus of 1024 to 4096 bits/,
    ],
  ])("417 for %s", async (_, records, message) => {
    expectError(await put("example.info", external(records)), 417, message);
    expect(await get("example.info")).toMatchObject({ dnssec_state: "inactive", pending_job: null });
  });
});

describe("PUT: 400, 409 and 502", () => {
  test.each([
    [[], /JSON object/],
    [{ state: "enabled" }, /mode is required/],
    [{ mode: "signed", state: "enabled" }, /mode must be one of none, provider, external/],
    [{ mode: "provider" }, /state is required/],
    [{ mode: "provider", state: "on" }, /state must be one of disabled, enabled/],
    [{ mode: "none", state: "enabled" }, /mode none cannot be enabled/],
    [{ ...PROVIDER, verify_after_apply: "yes" }, /verify_after_apply must be a boolean/],
    [{ ...PROVIDER, ttl: 5 }, /unknown field "ttl"/],
    [{ mode: "external", state: "enabled" }, /records is required/],
    [external({}), /records must be an array/],
    [external([5]), /records\.0 must be an object/],
    [external([{ ...RFC_DS, kind: "cds" }]), /records\.0\.kind must be ds or dnskey/],
    [external([{ ...RFC_DS, digest: undefined }]), /records\.0\.digest is required/],
    [external([{ ...RFC_DS, key_tag: 65536 }]), /records\.0\.key_tag must be an integer from 0 to 65535/],
    [external([{ ...RFC_DS, algorithm: "13" }]), /records\.0\.algorithm must be an integer/],
    [external([{ ...RFC_DS, flags: 257 }]), /field "flags" is not valid for kind ds/],
    [external([{ ...RFC_KEY, digest: "AB" }]), /field "digest" is not valid for kind dnskey/],
    [external([{ ...RFC_DS, comment: "x".repeat(256) }]), /comment is longer than 255/],
  ])("400 for %j", async (body, message) => {
    expectError(await put("example.info", body), 400, message);
  });

  test("records are ignored where they do not apply", async () => {
    expect((await put("example.net", { ...PROVIDER, records: "anything" })).status).toBe(200);
  });

  test("409: the mode does not fit the delegation, the zone, the transfer, or the mode in force", async () => {
    expectError(await put("example.info", PROVIDER), 409, /provider needs the service's nameservers/);
    expectError(await put("example.com", external([RFC_DS])), 409, /external is for external nameservers/);
    expectError(await put("example.eu", PROVIDER), 409, /has no DNS zone here/);
    expectError(await put("example.co.uk", PROVIDER), 409, /transfer pending/);
    // example.co.uk in transfer: a request for what is in force still answers.
    expect((await put("example.co.uk", DISABLE)).status).toBe(200);
  });

  test("404 before the rules of the domain; 401; 403 without dns:write", async () => {
    expectError(await put("example.biz", PROVIDER), 404);
    expectError(await put("example.com", PROVIDER, "wrong"), 401);
    expectError(await put("example.com", PROVIDER, "emulator-readonly-key"), 403, /dns:write/);
  });

  test("502 when the registry fails: nothing changes, the last stable state stays", async () => {
    await emu.admin.send("POST", "/registry/outages", {
      outages: [{ domain: "example.net", operation: "dnssec", times: 2 }],
    });
    expectError(await put("example.net", PROVIDER), 502, /registry for example\.net could not be reached/);
    expect(await get("example.net")).toMatchObject({ dnssec_state: "inactive", pending_job: null });
    expect(await jobs("example.net")).toEqual([]);
    expectError(await put("example.net", DISABLE), 502);
    expect((await put("example.net", PROVIDER)).status).toBe(200);
  });

  test("502 from verify when the registry fails; the job goes on", async () => {
    await put200("example.net", PROVIDER);
    await advance(180 + 900);
    await emu.admin.send("POST", "/registry/outages", { outages: [{ domain: "net", operation: "dnssec" }] });
    expectError(await verify("example.net"), 502, /verification failed/);
    expect(await get("example.net")).toMatchObject({ dnssec_state: "pending" });
    expect(expectSuccess(await verify("example.net"), dnssecResponse).dnssec_state).toBe("active");
  });

  test("an availability outage leaves DNSSEC alone", async () => {
    await emu.admin.send("POST", "/registry/outages", {
      outages: [{ domain: "example.net", operation: "availability" }],
    });
    expect((await put("example.net", PROVIDER)).status).toBe(200);
  });
});

describe("GET /dns/{domain}/dnssec/jobs", () => {
  test("every job of the domain, newest first", async () => {
    expect(await jobs("example.org")).toMatchObject([{ id: 1, action: "enable", status: "running" }]);
    await put200("example.net", PROVIDER);
    await cancel("example.net");
    await put200("example.net", PROVIDER);
    const list = await jobs("example.net");
    expect(list.map((job) => [job.status, job.action])).toEqual([
      ["running", "enable"],
      ["cancelled", "enable"],
    ]);
    expect(list[0]?.id).toBeGreaterThan(list[1]?.id ?? 0);
    expect(await jobs("example.com")).toEqual([]);
  });

  test("404; 401; 403 without dns:read", async () => {
    expectError(await emu.call("GET", "/dns/example.biz/dnssec/jobs"), 404);
    expectError(await emu.call("GET", "/dns/example.com/dnssec/jobs", { key: null }), 401);
    expectError(await emu.call("GET", "/dns/example.com/dnssec/jobs", { key: "emulator-acme-key" }), 403);
  });
});

test("the state dump holds each domain's DNSSEC and jobs, without private keys", async () => {
  await put200("example.net", PROVIDER);
  const res = await emu.admin.send("GET", "/state");
  const dump = res.body.response;
  expect(dump.dnssec.map((d: { domain: string }) => d.domain)).toContain("example.net");
  expect(dump.dnssec.find((d: { domain: string }) => d.domain === "example.net").jobs).toHaveLength(1);
  expect(res.text).not.toMatch(/private|BEGIN/i);
});
