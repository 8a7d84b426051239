import { delegationServesZone } from "../../../policy/rules/delegation-serves-zone";
import { resource, violations } from "../support/fake-stack";

const zone = resource("DnsZone", "zone", { zone: "shop.example.com.", records: {} });
const delegation = (props: Record<string, unknown>) =>
  resource("NameserverDelegation", "ns", {
    domain: "example.com",
    vanitySetId: null,
    onDelete: "restore",
    ...props,
  });

test("a domain observed delegated elsewhere while a DnsZone manages a zone of it", async () => {
  const moved = delegation({
    mode: "external",
    nameservers: ["ns1.other.example."],
    previousMode: "standard",
  });
  const found = await violations(delegationServesZone, [zone, moved]);
  expect(found).toEqual([
    {
      urn: moved.urn,
      message: expect.stringContaining(
        'NameserverDelegation "ns": example.com is delegated to ns1.other.example., away from the account\'s nameservers, while DnsZone "zone" manages shop.example.com.',
      ),
    },
  ]);
});

test('onDelete "restore" of an external delegation would take the zone off the account\'s nameservers', async () => {
  const adopted = delegation({
    mode: "standard",
    previousMode: "external",
    previousNameservers: ["ns1.old.example."],
  });
  const found = await violations(delegationServesZone, [zone, adopted]);
  expect(found[0]?.message).toContain(
    'has onDelete "restore", which on its delete delegates example.com back to ns1.old.example.',
  );
  expect(found[0]?.message).toContain('Set onDelete: "standard"');
  expect(
    await violations(delegationServesZone, [
      zone,
      { ...adopted, props: { ...adopted.props, onDelete: "standard" } },
    ]),
  ).toEqual([]);
});

test("no DnsZone of the domain, or a delegation to the account's nameservers: nothing to report", async () => {
  const moved = delegation({ mode: "external", nameservers: ["ns1.other.example."] });
  expect(await violations(delegationServesZone, [moved])).toEqual([]);
  expect(
    await violations(delegationServesZone, [resource("DnsZone", "z", { zone: "example.net." }), moved]),
  ).toEqual([]);
  expect(
    await violations(delegationServesZone, [zone, delegation({ mode: "vanity", previousMode: "standard" })]),
  ).toEqual([]);
});
