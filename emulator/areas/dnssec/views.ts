import type { z } from "zod";
import type {
  dnssecConfiguration,
  dnssecJob,
  dnssecRecord,
  dnssecResponse,
} from "../../../provider/contract/dnssec";
import type { Account } from "../../core/account";
import type { Configuration } from "./configuration";
import { keyTag } from "./dnskey";
import type { DnssecJob } from "./job";
import { desiredConfiguration, dnssecStatus, publishedSigningKey, registryDs } from "./model";
import type { DnskeyEntry, DsEntry } from "./record-set";
import { type DomainDnssec, dnssecState } from "./state";

type DnssecConfiguration = z.output<typeof dnssecConfiguration>;
type DnssecJobView = z.output<typeof dnssecJob>;
type DnssecRecord = z.output<typeof dnssecRecord>;
type DnssecResponse = z.output<typeof dnssecResponse>;

/** Serialisers from the DNSSEC model to the wire shapes of provider/contract/dnssec.ts. */

const withComment = (comment: string | undefined) => (comment ? { comment } : {});

export function dsView(ds: DsEntry): DnssecRecord {
  return {
    kind: "ds",
    key_tag: ds.keyTag,
    algorithm: ds.algorithm,
    digest_type: ds.digestType,
    digest: ds.digest,
    ...withComment(ds.comment),
  };
}

export function dnskeyView(key: DnskeyEntry): DnssecRecord {
  return {
    kind: "dnskey",
    key_tag: keyTag(key),
    flags: key.flags,
    protocol: key.protocol,
    algorithm: key.algorithm,
    public_key: key.publicKey,
    ...withComment(key.comment),
  };
}

export function configurationView(configuration: Configuration): DnssecConfiguration {
  return {
    mode: configuration.mode,
    state: configuration.state,
    records: [...configuration.records.dnskeys.map(dnskeyView), ...configuration.records.ds.map(dsView)],
  };
}

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

export function jobView(job: DnssecJob, now: Date): DnssecJobView {
  return {
    id: job.id,
    domain: job.domain,
    action: job.action,
    mode: job.mode,
    status: job.statusAt(now),
    phase: job.phaseAt(now),
    created_at: job.createdAt.toISOString(),
    updated_at: job.phaseSince(now).toISOString(),
    completed_at: iso(job.endedAt(now)),
    next_change_at: iso(job.nextChangeAt(now)),
  };
}

/** dnssecResponse: desired and live state apart while a job runs. */
export function dnssecView(dnssec: DomainDnssec, now: Date): DnssecResponse {
  const phaseSince = dnssec.job?.phaseSince(now);
  const observedAt = phaseSince && phaseSince > dnssec.observedAt ? phaseSince : dnssec.observedAt;
  return {
    domain: dnssec.domain,
    dnssec_state: dnssecStatus(dnssec),
    desired_state: configurationView(desiredConfiguration(dnssec)),
    live_state: {
      mode: dnssec.stable.mode,
      state: dnssec.stable.state,
      records: registryDs(dnssec, now).map(dsView),
      zone_signed: publishedSigningKey(dnssec, now) !== undefined,
      observed_at: observedAt.toISOString(),
    },
    pending_job: dnssec.job ? jobView(dnssec.job, now) : null,
  };
}

/** The DNSSEC area's part of the state dump (no private keys). */
export function dnssecStateDump(account: Account) {
  const now = account.clock.now();
  return {
    dnssec: [...dnssecState(account).domains.values()].map((dnssec) => ({
      ...dnssecView(dnssec, now),
      jobs: dnssec.jobs.map((job) => jobView(job, now)),
    })),
  };
}
