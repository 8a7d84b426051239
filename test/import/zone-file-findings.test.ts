import type { ZoneFileSnapshot } from "../../import/read-zone-file";
import { parseZoneFile } from "../../import/zone-file";
import { zoneFileFindings } from "../../import/zone-file-findings";
import { zoneFileRecords } from "../../import/zone-file-records";
import { findingLine } from "../../provider/dns/validators";

// A zone file's findings, the one list registrar-lint and registrar-import print: the refusals
// and the zone rules on the records as written, in the order of their lines.

const ZONE = "shop.example.";

function snapshot(text: string): ZoneFileSnapshot {
  const parsed = parseZoneFile(`$TTL 3600\n${text}`, ZONE);
  return {
    file: "shop.zone",
    zone: ZONE,
    total: parsed.records.length,
    records: zoneFileRecords(ZONE, parsed),
  };
}

test("refusals and the rules' findings together, by line; a record refused is still read by the rules", () => {
  const source = snapshot(
    [
      "www CNAME @",
      'www TXT "caf\\195\\169"', // refused (not ASCII), and beside the CNAME
      '@ TXT "v=spf1 -all"',
      "fast 1 A 192.0.2.1",
      '@ TXT "v=spf1 mx -all"',
    ].join("\n"),
  );
  expect(zoneFileFindings(source).map(findingLine)).toEqual([
    expect.stringMatching(
      /^error cname-and-other-data www\.shop\.example\. CNAME shop\.example\.: .* \(lines 2, 3\)$/,
    ),
    expect.stringMatching(
      /^error txt-invalid www\.shop\.example\. TXT "café": data must be printable ASCII .* \(line 3\)$/,
    ),
    expect.stringMatching(/^warning duplicate-spf shop\.example\. TXT "v=spf1 -all": .* \(lines 4, 6\)$/),
    "error api-ttl-range fast.shop.example. A 192.0.2.1: ttl 1 must be between 60 and 86400, the API's range; registrar-import declares the record with ttl 60 (line 5)",
  ]);
});

test("the rules read each ttl as the file writes it; the settings apply to the rules, not to the refusals", () => {
  const source = snapshot("fast 1 A 192.0.2.1\nslow 600 A 192.0.2.2");
  const settings = { ttl: { min: 60 } };
  expect(zoneFileFindings(source, settings).map((f) => `${f.severity} ${f.rule}`)).toEqual([
    "error api-ttl-range",
    "warning ttl-range",
  ]);
  expect(zoneFileFindings(source, settings)[1]?.message).toMatch(/has ttl 1, below the minimum 60/);
  expect(zoneFileFindings(source, { ...settings, rules: { "ttl-range": "off" } }).map((f) => f.rule)).toEqual(
    ["api-ttl-range"],
  );
});
