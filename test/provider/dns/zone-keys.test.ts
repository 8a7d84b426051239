import { type KeyedRecord, recordKey, recordOfKey, relativeName } from "../../../provider/dns/zone-keys";

const zone = "example.com.";

test.each<[KeyedRecord, string]>([
  [{ name: "example.com.", type: "A", data: "192.0.2.1" }, "@ A 192.0.2.1"],
  [{ name: "www.example.com.", type: "AAAA", data: "2001:db8::1" }, "www AAAA 2001:db8::1"],
  [{ name: "*.dev.example.com.", type: "CNAME", data: "example.com." }, "*.dev CNAME example.com."],
  [{ name: "example.com.", type: "MX", data: "mx1.example.net.", priority: 10 }, "@ MX 10 mx1.example.net."],
  [
    { name: "example.com.", type: "CAA", data: "letsencrypt.org", flags: 128, tag: "issue" },
    "@ CAA 128 issue letsencrypt.org",
  ],
  [{ name: "_x.example.com.", type: "TXT", data: " two  spaces " }, "_x TXT  two  spaces "],
  [{ name: "example.com.", type: "ALIAS", data: "edge.example.net." }, "@ ALIAS edge.example.net."],
])("%j is keyed %j and the key gives it back", (record, key) => {
  expect(recordKey(record, zone)).toBe(key);
  expect(recordOfKey(key, zone)).toEqual(record);
});

test("names are relative to the zone, the apex is @", () => {
  expect(relativeName("example.com.", zone)).toBe("@");
  expect(relativeName("a.b.example.com.", zone)).toBe("a.b");
});
