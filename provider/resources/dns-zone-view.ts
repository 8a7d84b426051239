import type { RecordKey } from "../dns/zone-keys";
import type { DnsZoneInputs } from "./dns-zone-inputs";
import type { DnsZoneOutputs } from "./dns-zone-outputs";

/**
 * What a DnsZone's preview shows beyond its declared records. Pulumi shows a dynamic resource's
 * change as its old inputs against its new ones, and the old ones after a refresh are what
 * `inputsAfterRead` gives: so the unmanaged records a refresh found changed since the last `up`
 * go into the old inputs' `recordsOutsidePulumi` with a state ("new since the last up"), and check
 * carries that map into the new inputs with each state's outcome ("added outside Pulumi"). The
 * preview then shows `~ hand A 192.0.2.99: "new since the last up" => "added outside Pulumi"`:
 * never a `-`, which would read as a deletion, except in `remove` mode, where `up` deletes them.
 * (Not named `unmanagedRecords`: a preview predicts an output from the input of its name.)
 */

const seen = "unmanaged";
const newSince = "new since the last up";
const goneSince = "gone since the last up";

/** Each state of the old inputs and what it becomes; any other value (an id) stays as it is. */
const outcome: Record<string, string> = {
  [newSince]: "added outside Pulumi",
  [goneSince]: "removed outside Pulumi",
};

/** The old inputs' `recordsOutsidePulumi` after a refresh, or undefined when there is nothing to show. */
function afterRead(outs: DnsZoneOutputs): Record<RecordKey, string> | undefined {
  const now = outs.unmanagedRecords ?? {};
  let view: Record<RecordKey, string>;
  if (outs.unmanaged === "remove") {
    view = Object.fromEntries(Object.keys(now).map((key) => [key, seen]));
  } else if (outs.unmanaged === "report") {
    const baseline = outs.unmanagedBaseline ?? now;
    view = {};
    for (const key of new Set([...Object.keys(baseline), ...Object.keys(now)])) {
      view[key] = !(key in baseline) ? newSince : !(key in now) ? goneSince : seen;
    }
  } else return undefined;
  return Object.keys(view).length > 0 ? view : undefined;
}

/**
 * The new inputs completed from the old: the unmanaged records' states (not in `remove` mode,
 * where the old ones show as deleted), and each record still unknown keyed by the record it
 * replaces (same name and type, no longer declared), so the preview shows `~ api A 192.0.2.1`
 * becoming unknown rather than a deletion and a new record. Running it on its own result changes
 * nothing.
 */
function carried(olds: Record<string, unknown>, news: DnsZoneInputs): DnsZoneInputs {
  const out = { ...news };
  const oldView = olds.recordsOutsidePulumi;
  if (news.unmanaged !== "remove" && oldView && typeof oldView === "object") {
    out.recordsOutsidePulumi = Object.fromEntries(
      Object.entries(oldView as Record<string, unknown>).map(([key, value]) => [
        key,
        outcome[String(value)] ?? String(value),
      ]),
    );
  }
  const oldRecords = olds.records;
  if (typeof news.records === "object" && oldRecords && typeof oldRecords === "object") {
    out.records = unknownsInPlace(news.records, Object.keys(oldRecords));
  }
  return out;
}

function unknownsInPlace(records: Exclude<DnsZoneInputs["records"], string>, oldKeys: readonly RecordKey[]) {
  const placeholders = Object.keys(records).flatMap((key) => {
    const found = /^(\S+ \S+ )\(records\[\d+\] unknown\)$/.exec(key);
    return found ? [{ key, nameAndType: found[1] as string }] : [];
  });
  if (placeholders.length === 0) return records;
  const leaving = oldKeys.filter((key) => !(key in records));
  const out = { ...records };
  for (const { key: placeholder, nameAndType } of placeholders) {
    const index = leaving.findIndex((key) => key.startsWith(nameAndType));
    if (index < 0) continue;
    const [replaced] = leaving.splice(index, 1) as [RecordKey];
    out[replaced] = out[placeholder] as (typeof out)[string];
    delete out[placeholder];
  }
  return out;
}

export const unmanagedView = { afterRead, carried };
