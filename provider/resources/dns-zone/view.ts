import { unknownValue } from "../../common/unknown";
import type { RecordKey } from "../../dns/zone-keys";
import type { DnsZoneInputs } from "./inputs";
import type { DnsZoneOutputs } from "./outputs";

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
 * where the old ones show as deleted), and each record changed in place (a new value at a name
 * and type whose old value the program no longer declares, as `up` updates it, keeping its id)
 * shown under the old record's key with its `newValue`, known or not: `~ api A 192.0.2.1:
 * { + newValue: "192.0.2.2" }` rather than a deletion and a new record. Running it on its own
 * result changes nothing.
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
    out.records = changesInPlace(news.records, Object.keys(oldRecords));
  }
  return out;
}

type Records = Exclude<DnsZoneInputs["records"], string>;

function changesInPlace(records: Records, oldKeys: readonly RecordKey[]): Records {
  const old = new Set(oldKeys);
  const leaving = oldKeys.filter((key) => !(key in records));
  if (leaving.length === 0) return records;
  const out = { ...records };
  for (const [key, entry] of Object.entries(records)) {
    if (old.has(key)) continue;
    const placeholder = /^(\S+ \S+) \(records\[\d+\] unknown\)$/.exec(key);
    if (!placeholder && key.startsWith("records[")) continue;
    const [name, type, ...value] = key.split(" ");
    const nameAndType = placeholder ? (placeholder[1] as string) : `${name} ${type}`;
    const index = leaving.findIndex((oldKey) => oldKey.startsWith(`${nameAndType} `));
    if (index < 0) continue;
    const [changed] = leaving.splice(index, 1) as [RecordKey];
    const { newValue: _, ...settings } = typeof entry === "object" ? entry : {};
    out[changed] = { ...settings, newValue: placeholder ? unknownValue : value.join(" ") };
    delete out[key];
  }
  return out;
}

export const zoneView = { afterRead, carried };
