import { type DsRecord, sameRecords } from "../../../provider/domains/dnssec-records";

const ds: DsRecord = { kind: "ds", keyTag: 31005, algorithm: 13, digestType: 2, digest: "7D".repeat(32) };

test("records compare by value: neither field order (the engine sorts keys) nor record order matters", () => {
  const sortedKeys = {
    algorithm: 13,
    digest: "7D".repeat(32),
    digestType: 2,
    keyTag: 31005,
    kind: "ds",
  } as DsRecord;
  const other: DsRecord = { ...ds, keyTag: 1 };
  expect(sameRecords([ds, other], [other, sortedKeys])).toBe(true);
  expect(sameRecords([ds], [{ ...ds, digest: "7E".repeat(32) }])).toBe(false);
  expect(sameRecords([ds], [ds, other])).toBe(false);
});
