// Command every-language is the program that every language runs (../yaml/Pulumi.yaml is its
// YAML form), in Go through the SDK in sdks/go: the same resources, names and values, so that
// the API requests of each language's `up` and the outputs compare.
package main

import (
	"fmt"

	"github.com/pulumi-registrar/pulumi-registrar/sdks/go/registrar"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The demo account's example.net, taken over: its 4 records and 16 more, 20 in all.
		records := registrar.DnsZoneRecordArray{
			registrar.DnsZoneRecordArgs{Name: pulumi.String("@"), Type: registrar.DnsZoneRecordTypeALIAS, Data: pulumi.String("edge.example.org"), Ttl: pulumi.Int(300)},
			registrar.DnsZoneRecordArgs{Name: pulumi.String("www"), Type: registrar.DnsZoneRecordTypeCNAME, Data: pulumi.String("@")},
			registrar.DnsZoneRecordArgs{Name: pulumi.String("@"), Type: registrar.DnsZoneRecordTypeMX, Data: pulumi.String("mail.example.com"), Priority: pulumi.Int(10)},
			registrar.DnsZoneRecordArgs{Name: pulumi.String("_dmarc"), Type: registrar.DnsZoneRecordTypeTXT, Data: pulumi.String("v=DMARC1; p=none")},
		}
		for i := 1; i <= 16; i++ {
			records = append(records, registrar.DnsZoneRecordArgs{
				Name: pulumi.String(fmt.Sprintf("host%02d", i)), Type: registrar.DnsZoneRecordTypeA, Data: pulumi.String(fmt.Sprintf("192.0.2.%d", 100+i)),
			})
		}
		zone, err := registrar.NewDnsZone(ctx, "example-net", &registrar.DnsZoneArgs{
			Zone:      pulumi.String("example.net"),
			Ttl:       pulumi.Int(3600),
			Unmanaged: registrar.DnsZoneUnmanagedRemove,
			Records:   records,
		})
		if err != nil {
			return err
		}

		// One record of another zone, on its own.
		status, err := registrar.NewDnsRecord(ctx, "status-record", &registrar.DnsRecordArgs{
			Zone: pulumi.String("example.com"),
			Name: pulumi.String("status"),
			Type: registrar.DnsRecordTypeCNAME,
			Data: pulumi.String("www.example.org"),
		})
		if err != nil {
			return err
		}

		// example.net is on the service's nameservers: the service signs it and publishes the DS.
		dnssec, err := registrar.NewDnssecConfig(ctx, "example-net-dnssec", &registrar.DnssecConfigArgs{
			Domain: pulumi.String("example.net"),
			Mode:   registrar.DnssecConfigModeProvider,
		})
		if err != nil {
			return err
		}

		// example.info moved onto the demo account's vanity nameserver set 1; the API cannot set its
		// external nameservers back, so destroy leaves it on the standard ones.
		delegation, err := registrar.NewNameserverDelegation(ctx, "example-info-nameservers", &registrar.NameserverDelegationArgs{
			Domain:      pulumi.String("example.info"),
			VanitySetId: pulumi.Int(1),
			OnDelete:    registrar.NameserverDelegationOnDeleteStandard,
		})
		if err != nil {
			return err
		}

		// A key and CSR made locally; the certificate is validated through DCV records that the
		// provider creates in example.com, and removes once it is issued.
		key, err := registrar.NewCertificateRequest(ctx, "site-key", &registrar.CertificateRequestArgs{
			CommonName: pulumi.String("www.example.com"),
		})
		if err != nil {
			return err
		}
		site, err := registrar.NewTlsCertificate(ctx, "site", &registrar.TlsCertificateArgs{
			Sku:        pulumi.String("dv-single"),
			CommonName: key.CommonName,
			Csr:        key.Csr,
		})
		if err != nil {
			return err
		}

		exampleCom := registrar.LookupDnsZoneOutput(ctx, registrar.LookupDnsZoneOutputArgs{Zone: pulumi.String("example.com")})

		// Only what every run gives alike (no keys, serials, dates, nor ids, which follow the order of
		// the parallel creates).
		ctx.Export("zoneRecordCount", zone.ZoneRecordCount)
		ctx.Export("statusRecordName", status.Name)
		ctx.Export("dnssecState", dnssec.DnssecState)
		ctx.Export("delegationNameservers", delegation.Nameservers)
		ctx.Export("certificateStatus", site.Status)
		ctx.Export("certificateDnsNames", site.DnsNames)
		ctx.Export("lookupZone", exampleCom.Name())
		ctx.Export("lookupNameservers", exampleCom.Nameservers())
		return nil
	})
}
