import { DnsRecord, getDnsZoneOutput } from "pulumi-registrar";

// An app front: IPv4 and IPv6, a CNAME for the blog, a shop on another zone flattened to it.
const app = new DnsRecord("app", {
  name: "app",
  zone: "example.com",
  type: "A",
  data: "192.0.2.80",
  ttl: 300,
});
new DnsRecord("app-v6", {
  name: "app",
  zone: "example.com",
  type: "AAAA",
  data: "2001:db8:0:0::80",
  ttl: 300,
});
new DnsRecord("blog", { name: "blog", zone: "example.com", type: "CNAME", data: "app.example.com" });
new DnsRecord("shop", { name: "shop.example.net", type: "ALIAS", data: "app.example.com" });

// Mail: an MX, SPF, and a DKIM key longer than one 255-character TXT string.
new DnsRecord("mx", {
  name: "mail-in",
  zone: "example.com",
  type: "MX",
  data: "mx1.example.net",
  priority: 10,
});
new DnsRecord("spf", {
  name: "mail-in",
  zone: "example.com",
  type: "TXT",
  data: "v=spf1 mx include:_spf.example.net -all",
  annotation: "sender policy",
});
new DnsRecord("dkim", {
  name: "s1._domainkey",
  zone: "example.com",
  type: "TXT",
  data: `v=DKIM1; k=rsa; p=${"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA".repeat(8)}`,
});

// Only this CA may issue for the shop.
new DnsRecord("shop-caa", { name: "shop.example.net", type: "CAA", data: '0 issue "letsencrypt.org"' });

export const appRecordId = app.recordId;
// A typed lookup: given an Output (the record's zone), it runs once the record exists and reads
// the zone as the API now holds it.
export const zoneRecordCount = getDnsZoneOutput(app.zone).apply((zone) => zone.records.length);
