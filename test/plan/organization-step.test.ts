import { organizationStep } from "../../plan/organization-step";
import { statesOf, stepOf } from "./support/previews";

test("an update names the contact fields that change", () => {
  const { olds, news } = statesOf(stepOf("change", "TlsOrganization"));
  expect(organizationStep("update", olds, news)).toEqual({
    subject: "TLS organization Example Shop AG",
    changes: [{ field: "organization", from: "Example Shop GmbH", to: "Example Shop AG" }],
    notes: [],
  });
});

test("a delete leaves the organization in the account", () => {
  const { olds } = statesOf(stepOf("change", "TlsOrganization"));
  expect(organizationStep("delete", olds, undefined).notes).toEqual([
    "stays in the account (the API cannot delete organizations): Pulumi stops managing it",
  ]);
});
