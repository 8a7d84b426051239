import type { z } from "zod";
import type { TlsOrganizationResponse } from "../../client/api";
import { contactOf, type TlsOrganizationInputs } from "./inputs";
import type { outputProperties } from "./properties";

/** Outputs: the contact data as the API holds it, the edit mode, and the current organization's id. */
export type TlsOrganizationOutputs = z.output<typeof outputProperties>;

export function outputs(
  settings: { editMode: TlsOrganizationInputs["editMode"] },
  org: TlsOrganizationResponse,
): TlsOrganizationOutputs {
  return { ...contactOf(org), editMode: settings.editMode, organizationId: org.id };
}
