import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Preview, type PreviewStep, parsePreview } from "../../../plan/preview-json";
import { clock } from "../../../provider/common/clock";
import { kindOfToken } from "../../../provider/resources/kinds";

/**
 * The previews scripts/record-plan-fixtures.sh recorded from test/e2e/programs/plan through the
 * real CLI: create, change (a record added by hand, a certificate replaced), refused and allowed
 * (a zone's change limits), reissue, renewal, delete, invalid (a check failure), program-error.
 */
export type FixtureName =
  | "create"
  | "change"
  | "refused"
  | "allowed"
  | "reissue"
  | "renewal"
  | "delete"
  | "invalid"
  | "program-error";

export const fixtureText = (name: FixtureName) =>
  readFileSync(join(__dirname, "..", "fixtures", `${name}.json`), "utf8");

export const fixture = (name: FixtureName): Preview => parsePreview(fixtureText(name), `${name}.json`);

/** The one step of a fixture that `up` takes for the resource of `kind` (refresh and same steps aside). */
export function stepOf(name: FixtureName, kind: string): PreviewStep {
  const steps = fixture(name).steps.filter(
    (step) =>
      kindOfToken(step.newState?.type ?? step.oldState?.type ?? "") === kind &&
      !["refresh", "same"].includes(step.op),
  );
  if (steps.length !== 1) throw new Error(`${name}.json has ${steps.length} steps of a ${kind}`);
  return steps[0] as PreviewStep;
}

/** The step's old outputs and new inputs, as the plan hands them to the kind's reader. */
// biome-ignore lint/suspicious/noExplicitAny: each test reads the kind's own outputs and inputs
export const statesOf = (step: PreviewStep): { olds: any; news: any } => ({
  olds: step.oldState?.outputs,
  news: step.newState?.inputs,
});

const fixtureNames: FixtureName[] = [
  "create",
  "change",
  "refused",
  "allowed",
  "reissue",
  "renewal",
  "delete",
];

/** This machine's time when the fixtures were recorded: the last time the CLI wrote into a state. */
export function recordingTime(): number {
  const times = fixtureNames.flatMap((name) =>
    fixture(name).steps.flatMap((step) => [step.oldState?.modified, step.newState?.modified]),
  );
  return Math.max(...times.filter((time): time is string => typeof time === "string").map(Date.parse));
}

/**
 * The provider's clock at the recording's time for the tests of this file: a certificate's
 * renewal date is judged by it, as it was when the previews were made.
 */
export function useRecordingClock(): void {
  beforeEach(() => {
    const now = recordingTime();
    jest.spyOn(clock, "now").mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());
}
