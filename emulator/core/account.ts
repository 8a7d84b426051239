import type { LoadedFixtures } from "../public-types";
import { DEFAULT_API_KEY } from "./api-key";
import type { Clock } from "./clock";
import { ModelError } from "./errors";
import { FixtureError } from "./fixture-error";
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

/** Runs one loading step, reporting a failure at that fixture path. */
export type FixtureStep = <T>(path: string, step: () => T) => T;

/** What an area adds to every new account (the rest of its registration is in core/area.ts). */
export interface AccountPart {
  /** Loads the area's part of the fixtures into a new account; `at` names the path of a failure. */
  loadFixtures?(account: Account, fixtures: LoadedFixtures, at: FixtureStep): void;
}

/** Id of the key that `apiKey` / `--api-key` sets and `startEmulator` reports. */
export const DEFAULT_KEY_ID = "default";

const fqdn = (name: string) => (name.endsWith(".") ? name : `${name}.`).toLowerCase();
const bare = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * The one emulated account, built from fixtures: what every area shares (keys, domains,
 * nameservers, hosting packages, the clock). Each area keeps its own state beside it
 * (core/area-state.ts) and loads its part of the fixtures when the account is made.
 */
export class Account {
  readonly id: string;
  readonly name: string;
  readonly keys: ApiKey[];
  readonly standardNameservers: string[];
  readonly vanitySets: VanitySet[];
  readonly domains: Domain[];
  readonly hostingPackages: HostingPackage[];
  /** The emulator's clock, for the areas whose state moves with time (DNSSEC jobs, daily limits). */
  readonly clock: Clock;
  /** When the fixtures were loaded (start or reset): jobs described by fixtures start then. */
  readonly loadedAt: Date;

  constructor(
    fixtures: LoadedFixtures,
    clock: Clock,
    opts: { apiKey?: string; areas?: readonly AccountPart[] } = {},
  ) {
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
    for (const area of opts.areas ?? []) {
      area.loadFixtures?.(this, f, (path, step) => this.fixtureStep(path, step));
    }
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

  domain(name: string): Domain | undefined {
    return this.domains.find((d) => d.name === bare(name));
  }

  /**
   * The NS set of a zone (fqdn): the vanity set its domain is delegated to, otherwise the
   * service's standard nameservers (also for externally delegated domains: the zone here is
   * still served by the service's own nameservers).
   */
  nameserversOf(zone: string): Nameserver[] {
    const domain = this.domain(zone);
    if (domain?.nameserver_mode === "vanity") {
      const set = this.vanitySets.find((s) => s.id === domain.vanity_set_id);
      if (set) return set.nameservers;
    }
    return this.standardNameservers.map((name) => ({ name }));
  }
}
