import { findings, rec, zone } from "./support/zone";

describe("ttl-range", () => {
  const records = [
    rec("a A 192.0.2.1", { ttl: 30 }),
    rec("b A 192.0.2.2", { ttl: 300 }),
    rec("c A 192.0.2.3", { ttl: 172800 }),
    rec("d A 192.0.2.4"),
  ];

  test("off unless a bound is set", () => {
    expect(findings("ttl-range", [zone(records)])).toEqual([]);
  });

  test("each record outside the range, with the bound it crosses", () => {
    const found = findings("ttl-range", [zone(records)], { min: 60, max: 86400 });
    expect(found.map((f) => [f.records[0]?.name, f.severity])).toEqual([
      ["a.example.com.", "warning"],
      ["c.example.com.", "warning"],
    ]);
    expect(found[0]?.message).toMatch(/below the minimum 60 \(ttl.min\): set its ttl to at least 60/);
    expect(found[1]?.message).toMatch(/above the maximum 86400 \(ttl.max\): set its ttl to at most 86400/);
  });

  test("one bound alone", () => {
    expect(findings("ttl-range", [zone(records)], { max: 300 }).map((f) => f.records[0]?.name)).toEqual([
      "c.example.com.",
    ]);
  });
});
