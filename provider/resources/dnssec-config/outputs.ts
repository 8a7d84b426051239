import type { z } from "zod";
import type { DnssecMode, DnssecResponse } from "../../client/api";
import { fromApiRecords } from "../../domains/dnssec-records";
import type { DnssecConfigInputs } from "./inputs";
import type { outputProperties } from "./properties";

/** A configuration as the API shows it, records canonical. */
export type DnssecStateOutput = DnssecConfigOutputs["desiredState"];

/**
 * Outputs: mode, state and records as the API asks for them now (so a change outside Pulumi
 * shows as drift; a running job towards them counts), the settings as the program gave them,
 * and what the API reports.
 */
export type DnssecConfigOutputs = z.output<typeof outputProperties>;

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

export function outputs(from: DnssecConfigInputs, res: DnssecResponse): DnssecConfigOutputs {
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
