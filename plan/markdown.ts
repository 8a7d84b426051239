import { kinds, type PlanSection, type ResourceKind, resourceKinds } from "../provider/resources/kinds";
import { changeText } from "./field-changes";
import type {
  Counts,
  GuardReport,
  Operation,
  Plan,
  PlanError,
  RecordChange,
  ResourcePlan,
  ZoneDetail,
} from "./plan";

/**
 * The plan as Markdown for a pull request's comment: a summary, the errors of a failed preview,
 * each DnsZone with its records, then the other resources one line each, in `diff` blocks (`+`
 * green, `-` red, `~` changed, `+-` replaced) as Pulumi marks its steps.
 */
export function planMarkdown(plan: Plan): string {
  const out: string[] = [`### Registrar plan${plan.stack ? ` for stack \`${plan.stack}\`` : ""}`, ""];
  const { paid, ...byOp } = plan.summary;
  const total = Object.values(byOp).reduce((sum, n) => sum + n, 0);
  const none = plan.complete ? "No changes." : "No changes among the steps the preview reached.";
  out.push(total === 0 ? none : `**${countsText(byOp)}**${paid > 0 ? ` · 💳 ${paid} paid` : ""}`, "");
  if (!plan.complete) out.push(...failed(plan.errors), "");
  for (const resource of plan.resources)
    if (resource.zone) out.push(...zoneSection(resource, resource.zone), "");
  for (const [title, sectionKinds] of groups) {
    const lines = plan.resources.filter((r) => sectionKinds.includes(r.kind) && !r.zone).map(resourceLine);
    if (lines.length > 0) out.push(`#### ${title}`, "", "```diff", ...lines, "```", "");
  }
  if (plan.warnings.length > 0) out.push(...plan.warnings.map((warning) => `> ⚠️ ${oneLine(warning)}`), "");
  const others = countsText(plan.otherResources, { skipZero: true });
  if (others) out.push(`Other providers' resources (not shown): ${others}.`, "");
  return `${out.join("\n").trimEnd()}\n`;
}

const symbols: Record<Operation, string> = { create: "+", update: "~", replace: "+-", delete: "-" };

/** The sections of the other resources, one `diff` block each: the table's (a zone has a section of its own). */
const groups = resourceKinds.reduce((sections, kind) => {
  const section = kinds[kind].plan.section;
  sections.set(section, [...(sections.get(section) ?? []), kind]);
  return sections;
}, new Map<PlanSection, ResourceKind[]>());

function countsText(counts: Counts, options: { skipZero?: boolean } = {}): string {
  const parts: [number, string][] = [
    [counts.create, "to create"],
    [counts.update, "to change"],
    [counts.replace, "to replace"],
    [counts.delete, "to delete"],
  ];
  return parts
    .filter(([n]) => !options.skipZero || n > 0)
    .map(([n, what]) => `${n} ${what}`)
    .join(", ");
}

function failed(errors: readonly PlanError[]): string[] {
  return [
    "> [!CAUTION]",
    "> **The preview failed**: `pulumi up` would stop at the errors below, and the steps after them are not in this plan.",
    ...errors.map((error) => {
      const who = error.resource
        ? `**${error.resource.kind ?? "resource"} \`${error.resource.name}\`**${error.guard ? " refused by its change limits" : ""}: `
        : "";
      return `> - ${who}${oneLine(error.message)}`;
    }),
  ];
}

function zoneSection(resource: ResourcePlan, zone: ZoneDetail): string[] {
  const how =
    resource.op === "update"
      ? ""
      : ` (${resource.op === "create" ? "new" : resource.op === "delete" ? "deleted" : "replaced"})`;
  const { create, update, delete: deletes } = zone.counts;
  const lines = [
    `#### DnsZone \`${resource.name}\`: ${zone.zone}${how}`,
    "",
    `${create} to create, ${update} to change, ${deletes} to delete`,
  ];
  if (zone.records.length > 0) lines.push("", "```diff", ...zone.records.map(recordLine), "```");
  const after: string[] = [];
  if (resource.changes.length > 0) after.push(`Settings: ${resource.changes.map(changeText).join(", ")}.`);
  const { added, removed } = zone.outside;
  const baseline = "the next `up` accepts them as the drift gate's baseline, and changes no record for them";
  if (added.length > 0)
    after.push(`Added outside Pulumi since the last \`up\` (${baseline}): ${keys(added)}.`);
  if (removed.length > 0)
    after.push(`Removed outside Pulumi since the last \`up\` (${baseline}): ${keys(removed)}.`);
  if (zone.guard) after.push(guardText(zone.guard, resource.op));
  for (const note of resource.notes) after.push(`${capitalized(note)}.`);
  // Separate paragraphs: GitHub joins consecutive lines into one.
  for (const paragraph of after) lines.push("", paragraph);
  return lines;
}

const keys = (list: readonly string[]) => list.map((key) => `\`${key}\``).join(", ");

function recordLine(record: RecordChange): string {
  if (record.op === "create") return `+ ${record.key}`;
  if (record.op === "delete")
    return `- ${record.key}${record.unmanaged ? ' (declared by no resource: unmanaged "remove")' : ""}`;
  if (record.unknown) return `~ ${record.key} → (known after up)`;
  const head = record.from ? `${record.from} → ${valueChange(record.from, record.key)}` : record.key;
  const details = record.markerOnly
    ? ["gets this resource's ownership marker"]
    : record.changes.map(changeText);
  return `~ ${head}${details.length > 0 ? `: ${details.join(", ")}` : ""}`;
}

/** The new key, or only its value when the name and type stay (a value changed in place). */
function valueChange(from: string, to: string): string {
  const [name, type] = from.split(" ");
  const prefix = `${name} ${type} `;
  return to.startsWith(prefix) ? to.slice(prefix.length) : to;
}

function guardText(guard: GuardReport, op: Operation): string {
  const counted = `${guard.updates} to change and ${guard.deletes} to delete of ${guard.base} records`;
  if (guard.verdict === "at-up") {
    return op === "create" || op === "replace"
      ? "Guard: applied during `up`, to the zone as listed then."
      : `Guard: applied during \`up\`, once every record is known (by the records known now: ${counted}).`;
  }
  if (guard.base < guard.minimumRecords) {
    return `Guard: not applied, the zone has fewer than ${guard.minimumRecords} records (${counted}).`;
  }
  const limits = `maxUpdateRatio ${guard.shares.update} allows ${Math.floor(guard.shares.update * guard.base)}, maxDeleteRatio ${guard.shares.delete} allows ${Math.floor(guard.shares.delete * guard.base)}`;
  if (guard.verdict === "within") return `Guard: within its limits: ${counted} (${limits}).`;
  const beyond = guard.exceeded
    .map((kind) => (kind === "update" ? "maxUpdateRatio" : "maxDeleteRatio"))
    .join(" and ");
  return (
    `Guard: beyond ${beyond} (${counted}; ${limits}), **allowed for this run**: the preview ran with ` +
    "REGISTRAR_MAX_CHANGE_RATIO or `registrar:maxChangeRatio`, which `pulumi up` needs too."
  );
}

function resourceLine(resource: ResourcePlan): string {
  const what = resource.previously
    ? `${resource.previously} → ${valueChange(resource.previously, resource.subject)}`
    : resource.subject;
  const shownInSubject: readonly string[] = resource.previously
    ? kinds[resource.kind].plan.shownInSubject
    : [];
  const changes = resource.changes.filter((change) => !shownInSubject.includes(change.field)).map(changeText);
  const replaced = resource.replaceReasons ? ` (replaced: ${resource.replaceReasons.join(", ")})` : "";
  const parts = [`${what}${replaced}`, ...changes].join("; ");
  const notes = resource.notes.length > 0 ? ` — ${resource.notes.join("; ")}` : "";
  const paid = resource.paid ? ` 💳 paid: ${resource.paid}` : "";
  return `${symbols[resource.op]} ${resource.kind} ${resource.name}: ${parts}${notes}${paid}`;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
