import type { StackValidationPolicy } from "@pulumi/policy";
import { baseName, certificateNames } from "../certificate-names";
import { knownZones, zoneHolding } from "../dns-facts";
import { accountZonesSchema, type Settings, settingsOf } from "../pack-config";
import { flagOf, label, ofKind, registrarResources, textOf } from "../stack-view";

export interface DcvSettings {
  accountZones: string[];
}

export const dcvSettings: Settings<DcvSettings> = {
  defaults: { accountZones: [] },
  schema: { properties: { accountZones: accountZonesSchema } },
};

/**
 * A certificate validated by DNS (dcvMethod "dns-cname-token", the default) whose DCV records
 * the provider places (manageDcvRecords, the default) for a name in no zone of the account: the
 * order waits for validation until it times out. The pack sees the program and its settings, not
 * the account: the zones it knows are the program's DnsZones, the zones its DnsRecords are
 * written in, and `accountZones`.
 */
export const dcvZoneInAccount: StackValidationPolicy = {
  name: "dcv-zone-in-account",
  description:
    "Every name of a DNS-validated certificate lies in a zone of the account, where its DCV record can be placed.",
  // Advisory unless told: a zone the account hosts outside the program is invisible to the pack.
  enforcementLevel: "advisory",
  configSchema: dcvSettings.schema,
  validateStack: (args, reportViolation) => {
    const { accountZones } = settingsOf(args, dcvSettings);
    const resources = registrarResources(args.resources);
    const zones = knownZones(resources, accountZones);
    for (const certificate of ofKind(resources, "TlsCertificate")) {
      const method = textOf(certificate.props, "dcvMethod") ?? "dns-cname-token";
      if (method !== "dns-cname-token" || flagOf(certificate.props, "manageDcvRecords") === false) continue;
      const homeless = certificateNames(certificate).filter((name) => !zoneHolding(baseName(name), zones));
      if (homeless.length === 0) continue;
      const known = [...new Set(zones.map((known) => known.zone))];
      reportViolation(
        `${label(certificate)} is validated by DNS, but no zone of the account known to the policy holds the DCV record of ` +
          `${homeless.join(", ")} (zones of the program: ${known.join(", ") || "none"}), so the order would wait for validation until it times out. ` +
          `Declare the zone in a DnsZone, add it to the policy's accountZones if the account hosts it outside this program, ` +
          `or set dcvMethod: "email".`,
        certificate.urn,
      );
    }
  },
};
