import type { StoredRecord } from "./record";

/**
 * Which zone holds each record id, shared by the zones of one account and kept by `put` and
 * `remove`, so a record is found by id without searching (Zones.findRecord).
 */
export type RecordHomes = Map<number, Zone>;

/**
 * A DNS zone hosted for the account: its records (by rrid, and by owner name) and SOA serial.
 * A write and the constraint checks cost O(records at one name); only listings walk the zone,
 * so filling a zone of thousands of records stays linear.
 */
export class Zone {
  /** Insertion order is rrid order while `ordered` holds, so listings need no sort. */
  private readonly byId = new Map<number, StoredRecord>();
  /** Owner name → its records in rrid order; a name without records has no entry. */
  private readonly byName = new Map<string, StoredRecord[]>();
  private ordered = true;
  private highestId = 0;
  /** `records` until the next change. */
  private listing: readonly StoredRecord[] | undefined;

  constructor(
    /** fqdn, lower case, with the trailing dot. */
    readonly name: string,
    public serial: number,
    private readonly homes: RecordHomes,
  ) {}

  /** Records in rrid order, so listings and exports are stable; built once per change. */
  get records(): readonly StoredRecord[] {
    if (this.listing) return this.listing;
    const list = [...this.byId.values()];
    if (!this.ordered) {
      list.sort((a, b) => a.id - b.id);
      // Re-inserted in rrid order, the map needs no sort again until the next record moves in.
      this.byId.clear();
      for (const record of list) this.byId.set(record.id, record);
      this.ordered = true;
    }
    this.listing = list;
    return list;
  }

  get size(): number {
    return this.byId.size;
  }

  /** The records named `name` (fqdn, lower case), in rrid order. */
  recordsAt(name: string): StoredRecord[] {
    return [...(this.byName.get(name) ?? [])];
  }

  get(id: number): StoredRecord | undefined {
    return this.byId.get(id);
  }

  /** Adds a record, or replaces the one with its id in place (its name may change). */
  put(record: StoredRecord): void {
    const previous = this.byId.get(record.id);
    if (previous) this.unlink(previous);
    // Ids grow, except for a record moved in from another zone: it keeps its older id.
    else if (record.id < this.highestId) this.ordered = false;
    this.highestId = Math.max(this.highestId, record.id);
    this.byId.set(record.id, record);
    this.link(record);
    this.homes.set(record.id, this);
    this.listing = undefined;
  }

  remove(id: number): void {
    const record = this.byId.get(id);
    if (!record) return;
    this.byId.delete(id);
    this.unlink(record);
    if (this.homes.get(id) === this) this.homes.delete(id);
    this.listing = undefined;
  }

  /** Every change increments the serial once (RFC 1982 wrap-around at 2^32). */
  bump(): void {
    this.serial = (this.serial % 4294967295) + 1;
  }

  private link(record: StoredRecord): void {
    const list = this.byName.get(record.name);
    if (!list) {
      this.byName.set(record.name, [record]);
      return;
    }
    let at = list.length;
    while (at > 0 && (list[at - 1]?.id ?? 0) > record.id) at--;
    list.splice(at, 0, record);
  }

  private unlink(record: StoredRecord): void {
    const list = this.byName.get(record.name);
    if (!list) return;
    const at = list.findIndex((r) => r.id === record.id);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.byName.delete(record.name);
  }
}
