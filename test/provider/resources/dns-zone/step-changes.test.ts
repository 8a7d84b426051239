import * as dnsZone from "../../../../dynamic/dns-zone";
import type { DnsZoneInputs } from "../../../../provider/resources/dns-zone/inputs";
import type { DnsZoneOutputs } from "../../../../provider/resources/dns-zone/outputs";
import { zoneStepChanges } from "../../../../provider/resources/dns-zone/step-changes";

// What a preview reader gets of a DnsZone step, from the state's outputs and the checked inputs.
const TAG = "1a2b3c4d.5e6f7a8b";
const news = async (raw: object) =>
  (await dnsZone.check({}, { zone: "example.com", ownerTag: TAG, ...raw })).inputs as DnsZoneInputs;

const olds: DnsZoneOutputs = {
  zone: "example.com.",
  records: {
    "www CNAME old.example.net.": { id: "1" },
    "api A 192.0.2.1": { id: "2", ttl: 300 },
    "gone A 192.0.2.9": { id: "3" },
  },
  unmanaged: "report",
  ignore: [],
  maxUpdateRatio: 0.3,
  maxDeleteRatio: 0.3,
  unmanagedRecords: { "hand A 192.0.2.99": "4" },
  unmanagedBaseline: { "old TXT x": "5" },
  ignoredRecords: {},
  otherStackRecords: {},
  zoneRecordCount: 4,
  ownerTag: TAG,
};

test("a value changed at the same name and type is one update from the old record; drift is named", async () => {
  const step = zoneStepChanges(
    olds,
    await news({
      records: [
        { name: "www", type: "CNAME", data: "new.example.net" },
        { name: "api", type: "A", data: "192.0.2.1", ttl: 600 },
        { name: "new", type: "TXT", data: "hello" },
      ],
    }),
  );
  const writes = step.plan.writes.map((w) =>
    w.kind === "update" ? `~ ${w.key} from ${w.id}` : `${w.kind === "create" ? "+" : "-"} ${w.key}`,
  );
  expect(writes.sort()).toEqual(
    [
      "~ www CNAME new.example.net. from 1",
      "~ api A 192.0.2.1 from 2",
      "- gone A 192.0.2.9",
      "+ new TXT hello",
    ].sort(),
  );
  expect(step.outside).toEqual({ added: ["hand A 192.0.2.99"], removed: ["old TXT x"] });
  // 4 records: below the guard's 10, whatever the shares.
  expect(step.guard).toMatchObject({ updates: 2, deletes: 1, base: 4, exceeded: [] });
});

test("a create plans every declared record as created, against nothing", async () => {
  const step = zoneStepChanges(
    undefined,
    await news({ records: [{ name: "@", type: "A", data: "192.0.2.1" }] }),
  );
  expect(step.plan.writes).toEqual([expect.objectContaining({ kind: "create", key: "@ A 192.0.2.1" })]);
  expect(step.outside).toEqual({ added: [], removed: [] });
});
