import { caaAllowsCa } from "../../../policy/rules/caa-allows-ca";
import { resource, violations } from "../support/fake-stack";

const site = (names: { commonName: string; dnsNames?: string[] }, form: "native" | "dynamic" = "native") =>
  resource("TlsCertificate", "site", { sku: "dv-single", ...names }, form);
const caaRecord = (name: string, data: string, tag = "issue") =>
  resource("DnsRecord", `caa-${name}-${tag}`, { name, type: "CAA", flags: 0, tag, data });

test("a CAA record at the name's zone that names another CA refuses the certificate, with the record and the fix", async () => {
  const certificate = site({ commonName: "www.example.org." });
  const found = await violations(caaAllowsCa, [caaRecord("example.org.", "letsencrypt.org"), certificate]);
  expect(found).toEqual([
    {
      urn: certificate.urn,
      message: expect.stringContaining(
        'TlsCertificate "site" orders www.example.org. from ca.registrar.example, but the CAA record example.org. CAA 0 issue "letsencrypt.org" of DnsRecord "caa-example.org.-issue" refuses it (no issue property names ca.registrar.example)',
      ),
    },
  ]);
  expect(found[0]?.message).toContain('Add a record example.org. CAA 0 issue "ca.registrar.example"');
});

test("the CA identity comes from the policy's config", async () => {
  const stack = [caaRecord("example.org.", "letsencrypt.org"), site({ commonName: "www.example.org." })];
  expect(await violations(caaAllowsCa, stack, { caIdentity: "letsencrypt.org" })).toEqual([]);
});

test("dynamic resources of the classes are read as the plugin's are", async () => {
  const stack = [
    resource(
      "DnsRecord",
      "caa",
      { name: "example.org.", type: "CAA", flags: 0, tag: "issue", data: "other.example" },
      "dynamic",
    ),
    site({ commonName: "www.example.org." }, "dynamic"),
  ];
  expect(await violations(caaAllowsCa, stack)).toHaveLength(1);
});

test("a DnsZone's records, keyed as its checked inputs and outputs hold them, are read; the closest CAA set decides", async () => {
  const zone = resource("DnsZone", "zone", {
    zone: "example.org.",
    records: {
      "@ CAA 0 issue letsencrypt.org": {},
      "shop CAA 0 issue ca.registrar.example": {},
      "www A 192.0.2.1": {},
    },
  });
  const found = await violations(caaAllowsCa, [
    zone,
    site({ commonName: "www.shop.example.org.", dnsNames: ["www.example.org."] }),
  ]);
  // shop.example.org's own set lets the CA issue; www.example.org climbs to the apex's, which does not.
  expect(found).toHaveLength(1);
  expect(found[0]?.message).toContain("orders www.example.org. from");
  expect(found[0]?.message).toContain('of DnsZone "zone"');
});

test("a wildcard name follows issuewild when the set has one", async () => {
  const stack = [
    caaRecord("example.org.", "ca.registrar.example"),
    caaRecord("example.org.", ";", "issuewild"),
    site({ commonName: "example.org.", dnsNames: ["*.example.org."] }),
  ];
  const found = await violations(caaAllowsCa, stack);
  expect(found.map((v) => v.message)).toEqual([expect.stringContaining("orders *.example.org. from")]);
  expect(found[0]?.message).toContain('CAA 0 issuewild "ca.registrar.example"');
});

test("no CAA record, a record of another name, or a name still unknown: nothing to report", async () => {
  const unknownName = site({ commonName: "04da6b54-80e4-46f7-96ec-b56ff0331ba9" });
  expect(await violations(caaAllowsCa, [site({ commonName: "www.example.org." })])).toEqual([]);
  expect(
    await violations(caaAllowsCa, [
      caaRecord("example.com.", "letsencrypt.org"),
      site({ commonName: "www.example.org." }),
    ]),
  ).toEqual([]);
  expect(await violations(caaAllowsCa, [caaRecord("example.org.", "letsencrypt.org"), unknownName])).toEqual(
    [],
  );
});
