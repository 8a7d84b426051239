import {
  findingCounts,
  findingLine,
  refusalRules,
  ruleIds,
  validateZones,
  zoneRules,
} from "../../../../provider/dns/validators";
import { rec, zone } from "./support/zone";

const spf = (extra = {}) => [rec("@ TXT v=spf1 -all", extra), rec("@ TXT v=spf1 mx -all")];

describe("validateZones", () => {
  test("every rule has an id, a default severity and a description", () => {
    for (const rule of zoneRules) {
      expect(rule.id).toMatch(/^[a-z-]+$/);
      expect(["error", "warning"]).toContain(rule.severity);
      expect(rule.description.length).toBeGreaterThan(10);
    }
  });

  test("a rule's severity comes from the settings, else its default; off skips it", () => {
    expect(validateZones([zone(spf())]).map((f) => f.severity)).toEqual(["warning"]);
    expect(
      validateZones([zone(spf())], { rules: { "duplicate-spf": "error" } }).map((f) => f.severity),
    ).toEqual(["error"]);
    expect(validateZones([zone(spf())], { rules: { "duplicate-spf": "off" } })).toEqual([]);
  });

  test("a record that allows the rule silences the finding; another rule's allow does not", () => {
    const reason = "the second policy is retired on Friday";
    expect(validateZones([zone(spf({ allow: [{ rule: "duplicate-spf", reason }] }))])).toEqual([]);
    expect(validateZones([zone(spf({ allow: [{ rule: "ttl-range", reason }] }))])).toHaveLength(1);
  });

  test("the refusals are rules of their own, apart from those a setting changes", () => {
    for (const rule of refusalRules) {
      expect(rule.id).toMatch(/^[a-z-]+$/);
      expect(ruleIds).not.toContain(rule.id);
      expect(rule.description.length).toBeGreaterThan(10);
    }
  });

  test("a finding on one line: severity rule name type data: message", () => {
    const [finding] = validateZones([zone(spf())]);
    expect(finding && findingLine(finding)).toMatch(
      /^warning duplicate-spf example\.com\. TXT "v=spf1 -all": example\.com\. has 2 SPF policies/,
    );
    expect(finding && findingCounts([finding, finding])).toBe("0 errors, 2 warnings");
  });

  test("records of a zone file: their lines at the end; data not read shown as written", () => {
    const [finding] = validateZones([
      zone([rec("@ TXT v=spf1 -all", { line: 9 }), rec("@ TXT v=spf1 mx -all", { line: 4 })]),
    ]);
    expect(finding && findingLine(finding)).toMatch(/ \(lines 4, 9\)$/);
    expect(
      findingLine({
        rule: "zone-file-syntax",
        severity: "error",
        records: [{ name: "x.example.com.", type: "", data: "", rdata: "IN AAA 2001:db8::1", line: 3 }],
        message: "AAA is not a record type",
      }),
    ).toBe("error zone-file-syntax x.example.com. IN AAA 2001:db8::1: AAA is not a record type (line 3)");
  });
});
