import type { EngineEvent } from "@pulumi/pulumi/automation";
import { byType, stepRecorder } from "../../bench/step-timeline";

const step = (kind: "resourcePreEvent" | "resOutputsEvent", urn: string, type: string, op = "create") =>
  ({ sequence: 0, timestamp: 0, [kind]: { metadata: { urn, type, op } } }) as unknown as EngineEvent;

test("times each step from its start to its outputs, per type, the type that ended last first; skips unchanged", () => {
  let now = 0;
  const recorder = stepRecorder(0, () => now);
  const at = (ms: number, event: EngineEvent) => {
    now = ms;
    recorder.onEvent(event);
  };
  at(1000, step("resourcePreEvent", "urn:zone-a", "Zone"));
  at(1500, step("resourcePreEvent", "urn:cert-a", "Cert"));
  at(2000, step("resourcePreEvent", "urn:zone-b", "Zone"));
  at(2500, step("resOutputsEvent", "urn:zone-a", "Zone"));
  at(3000, step("resOutputsEvent", "urn:zone-b", "Zone"));
  at(3000, step("resourcePreEvent", "urn:same", "Zone", "same"));
  at(9000, step("resOutputsEvent", "urn:cert-a", "Cert"));
  expect(byType(recorder.spans())).toEqual([
    {
      type: "Cert",
      steps: 1,
      firstStartSeconds: 1.5,
      lastEndSeconds: 9,
      medianSeconds: 7.5,
      p90Seconds: 7.5,
      longestSeconds: 7.5,
    },
    {
      type: "Zone",
      steps: 2,
      firstStartSeconds: 1,
      lastEndSeconds: 3,
      medianSeconds: 1.5,
      p90Seconds: 1.5,
      longestSeconds: 1.5,
    },
  ]);
});
