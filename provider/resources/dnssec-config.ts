// First: the compile cache must be on before the dependencies load.
import "../compile-cache";
import type { DnssecJob, DnssecMode, DnssecResponse } from "../client/api";
import { NotFoundError } from "../client/errors";
import type { RegistrarClient } from "../client/registrar-client";
import { type DnssecRecordValue, type DsRecord, fromApiRecords } from "../domains/dnssec-records";
import { asked, type Converged, converge, describeDnssec, type Wanted } from "./dnssec-config-converge";
import { type DnssecConfigInputs, dnssecConfigInputs } from "./dnssec-config-inputs";
import { lifecycle, NotConvergedError } from "./lifecycle";
import { clock } from "./wait";

export type { DnssecConfigInputs };

/** A configuration as the API shows it, records canonical. */
export interface DnssecStateOutput {
  mode: DnssecMode;
  state: "enabled" | "disabled";
  records: DnssecRecordValue[];
}

export interface DnssecJobOutput {
  id: number;
  action: "enable" | "disable" | "update";
  mode: DnssecMode;
  phase: DnssecJob["phase"];
  createdAt: string;
  /** When the phase changes next, unless a verify comes first. */
  nextChangeAt?: string;
}

export type DsRecordOutput = Omit<DsRecord, "kind">;

/**
 * Outputs: mode, state and records as the API asks for them now (so a change outside Pulumi
 * shows as drift; a running job towards them counts), the settings as the program gave them,
 * and what the API reports.
 */
export interface DnssecConfigOutputs extends DnssecConfigInputs {
  dnssecState: "active" | "pending" | "inactive";
  desiredState: DnssecStateOutput;
  /** The configuration in force and the DS records at the registry now. */
  liveState: DnssecStateOutput & { zoneSigned: boolean };
  pendingJob?: DnssecJobOutput;
  /** The DS records the registry publishes for the configuration asked for. */
  dsRecords: DsRecordOutput[];
}

/** The settings that only steer the provider: kept as the program gives them, not read back. */
const settings = ["verifyAfterApply", "waitFor", "timeoutSeconds"] as const;

const provider = lifecycle<DnssecConfigInputs, DnssecConfigOutputs>({
  kind: "DnssecConfig",
  inputs: dnssecConfigInputs,

  diff(olds, news) {
    if (olds.domain !== news.domain)
      return { changes: true, replaces: ["domain"], deleteBeforeReplace: false };
    const changed = (["mode", "state", "records", ...settings] as const).some(
      (key) => JSON.stringify(olds[key] ?? null) !== JSON.stringify(news[key] ?? null),
    );
    return { changes: changed || !settled(olds) };
  },

  async create(client, news) {
    const deadline = clock.now() + news.timeoutSeconds * 1000;
    return { id: news.domain, outs: await apply(client, news.domain, news, deadline, true) };
  },

  async read(client, _id, props) {
    return outputs(props, await client.getDNSSECByDomain(props.domain));
  },

  async update(client, id, _olds, news) {
    const deadline = clock.now() + news.timeoutSeconds * 1000;
    return apply(client, id, news, deadline, false);
  },

  async delete(client, _id, props) {
    const wanted: Wanted = { ...props, state: "disabled", waitFor: "active" };
    const deadline = clock.now() + (props.timeoutSeconds ?? 1800) * 1000;
    const result = await converge(client, wanted, deadline);
    if (!result.converged) {
      throw new Error(
        `DNSSEC of ${props.domain} is still ${describeDnssec(result.res)} after ${result.elapsed}s ` +
          `(timeoutSeconds ${props.timeoutSeconds}). ${result.requested ? "Disabling was requested and goes on" : "Nothing was changed yet"}: ` +
          "run `pulumi destroy` again to keep waiting (no second request is sent)",
      );
    }
  },
});

export const { configure, check, diff, create, read, update } = provider;
export const { delete: deleteDnssecConfig } = provider;
export { deleteDnssecConfig as delete };

/**
 * Converges and makes the outputs. At the deadline, or on a failure once the API shows the
 * change as requested, a NotConvergedError keeps the resource in the state: the next `up`
 * resumes waiting without a second PUT.
 */
async function apply(
  client: RegistrarClient,
  id: string,
  news: DnssecConfigInputs,
  deadline: number,
  creating: boolean,
): Promise<DnssecConfigOutputs> {
  let result: Converged;
  try {
    result = await converge(client, news, deadline);
  } catch (error) {
    if (creating && error instanceof NotFoundError) {
      throw new Error(
        `domain: ${news.domain} is not a domain of this account (getDomains lists them) (${error.message})`,
        {
          cause: error,
        },
      );
    }
    const latest = await client.getDNSSECByDomain(news.domain).catch(() => undefined);
    if (!latest || !asked(latest, news)) throw error;
    throw new NotConvergedError(
      id,
      { ...outputs(news, latest) },
      `DNSSEC of ${news.domain}: ${(error as Error).message}. The change was requested: run \`pulumi up\` again to keep waiting (no second request is sent)`,
    );
  }
  if (!result.converged) {
    const next = result.requested
      ? "The change was requested: run `pulumi up` again to keep waiting (no second request is sent)"
      : "A job the API was already running has not ended, so the change is not requested yet: run `pulumi up` again to keep waiting";
    throw new NotConvergedError(
      id,
      { ...outputs(news, result.res) },
      `DNSSEC of ${news.domain} is still ${describeDnssec(result.res)} after ${result.elapsed}s ` +
        `(timeoutSeconds ${news.timeoutSeconds}; waitFor "${news.waitFor}"). ${next}`,
    );
  }
  return outputs(news, result.res);
}

/** Registry phases: once past them, "accepted" is reached. */
const BEFORE_REGISTRY: readonly string[] = ["signing", "registry_submission", "registry_removal"];

/** The outputs show the wanted configuration reached: otherwise `up` must keep working on it. */
function settled(olds: DnssecConfigOutputs): boolean {
  const job = olds.pendingJob;
  if (job) return olds.waitFor === "accepted" && !BEFORE_REGISTRY.includes(job.phase);
  return olds.dnssecState === (olds.state === "enabled" ? "active" : "inactive");
}

function stateOf(configuration: {
  mode: DnssecMode;
  state: "enabled" | "disabled";
  records: DnssecResponse["desired_state"]["records"];
}): DnssecStateOutput {
  return {
    mode: configuration.mode,
    state: configuration.state,
    records: fromApiRecords(configuration.records),
  };
}

function outputs(from: DnssecConfigInputs, res: DnssecResponse): DnssecConfigOutputs {
  const desired = stateOf(res.desired_state);
  const enabled = desired.state === "enabled";
  const outs: DnssecConfigOutputs = {
    domain: from.domain,
    // Disabled is mode "none" in the API; the program's mode stays, the state shows the change.
    mode: enabled && desired.mode !== "none" ? desired.mode : from.mode,
    state: desired.state,
    verifyAfterApply: from.verifyAfterApply,
    waitFor: from.waitFor,
    timeoutSeconds: from.timeoutSeconds,
    dnssecState: res.dnssec_state,
    desiredState: desired,
    liveState: { ...stateOf(res.live_state), zoneSigned: res.live_state.zone_signed },
    dsRecords: enabled
      ? desired.records.flatMap((r) =>
          r.kind === "ds"
            ? [{ keyTag: r.keyTag, algorithm: r.algorithm, digestType: r.digestType, digest: r.digest }]
            : [],
        )
      : [],
  };
  // External records come from the API; otherwise (provider mode, disabled) the program's, which the API ignores.
  if (enabled && desired.mode === "external") outs.records = desired.records;
  else if (from.records !== undefined) outs.records = from.records;
  const job = res.pending_job;
  if (job) {
    outs.pendingJob = {
      id: job.id,
      action: job.action,
      mode: job.mode,
      phase: job.phase,
      createdAt: job.created_at,
      ...(job.next_change_at ? { nextChangeAt: job.next_change_at } : {}),
    };
  }
  return outs;
}
