import type { Account, FixtureStep } from "../../core/account";
import type { Clock } from "../../core/clock";
import { ModelError } from "../../core/errors";
import { parseFqdn } from "../../core/names";
import type { Fixtures, LoadedFixtures } from "../../public-types";
import { checkZoneConstraints } from "./constraints";
import { validateRecord } from "./record";
import { dnsState } from "./state";
import type { Zones } from "./zones";

/**
 * The DNS part of the demo account: zones example.com. (record ids 1–8), example.net. (9–12)
 * and example.org. (13–18). A fresh copy per call.
 */
export function defaultDnsFixtures(): Required<Pick<Fixtures, "zones">> {
  return {
    zones: [
      {
        name: "example.com.",
        records: [
          { name: "example.com.", type: "A", data: "192.0.2.10" },
          { name: "example.com.", type: "AAAA", data: "2001:db8::10" },
          { name: "www.example.com.", type: "CNAME", data: "example.com.", annotation: "website" },
          { name: "example.com.", type: "MX", priority: 10, data: "mail.example.com." },
          { name: "mail.example.com.", type: "A", data: "192.0.2.25" },
          { name: "example.com.", type: "TXT", data: "v=spf1 mx -all" },
          { name: "example.com.", type: "CAA", flags: 0, tag: "issue", data: "letsencrypt.org" },
          // The emulator's own CA may issue too, so the demo account's certificates are issued.
          { name: "example.com.", type: "CAA", flags: 0, tag: "issue", data: "ca.registrar.example" },
        ],
      },
      {
        name: "example.net.",
        records: [
          { name: "example.net.", type: "ALIAS", data: "edge.example.org.", ttl: 300 },
          { name: "www.example.net.", type: "CNAME", data: "example.net." },
          { name: "example.net.", type: "MX", priority: 10, data: "mail.example.com." },
          { name: "_dmarc.example.net.", type: "TXT", data: "v=DMARC1; p=none" },
        ],
      },
      {
        name: "example.org.",
        records: [
          { name: "example.org.", type: "A", data: "192.0.2.30" },
          { name: "www.example.org.", type: "A", data: "192.0.2.30" },
          { name: "www.example.org.", type: "AAAA", data: "2001:db8::30" },
          { name: "edge.example.org.", type: "A", data: "192.0.2.31", ttl: 60 },
          { name: "example.org.", type: "MX", priority: 20, data: "mail.example.com." },
          { name: "example.org.", type: "CAA", flags: 0, tag: "iodef", data: "mailto:security@example.org" },
        ],
      },
    ],
  };
}

const fqdn = (name: string) => (name.endsWith(".") ? name : `${name}.`).toLowerCase();

/** Initial serial in the customary YYYYMMDDnn form, from the emulator's clock. */
function dateSerial(clock: Clock): number {
  return Number(`${clock.now().toISOString().slice(0, 10).replaceAll("-", "")}00`);
}

/**
 * Creates the fixtures' zones, then their records in file order (ids 1, 2, 3…), each checked
 * with exactly the rules of POST /dns/rr.
 */
export function loadDnsFixtures(account: Account, fixtures: LoadedFixtures, at: FixtureStep): void {
  const { zones } = dnsState(account);
  fixtures.zones.forEach((z, zi) => {
    const name = at(`zones.${zi}.name`, () => parseFqdn(fqdn(z.name), "zone name"));
    zones.add(name, z.serial ?? dateSerial(account.clock));
  });
  fixtures.zones.forEach((z, zi) => {
    z.records.forEach((raw, ri) => {
      at(`zones.${zi}.records.${ri}`, () => loadRecord(zones, fqdn(z.name), raw));
    });
  });
}

function loadRecord(zones: Zones, zoneName: string, raw: unknown): void {
  const fields = validateRecord(raw);
  const zone = zones.zoneFor(fields.name);
  if (zone?.name !== zoneName)
    throw new ModelError(400, `${fields.name} does not belong to zone ${zoneName}`);
  checkZoneConstraints(zone, fields);
  zone.put({ ...fields, id: zones.allocateId(), zone: zone.name });
}
