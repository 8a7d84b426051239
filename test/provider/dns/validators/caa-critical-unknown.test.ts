import { findings, zone } from "./support/zone";

describe("caa-critical-unknown", () => {
  test("a critical unknown tag is an error: no CA may issue", () => {
    const [finding, ...rest] = findings("caa-critical-unknown", [zone(["@ CAA 128 tbs Unknown"])]);
    expect(rest).toEqual([]);
    expect(finding?.severity).toBe("error");
    expect(finding?.message).toMatch(/no CA may issue .*: use flags 0/);
  });

  test.each(["@ CAA 0 tbs Unknown", "@ CAA 128 issue letsencrypt.org", "@ CAA 128 issuevmc ;"])(
    "%s is no finding",
    (line) => {
      expect(findings("caa-critical-unknown", [zone([line])])).toEqual([]);
    },
  );
});
