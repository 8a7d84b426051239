import { findings, zone } from "./support/zone";

describe("target-is-cname", () => {
  test.each([
    ["@ MX 10 mail", /RFC 2181/],
    ["@ ALIAS mail", /chain of aliases/],
    ["www CNAME mail", /chain of aliases/],
  ])("%s, with mail a CNAME, names both records and the final target", (line, why) => {
    const [finding, ...rest] = findings("target-is-cname", [zone([line, "mail CNAME mx.example.net."])]);
    expect(rest).toEqual([]);
    expect(finding?.records.map((r) => r.type)).toEqual([line.split(" ")[1], "CNAME"]);
    expect(finding?.message).toMatch(why);
    expect(finding?.message).toMatch(/point it at mx.example.net. instead/);
  });

  test("a target in another known zone counts; a target outside every known zone is not followed", () => {
    const other = zone(["mail CNAME host.example.org."], true, "other.test.");
    other.records = other.records.map((r) => ({ ...r, name: "mail.other.test." }));
    expect(findings("target-is-cname", [zone(["@ MX 10 mail.other.test."]), other])).toHaveLength(1);
    expect(findings("target-is-cname", [zone(["@ MX 10 mail.example.net."])])).toEqual([]);
  });

  test("a target with addresses is no finding", () => {
    expect(
      findings("target-is-cname", [zone(["@ MX 10 mail", "mail A 192.0.2.1", "www CNAME mail"])]),
    ).toEqual([]);
  });
});
