import type { StackValidationPolicy } from "@pulumi/policy";
import { fqdnOf, knownZones, zonesManagedWithin } from "../dns-facts";
import { accountZonesSchema, type Settings, settingsOf } from "../pack-config";
import { label, ofKind, type RegistrarResource, registrarResources, textOf } from "../stack-view";

export interface DnssecSettings {
  accountZones: string[];
}

export const dnssecSettings: Settings<DnssecSettings> = {
  defaults: { accountZones: [] },
  schema: { properties: { accountZones: accountZonesSchema } },
};

/**
 * Registry DNSSEC that does not match the zone's signing. In this API the service signs a zone
 * (its nameservers publish a DNSKEY: `zone_signed`) exactly when registry DNSSEC is enabled in
 * mode "provider" for a domain whose zone the account hosts; mode "external" puts at the registry
 * DS records of keys another DNS host holds, which the account's nameservers never sign with.
 * So DS records at the registry while the zone is served unsigned (every answer fails
 * validation) come from mode "external" next to a zone the program serves from the account, or
 * from mode "provider" for a domain the account hosts no zone of; and the state a DnssecConfig
 * last observed shows either mismatch as it stands: DS records at the registry and the zone not
 * signed, or the reverse, a signed zone the registry has no DS records for.
 */
export const dnssecZoneSigned: StackValidationPolicy = {
  name: "dnssec-zone-signed",
  description:
    "Registry DNSSEC is enabled only for a zone that is signed, and a signed zone has DNSSEC at the registry.",
  enforcementLevel: "mandatory",
  configSchema: dnssecSettings.schema,
  validateStack: (args, reportViolation) => {
    const { accountZones } = settingsOf(args, dnssecSettings);
    const resources = registrarResources(args.resources);
    for (const config of ofKind(resources, "DnssecConfig")) {
      for (const message of mismatches(config, resources, accountZones)) reportViolation(message, config.urn);
    }
  },
};

function mismatches(
  config: RegistrarResource,
  resources: RegistrarResource[],
  accountZones: string[],
): string[] {
  const domainText = textOf(config.props, "domain");
  const domain = fqdnOf(domainText);
  if (domainText === undefined || domain === undefined) return [];
  const mode = textOf(config.props, "mode");
  const state = textOf(config.props, "state") ?? "enabled";
  const out: string[] = [];

  if (state === "enabled" && mode === "external") {
    const served = [
      ...zonesManagedWithin(resources, domain).filter(
        (zone) => fqdnOf(textOf(zone.props, "zone")) === domain,
      ),
      ...ofKind(resources, "NameserverDelegation").filter(
        (d) => fqdnOf(textOf(d.props, "domain")) === domain,
      ),
    ];
    const by = served[0];
    if (by) {
      const how =
        by.kind === "DnsZone"
          ? `${label(by)} serves its zone from the account's nameservers`
          : `${label(by)} delegates it to the account's nameservers`;
      out.push(
        `${label(config)} puts DS records for ${domainText} at the registry in mode "external" (keys another DNS host holds), ` +
          `but ${how}, which sign only in mode "provider": validating resolvers would reject every answer for ${domainText}. ` +
          `Set mode: "provider" (the service signs the zone and publishes its DS records), or serve the zone from the DNS host whose keys the DS records name.`,
      );
    }
  }

  if (state === "enabled" && mode === "provider" && accountZones.length > 0) {
    const hosted = knownZones(resources, accountZones).some((known) => known.zone === domain);
    if (!hosted) {
      out.push(
        `${label(config)} enables DNSSEC for ${domainText} in mode "provider", but no DnsZone or DnsRecord of the program and no entry of accountZones is the zone ${domainText}: ` +
          `the service signs only a zone the account hosts, so the registry would get DS records for a zone nobody signs. ` +
          `Declare the zone (a DnsZone "${domainText}"), add it to accountZones if the account hosts it, or use mode "external" with your DNS host's DS records.`,
      );
    }
  }

  // The state the configuration last observed (after an up or a refresh).
  const live = config.props.liveState;
  if (typeof live === "object" && live !== null) {
    const observed = live as Record<string, unknown>;
    const atRegistry = observed.state === "enabled";
    const signed = observed.zoneSigned;
    if (atRegistry && signed === false && observed.mode === "provider") {
      out.push(
        `${label(config)}: the registry holds DS records for ${domainText}, but the account's nameservers last served its zone unsigned: ` +
          `validating resolvers reject its answers. Check that the zone is hosted and signed (\`pulumi refresh\` shows the state now), ` +
          `or set state: "disabled" to take the DS records off the registry.`,
      );
    } else if (!atRegistry && signed === true && state !== "disabled") {
      out.push(
        `${label(config)}: the zone of ${domainText} is signed, but the registry holds no DS records for it, so resolvers cannot validate it. ` +
          `Run \`pulumi up\` to finish enabling DNSSEC (or \`pulumi refresh\` if it finished since), or set state: "disabled".`,
      );
    }
  }
  return out;
}
