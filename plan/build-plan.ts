import { kindOfToken, type ResourceKind, resourceKinds } from "../provider/resources/kinds";
import { certificateRequestStep } from "./certificate-request-step";
import { certificateStep } from "./certificate-step";
import { delegationStep } from "./delegation-step";
import { dnssecStep } from "./dnssec-step";
import { guardRefusal } from "./guard-refusal";
import { organizationStep } from "./organization-step";
import type { Counts, Operation, Plan, PlanError, ResourcePlan } from "./plan";
import { type Diagnostic, NotPreviewError, type Preview, type PreviewStep } from "./preview-json";
import { recordStep } from "./record-step";
import { resourceName, stackOf } from "./resource-type";
import type { StepDetail } from "./step-detail";
import { zoneStep } from "./zone-step";

/**
 * What each kind's step does, from the state's outputs (absent for a create) and the checked
 * inputs (absent for a delete), as the engine hands them to the provider's diff and update. One
 * reader per kind of the table (provider/resources/kinds.ts): the compiler demands a new kind's.
 */
// biome-ignore lint/suspicious/noExplicitAny: each kind reads its own outputs and inputs from the preview's JSON
const detailOf: Record<ResourceKind, (op: Operation, olds: any, news: any) => StepDetail> = {
  DnsZone: zoneStep,
  DnsRecord: recordStep,
  DnssecConfig: dnssecStep,
  NameserverDelegation: delegationStep,
  TlsOrganization: organizationStep,
  CertificateRequest: certificateRequestStep,
  TlsCertificate: certificateStep,
};

/** The engine's step operations as `up` takes them; the rest (same, refresh, read, …) change nothing. */
function operationOf(step: PreviewStep, replaced: ReadonlySet<string>): Operation | undefined {
  switch (step.op) {
    case "create":
    case "update":
    case "delete":
    case "replace":
      return step.op;
    // With --show-replacement-steps a replace is two steps (or three): shown once, as a replace.
    case "create-replacement":
      return replaced.has(step.urn) ? undefined : "replace";
    default:
      return undefined;
  }
}

/** The plan of a preview: its steps of this package's resources, described; its errors and warnings. */
export function buildPlan(preview: Preview): Plan {
  const replaced = new Set(preview.steps.filter((step) => step.op === "replace").map((step) => step.urn));
  const resources: ResourcePlan[] = [];
  const otherResources = counts();
  for (const step of preview.steps) {
    const op = operationOf(step, replaced);
    if (!op) continue;
    const type = step.newState?.type ?? step.oldState?.type ?? "";
    const kind = kindOfToken(type);
    if (!kind) {
      otherResources[op]++;
      continue;
    }
    const olds = op === "create" ? undefined : step.oldState?.outputs;
    const news = op === "delete" ? undefined : step.newState?.inputs;
    const detail = stepDetail(kind, op, step, olds, news);
    resources.push({
      kind,
      name: resourceName(step.urn),
      urn: step.urn,
      op,
      ...(op === "replace" && step.replaceReasons?.length ? { replaceReasons: step.replaceReasons } : {}),
      ...detail,
    });
  }
  // The order of the table's kinds, then by name: the preview's own order changes from run to run.
  resources.sort(
    (a, b) => resourceKinds.indexOf(a.kind) - resourceKinds.indexOf(b.kind) || a.name.localeCompare(b.name),
  );
  const summary = { ...counts(), paid: resources.filter((resource) => resource.paid).length };
  for (const resource of resources) summary[resource.op]++;
  const errors = preview.diagnostics.filter((d) => d.severity === "error").map(planError);
  const warnings = preview.diagnostics
    .filter((d) => d.severity === "warning")
    .map((d) => d.message.replace(/^warning: /, "").trim());
  const where = preview.steps.map((step) => stackOf(step.urn)).find((found) => found !== undefined);
  return {
    format: "registrar-plan",
    version: 1,
    ...(where ? { stack: where.stack, project: where.project } : {}),
    summary,
    complete: errors.length === 0,
    errors,
    warnings,
    resources,
    otherResources,
  };
}

const counts = (): Counts => ({ create: 0, update: 0, replace: 0, delete: 0 });

/** A step's detail; states the kind's reader cannot read are refused with the step named. */
function stepDetail(
  kind: ResourceKind,
  op: Operation,
  step: PreviewStep,
  olds: Record<string, unknown> | undefined,
  news: Record<string, unknown> | undefined,
): StepDetail {
  try {
    return detailOf[kind](op, olds, news);
  } catch (error) {
    throw new NotPreviewError(
      `the ${op} step of ${step.urn} does not hold a ${kind}'s state as the provider writes it (${(error as Error).message})`,
    );
  }
}

function planError(diagnostic: Diagnostic): PlanError {
  const message = diagnostic.message.replace(/^error: /, "").trim();
  if (!diagnostic.urn) return { message };
  const kind = kindOfToken(typeFromUrn(diagnostic.urn));
  const guard = kind === "DnsZone" ? guardRefusal(message) : undefined;
  return {
    resource: { ...(kind ? { kind } : {}), name: resourceName(diagnostic.urn), urn: diagnostic.urn },
    message,
    ...(guard ? { guard } : {}),
  };
}

/** The resource's own type in a URN (`…::parent$type::name`): the part after the last `$`. */
function typeFromUrn(urn: string): string {
  const parts = urn.split("::");
  const types = parts[parts.length - 2] ?? "";
  return types.slice(types.lastIndexOf("$") + 1);
}
