import type { ResourceKind } from "../provider/resources/kinds";

/**
 * The plan: what `pulumi up` will do with this package's resources, read from a preview. Its JSON
 * (`registrar-plan --format json`) is this shape, version 1: later versions of 1 may add fields,
 * never rename or remove one.
 */
export interface Plan {
  format: "registrar-plan";
  version: 1;
  /** The stack and project the preview ran for, from its URNs (absent when it has none). */
  stack?: string;
  project?: string;
  /** This package's resources by what `up` does with them; `paid` counts new orders, renewals and reissues. */
  summary: Counts & { paid: number };
  /** False when the preview failed: `up` would stop at `errors`, and steps after them are missing. */
  complete: boolean;
  errors: PlanError[];
  /** The preview's warnings, as the CLI worded them. */
  warnings: string[];
  /** One per resource `up` creates, changes, replaces or deletes: zones, records, delegation and DNSSEC, TLS; by name within a kind. */
  resources: ResourcePlan[];
  /** Steps of other providers' resources: counted, not described. */
  otherResources: Counts;
}

export type Operation = "create" | "update" | "replace" | "delete";
export type Counts = Record<Operation, number>;

/** The resource a step or an error is about. */
export interface ResourceRef {
  kind: ResourceKind;
  /** The resource's name in the program. */
  name: string;
  urn: string;
}

export interface ResourcePlan extends ResourceRef {
  op: Operation;
  /** What the resource stands for, as `up` will leave it (as it was, for a delete). */
  subject: string;
  /** What it stood for before, when an update or replace changes that (a record's name or value). */
  previously?: string;
  /** A replace: the inputs whose change makes a new object. */
  replaceReasons?: string[];
  /** The inputs that change, old → new (a zone's records are in `zone`). */
  changes: FieldChange[];
  /** What `up` does, where the operation alone does not say it. */
  notes: string[];
  /** A step that costs money. */
  paid?: Paid;
  /** A DnsZone: its records. */
  zone?: ZoneDetail;
}

/** A new certificate order (a create or a replace), a renewal (a new order too), a reissue on the order. */
export type Paid = "new order" | "renewal" | "reissue";

export interface FieldChange {
  field: string;
  /** Absent: not set before. */
  from?: unknown;
  /** Absent with `unknown`: known only during `up` (computed from another resource). */
  to?: unknown;
  unknown?: true;
}

export interface ZoneDetail {
  zone: string;
  counts: { create: number; update: number; delete: number };
  /** Creates, then updates, then deletes (`up` sends the deletes first, then the updates, then the creates). */
  records: RecordChange[];
  /** Unmanaged records added or removed outside Pulumi since the last `up` (`unmanaged: "report"`): the next baseline. */
  outside: { added: string[]; removed: string[] };
  /** Absent for a delete: destroying a zone's records has no limit. */
  guard?: GuardReport;
}

export interface RecordChange {
  op: "create" | "update" | "delete";
  /** The record's key (`www A 192.0.2.1`): after an update, before a delete. */
  key: string;
  /** An update: the key before, when the value changes in place (same name and type). */
  from?: string;
  /** An update: ttl and annotation, old → new. */
  changes: FieldChange[];
  /** An update that only adds this resource's ownership marker (a record taken over, or renamed). */
  markerOnly?: true;
  /** A delete of a record no resource declared (`unmanaged: "remove"`). */
  unmanaged?: true;
  /** A record whose value is known only during `up`. */
  unknown?: true;
}

/**
 * The zone's change limits applied to its writes: `within` the shares; beyond them but `allowed`
 * for this run (the preview passed, so it ran with REGISTRAR_MAX_CHANGE_RATIO or
 * `registrar:maxChangeRatio`, which `up` needs too); or checked `at-up` only (a zone's first `up`,
 * or records known only then). A zone refused is an error of the plan (`PlanError.guard`).
 */
export interface GuardReport {
  verdict: "within" | "allowed" | "at-up";
  /** Records changed and deleted (taking a record over is no change), out of `base` records. */
  updates: number;
  deletes: number;
  base: number;
  shares: { update: number; delete: number };
  exceeded: ("update" | "delete")[];
  /** Zones of fewer records are never refused. */
  minimumRecords: number;
}

/** A zone's update the guard refused in the preview, as the refusal counts it. */
export interface GuardRefusal {
  zone: string;
  /** Each share exceeded: the records it counts, of how many, and the share allowed. */
  exceeded: { kind: "update" | "delete"; count: number; base: number; share: number }[];
  updates: number;
  deletes: number;
}

export interface PlanError {
  /** The resource the error is about, when the CLI named one (`kind` when it is this package's). */
  resource?: Omit<ResourceRef, "kind"> & { kind?: ResourceKind };
  message: string;
  /** A DnsZone refused by its change limits. */
  guard?: GuardRefusal;
}
