import * as pulumi from "@pulumi/pulumi";
import { DnsZone } from "pulumi-registrar";

// The demo account's example.org, owned by this program: its six records as they are (taken
// over: only the ownership marker is added), a mail setup and a staging wildcard added. A record
// someone adds by hand fails the drift gate (`pulumi preview --expect-no-changes`, refreshing
// first: see Pulumi.yaml), named as added outside Pulumi, until the next `up` accepts it as
// unmanaged (`unmanagedBaseline`); set `unmanaged: "remove"` to have `up` delete such records
// instead, or an `ignore` rule to leave some alone.
const config = new pulumi.Config();
const zone = new DnsZone("example-org", {
  zone: config.get("zone") ?? "example.org",
  ttl: 3600,
  records: [
    { name: "@", type: "A", data: "192.0.2.30" },
    { name: "www", type: "A", data: "192.0.2.30" },
    { name: "www", type: "AAAA", data: "2001:db8::30" },
    { name: "edge", type: "A", data: "192.0.2.31", ttl: 60 },
    { name: "@", type: "MX", data: "mail.example.com", priority: 20 },
    { name: "@", type: "CAA", data: '0 iodef "mailto:security@example.org"' },
    { name: "@", type: "TXT", data: "v=spf1 include:mail.example.com -all" },
    { name: "_dmarc", type: "TXT", data: "v=DMARC1; p=quarantine; rua=mailto:dmarc@example.org" },
    { name: "*.staging", type: "CNAME", data: "edge" },
  ],
  unmanaged: "report",
  // At most a fifth of the zone may change or go in one `up`; REGISTRAR_MAX_CHANGE_RATIO=1
  // lifts it for one run.
  maxChangeRatio: 0.2,
});

export const records = zone.records;
export const unmanagedRecords = zone.unmanagedRecords;
export const recordCount = zone.zoneRecordCount;
