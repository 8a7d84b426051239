import type { TlsOrganizationResponse } from "../../client/api";
import { contactOf, type TlsOrganizationInputs } from "./inputs";

/** Outputs: the contact data as the API holds it, the edit mode, and the current organization's id. */
export interface TlsOrganizationOutputs extends TlsOrganizationInputs {
  /** The organization orders should use; create_replacement changes it, the Pulumi id stays. */
  organizationId: string;
}

export function outputs(
  settings: { editMode: TlsOrganizationInputs["editMode"] },
  org: TlsOrganizationResponse,
): TlsOrganizationOutputs {
  return { ...contactOf(org), editMode: settings.editMode, organizationId: org.id };
}
