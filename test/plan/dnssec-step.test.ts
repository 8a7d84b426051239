import { dnssecStep } from "../../plan/dnssec-step";
import { statesOf, stepOf } from "./support/previews";

test("a create enables DNSSEC and says what up waits for", () => {
  const { news } = statesOf(stepOf("create", "DnssecConfig"));
  expect(dnssecStep("create", undefined, news)).toEqual({
    subject: "DNSSEC of example.net",
    changes: [],
    notes: ["enabled in mode provider; `up` waits until it is active"],
  });
});

test("an update names the inputs that change; disabling is waited for", () => {
  const { olds } = statesOf(stepOf("delete", "DnssecConfig"));
  const { news } = statesOf(stepOf("create", "DnssecConfig"));
  expect(dnssecStep("update", olds, { ...news, state: "disabled" })).toEqual({
    subject: "DNSSEC of example.net",
    changes: [{ field: "state", from: "enabled", to: "disabled" }],
    notes: ["disabled; `up` waits until it is inactive"],
  });
  expect(dnssecStep("update", olds, { ...news, timeoutSeconds: 60 })).toEqual({
    subject: "DNSSEC of example.net",
    changes: [{ field: "timeoutSeconds", from: 600, to: 60 }],
    notes: [],
  });
});

test("a delete disables DNSSEC", () => {
  const { olds } = statesOf(stepOf("delete", "DnssecConfig"));
  expect(dnssecStep("delete", olds, undefined).notes).toEqual([
    "disabled (its DS records leave the registry); `up` waits until it is inactive",
  ]);
});
