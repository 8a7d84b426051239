import { findings, zone } from "./support/zone";

describe("target-missing", () => {
  test("a CNAME to a name without records in a zone known whole is dangling", () => {
    const [finding, ...rest] = findings("target-missing", [zone(["old CNAME gone", "@ A 192.0.2.1"])]);
    expect(rest).toEqual([]);
    expect(finding?.records.map((r) => r.name)).toEqual(["old.example.com."]);
    expect(finding?.message).toMatch(/add the records at gone.example.com. or remove this CNAME/);
  });

  test("an empty non-terminal has no records of its own", () => {
    expect(findings("target-missing", [zone(["@ MX 10 mail", "a.mail A 192.0.2.1"])])).toHaveLength(1);
  });

  test.each([
    [["@ MX 10 mail", "mail A 192.0.2.1"]],
    [["@ MX 10 mail", "*.example.com. A 192.0.2.1"]],
    [["www CNAME web.example.net."]],
    [["@ MX 0 ."]],
  ])("%j is no finding", (lines) => {
    expect(findings("target-missing", [zone(lines)])).toEqual([]);
  });

  test("a zone known only in part is never called missing a name", () => {
    expect(findings("target-missing", [zone(["old CNAME gone"], false)])).toEqual([]);
  });

  test("a wildcard below an existing name does not answer for names beside it", () => {
    // sub exists (a.sub), so *.example.com. does not answer x.sub; *.sub would.
    const lines = ["www CNAME x.sub", "a.sub A 192.0.2.1", "*.example.com. A 192.0.2.2"];
    expect(findings("target-missing", [zone(lines)])).toHaveLength(1);
    expect(findings("target-missing", [zone([...lines, "*.sub A 192.0.2.3"])])).toEqual([]);
  });
});
