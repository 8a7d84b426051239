"""The program that every language runs (its YAML and Go forms beside it), in Python.

The same resources, names and values in each language, so that the API requests of their `up`
and their outputs compare. Needs registrar:baseUrl and registrar:apiKey in the stack's config.
"""

import pulumi
import pulumi_registrar as registrar

# The demo account's example.net, taken over: its 4 records and 16 more, 20 in all.
example_net = registrar.DnsZone(
    "example-net",
    zone="example.net",
    ttl=3600,
    unmanaged="remove",
    records=[
        {"name": "@", "type": "ALIAS", "data": "edge.example.org", "ttl": 300},
        {"name": "www", "type": "CNAME", "data": "@"},
        {"name": "@", "type": "MX", "data": "mail.example.com", "priority": 10},
        {"name": "_dmarc", "type": "TXT", "data": "v=DMARC1; p=none"},
        *({"name": f"host{i:02d}", "type": "A", "data": f"192.0.2.{100 + i}"} for i in range(1, 17)),
    ],
)

# One record of another zone, on its own.
status_record = registrar.DnsRecord(
    "status-record", zone="example.com", name="status", type="CNAME", data="www.example.org"
)

# example.net is on the service's nameservers: the service signs it and publishes the DS.
example_net_dnssec = registrar.DnssecConfig("example-net-dnssec", domain="example.net", mode="provider")

# example.info moved onto the demo account's vanity nameserver set 1; the API cannot set its
# external nameservers back, so destroy leaves it on the standard ones.
example_info_nameservers = registrar.NameserverDelegation(
    "example-info-nameservers", domain="example.info", vanity_set_id=1, on_delete="standard"
)

# A key and CSR made locally; the certificate is validated through DCV records that the provider
# creates in example.com, and removes once it is issued.
site_key = registrar.CertificateRequest("site-key", common_name="www.example.com")
site = registrar.TlsCertificate(
    "site", sku="dv-single", common_name=site_key.common_name, csr=site_key.csr
)

example_com = registrar.get_dns_zone(zone="example.com")

# Only what every run gives alike (no keys, serials, dates, nor ids, which follow the order of
# the parallel creates).
pulumi.export("zoneRecordCount", example_net.zone_record_count)
pulumi.export("statusRecordName", status_record.name)
pulumi.export("dnssecState", example_net_dnssec.dnssec_state)
pulumi.export("delegationNameservers", example_info_nameservers.nameservers)
pulumi.export("certificateStatus", site.status)
pulumi.export("certificateDnsNames", site.dns_names)
pulumi.export("lookupZone", example_com.name)
pulumi.export("lookupNameservers", example_com.nameservers)
