import * as dnssecConfig from "../../../../dynamic/dnssec-config";
import { unknownValue } from "../../../../provider/common/unknown";

const check = (raw: object) => dnssecConfig.check({}, raw);
const failures = async (raw: object) => (await check(raw)).failures ?? [];

// A P-256 key (64 octets) and its tag, as dnssec-keygen prints them.
const publicKey = Buffer.alloc(64, 7).toString("base64");

test("defaults and canonical forms", async () => {
  expect((await check({ domain: "Example.NET.", mode: "provider" })).inputs).toEqual({
    domain: "example.net",
    mode: "provider",
    state: "enabled",
    verifyAfterApply: true,
    waitFor: "active",
    timeoutSeconds: 1800,
  });
  const { inputs } = await check({
    domain: "example.info",
    mode: "external",
    records: [
      { kind: "DS", keyTag: 9, algorithm: 13, digestType: 2, digest: ` ${"ab".repeat(32)} ` },
      {
        publicKey: `${publicKey.slice(0, 40)}\n ${publicKey.slice(40)}`,
        algorithm: 13,
        protocol: 3,
        flags: 257,
        kind: "dnskey",
      },
    ],
  });
  expect(inputs?.records).toEqual([
    { kind: "dnskey", flags: 257, protocol: 3, algorithm: 13, publicKey, keyTag: expect.any(Number) },
    { kind: "ds", keyTag: 9, algorithm: 13, digestType: 2, digest: "AB".repeat(32) },
  ]);
});

test("each bad input is a failure of its own property, with what to do", async () => {
  expect(await failures({ mode: "sometimes" })).toEqual([
    { property: "domain", reason: "domain: is required" },
    { property: "mode", reason: 'mode: must be one of "provider", "external", got "sometimes"' },
  ]);
  const ds = { kind: "ds", keyTag: 1, algorithm: 13, digestType: 2, digest: "ab".repeat(32) };
  expect(await failures({ domain: "example.net", mode: "provider", records: [ds] })).toEqual([
    { property: "records", reason: expect.stringContaining('records: apply only to mode "external"') },
  ]);
  expect(await failures({ domain: "example.info", mode: "external" })).toEqual([
    { property: "records", reason: expect.stringContaining('is required for mode "external"') },
  ]);
  expect(
    await failures({ domain: "example.info", mode: "external", records: [{ ...ds, digestType: 4 }] }),
  ).toEqual([
    { property: "records", reason: "records[0].digest: has 64 hex digits, and digest type 4 needs 96" },
  ]);
  const bad = await failures({
    domain: "example.info",
    mode: "external",
    records: [{ kind: "dnskey", flags: 257, protocol: 3, algorithm: 13, publicKey, keyTag: 1, digest: "00" }],
    waitFor: "forever",
    timeoutSeconds: 0,
  });
  expect(bad.map((f) => f.property)).toEqual(["timeoutSeconds", "records", "waitFor"]);
  expect(bad.find((f) => f.property === "records")?.reason).toMatch(
    /records\[0\]\.digest: is not a field of a DNSKEY record.*records\[0\]\.keyTag: is 1, but the key's tag is \d+/,
  );
  // State disabled needs no records.
  expect(await failures({ domain: "example.info", mode: "external", state: "disabled" })).toEqual([]);
});

test("unknown values pass check during preview", async () => {
  for (const key of ["domain", "mode", "records", "state"]) {
    const raw = {
      domain: "example.info",
      mode: "external",
      records: [{ kind: "ds", keyTag: 1, algorithm: 13, digestType: 2, digest: "ab".repeat(32) }],
    };
    expect({ key, failures: await failures({ ...raw, [key]: unknownValue }) }).toEqual({ key, failures: [] });
  }
});
