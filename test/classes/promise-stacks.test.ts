import * as pulumi from "@pulumi/pulumi";
import { pausePromiseStacks } from "../../classes/promise-stacks";
import type { ResourceKind } from "../../provider/resources/kinds";
import { sampleArgs } from "../provider/resources/support/sample-args";
import { resourceClasses } from "./support/resource-classes";

describe("pausePromiseStacks", () => {
  afterEach(() => {
    Error.stackTraceLimit = 10;
  });

  test("errors made while paused have no frames; the limit in force before comes back", () => {
    Error.stackTraceLimit = 25;
    const resume = pausePromiseStacks();
    const paused = new Error("paused").stack;
    resume();
    expect(paused).toBe("Error: paused");
    expect(Error.stackTraceLimit).toBe(25);
    expect(new Error("resumed").stack?.split("\n").length).toBeGreaterThan(1);
  });
});

const classes = resourceClasses;

describe("each resource class registers without a stack trace per promise", () => {
  const kinds = Object.keys(classes) as ResourceKind[];
  let traces: number[];
  const original = Error.prepareStackTrace;

  beforeAll(() => {
    pulumi.runtime.setMocks(
      { newResource: (args) => ({ id: `${args.name}-id`, state: args.inputs }), call: (args) => args.inputs },
      "project",
      "stack",
      false,
    );
  });
  beforeEach(() => {
    traces = [];
    // Counts the frames of every stack trace formatted, and formats it as before.
    Error.prepareStackTrace = (error, frames) => {
      traces.push(frames.length);
      return original ? original(error, frames) : `${error}\n${frames.map((f) => `    at ${f}`).join("\n")}`;
    };
  });
  afterEach(() => {
    Error.prepareStackTrace = original;
  });

  test.each(kinds)("%s: one trace, the resource's source position", async (kind) => {
    const Class = classes[kind] as unknown as new (name: string, args: unknown) => pulumi.CustomResource;
    const limit = Error.stackTraceLimit;
    const resource = new Class(`traced-${kind}`, sampleArgs[kind]);
    const withFrames = traces.filter((frames) => frames > 0);
    Error.prepareStackTrace = original;
    // The registration ends before the test does, passed or failed.
    await new Promise((resolve) => resource.urn.apply(resolve));
    // Pulumi takes the source position with an unlimited stack: it reaches this test's file.
    expect(withFrames).toHaveLength(1);
    expect(withFrames[0]).toBeGreaterThan(limit);
    expect(Error.stackTraceLimit).toBe(limit);
  });
});
