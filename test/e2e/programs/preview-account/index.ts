import * as pulumi from "@pulumi/pulumi";
import { DnsRecord, DnssecConfig, DnsZone, NameserverDelegation } from "pulumi-registrar";

// Each resource's zone or domain comes from config, so that one command at a time can name one
// the account does not have; the defaults are the demo account's. Their `up` sends no change the
// API takes time for: example.net's DNSSEC is off and its delegation is vanity set 1 already.
// preview-account-yaml declares the same resources through the provider plugin.
const config = new pulumi.Config();
const recordZone = config.get("recordZone") ?? "example.com";
const zoneName = config.get("zoneName") ?? "example.org";
const dnssecDomain = config.get("dnssecDomain") ?? "example.net";
const delegationDomain = config.get("delegationDomain") ?? "example.net";

// Two records in one zone and one in another: the account's zone list is read once for all.
new DnsRecord("a", { name: "preview-a", zone: recordZone, type: "A", data: "192.0.2.61" });
new DnsRecord("b", { name: "preview-b", zone: recordZone, type: "A", data: "192.0.2.62" });
new DnsRecord("c", { name: "preview-c.example.net", type: "TXT", data: "checked in preview" });
new DnsZone("zone", {
  zone: zoneName,
  records: [{ name: "preview-zone", type: "TXT", data: "checked in preview" }],
});
// Both name example.net: the domain is read once for both.
new DnssecConfig("dnssec", { domain: dnssecDomain, mode: "provider", state: "disabled" });
new NameserverDelegation("delegation", { domain: delegationDomain, vanitySetId: 1 });
