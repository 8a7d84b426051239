import * as dnsZone from "../../../../dynamic/dns-zone";
import { forgetZones } from "../../../../provider/dns/zone-findings";
import type { DnsZoneOutputs } from "../../../../provider/resources/dns-zone/outputs";
import { useEmulator } from "../../../support/emulator";

// A DnsZone's findings as the engine meets them: check of the declared records (old inputs),
// diff with the records the state's outputs list besides them, and a zone not created yet read once.
let logs: string[];
beforeEach(() => {
  forgetZones();
  logs = [];
  jest.spyOn(console, "log").mockImplementation((line: string) => void logs.push(line));
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.REGISTRAR_ZONE_VALIDATION;
});

const spf = (data: string, extra = {}) => ({ name: "@", type: "TXT", data, ...extra });
const zone = (records: object[], extra = {}) => ({ zone: "example.com", records, ...extra });

/** The outputs of a zone whose last `up` listed `unmanaged` records beside the declared ones. */
function state(unmanaged: Record<string, string>): DnsZoneOutputs {
  return {
    zone: "example.com.",
    records: {},
    unmanaged: "report",
    ignore: [],
    maxUpdateRatio: 0.3,
    maxDeleteRatio: 0.3,
    unmanagedRecords: unmanaged,
    unmanagedBaseline: unmanaged,
    ignoredRecords: {},
    otherStackRecords: {},
    zoneRecordCount: Object.keys(unmanaged).length,
  };
}

test("two declared SPF policies: a printed warning naming both, and the check passes", async () => {
  const { inputs, failures } = await dnsZone.check({}, zone([spf("v=spf1 -all"), spf("v=spf1 mx -all")]));
  expect(failures).toBeUndefined();
  expect(inputs).toBeDefined();
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatch(/^warning: duplicate-spf example\.com\. TXT "v=spf1 -all": .*"v=spf1 mx -all"/);
});

test("severity error from the zone's validation input: a check failure naming rule and records, nothing printed", async () => {
  const { failures } = await dnsZone.check(
    {},
    zone([spf("v=spf1 -all"), spf("v=spf1 mx -all")], {
      validation: { rules: { "duplicate-spf": "error" } },
    }),
  );
  expect(failures).toEqual([
    {
      property: "",
      reason: expect.stringMatching(/^error duplicate-spf example\.com\. TXT .*v=spf1 mx -all/),
    },
  ]);
  expect(logs).toEqual([]);
});

test("severity from the provider's setting, the zone's own winning", async () => {
  process.env.REGISTRAR_ZONE_VALIDATION = '{"rules":{"duplicate-spf":"error"}}';
  const records = [spf("v=spf1 -all"), spf("v=spf1 mx -all")];
  expect((await dnsZone.check({}, zone(records))).failures).toHaveLength(1);
  forgetZones();
  const own = zone(records, { validation: { rules: { "duplicate-spf": "off" } } });
  expect((await dnsZone.check({}, own)).failures).toBeUndefined();
  expect(logs).toEqual([]);
});

test("a bad provider setting is a check failure naming it", async () => {
  process.env.REGISTRAR_ZONE_VALIDATION = '{"rules":{"spf":"error"}}';
  const { failures } = await dnsZone.check({}, zone([spf("v=spf1 -all")]));
  expect(failures?.[0]?.reason).toMatch(/REGISTRAR_ZONE_VALIDATION.rules.spf: is not a rule/);
});

test("allow with a reason silences the finding and stays in the inputs; without a reason it is refused", async () => {
  const allow = [{ rule: "duplicate-spf", reason: "the old policy goes once the mail provider moved" }];
  const { inputs, failures } = await dnsZone.check(
    {},
    zone([spf("v=spf1 -all", { allow }), spf("v=spf1 mx -all")]),
  );
  expect(failures).toBeUndefined();
  expect(logs).toEqual([]);
  expect(inputs?.validation).toEqual({ allow: { "@ TXT v=spf1 -all": allow } });
  const refused = await dnsZone.check(
    {},
    zone([spf("v=spf1 -all", { allow: [{ rule: "duplicate-spf", reason: "" }] })]),
  );
  expect(refused.failures?.[0]?.reason).toMatch(
    /records\[0\].allow\[0\].reason: must say why this finding is silenced/,
  );
});

test("diff: a declared SPF beside an unmanaged one the state lists is a warning naming both", async () => {
  const { inputs } = await dnsZone.check({}, zone([spf("v=spf1 include:mail.example.net -all")]));
  expect(logs).toEqual([]);
  await dnsZone.diff("example.com.", state({ "@ TXT v=spf1 a -all": "7" }), inputs as never);
  expect(logs).toEqual([
    expect.stringMatching(
      /^warning: duplicate-spf .*include:mail.example.net.* and example\.com\. TXT "v=spf1 a -all" \(in the zone, unmanaged\)/,
    ),
  ]);
});

test("diff: with severity error the preview fails, naming rule and both records", async () => {
  const news = zone([spf("v=spf1 include:mail.example.net -all")], {
    validation: { rules: { "duplicate-spf": "error" } },
  });
  const { inputs } = await dnsZone.check({}, news);
  await expect(
    dnsZone.diff("example.com.", state({ "@ TXT v=spf1 a -all": "7" }), inputs as never),
  ).rejects.toThrow(/error duplicate-spf .*v=spf1 a -all/);
});

test("diff: the zone known whole from the state, a dangling CNAME is found", async () => {
  const { inputs } = await dnsZone.check({}, zone([{ name: "old", type: "CNAME", data: "gone" }]));
  expect(logs).toEqual([]); // before the first up the zone is not known whole
  await dnsZone.diff("example.com.", state({ "@ A 192.0.2.1": "1" }), inputs as never);
  expect(logs).toEqual([
    expect.stringMatching(/^warning: target-missing old\.example\.com\. CNAME gone\.example\.com\./),
  ]);
});

test("a zone with nothing to find prints nothing", async () => {
  const { failures } = await dnsZone.check(
    {},
    zone([spf("v=spf1 -all"), { name: "www", type: "A", data: "192.0.2.1" }]),
  );
  expect(failures).toBeUndefined();
  expect(logs).toEqual([]);
});

describe("a zone not created yet: its preview reads the zone's records once", () => {
  let requests: () => Promise<{ method: string; path: string }[]>;
  useEmulator({ providerSettings: true, resetEachTest: true }, ({ admin }) => {
    requests = () => admin.requests();
  });

  test("the SPF policy already in the zone and the declared one: a warning naming both, read only", async () => {
    // The default account's example.com holds "v=spf1 mx -all" at the apex.
    const { failures } = await dnsZone.check({}, zone([spf("v=spf1 include:mailer.example -all")]));
    expect(failures).toBeUndefined();
    expect(logs).toEqual([
      expect.stringMatching(
        /^warning: duplicate-spf example\.com\. TXT "v=spf1 include:mailer\.example -all": .*"v=spf1 mx -all"/,
      ),
    ]);
    expect((await requests()).map((r) => r.method)).toEqual(["GET"]);
  });

  test("a zone the state holds already is not read again, in any spelling: diff has its records", async () => {
    await dnsZone.check(zone([]), zone([spf("v=spf1 include:mailer.example -all")]));
    expect(logs).toEqual([]);
    expect(await requests()).toEqual([]);
  });
});
