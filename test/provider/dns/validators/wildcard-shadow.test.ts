import { findings, zone } from "./support/zone";

describe("wildcard-shadow", () => {
  test("a name with records but not the wildcard's type is not answered by the wildcard", () => {
    const [finding, ...rest] = findings("wildcard-shadow", [
      zone(["*.example.com. A 192.0.2.1", "shop MX 10 mx.example.net."]),
    ]);
    expect(rest).toEqual([]);
    expect(finding?.records.map((r) => `${r.name} ${r.type}`)).toEqual([
      "*.example.com. A",
      "shop.example.com. MX",
    ]);
    expect(finding?.message).toMatch(
      /queries for shop.example.com. A get no answer. Add a A at shop.example.com./,
    );
  });

  test("a name below makes an empty non-terminal that the wildcard no longer answers", () => {
    const [finding] = findings("wildcard-shadow", [
      zone(["*.example.com. A 192.0.2.1", "a.dev A 192.0.2.2"]),
    ]);
    expect(finding?.message).toMatch(
      /dev.example.com. exists because a.dev.example.com. A 192.0.2.2 lies below it/,
    );
  });

  test.each([
    [["*.example.com. A 192.0.2.1", "www A 192.0.2.2"]],
    [["*.example.com. A 192.0.2.1", "www CNAME web.example.net."]],
    [["*.example.com. A 192.0.2.1", "www ALIAS web.example.net."]],
    [["*.example.com. A 192.0.2.1", "_dmarc TXT v=DMARC1; p=none"]],
    [["*.example.com. TXT hello", "www A 192.0.2.2"]],
    [["*.example.com. A 192.0.2.1", "@ MX 10 mx.example.net."]],
  ])("%j is no finding", (lines) => {
    expect(findings("wildcard-shadow", [zone(lines)])).toEqual([]);
  });
});
