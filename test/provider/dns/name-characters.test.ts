import fc from "fast-check";
import * as dnsRecord from "../../../dynamic/dns-record";
import * as dnssecConfig from "../../../dynamic/dnssec-config";
import * as nameserverDelegation from "../../../dynamic/nameserver-delegation";
import * as tlsCertificate from "../../../dynamic/tls-certificate";

// Every name, zone, domain and target is taken exactly as declared or refused in check, naming
// the property: a character a domain name cannot hold is never cut off or dropped, so the
// provider never manages another object than the one the program names.

const validLabel = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
/** What no domain name holds: URL and path syntax, spaces and control characters, punctuation. */
const badCharacter = fc.constantFrom(
  ..."/?#\\@:%&=+$,;!'\"()[]{}<>|^`~ \t\n\r\u0000\u0007\u007f\u00a0\u2028",
);
/** A name of valid labels with one bad character put somewhere inside. */
const badName = fc
  .tuple(fc.array(validLabel, { minLength: 1, maxLength: 3 }), badCharacter, fc.nat())
  .map(([labels, bad, at]) => {
    const name = `${labels.join(".")}.example.com`;
    const i = 1 + (at % (name.length - 1)); // inside, so that trimming cannot remove it
    return name.slice(0, i) + bad + name.slice(i);
  });

const cases: [string, (name: string) => Promise<{ failures?: { property: string }[] }>, string][] = [
  ["DnsRecord name", (name) => dnsRecord.check({}, { name, type: "A", data: "192.0.2.1" }), "name"],
  [
    "DnsRecord zone",
    (zone) => dnsRecord.check({}, { name: "www", zone, type: "A", data: "192.0.2.1" }),
    "zone",
  ],
  [
    "DnsRecord CNAME target",
    (data) => dnsRecord.check({}, { name: "c.example.com", type: "CNAME", data }),
    "data",
  ],
  [
    "DnsRecord MX target",
    (data) => dnsRecord.check({}, { name: "example.com", type: "MX", data, priority: 10 }),
    "data",
  ],
  ["DnssecConfig domain", (domain) => dnssecConfig.check({}, { domain, mode: "provider" }), "domain"],
  [
    "NameserverDelegation domain",
    (domain) => nameserverDelegation.check({}, { domain, vanitySetId: 1 }),
    "domain",
  ],
];

test.each(cases)(
  "%s: 1,000 names with a character no name holds are refused on the property",
  async (_what, check, property) => {
    await fc.assert(
      fc.asyncProperty(badName, async (name) => {
        const { failures } = await check(name);
        expect(failures?.map((f) => f.property)).toContain(property);
      }),
      { numRuns: 1000 },
    );
  },
);

test.each([
  ["bad?.com", "domain"],
  ["example.com/x", "domain"],
  ["exa mple.com", "domain"],
])("the domain %j is refused, not shortened", async (domain, property) => {
  const { failures } = await dnssecConfig.check({}, { domain, mode: "provider" });
  expect(failures).toEqual([
    { property, reason: expect.stringContaining("which a domain name cannot hold") },
  ]);
});

test.each([
  [{ name: "a\tb", zone: "example.org", type: "A", data: "192.0.2.1" }, "name"],
  [{ name: "c.example.org", type: "CNAME", data: "target.example.net/path" }, "data"],
  [{ name: "example.org", type: "MX", data: "mx.example.net?x=1", priority: 10 }, "data"],
])("%o is refused on %s, not rewritten", async (news, property) => {
  const { failures } = await dnsRecord.check({}, news);
  expect(failures).toEqual([
    { property, reason: expect.stringContaining("which a domain name cannot hold") },
  ]);
});

test("a TLS certificate name with a bad character is refused on commonName", async () => {
  const { failures } = await tlsCertificate.check(
    {},
    { sku: "dv-single", commonName: "www.example.com/x", csr: "x" },
  );
  expect(failures?.map((f) => f.property)).toContain("commonName");
});

test("IDN, underscores and a leading wildcard stay allowed where DNS allows them", async () => {
  const checked = async (news: object) =>
    (await dnsRecord.check({}, news)).inputs as { name: string } | undefined;
  expect((await checked({ name: "Bücher.example.com", type: "A", data: "192.0.2.1" }))?.name).toBe(
    "xn--bcher-kva.example.com.",
  );
  expect((await checked({ name: "_dmarc.example.com", type: "TXT", data: "v=DMARC1" }))?.name).toBe(
    "_dmarc.example.com.",
  );
  expect((await checked({ name: "*.example.com", type: "A", data: "192.0.2.1" }))?.name).toBe(
    "*.example.com.",
  );
});
