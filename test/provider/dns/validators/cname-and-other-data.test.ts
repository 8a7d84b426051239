import { findings, zone } from "./support/zone";

describe("cname-and-other-data", () => {
  test.each([
    [
      ["www CNAME web.example.net.", "www TXT hello"],
      ["CNAME", "TXT"],
    ],
    [
      ["www CNAME a.example.net.", "www CNAME b.example.net."],
      ["CNAME", "CNAME"],
    ],
  ])("%j is an error naming every record at the name", (lines, types) => {
    const [finding, ...rest] = findings("cname-and-other-data", [zone(lines)]);
    expect(rest).toEqual([]);
    expect(finding?.severity).toBe("error");
    expect(finding?.records.map((r) => r.type)).toEqual(types);
    expect(finding?.message).toMatch(/keep the CNAME alone/);
  });

  test("a CNAME alone, and other types together, are no finding", () => {
    expect(
      findings("cname-and-other-data", [
        zone(["www CNAME web.example.net.", "@ A 192.0.2.1", "@ TXT x", "@ MX 10 mx"]),
      ]),
    ).toEqual([]);
  });
});
