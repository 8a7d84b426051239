import type { ZoneRecord } from "../../../provider/dns/validators";
import * as validators from "../../../provider/dns/validators";
import { findingsAbout, forgetZones, noteRecords } from "../../../provider/dns/zone-findings";

// What one resource's check validates: its zone, and the zones its targets lie in, of the zones
// this process has seen; never every zone it has seen.
beforeEach(() => forgetZones());

const record = (name: string, type: string, data: string): ZoneRecord => ({ name, type, data });

test("a target in another zone seen is followed; that zone's own findings stay its own", () => {
  noteRecords("example.net.", "other", [
    record("www.example.net.", "CNAME", "web.example.net."),
    record("web.example.net.", "A", "192.0.2.1"),
    record("example.net.", "TXT", "v=spf1 -all"),
    record("example.net.", "TXT", "v=spf1 mx -all"),
  ]);
  const mx = record("example.com.", "MX", "www.example.net.");
  const findings = findingsAbout("example.com.", [mx], {});
  expect(findings.map((finding) => finding.rule)).toEqual(["target-is-cname"]);
  expect(findings[0]?.records).toContain(mx);
});

test("zones the resource's records do not reach are not read", () => {
  // A zone with a finding of its own (two SPF policies), which no record of example.com reaches.
  noteRecords("example.org.", "other", [
    record("example.org.", "TXT", "v=spf1 -all"),
    record("example.org.", "TXT", "v=spf1 mx -all"),
  ]);
  const validate = jest.spyOn(validators, "validateZones");
  findingsAbout("example.com.", [record("www.example.com.", "A", "192.0.2.2")], {});
  expect(validate.mock.calls.map(([zones]) => zones.map((zone) => zone.zone))).toEqual([["example.com."]]);
  validate.mockRestore();
});
