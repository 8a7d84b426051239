import * as tlsOrganization from "../../../../dynamic/tls-organization";
import { contactInputs } from "../../../support/contact";
import { lifecycleConformance } from "../support/lifecycle-conformance";

const inputs = { ...contactInputs, organization: "Conformance Corp" };

lifecycleConformance<tlsOrganization.TlsOrganizationInputs, tlsOrganization.TlsOrganizationOutputs>({
  kind: "TlsOrganization",
  provider: tlsOrganization,
  inputs,
  created: (id) => ({ organizationId: id, countryCode: "DE", editMode: "update_provider" }),
  // The API changes every field in place (editMode says how).
  replaces: { properties: [] },
  invalid: { inputs: { ...inputs, email: "not-an-address" }, property: "email" },
  update: {
    inputs: { ...inputs, city: "Hamburg", postalCode: "20095" },
    outputs: { city: "Hamburg", postalCode: "20095" },
  },
  createRequest: { method: "POST", path: "^/tls/organization$" },
  outOfBand: {
    change: async (client, _id, outs) => {
      await client.patchOrganizationByID(outs.organizationId, { city: "Munich" });
    },
    read: { city: "Munich" },
  },
  // The API has no way to delete an organization: delete only stops managing it.
  deleteForgets: true,
  count: async (client) => (await client.listOrganizations()).length,
});
