import type { Owner } from "../../dns/ownership";
import { type CanonicalRecord, sameValue } from "../../dns/record-values";
import { type KeyedRecord, type RecordKey, recordKey, recordOfKey } from "../../dns/zone-keys";

/** A record of the zone as listed: canonical, its id, its owner's marker split off its note. */
export type LiveRecord = CanonicalRecord & { recordId: string; owner?: Owner };

/** Who a listed record belongs to, from the resource's point of view. */
export type Holder =
  /** this resource (its marker, or its marker before a rename) */
  | "mine"
  /** no marker and not the service's: a person or another tool made it */
  | "unmanaged"
  /** another resource of this stack (a DnsRecord, another DnsZone) */
  | "stack"
  /** another Pulumi stack */
  | "otherStack"
  /** the service's own records: a certificate's DCV tokens while it validates */
  | "service"
  /** matched by one of the resource's ignore rules: left alone, never counted */
  | "ignored";

/** The zone's records by key, sorted by who holds them. */
export interface LiveZone {
  byHolder: Record<Holder, Map<RecordKey, LiveRecord>>;
  /** Every record of the zone, whoever holds it. */
  total: number;
}

const holders: readonly Holder[] = ["mine", "unmanaged", "stack", "otherStack", "service", "ignored"];

/** A zone's `byHolder` with no record under any holder, to sort records into. */
export function emptyHolders(): LiveZone["byHolder"] {
  return Object.fromEntries(holders.map((holder) => [holder, new Map()])) as LiveZone["byHolder"];
}

export interface Desired {
  key: RecordKey;
  ttl?: number;
  annotation?: string;
}

/** A write of the plan; `record` is the canonical record the write leaves (absent for a delete). */
export type ZoneWrite =
  | { kind: "create"; key: RecordKey; record: KeyedRecord & Desired }
  | { kind: "update"; key: RecordKey; id: string; record: KeyedRecord & Desired; from: LiveRecord }
  | { kind: "delete"; key: RecordKey; id: string; unmanaged: boolean };

/** What a zone's update does: its writes, and the records that hold it up. */
export interface ZoneChangeSet {
  writes: ZoneWrite[];
  /** Declared records that another resource of this stack or another stack holds. */
  heldElsewhere: { key: RecordKey; holder: "stack" | "otherStack"; id: string }[];
}

/** What a listed record's `holder` is, given the resource's marker (and its old one). */
export function holderOf(
  record: LiveRecord,
  mine: { stack: string; resources: readonly string[] },
  isServiceRecord: (record: LiveRecord) => boolean,
): Holder {
  if (isServiceRecord(record)) return "service";
  if (!record.owner) return "unmanaged";
  if (record.owner.stack !== mine.stack) return "otherStack";
  return mine.resources.includes(record.owner.resource) ? "mine" : "stack";
}

/**
 * The writes that bring `live` to `desired`: a declared record already held here is updated only
 * when its ttl or annotation (where declared) or its marker differ; an unmanaged one with the same
 * key is taken over (its marker added); a new value at a name and type whose old value goes is an
 * update in place (the record keeps its id); what this resource holds and no longer declares is
 * deleted, and so is every unmanaged record when `removeUnmanaged`.
 */
export function zoneChangeSet(
  zone: string,
  live: LiveZone,
  desired: readonly Desired[],
  options: { ownerResource: string; removeUnmanaged: boolean },
): ZoneChangeSet {
  const { mine, unmanaged } = live.byHolder;
  const writes: ZoneWrite[] = [];
  const heldElsewhere: ZoneChangeSet["heldElsewhere"] = [];
  const declared = new Set(desired.map((d) => d.key));
  const leaving = [...mine.values()].filter((record) => !declared.has(recordKey(record, zone)));
  const creates: Desired[] = [];
  for (const want of desired) {
    const held = mine.get(want.key) ?? unmanaged.get(want.key);
    if (held) {
      if (differs(held, want, options.ownerResource)) writes.push(update(zone, want, held));
      continue;
    }
    for (const holder of ["stack", "otherStack"] as const) {
      const other = live.byHolder[holder].get(want.key);
      if (other) heldElsewhere.push({ key: want.key, holder, id: other.recordId });
    }
    if (!heldElsewhere.some((h) => h.key === want.key)) creates.push(want);
  }
  for (const want of creates) {
    const record = recordOfKey(want.key, zone);
    const index = leaving.findIndex((old) => old.name === record.name && old.type === record.type);
    if (index >= 0) {
      const [from] = leaving.splice(index, 1) as [LiveRecord];
      writes.push(update(zone, want, from));
    } else {
      writes.push({ kind: "create", key: want.key, record: { ...record, ...want } });
    }
  }
  for (const record of leaving) {
    writes.push({ kind: "delete", key: recordKey(record, zone), id: record.recordId, unmanaged: false });
  }
  if (options.removeUnmanaged) {
    for (const [key, record] of unmanaged) {
      if (!declared.has(key)) writes.push({ kind: "delete", key, id: record.recordId, unmanaged: true });
    }
  }
  return { writes, heldElsewhere };
}

function update(zone: string, want: Desired, from: LiveRecord): ZoneWrite {
  return {
    kind: "update",
    key: want.key,
    id: from.recordId,
    record: { ...recordOfKey(want.key, zone), ...want },
    from,
  };
}

function differs(held: LiveRecord, want: Desired, ownerResource: string): boolean {
  return (
    held.owner?.resource !== ownerResource ||
    (want.ttl !== undefined && want.ttl !== held.ttl) ||
    (want.annotation !== undefined && want.annotation !== (held.annotation ?? ""))
  );
}

/** The writes that change or delete a record already in the zone: what the change ratio counts. */
export function changesExisting(plan: ZoneChangeSet): ZoneWrite[] {
  // Taking a record over only adds the marker to its note: not a change of the record.
  return plan.writes.filter(
    (write) => write.kind === "delete" || (write.kind === "update" && !isTakeOver(write)),
  );
}

function isTakeOver(write: Extract<ZoneWrite, { kind: "update" }>): boolean {
  const from = write.from;
  return (
    sameValue(from, write.record) &&
    (write.record.ttl === undefined || write.record.ttl === from.ttl) &&
    (write.record.annotation === undefined || write.record.annotation === (from.annotation ?? ""))
  );
}
