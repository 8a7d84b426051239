import { recordEntry } from "../../../provider/dns/record-entry";

test("a record as a records entry: relative name, absolute targets, the type's own fields", () => {
  const zone = "example.com.";
  expect(recordEntry({ name: "hand.example.com.", type: "A", data: "192.0.2.99", ttl: 300 }, zone)).toBe(
    '{ name: "hand", type: "A", data: "192.0.2.99", ttl: 300 }',
  );
  expect(recordEntry({ name: zone, type: "MX", data: "mx.example.net.", priority: 10 }, zone)).toBe(
    '{ name: "@", type: "MX", data: "mx.example.net.", priority: 10 }',
  );
  expect(
    recordEntry({ name: zone, type: "CAA", data: "letsencrypt.org", flags: 0, tag: "issue" }, zone),
  ).toBe('{ name: "@", type: "CAA", data: "0 issue letsencrypt.org" }');
  expect(recordEntry({ name: "t.example.com.", type: "TXT", data: 'say "hi"' }, zone)).toBe(
    '{ name: "t", type: "TXT", data: "say \\"hi\\"" }',
  );
});
