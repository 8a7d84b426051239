import type { StackValidationPolicy } from "@pulumi/policy";
import { fqdnOf, zonesManagedWithin } from "../dns-facts";
import { label, ofKind, registrarResources, textOf, textsOf } from "../stack-view";

/**
 * A domain delegated away from the account's nameservers while a DnsZone of the program manages
 * its zone (or one below it): the records the zone declares are served by nobody. A
 * NameserverDelegation delegates only to the account's nameservers (standard or a vanity set),
 * so the program reaches this state through what the delegation observed (mode "external": it
 * was moved outside Pulumi; a preview shows the last `up` or refresh) or through its delete:
 * onDelete "restore" puts back the external nameservers found when Pulumi took the domain over.
 */
export const delegationServesZone: StackValidationPolicy = {
  name: "delegation-serves-zone",
  description: "A domain whose zone a DnsZone manages stays delegated to the account's nameservers.",
  enforcementLevel: "mandatory",
  validateStack: (args, reportViolation) => {
    const resources = registrarResources(args.resources);
    for (const delegation of ofKind(resources, "NameserverDelegation")) {
      const domainText = textOf(delegation.props, "domain");
      const domain = fqdnOf(domainText);
      if (domainText === undefined || domain === undefined) continue;
      const zones = zonesManagedWithin(resources, domain);
      const zone = zones[0];
      if (!zone) continue;
      const managed = `${label(zone)} manages ${textOf(zone.props, "zone") ?? domainText}`;
      if (textOf(delegation.props, "mode") === "external") {
        const servers =
          (textsOf(delegation.props, "nameservers") ?? []).join(", ") || "nameservers elsewhere";
        reportViolation(
          `${label(delegation)}: ${domainText} is delegated to ${servers}, away from the account's nameservers, while ${managed}: ` +
            `the records it declares are not served. Run \`pulumi up\` to delegate ${domainText} back to the account's nameservers ` +
            `(the delegation's vanitySetId or the standard nameservers), or remove the DnsZone if the zone now lives elsewhere.`,
          delegation.urn,
        );
      } else if (
        (textOf(delegation.props, "onDelete") ?? "restore") === "restore" &&
        textOf(delegation.props, "previousMode") === "external"
      ) {
        const servers =
          (textsOf(delegation.props, "previousNameservers") ?? []).join(", ") || "its earlier nameservers";
        reportViolation(
          `${label(delegation)} has onDelete "restore", which on its delete delegates ${domainText} back to ${servers}, away from the account's nameservers, while ${managed}. ` +
            `Set onDelete: "standard" (or "retain") so the zone stays served once the delegation leaves the program.`,
          delegation.urn,
        );
      }
    }
  },
};
