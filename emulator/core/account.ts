import type { StoredRecord } from "../areas/dns/record";
import { type RecordHomes, Zone } from "../areas/dns/zone";
import { loadAreaFixtures } from "../areas/state";
import { FixtureError, type LoadedFixtures } from "../fixtures";
import { DEFAULT_API_KEY } from "../fixtures/default";
import type { Clock } from "./clock";
import { ModelError } from "./errors";
import { isInZone } from "./names";
import { type Scope, scopes } from "./scopes";

export type Domain = LoadedFixtures["domains"][number];
export type VanitySet = LoadedFixtures["vanityNameserverSets"][number];
export type HostingPackage = LoadedFixtures["hostingPackages"][number];
export interface Nameserver {
  name: string;
  ipv4?: string;
  ipv6?: string;
}
export interface ApiKey {
  id: string;
  key: string;
  scopes: Scope[];
  acme?: { callsPerMinute?: number; zonesPerDay?: number };
}

/** Id of the key that `apiKey` / `--api-key` sets and `startEmulator` reports. */
export const DEFAULT_KEY_ID = "default";

const fqdn = (name: string) => (name.endsWith(".") ? name : `${name}.`).toLowerCase();
const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * The state of the one emulated account, built from fixtures (each area loads its part through
 * areas/state.ts). The areas' operations live in areas/<area>/model.ts; this class holds the
 * data and the lookups they share.
 */
export class Account {
  readonly id: string;
  readonly name: string;
  readonly keys: ApiKey[];
  readonly standardNameservers: string[];
  readonly vanitySets: VanitySet[];
  readonly domains: Domain[];
  readonly hostingPackages: HostingPackage[];
  private readonly zonesByName = new Map<string, Zone>();
  /** Record id → its zone, kept by the zones themselves (see Zone.put and Zone.remove). */
  private readonly recordHomes: RecordHomes = new Map();
  /** The emulator's clock, for the areas whose state moves with time (DNSSEC jobs, daily limits). */
  readonly clock: Clock;
  /** When the fixtures were loaded (start or reset): jobs described by fixtures start then. */
  readonly loadedAt: Date;
  private nextId = 1;

  constructor(fixtures: LoadedFixtures, clock: Clock, opts: { apiKey?: string } = {}) {
    const f = structuredClone(fixtures); // the account mutates; fixtures stay pristine for reset
    this.clock = clock;
    this.loadedAt = clock.now();
    this.id = f.account.id;
    this.name = f.account.name;
    this.keys = f.keys;
    this.ensureDefaultKey(opts.apiKey);
    this.standardNameservers = f.standardNameservers.map(fqdn);
    this.vanitySets = f.vanityNameserverSets.map((s) => ({
      ...s,
      nameservers: s.nameservers.map((ns) => ({ ...ns, name: fqdn(ns.name) })),
    }));
    this.domains = f.domains.map((d) => ({ ...d, name: bare(d.name) }));
    this.hostingPackages = f.hostingPackages;
    loadAreaFixtures(this, f, clock, (path, step) => this.fixtureStep(path, step));
  }

  /** The default key always exists with every scope, so `startEmulator` can hand one out. */
  private ensureDefaultKey(apiKey?: string): void {
    let key = this.keys.find((k) => k.id === DEFAULT_KEY_ID);
    if (!key) {
      key = { id: DEFAULT_KEY_ID, key: DEFAULT_API_KEY, scopes: [...scopes] };
      this.keys.unshift(key);
    }
    if (apiKey !== undefined) key.key = apiKey;
    const value = key.key;
    if (this.keys.some((k) => k !== key && k.key === value)) {
      throw new FixtureError(`the value of key "${DEFAULT_KEY_ID}" is already used by another key`);
    }
  }

  private fixtureStep<T>(path: string, step: () => T): T {
    try {
      return step();
    } catch (err) {
      if (err instanceof ModelError) throw new FixtureError(`invalid fixtures:\n  ${path}: ${err.message}`);
      throw err;
    }
  }

  /** The account's zones by fqdn; made only by `addZone`, so each keeps the id index. */
  get zones(): ReadonlyMap<string, Zone> {
    return this.zonesByName;
  }

  addZone(name: string, serial: number): Zone {
    const zone = new Zone(name, serial, this.recordHomes);
    this.zonesByName.set(name, zone);
    return zone;
  }

  allocateId(): number {
    return this.nextId++;
  }

  /** The zone a name belongs to: the longest account zone that is a suffix of it. */
  zoneFor(name: string): Zone | undefined {
    let best: Zone | undefined;
    for (const zone of this.zones.values()) {
      if (isInZone(name, zone.name) && (!best || zone.name.length > best.name.length)) best = zone;
    }
    return best;
  }

  findRecord(id: number): StoredRecord | undefined {
    return this.recordHomes.get(id)?.get(id);
  }

  domain(name: string): Domain | undefined {
    return this.domains.find((d) => d.name === bare(name));
  }

  /**
   * The NS set of a zone: the vanity set its domain is delegated to, otherwise the service's
   * standard nameservers (also for externally delegated domains: the zone here is still served
   * by the service's own nameservers).
   */
  nameserversOf(zone: Zone): Nameserver[] {
    const domain = this.domain(zone.name);
    if (domain?.nameserver_mode === "vanity") {
      const set = this.vanitySets.find((s) => s.id === domain.vanity_set_id);
      if (set) return set.nameservers;
    }
    return this.standardNameservers.map((name) => ({ name }));
  }
}
