import fc from "fast-check";
import { isSpf } from "../../../../provider/dns/validators/duplicate-spf";
import { findings, rec, zone } from "./support/zone";

describe("duplicate-spf", () => {
  test("two SPF policies at the apex are one finding naming both, with what to do", () => {
    const [finding, ...rest] = findings("duplicate-spf", [
      zone([
        "@ TXT v=spf1 include:_spf.example.net -all",
        "@ TXT V=SPF1 mx ~all",
        "@ TXT google-site-verification=x",
      ]),
    ]);
    expect(rest).toEqual([]);
    expect(finding?.severity).toBe("warning");
    expect(finding?.records.map((r) => r.data)).toEqual([
      "v=spf1 include:_spf.example.net -all",
      "V=SPF1 mx ~all",
    ]);
    expect(finding?.message).toMatch(/merge them into one TXT record/);
  });

  test.each([
    [["@ TXT v=spf1 -all", "www TXT v=spf1 -all"]],
    [["@ TXT v=spf1 -all", "@ TXT v=spf10 -all"]],
    [["@ TXT v=spf1 -all", "@ TXT v=DMARC1; p=none"]],
  ])("%j: one policy per name is no finding", (lines) => {
    expect(findings("duplicate-spf", [zone(lines)])).toEqual([]);
  });

  test("any text after the version tag is a policy; a lookalike is not", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", " ", ":", "-", "~", "1") }), (rest) => {
        expect(isSpf(rec(`@ TXT v=spf1 ${rest}`))).toBe(true);
        expect(isSpf(rec(`@ TXT xv=spf1 ${rest}`))).toBe(false);
      }),
    );
  });
});
