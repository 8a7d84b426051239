import { buildPlan } from "../../plan/build-plan";
import type { Preview, PreviewStep } from "../../plan/preview-json";
import { fixture, useRecordingClock } from "./support/previews";

// The plan of each recorded preview: what `up` does with each resource, the summary, and a
// failed preview's errors.

useRecordingClock();

test("a change: one entry per resource, zones first, in the order of kinds", () => {
  const plan = buildPlan(fixture("change"));
  expect(plan).toMatchObject({
    format: "registrar-plan",
    version: 1,
    stack: "dev",
    project: "registrar-plan",
    summary: { create: 0, update: 4, replace: 2, delete: 0, paid: 1 },
    complete: true,
    errors: [],
    warnings: [],
    otherResources: { create: 0, update: 0, replace: 0, delete: 0 },
  });
  expect(plan.resources.map((r) => `${r.op} ${r.kind} ${r.name}`)).toEqual([
    "update DnsZone example-org",
    "update DnsRecord api",
    "update NameserverDelegation example-com",
    "update TlsOrganization org",
    "replace CertificateRequest web-key",
    "replace TlsCertificate web",
  ]);
  expect(plan.resources.find((r) => r.kind === "TlsCertificate")).toMatchObject({
    urn: "urn:pulumi:dev::registrar-plan::pulumi-nodejs:dynamic/registrar:TlsCertificate::web",
    replaceReasons: ["commonName"],
    paid: "new order",
  });
});

test("a first preview: every resource created; the stack itself is another provider's", () => {
  const plan = buildPlan(fixture("create"));
  expect(plan.summary).toEqual({ create: 7, update: 0, replace: 0, delete: 0, paid: 1 });
  expect(plan.otherResources).toEqual({ create: 1, update: 0, replace: 0, delete: 0 });
});

test("a delete", () => {
  const plan = buildPlan(fixture("delete"));
  expect(plan.summary).toEqual({ create: 0, update: 1, replace: 0, delete: 4, paid: 0 });
  expect(plan.warnings).toEqual(["Undefined value (certificateId) will not show as a stack output."]);
});

describe("a failed preview", () => {
  test("a zone refused by its change limits: the refusal's counts; the steps the preview reached", () => {
    const plan = buildPlan(fixture("refused"));
    expect(plan.complete).toBe(false);
    expect(plan.errors).toEqual([
      {
        resource: {
          kind: "DnsZone",
          name: "example-org",
          urn: "urn:pulumi:dev::registrar-plan::pulumi-nodejs:dynamic/registrar:DnsZone::example-org",
        },
        message: expect.stringMatching(/^zone example\.org\.: this update would update 2 of its 11 records/),
        guard: {
          zone: "example.org.",
          exceeded: [{ kind: "update", count: 2, base: 11, share: 0.1 }],
          updates: 2,
          deletes: 0,
        },
      },
    ]);
    expect(plan.resources.map((r) => `${r.op} ${r.kind}`)).toEqual(["update DnsRecord"]);
  });

  test("an input check refused: the resource and the provider's reason", () => {
    const plan = buildPlan(fixture("invalid"));
    expect(plan.errors).toEqual([
      {
        resource: { kind: "DnsRecord", name: "api", urn: expect.stringMatching(/DnsRecord::api$/) },
        message: expect.stringContaining('data: "192.0.2.300" is not an IPv4 address'),
      },
    ]);
  });

  test("the program failed: the error, no resource", () => {
    const plan = buildPlan(fixture("program-error"));
    expect(plan.errors).toEqual([
      { message: "Configuration 'registrar-plan:zone' value 'not JSON' is not a valid JSON object" },
    ]);
    expect(plan.resources).toEqual([]);
  });
});

describe("what the recordings do not show", () => {
  const change = fixture("change");
  const replaceStep = change.steps.find(
    (step) => step.op === "replace" && step.urn.endsWith("TlsCertificate::web"),
  ) as PreviewStep;
  const only = (steps: PreviewStep[]): Preview => ({ steps, diagnostics: [] });

  test("with --show-replacement-steps a replace is several steps, planned once", () => {
    const steps = [
      { ...replaceStep, op: "create-replacement" },
      replaceStep,
      { ...replaceStep, op: "delete-replaced" },
    ];
    expect(buildPlan(only(steps)).resources.map((r) => `${r.op} ${r.kind}`)).toEqual([
      "replace TlsCertificate",
    ]);
    expect(buildPlan(only([steps[0] as PreviewStep])).summary).toMatchObject({ replace: 1, paid: 1 });
  });

  test("a native provider's type token, and a resource inside a component", () => {
    const native = {
      ...replaceStep,
      urn: "urn:pulumi:dev::registrar-plan::my:Site$registrar:index:TlsCertificate::web",
      oldState: { ...replaceStep.oldState, type: "registrar:index:TlsCertificate" },
      newState: { ...replaceStep.newState, type: "registrar:index:TlsCertificate" },
    } as PreviewStep;
    const plan = buildPlan({
      steps: [native],
      diagnostics: [
        {
          urn: "urn:pulumi:dev::registrar-plan::my:Site$registrar:index:DnsZone::site",
          severity: "error",
          message: "error: something went wrong",
        },
      ],
    });
    expect(plan.resources.map((r) => `${r.op} ${r.kind} ${r.name}`)).toEqual(["replace TlsCertificate web"]);
    expect(plan.errors[0]?.resource).toMatchObject({ kind: "DnsZone", name: "site" });
  });

  test("other providers' steps are counted, not described", () => {
    const bucket: PreviewStep = {
      op: "delete",
      urn: "urn:pulumi:dev::registrar-plan::aws:s3/bucket:Bucket::logs",
      oldState: { type: "aws:s3/bucket:Bucket", outputs: {} },
    };
    const plan = buildPlan(only([bucket, { ...bucket, op: "same" }, { ...bucket, op: "refresh" }]));
    expect(plan.resources).toEqual([]);
    expect(plan.otherResources).toEqual({ create: 0, update: 0, replace: 0, delete: 1 });
  });
});
