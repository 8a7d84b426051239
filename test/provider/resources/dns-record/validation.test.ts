import * as dnsRecord from "../../../../dynamic/dns-record";
import { forgetZones } from "../../../../provider/dns/zone-findings";

// DnsRecords of one zone checked one after the other in one provider process, as the engine
// checks a program's resources: the second SPF finds the first.
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

const TAGS = ["1a2b3c4d.00000001", "1a2b3c4d.00000002"];
const spf = (data: string, ownerTag: string, extra = {}) => ({
  zone: "example.com",
  name: "@",
  type: "TXT",
  data,
  ownerTag,
  ...extra,
});

test("the second SPF's check prints a warning naming both; the first's found nothing", async () => {
  expect((await dnsRecord.check({}, spf("v=spf1 -all", TAGS[0] as string))).failures).toBeUndefined();
  expect(logs).toEqual([]);
  expect((await dnsRecord.check({}, spf("v=spf1 mx -all", TAGS[1] as string))).failures).toBeUndefined();
  expect(logs).toEqual([
    expect.stringMatching(/^warning: duplicate-spf example\.com\. TXT "v=spf1 mx -all": .*"v=spf1 -all"/),
  ]);
});

test("a record checked again with a new value replaces its old one in the zone's view", async () => {
  await dnsRecord.check({}, spf("v=spf1 -all", TAGS[0] as string));
  await dnsRecord.check({}, spf("google-site-verification=abc", TAGS[0] as string));
  await dnsRecord.check({}, spf("v=spf1 mx -all", TAGS[1] as string));
  expect(logs).toEqual([]);
});

test("severity error from the provider's setting: the second record's check fails naming rule and both", async () => {
  process.env.REGISTRAR_ZONE_VALIDATION = '{"rules":{"duplicate-spf":"error"}}';
  await dnsRecord.check({}, spf("v=spf1 -all", TAGS[0] as string));
  const { failures } = await dnsRecord.check({}, spf("v=spf1 mx -all", TAGS[1] as string));
  expect(failures).toEqual([
    { property: "", reason: expect.stringMatching(/^error duplicate-spf .*v=spf1 mx -all.*v=spf1 -all/) },
  ]);
});

test("allow on either record silences the finding; the reason is required", async () => {
  const allow = [{ rule: "duplicate-spf", reason: "merging the policies next week" }];
  await dnsRecord.check({}, spf("v=spf1 -all", TAGS[0] as string, { allow }));
  const { inputs } = await dnsRecord.check({}, spf("v=spf1 mx -all", TAGS[1] as string));
  expect(logs).toEqual([]);
  expect(inputs).toBeDefined();
  const { failures } = await dnsRecord.check(
    {},
    spf("v=spf1 -all", TAGS[0] as string, { allow: [{ rule: "duplicate-spf" }] }),
  );
  expect(failures).toEqual([
    { property: "allow", reason: expect.stringMatching(/allow\[0\].reason: is required/) },
  ]);
});

test("a CAA issue value that is not a domain name is an error on its own", async () => {
  const { failures } = await dnsRecord.check(
    {},
    { zone: "example.com", name: "@", type: "CAA", flags: 128, tag: "issue", data: "ca.example.net." },
  );
  expect(failures?.[0]?.reason).toMatch(/^error caa-syntax example\.com\. CAA 128 issue/);
});
