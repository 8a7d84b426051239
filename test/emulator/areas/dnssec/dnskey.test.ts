import { type Dnskey, dsOf, keyTag, nameToWire } from "../../../../emulator/areas/dnssec/dnskey";

// The examples of RFC 6605 §6.1 and §6.2 (ECDSA P-256 and P-384 keys of example.net.).
const p256: Dnskey = {
  flags: 257,
  protocol: 3,
  algorithm: 13,
  publicKey: "GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==",
};
const p384: Dnskey = {
  flags: 257,
  protocol: 3,
  algorithm: 14,
  publicKey:
    "xKYaNhWdGOfJ+nPrL8/arkwf2EY3MDJ+SErKivBVSum1w/egsXvSADtNJhyem5RCOpgQ6K8X1DRSEkrbYQ+OB+v8/uX45NBwY8rp65F6Glur8I/mlVNgF6W/qTI37m40",
};

test("key tags of the RFC 6605 examples", () => {
  expect(keyTag(p256)).toBe(55648);
  expect(keyTag(p384)).toBe(10771);
});

test("DS digests of the RFC 6605 examples (SHA-256 and SHA-384), owner name in any case", () => {
  expect(dsOf("example.net.", p256, 2)).toEqual({
    keyTag: 55648,
    algorithm: 13,
    digestType: 2,
    digest: "B4C8C1FE2E7477127B27115656AD6256F424625BF5C1E2770CE6D6E37DF61D17",
  });
  expect(dsOf("Example.NET", p384, 4).digest).toBe(
    "72D7B62976CE06438E9C0BF319013CF801F09ECC84B8D7E9495F27E305C6A9B0563A9B5F4D288405C3008A946DF983D6",
  );
});

test("owner names in canonical wire form", () => {
  expect(nameToWire("Example.NET.")).toEqual(Buffer.from("\x07example\x03net\x00", "latin1"));
  expect(nameToWire(".")).toEqual(Buffer.from([0]));
});

test("an unsupported digest type is a programming error", () => {
  expect(() => dsOf("example.net.", p256, 1)).toThrow(RangeError);
});
