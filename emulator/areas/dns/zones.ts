import { isInZone } from "../../core/names";
import type { StoredRecord } from "./record";
import { type RecordHomes, Zone } from "./zone";

/** The zones of one account by fqdn, the index of their records by id, and the next record id. */
export class Zones {
  private readonly byName = new Map<string, Zone>();
  /** Record id → its zone, kept by the zones themselves (see Zone.put and Zone.remove). */
  private readonly homes: RecordHomes = new Map();
  private nextId = 1;

  /** Zones are made only here, so each keeps the id index. */
  add(name: string, serial: number): Zone {
    const zone = new Zone(name, serial, this.homes);
    this.byName.set(name, zone);
    return zone;
  }

  get(name: string): Zone | undefined {
    return this.byName.get(name);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  get size(): number {
    return this.byName.size;
  }

  /** In the order the fixtures list them. */
  values(): IterableIterator<Zone> {
    return this.byName.values();
  }

  /** The zone a name belongs to: the longest zone that is a suffix of it. */
  zoneFor(name: string): Zone | undefined {
    let best: Zone | undefined;
    for (const zone of this.byName.values()) {
      if (isInZone(name, zone.name) && (!best || zone.name.length > best.name.length)) best = zone;
    }
    return best;
  }

  findRecord(id: number): StoredRecord | undefined {
    return this.homes.get(id)?.get(id);
  }

  allocateId(): number {
    return this.nextId++;
  }
}
