import type { dnssecModes, dnssecStates } from "../../../provider/contract/dnssec";
import { dsOf } from "./dnskey";
import type { RecordSet } from "./record-set";
import type { SigningKey } from "./signing-key";

export type DnssecMode = (typeof dnssecModes)[number];
export type DnssecSwitch = (typeof dnssecStates)[number];

/** A DNSSEC configuration of a domain: asked for (a job's target) or in force (stable). */
export interface Configuration {
  mode: DnssecMode;
  state: DnssecSwitch;
  /** external: the records given; provider: the service key's DNSKEY and its DS. */
  records: RecordSet;
  /** provider: the key the service signs the zone with. */
  signingKey?: SigningKey;
}

/** Registry DNSSEC off: the only disabled configuration (its mode is always none). */
export const DISABLED: Configuration = { mode: "none", state: "disabled", records: { ds: [], dnskeys: [] } };

/** SHA-256: the digest type of the DS the service hands the registry for its own keys. */
export const PROVIDER_DIGEST_TYPE = 2;

/** The service signs with `key`; the registry gets the DS computed from it. */
export function providerConfiguration(domain: string, key: SigningKey): Configuration {
  return {
    mode: "provider",
    state: "enabled",
    records: { ds: [dsOf(domain, key.dnskey, PROVIDER_DIGEST_TYPE)], dnskeys: [key.dnskey] },
    signingKey: key,
  };
}

export function externalConfiguration(records: RecordSet): Configuration {
  return { mode: "external", state: "enabled", records };
}

export const isEnabled = (configuration: Configuration) => configuration.state === "enabled";
