import { dnssecZoneSigned } from "../../../policy/rules/dnssec-zone-signed";
import { resource, violations } from "../support/fake-stack";

const dnssec = (props: Record<string, unknown>) =>
  resource("DnssecConfig", "dnssec", { domain: "example.com", ...props });
const zone = resource("DnsZone", "zone", { zone: "example.com.", records: {} });

test("mode external next to a zone the program serves from the account: DS records for a zone nobody signs", async () => {
  const config = dnssec({ mode: "external", state: "enabled" });
  const found = await violations(dnssecZoneSigned, [zone, config]);
  expect(found).toEqual([
    {
      urn: config.urn,
      message: expect.stringContaining(
        'DnssecConfig "dnssec" puts DS records for example.com at the registry in mode "external"',
      ),
    },
  ]);
  expect(found[0]?.message).toContain('DnsZone "zone" serves its zone from the account\'s nameservers');
  expect(found[0]?.message).toContain('Set mode: "provider"');
});

test("mode external next to a delegation to the account's nameservers", async () => {
  const delegation = resource("NameserverDelegation", "ns", { domain: "example.com", vanitySetId: null });
  const found = await violations(dnssecZoneSigned, [
    delegation,
    dnssec({ mode: "external", state: "enabled" }),
  ]);
  expect(found[0]?.message).toContain('NameserverDelegation "ns" delegates it to the account\'s nameservers');
});

test("mode external alone, or disabled, or mode provider with its zone: nothing to report", async () => {
  expect(await violations(dnssecZoneSigned, [dnssec({ mode: "external", state: "enabled" })])).toEqual([]);
  expect(await violations(dnssecZoneSigned, [zone, dnssec({ mode: "external", state: "disabled" })])).toEqual(
    [],
  );
  expect(await violations(dnssecZoneSigned, [zone, dnssec({ mode: "provider", state: "enabled" })])).toEqual(
    [],
  );
});

test("mode provider for a zone neither the program nor accountZones holds, once accountZones is given", async () => {
  const config = dnssec({ mode: "provider", state: "enabled" });
  expect(await violations(dnssecZoneSigned, [config])).toEqual([]); // the account's zones are unknown
  const found = await violations(dnssecZoneSigned, [config], { accountZones: ["example.net"] });
  expect(found[0]?.message).toContain("the service signs only a zone the account hosts");
  expect(await violations(dnssecZoneSigned, [config], { accountZones: ["example.com"] })).toEqual([]);
});

test("the observed state: DS records at the registry for an unsigned zone, and the reverse", async () => {
  const unsigned = dnssec({
    mode: "provider",
    state: "enabled",
    liveState: { mode: "provider", state: "enabled", records: [], zoneSigned: false },
  });
  expect((await violations(dnssecZoneSigned, [zone, unsigned]))[0]?.message).toContain(
    "the registry holds DS records for example.com, but the account's nameservers last served its zone unsigned",
  );
  const noDs = dnssec({
    mode: "provider",
    state: "enabled",
    liveState: { mode: "none", state: "disabled", records: [], zoneSigned: true },
  });
  expect((await violations(dnssecZoneSigned, [zone, noDs]))[0]?.message).toContain(
    "the zone of example.com is signed, but the registry holds no DS records for it",
  );
  const active = dnssec({
    mode: "provider",
    state: "enabled",
    liveState: { mode: "provider", state: "enabled", records: [], zoneSigned: true },
  });
  expect(await violations(dnssecZoneSigned, [zone, active])).toEqual([]);
});
