import type { StoredRecord } from "./record";

/** A DNS zone hosted for the account: its records (by rrid) and SOA serial. */
export class Zone {
  private readonly byId = new Map<number, StoredRecord>();

  constructor(
    /** fqdn, lower case, with the trailing dot. */
    readonly name: string,
    public serial: number,
  ) {}

  /** Records in rrid order, so listings and exports are stable. */
  get records(): StoredRecord[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }

  get size(): number {
    return this.byId.size;
  }

  recordsAt(name: string): StoredRecord[] {
    return this.records.filter((r) => r.name === name);
  }

  get(id: number): StoredRecord | undefined {
    return this.byId.get(id);
  }

  put(record: StoredRecord): void {
    this.byId.set(record.id, record);
  }

  remove(id: number): void {
    this.byId.delete(id);
  }

  /** Every change increments the serial once (RFC 1982 wrap-around at 2^32). */
  bump(): void {
    this.serial = (this.serial % 4294967295) + 1;
  }
}
