import { delegationStep } from "../../plan/delegation-step";
import { statesOf, stepOf } from "./support/previews";

const { olds, news } = statesOf(stepOf("change", "NameserverDelegation"));

test("a create names the nameservers it delegates to", () => {
  const { news: created } = statesOf(stepOf("create", "NameserverDelegation"));
  expect(delegationStep("create", undefined, created)).toEqual({
    subject: "delegation of example.com",
    changes: [],
    notes: ["delegated to the standard nameservers (sent only when the delegation differs)"],
  });
});

test("an update to a vanity set", () => {
  expect(delegationStep("update", olds, news)).toEqual({
    subject: "delegation of example.com",
    changes: [{ field: "vanitySetId", from: null, to: 1 }],
    notes: [],
  });
});

test("a delete does what onDelete and the delegation before say", () => {
  const after = { ...olds, vanitySetId: 1, mode: "vanity" };
  expect(delegationStep("delete", after, undefined).notes).toEqual([
    "delegated back to the standard nameservers",
  ]);
  expect(delegationStep("delete", { ...after, onDelete: "retain" }, undefined).notes).toEqual([
    "keeps its delegation (onDelete retain)",
  ]);
  const wasVanity = { ...after, previousMode: "vanity", previousVanitySetId: 2 };
  expect(delegationStep("delete", wasVanity, undefined).notes).toEqual(["delegated back to vanity set 2"]);
  const wasExternal = { ...after, previousMode: "external", previousNameservers: ["ns1.elsewhere.test."] };
  expect(delegationStep("delete", wasExternal, undefined).notes).toEqual([
    "was on external nameservers before (ns1.elsewhere.test.): set them again by hand",
  ]);
});
