import type { ZoneContents, ZoneRecord } from "./finding";

/**
 * The records of the zones a rule reads, by name, with the names that exist only because a name
 * below them does (empty non-terminals): what a resolver answers from, for the rules that follow
 * names (targets, wildcards).
 */
export interface ZoneIndex {
  /** The known zone that holds `name` (the longest suffix), if any. */
  zoneOf(name: string): ZoneContents | undefined;
  /** The records at `name`, empty when none. */
  at(name: string): readonly ZoneRecord[];
  /** Whether `name` exists in its zone: it has records, or a name below it has. */
  exists(name: string): boolean;
  /**
   * The records that answer a query for `name` (RFC 4592): its own when it exists, else those of
   * the wildcard at its closest existing ancestor, else none.
   */
  answering(name: string): readonly ZoneRecord[];
}

const parentOf = (name: string) => name.slice(name.indexOf(".") + 1);

export function indexZones(zones: readonly ZoneContents[]): ZoneIndex {
  const byName = new Map<string, ZoneRecord[]>();
  const existing = new Set<string>();
  const ordered = [...zones].sort((a, b) => b.zone.length - a.zone.length);
  const zoneOf = (name: string) => ordered.find(({ zone }) => name === zone || name.endsWith(`.${zone}`));
  for (const contents of zones) {
    existing.add(contents.zone);
    for (const record of contents.records) {
      const list = byName.get(record.name) ?? [];
      list.push(record);
      byName.set(record.name, list);
      // The record's name and every name between it and its zone exist.
      for (let name = record.name; name !== contents.zone && name.includes("."); name = parentOf(name)) {
        existing.add(name);
      }
    }
  }
  const at = (name: string) => byName.get(name) ?? [];
  return {
    zoneOf,
    at,
    exists: (name) => existing.has(name),
    answering(name) {
      if (existing.has(name)) return at(name);
      const zone = zoneOf(name)?.zone;
      let ancestor = parentOf(name);
      while (zone && !existing.has(ancestor) && ancestor !== zone && ancestor.includes(".")) {
        ancestor = parentOf(ancestor);
      }
      return at(`*.${ancestor}`);
    },
  };
}
