import * as dnssecConfig from "../../../../dynamic/dnssec-config";
import { lifecycleConformance } from "../support/lifecycle-conformance";
import { sampleDs as ds } from "../support/sample-args";

// External DNSSEC on example.info (external nameservers in the default fixtures): DS records only.
const inputs = { domain: "example.info", mode: "external", records: [ds(11111, "a")], timeoutSeconds: 7200 };

lifecycleConformance<dnssecConfig.DnssecConfigInputs, dnssecConfig.DnssecConfigOutputs>({
  kind: "DnssecConfig",
  provider: dnssecConfig,
  inputs,
  manualClock: true,
  created: (id) => ({
    domain: id,
    state: "enabled",
    dnssecState: "active",
    records: [{ kind: "ds", keyTag: 11111, algorithm: 13, digestType: 2, digest: "A".repeat(64) }],
    dsRecords: [{ keyTag: 11111, algorithm: 13, digestType: 2, digest: "A".repeat(64) }],
  }),
  replaces: { properties: ["domain"], deleteBeforeReplace: false },
  invalid: { inputs: { ...inputs, records: [{ ...ds(1, "a"), digest: "abc" }] }, property: "records" },
  update: {
    inputs: { ...inputs, records: [ds(11111, "a"), ds(22222, "b")] },
    outputs: {
      dnssecState: "active",
      dsRecords: expect.arrayContaining([expect.objectContaining({ keyTag: 22222 })]),
    },
  },
  createRequest: { method: "PUT", path: "^/dns/example\\.info/dnssec$" },
  outOfBand: {
    change: async (client) => {
      await client.putDNSSECByDomain("example.info", {
        mode: "external",
        state: "enabled",
        records: [{ kind: "ds", key_tag: 33333, algorithm: 13, digest_type: 2, digest: "C".repeat(64) }],
      });
    },
    read: { records: [{ kind: "ds", keyTag: 33333, algorithm: 13, digestType: 2, digest: "C".repeat(64) }] },
  },
  // Delete disables DNSSEC; the domain, and so the resource's object, stays.
  readAfterDelete: "found",
  count: async (client) =>
    (await client.getDNSSECByDomain("example.info")).desired_state.state === "enabled" ? 1 : 0,
});
