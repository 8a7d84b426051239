import type { StackValidationPolicy } from "@pulumi/policy";
import { keyAlgorithms } from "../../provider/tls/key-pair";
import { type Settings, settingsOf } from "../pack-config";
import { label, numberOf, ofKind, registrarResources, textOf } from "../stack-view";

export interface StrengthSettings {
  /** The key algorithms a CertificateRequest may use (its keyAlgorithm values). */
  allowedKeyTypes: string[];
  /** The least size of an RSA key, in bits. */
  minRsaBits: number;
  /** The least validityDays a TlsCertificate may ask for (0: any). */
  minValidityDays: number;
}

export const strengthSettings: Settings<StrengthSettings> = {
  defaults: { allowedKeyTypes: [...keyAlgorithms], minRsaBits: 2048, minValidityDays: 0 },
  schema: {
    properties: {
      allowedKeyTypes: {
        type: "array",
        items: { type: "string", enum: [...keyAlgorithms] },
        default: [...keyAlgorithms],
        description: "The key algorithms a CertificateRequest may use",
      },
      minRsaBits: { type: "integer", default: 2048, description: "The least size of an RSA key, in bits" },
      minValidityDays: {
        type: "integer",
        default: 0,
        description: "The least validityDays a TlsCertificate may ask for (0: any)",
      },
    },
  },
};

/** The key algorithm a CertificateRequest makes when it names none. */
const defaultKeyAlgorithm = "ecdsa-p256";

/**
 * Keys and terms below what the organisation requires: a CertificateRequest's key algorithm
 * not among `allowedKeyTypes` or an RSA key shorter than `minRsaBits`, a TlsCertificate's
 * validityDays below `minValidityDays`. A certificate without validityDays takes its product's
 * term, which only the API knows: it is not checked.
 */
export const certificateStrength: StackValidationPolicy = {
  name: "certificate-strength",
  description: "Certificate keys and terms meet the settings' key types, RSA size and least validity.",
  enforcementLevel: "mandatory",
  configSchema: strengthSettings.schema,
  validateStack: (args, reportViolation) => {
    const settings = settingsOf(args, strengthSettings);
    const resources = registrarResources(args.resources);
    for (const request of ofKind(resources, "CertificateRequest")) {
      const given = request.props.keyAlgorithm;
      if (given !== undefined && typeof given !== "string") continue; // unknown until up
      const algorithm = given ?? defaultKeyAlgorithm;
      const fix = `set keyAlgorithm to one of ${settings.allowedKeyTypes.join(", ")}`;
      if (!settings.allowedKeyTypes.includes(algorithm)) {
        reportViolation(
          `${label(request)} makes a ${algorithm} key${given === undefined ? " (the default)" : ""}, which is not among the allowed key types: ${fix}.`,
          request.urn,
        );
        continue;
      }
      const bits = /^rsa-(\d+)$/.exec(algorithm)?.[1];
      if (bits !== undefined && Number(bits) < settings.minRsaBits) {
        reportViolation(
          `${label(request)} makes a ${bits}-bit RSA key (${algorithm}), below the required ${settings.minRsaBits} bits: ` +
            `set keyAlgorithm to a larger RSA key or to ecdsa-p256.`,
          request.urn,
        );
      }
    }
    for (const certificate of ofKind(resources, "TlsCertificate")) {
      const days = numberOf(certificate.props, "validityDays");
      if (days === undefined || days >= settings.minValidityDays) continue;
      reportViolation(
        `${label(certificate)} asks for validityDays ${days} (${textOf(certificate.props, "commonName") ?? "its names"}), ` +
          `below the required ${settings.minValidityDays} days: set validityDays to at least ${settings.minValidityDays}, or leave it out for the product's term.`,
        certificate.urn,
      );
    }
  },
};
