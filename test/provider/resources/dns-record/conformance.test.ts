import * as dnsRecord from "../../../../dynamic/dns-record";
import { pluginOwnerTag } from "../../../plugin/support/plugin-provider";
import { lifecycleConformance } from "../support/lifecycle-conformance";

// The tag the SDK class adds (classes/owner-tag.ts) and the plugin gives the same resource from its
// URN: records carry it as their ownership marker.
const ownerTag = pluginOwnerTag("DnsRecord");
const inputs = { name: "conformance.example.com", type: "A", data: "192.0.2.1", ownerTag };

lifecycleConformance<dnsRecord.DnsRecordInputs, dnsRecord.DnsRecordOutputs>({
  kind: "DnsRecord",
  provider: dnsRecord,
  inputs,
  // DnsRecordArgs takes the type as a literal (it selects the variant); the class computes the tag.
  created: () => ({ name: "conformance.example.com.", zone: "example.com.", ttl: 3600 }),
  plainInputs: ["type", "ownerTag"],
  replaces: { properties: ["name"] },
  invalid: { inputs: { ...inputs, data: "192.0.2.300" }, property: "data" },
  // Name and type change in place: PATCH by id.
  update: {
    inputs: { name: "conformance-2.example.com", type: "CNAME", data: "example.com", ttl: 600, ownerTag },
    outputs: { name: "conformance-2.example.com.", type: "CNAME", data: "example.com.", ttl: 600 },
  },
  createRequest: { method: "POST", path: "^/dns/rr$" },
  outOfBand: {
    change: async (client, id, outs) => {
      await client.patchRecordByID(id, { name: outs.name, type: "A", data: "192.0.2.99", ttl: outs.ttl });
    },
    read: { data: "192.0.2.99" },
  },
  removeOutOfBand: async (client, id) => {
    await client.deleteRecord(id);
  },
  count: async (client) => (await client.listRecords("example.com")).length,
  adoption: {
    // A record with the same value that a person made: no ownership marker.
    existing: async (client) =>
      String((await client.addRecord({ name: "conformance.example.com.", type: "A", data: "192.0.2.1" })).id),
    inputs: { ...inputs, adoptExisting: true },
  },
});
