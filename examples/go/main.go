// Command registrar-go declares a zone's records through the registrar provider plugin (the
// stack's `zone`, by default the default emulator's example.net), with an explicit provider
// that sends at most four requests at once.
package main

import (
	"github.com/pulumi-registrar/pulumi-registrar/sdks/go/registrar"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		zoneName := config.Get(ctx, "zone")
		if zoneName == "" {
			zoneName = "example.net"
		}
		// Its address and key come from REGISTRAR_BASE_URL and REGISTRAR_API_KEY.
		provider, err := registrar.NewProvider(ctx, "registrar", &registrar.ProviderArgs{
			MaxConcurrentRequests: pulumi.Int(4),
		})
		if err != nil {
			return err
		}
		zone, err := registrar.NewDnsZone(ctx, "zone", &registrar.DnsZoneArgs{
			Zone: pulumi.String(zoneName),
			Ttl:  pulumi.Int(3600),
			Records: registrar.DnsZoneRecordArray{
				registrar.DnsZoneRecordArgs{Name: pulumi.String("@"), Type: registrar.DnsZoneRecordTypeALIAS, Data: pulumi.String("edge.example.org"), Ttl: pulumi.Int(300)},
				registrar.DnsZoneRecordArgs{Name: pulumi.String("www"), Type: registrar.DnsZoneRecordTypeCNAME, Data: pulumi.String("@")},
				registrar.DnsZoneRecordArgs{Name: pulumi.String("@"), Type: registrar.DnsZoneRecordTypeMX, Data: pulumi.String("mail.example.com"), Priority: pulumi.Int(10)},
				registrar.DnsZoneRecordArgs{Name: pulumi.String("_dmarc"), Type: registrar.DnsZoneRecordTypeTXT, Data: pulumi.String("v=DMARC1; p=none")},
				registrar.DnsZoneRecordArgs{Name: pulumi.String("api"), Type: registrar.DnsZoneRecordTypeA, Data: pulumi.String("192.0.2.80")},
			},
			// Records of the zone that no entry declares are removed.
			Unmanaged: registrar.DnsZoneUnmanagedRemove,
		}, pulumi.Provider(provider))
		if err != nil {
			return err
		}
		ctx.Export("zoneRecordCount", zone.ZoneRecordCount)
		return nil
	})
}
