import { findings, zone } from "./support/zone";

describe("caa-syntax", () => {
  test.each([
    ["@ CAA 0 issue letsencrypt.org.", /issuer "letsencrypt.org." is not a domain name/],
    ["@ CAA 0 issue letsencrypt.org; account", /is not tag=value/],
    ["@ CAA 1 issue letsencrypt.org", /flags 1 sets reserved bits/],
    ["@ CAA 0 issuewild ca_1.example", /is not a domain name/],
  ])("%s is an error saying what is wrong", (line, message) => {
    const [finding, ...rest] = findings("caa-syntax", [zone([line])]);
    expect(rest).toEqual([]);
    expect(finding?.severity).toBe("error");
    expect(finding?.message).toMatch(message);
  });

  test.each([
    "@ CAA 0 issue letsencrypt.org",
    "@ CAA 0 issue ;",
    "@ CAA 0 issue letsencrypt.org; accounturi=https://acme.example/acct/1",
    "@ CAA 128 issue letsencrypt.org",
    "@ CAA 0 iodef mailto:security@example.com",
  ])("%s is no finding", (line) => {
    expect(findings("caa-syntax", [zone([line])])).toEqual([]);
  });
});
