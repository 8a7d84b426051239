import type { TlsOrganizationInputs } from "../provider/resources/tls-organization/inputs";
import type { TlsOrganizationOutputs } from "../provider/resources/tls-organization/outputs";
import { inputChanges } from "./field-changes";
import type { Operation } from "./plan";
import type { StepDetail } from "./step-detail";

/** A TlsOrganization's step: the organization, and the contact fields that change. */
export function organizationStep(
  op: Operation,
  olds: TlsOrganizationOutputs | undefined,
  news: TlsOrganizationInputs | undefined,
): StepDetail {
  return {
    subject: `TLS organization ${news?.organization ?? olds?.organization ?? ""}`,
    changes: op === "update" || op === "replace" ? inputChanges(olds, news) : [],
    notes:
      op === "delete"
        ? ["stays in the account (the API cannot delete organizations): Pulumi stops managing it"]
        : [],
  };
}
