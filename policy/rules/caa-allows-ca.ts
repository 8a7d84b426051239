import type { StackValidationPolicy } from "@pulumi/policy";
import { caaPermits, relevantCaaSet } from "../../provider/dns/caa";
import { certificateNames } from "../certificate-names";
import { caaText, type DeclaredCaa, declaredCaa } from "../dns-facts";
import { type Settings, settingsOf } from "../pack-config";
import { label, ofKind, registrarResources } from "../stack-view";

export interface CaaSettings {
  /** The issuer domain the account's CA writes in CAA, as in `0 issue "ca.registrar.example"`. */
  caIdentity: string;
}

export const caaSettings: Settings<CaaSettings> = {
  defaults: { caIdentity: "ca.registrar.example" },
  schema: {
    properties: {
      caIdentity: {
        type: "string",
        default: "ca.registrar.example",
        description: "The issuer domain of the account's CA, as CAA issue properties name it",
      },
    },
  },
};

/**
 * A certificate the program orders for a name whose CAA records (at the name or the closest
 * parent that has any, RFC 8659's climb), as the program declares them, refuse the account's CA:
 * the CA checks CAA before it issues, so the order would be paid and then refused.
 */
export const caaAllowsCa: StackValidationPolicy = {
  name: "caa-allows-ca",
  description:
    "The CAA records the program declares let the account's CA issue every certificate the program orders.",
  enforcementLevel: "mandatory",
  configSchema: caaSettings.schema,
  validateStack: (args, reportViolation) => {
    const { caIdentity } = settingsOf(args, caaSettings);
    const resources = registrarResources(args.resources);
    const records = declaredCaa(resources);
    if (records.length === 0) return;
    const caaAt = (name: string): DeclaredCaa[] => records.filter((record) => record.name === name);
    for (const certificate of ofKind(resources, "TlsCertificate")) {
      for (const name of certificateNames(certificate)) {
        const wildcard = name.startsWith("*.");
        const set = relevantCaaSet(name, caaAt);
        const verdict = caaPermits(set.records, caIdentity, { wildcard });
        if (verdict.permitted) continue;
        const at = set.name ?? name;
        const tag =
          wildcard && set.records.some((record) => record.tag === "issuewild") ? "issuewild" : "issue";
        const decides = verdict.record
          ? `the CAA record ${caaText(verdict.record)} of ${label(verdict.record.source)}`
          : `the CAA records at ${at}`;
        reportViolation(
          `${label(certificate)} orders ${name} from ${caIdentity}, but ${decides} refuses it (${verdict.reason}): ` +
            `the CA checks CAA before it issues, so the order would be paid and then refused. ` +
            `Add a record ${at}. CAA 0 ${tag} "${caIdentity}" (or change the one that refuses), ` +
            `or leave ${name} out of the certificate.`,
          certificate.urn,
        );
      }
    }
  },
};
