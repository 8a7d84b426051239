import { changesExisting, type LiveZone, type ZoneChangeSet } from "./change-set";

/**
 * The guard, as octoDNS's: a plan that updates more than `shares.update`, or deletes more than
 * `shares.delete`, of a zone of at least MIN_GUARDED_RECORDS records is refused before any
 * write. Creates never count, nor records the ignore rules match (not in the base either).
 */
export const MIN_GUARDED_RECORDS = 10;

export interface GuardShares {
  update: number;
  delete: number;
}

/** What the guard makes of a plan: the counts, the base, and the shares exceeded. */
export interface GuardVerdict {
  updates: number;
  deletes: number;
  /** The zone's records the guard counts: all but those the ignore rules match. */
  base: number;
  exceeded: ("update" | "delete")[];
  shares: GuardShares;
}

export function guardVerdict(plan: ZoneChangeSet, live: LiveZone, shares: GuardShares): GuardVerdict {
  const changes = changesExisting(plan);
  const deletes = changes.filter((write) => write.kind === "delete").length;
  const updates = changes.length - deletes;
  const base = live.total - live.byHolder.ignored.size;
  const exceeded: GuardVerdict["exceeded"] = [];
  if (base >= MIN_GUARDED_RECORDS) {
    if (updates > shares.update * base) exceeded.push("update");
    if (deletes > shares.delete * base) exceeded.push("delete");
  }
  return { updates, deletes, base, exceeded, shares };
}

export class ZoneChangeLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZoneChangeLimitError";
  }
}

const percent = (count: number, base: number) => `${Math.round((count / base) * 100)}%`;

/** Throws the guard's refusal: counts first, then at most 20 records, then how to allow it. */
export function checkChangeRatio(
  zone: string,
  plan: ZoneChangeSet,
  live: LiveZone,
  shares: GuardShares,
): void {
  const verdict = guardVerdict(plan, live, shares);
  if (verdict.exceeded.length === 0) return;
  const { updates, deletes, base } = verdict;
  const over = verdict.exceeded
    .map((kind) => {
      const count = kind === "update" ? updates : deletes;
      return `${kind} ${count} of its ${base} records (${percent(count, base)}), more than max${kind === "update" ? "Update" : "Delete"}Ratio ${shares[kind]} allows`;
    })
    .join(", and ");
  const changes = changesExisting(plan);
  const shown = changes
    .slice(0, 20)
    .map((write) => `  ${write.kind === "delete" ? "delete" : "change"} ${write.key}`);
  const more = changes.length > shown.length ? [`  and ${changes.length - shown.length} more`] : [];
  const settings = verdict.exceeded.map((kind) => (kind === "update" ? "maxUpdateRatio" : "maxDeleteRatio"));
  throw new ZoneChangeLimitError(
    [
      `zone ${zone}: this update would ${over}.`,
      `If that is intended, raise ${settings.join(" and ")} on this DnsZone (1 allows any change), or allow it ` +
        "for one run with REGISTRAR_MAX_CHANGE_RATIO=1 (or `pulumi up -c registrar:maxChangeRatio=1`).",
      `The ${updates} to change and ${deletes} to delete:`,
      ...shown,
      ...more,
    ].join("\n"),
  );
}
