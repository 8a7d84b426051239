import { guardRefusal } from "../../plan/guard-refusal";
import { ownerResourceOf } from "../../provider/dns/ownership";
import { zoneFromState } from "../../provider/resources/dns-zone/from-state";
import { checkChangeRatio } from "../../provider/resources/dns-zone/guard";
import { changesFor } from "../../provider/resources/dns-zone/step-changes";
import { fixture, statesOf, stepOf } from "./support/previews";

// A zone the guard refuses leaves only its message in a failed preview: the counts are read back
// from the message the provider throws, which these tests make with the provider's own guard.

/** The provider's refusal of the change fixture's zone update under `shares`. */
function refusal(shares: { update: number; delete: number }): string {
  const { olds, news } = statesOf(stepOf("change", "DnsZone"));
  const { live, plan } = changesFor(zoneFromState(olds, ownerResourceOf(olds.ownerTag)), news);
  try {
    checkChangeRatio(news.zone, plan, live, shares);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the guard let the update through");
}

test("one share exceeded", () => {
  expect(guardRefusal(refusal({ update: 0.1, delete: 0.3 }))).toEqual({
    zone: "example.org.",
    exceeded: [{ kind: "update", count: 2, base: 11, share: 0.1 }],
    updates: 2,
    deletes: 1,
  });
});

test("both shares exceeded", () => {
  expect(guardRefusal(refusal({ update: 0.05, delete: 0.05 }))).toEqual({
    zone: "example.org.",
    exceeded: [
      { kind: "update", count: 2, base: 11, share: 0.05 },
      { kind: "delete", count: 1, base: 11, share: 0.05 },
    ],
    updates: 2,
    deletes: 1,
  });
});

test("the refusal of a recorded preview, as the CLI passed it on", () => {
  const error = fixture("refused").diagnostics.find((d) => d.severity === "error");
  expect(guardRefusal(error?.message.replace(/^error: /, "") ?? "")).toEqual({
    zone: "example.org.",
    exceeded: [{ kind: "update", count: 2, base: 11, share: 0.1 }],
    updates: 2,
    deletes: 0,
  });
});

test("any other error is no refusal", () => {
  const error = fixture("invalid").diagnostics.find((d) => d.severity === "error");
  expect(guardRefusal(error?.message ?? "")).toBeUndefined();
  expect(
    guardRefusal("zone example.org.: 1 of 3 writes failed (create www A 192.0.2.1: 500)"),
  ).toBeUndefined();
});
