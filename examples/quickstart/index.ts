import { DnsRecord, getDnsZone } from "pulumi-registrar";

// Web front: IPv4 and IPv6 at www, the apex flattened to it, a CNAME for the blog.
const www = new DnsRecord("www", {
  name: "www",
  zone: "example.com",
  type: "A",
  data: "192.0.2.80",
  ttl: 300,
});
new DnsRecord("www-v6", {
  name: "www",
  zone: "example.com",
  type: "AAAA",
  data: "2001:db8:0:0::80",
  ttl: 300,
});
new DnsRecord("blog", { name: "blog", zone: "example.com", type: "CNAME", data: "www.example.com" });
new DnsRecord("shop", { name: "shop.example.net", type: "ALIAS", data: "www.example.com" });

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

export const wwwRecordId = www.recordId;
// A typed lookup, run once the record exists: the zone as the API now holds it.
export const zoneRecordCount = www.recordId.apply(
  async () => (await getDnsZone("example.com")).records.length,
);
