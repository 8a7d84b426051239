import { dcvZoneInAccount } from "../../../policy/rules/dcv-zone-in-account";
import { resource, violations } from "../support/fake-stack";

const certificate = (props: Record<string, unknown> = {}) =>
  resource("TlsCertificate", "site", {
    sku: "dv-single",
    commonName: "www.example.org.",
    dnsNames: ["*.shop.example.org."],
    ...props,
  });

test("a DNS-validated certificate whose names lie in no known zone: the names, the zones, the fix", async () => {
  const site = certificate();
  const found = await violations(dcvZoneInAccount, [
    resource("DnsZone", "zone", { zone: "example.com.", records: {} }),
    site,
  ]);
  expect(found).toEqual([
    {
      urn: site.urn,
      message: expect.stringContaining(
        'TlsCertificate "site" is validated by DNS, but no zone of the account known to the policy holds the DCV record of www.example.org., *.shop.example.org. (zones of the program: example.com.)',
      ),
    },
  ]);
  expect(found[0]?.message).toContain("add it to the policy's accountZones");
});

test("a DnsZone, a DnsRecord's zone or accountZones holds the names", async () => {
  const site = certificate();
  expect(
    await violations(dcvZoneInAccount, [resource("DnsZone", "zone", { zone: "example.org." }), site]),
  ).toEqual([]);
  const record = resource("DnsRecord", "r", {
    zone: "example.org.",
    name: "x.example.org.",
    type: "A",
    data: "192.0.2.1",
  });
  expect(await violations(dcvZoneInAccount, [record, site])).toEqual([]);
  expect(await violations(dcvZoneInAccount, [site], { accountZones: ["example.org"] })).toEqual([]);
  // A zone below the name holds nothing of it.
  expect(await violations(dcvZoneInAccount, [site], { accountZones: ["shop.example.org"] })).toHaveLength(1);
});

test("email validation, or DCV records the user places: nothing to report", async () => {
  expect(await violations(dcvZoneInAccount, [certificate({ dcvMethod: "email" })])).toEqual([]);
  expect(await violations(dcvZoneInAccount, [certificate({ manageDcvRecords: false })])).toEqual([]);
});
