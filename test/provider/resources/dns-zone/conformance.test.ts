import * as dnsZone from "../../../../dynamic/dns-zone";
import { pluginOwnerTag } from "../../../plugin/support/plugin-provider";
import { lifecycleConformance } from "../support/lifecycle-conformance";

// example.org holds six records in the default fixtures; the zone resource manages one more and
// leaves the others alone ("ignore").
const ownerTag = pluginOwnerTag("DnsZone");
const record = { name: "cz", type: "A", data: "192.0.2.5" };
const inputs = { zone: "example.org", records: [record], unmanaged: "ignore", ownerTag };
const marked = (annotation: string | null | undefined) => (annotation ?? "").endsWith(`[pulumi:${ownerTag}]`);

lifecycleConformance<dnsZone.DnsZoneInputs, dnsZone.DnsZoneOutputs>({
  kind: "DnsZone",
  provider: dnsZone,
  inputs,
  created: (id) => ({
    zone: id,
    records: { "cz A 192.0.2.5": { id: expect.any(String) } },
    unmanaged: "ignore",
    unmanagedRecords: {},
  }),
  plainInputs: ["ownerTag"],
  replaces: { properties: ["zone"] },
  invalid: { inputs: { ...inputs, unmanaged: "wipe" }, property: "unmanaged" },
  update: {
    inputs: { ...inputs, records: [{ ...record, ttl: 600 }] },
    outputs: { records: { "cz A 192.0.2.5": { id: expect.any(String), ttl: 600 } } },
  },
  createRequest: { method: "POST", path: "^/dns/rr$" },
  outOfBand: {
    // Someone changes the record's address by hand: a refresh shows it under its new key, and
    // update changes it back in place.
    change: async (client, _id, outs) => {
      const id = outs.records["cz A 192.0.2.5"]?.id as string;
      const { annotation } = await client.getRecord(id);
      await client.patchRecordByID(id, {
        name: "cz.example.org.",
        type: "A",
        data: "192.0.2.6",
        annotation: annotation ?? "",
      });
    },
    read: { records: { "cz A 192.0.2.6": { id: expect.any(String) } } },
  },
  // Delete removes the zone's records this resource manages; the zone stays.
  readAfterDelete: "found",
  count: async (client) =>
    (await client.listRecords("example.org")).filter((r) => marked(r.annotation)).length,
});
