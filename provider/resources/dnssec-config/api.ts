import type { DnssecRequest, DnssecResponse } from "../../client/api";
import { BadGatewayError, ConflictError, ConstraintViolationError } from "../../client/errors";
import type { RegistrarClient } from "../../client/registrar-client";
import { createOnce } from "../../common/create-once";
import {
  type DnssecRecordValue,
  fromApiRecords,
  sameRecords,
  toApiRecord,
} from "../../domains/dnssec-records";
import type { Step } from "../runner/recipe";
import type { DnssecConfigInputs } from "./inputs";

/** What DnssecConfig does with the API: read, request a configuration once, explain refusals. */

/** The configuration a run works towards. */
export type Wanted = Pick<
  DnssecConfigInputs,
  "domain" | "mode" | "state" | "records" | "verifyAfterApply" | "waitFor"
>;

/** Job phases before the registry has taken the change: once past them, "accepted" is reached. */
export const beforeRegistry: readonly string[] = ["signing", "registry_submission", "registry_removal"];

/** The API shows `wanted` as the configuration asked for (a running job towards it counts). */
export function asked(res: DnssecResponse, wanted: Wanted): boolean {
  const desired = res.desired_state;
  if (wanted.state === "disabled") return desired.state === "disabled";
  if (desired.state !== "enabled" || desired.mode !== wanted.mode) return false;
  return wanted.mode === "provider" || sameRecords(fromApiRecords(desired.records), wanted.records ?? []);
}

/** The wanted configuration is in force (waitFor "active") or taken by the registry ("accepted"). */
export function reached(res: DnssecResponse, wanted: Wanted): boolean {
  if (!asked(res, wanted)) return false;
  const job = res.pending_job;
  return !job || (wanted.waitFor === "accepted" && !beforeRegistry.includes(job.phase));
}

/**
 * When the running job's phase changes next (the API's time), if only time changes it: while
 * the change propagates, a verify (verifyAfterApply) may end the phase sooner than announced.
 */
export function nextChangeAt(res: DnssecResponse, wanted: Wanted): number | undefined {
  const job = res.pending_job;
  if (!job?.next_change_at) return undefined;
  if (wanted.verifyAfterApply && job.phase === "propagation") return undefined;
  return Date.parse(job.next_change_at);
}

/** The state in a few words, for progress lines and messages. */
export function describeDnssec(res: DnssecResponse): string {
  const job = res.pending_job;
  if (!job) return `${res.dnssec_state} (mode ${res.desired_state.mode})`;
  return `${res.dnssec_state}, job ${job.id} (${job.action} ${job.mode}) in phase ${job.phase}`;
}

function request(wanted: Wanted): DnssecRequest {
  const body: DnssecRequest =
    wanted.state === "disabled"
      ? { mode: "none", state: "disabled" }
      : { mode: wanted.mode, state: "enabled" };
  if (wanted.state === "enabled" && wanted.mode === "external") {
    body.records = (wanted.records ?? []).map((record: DnssecRecordValue) => toApiRecord(record));
  }
  body.verify_after_apply = wanted.verifyAfterApply;
  return body;
}

/** The next observation: a verify while the change propagates (it ends the phase once it can), else a GET. */
export async function observe(step: Step, current: DnssecResponse, wanted: Wanted): Promise<DnssecResponse> {
  const { client } = step;
  if (wanted.verifyAfterApply && current.pending_job?.phase === "propagation") {
    try {
      return await client.verifyDNSSECByDomain(wanted.domain);
    } catch (error) {
      if (!(error instanceof BadGatewayError)) throw error;
      step.log.info(`DNSSEC of ${wanted.domain}: verification failed (${error.apiMessage}); the job goes on`);
    }
  }
  return client.getDNSSECByDomain(wanted.domain);
}

/** The PUT, never repeated blindly: after an unknown outcome the API is read first (it is idempotent anyway). */
export async function put(step: Step, wanted: Wanted): Promise<DnssecResponse> {
  const { client } = step;
  try {
    return await createOnce({
      what: `DNSSEC change of ${wanted.domain}`,
      log: step.log,
      send: () => client.putDNSSECByDomain(wanted.domain, request(wanted)),
      find: async () => {
        const res = await client.getDNSSECByDomain(wanted.domain);
        return asked(res, wanted) ? res : undefined;
      },
    });
  } catch (error) {
    throw await explainRefusal(client, error, wanted);
  }
}

/** 409, 417 and 502 in the terms of the inputs: which rule, and what to do. */
async function explainRefusal(client: RegistrarClient, error: unknown, wanted: Wanted): Promise<unknown> {
  const { domain } = wanted;
  const change = wanted.state === "enabled" ? `enabling DNSSEC in mode "${wanted.mode}"` : "disabling DNSSEC";
  if (error instanceof ConflictError) {
    const detail = await client.getDomain(domain).catch(() => undefined);
    let hint: string;
    if (detail?.transfer_status === "pending") {
      hint = `a transfer of ${domain} is pending, and the registry takes no DNSSEC change meanwhile: run \`pulumi up\` again once it has ended`;
    } else if (wanted.state === "enabled" && wanted.mode === "provider") {
      hint =
        `mode "provider" needs ${domain} on the service's nameservers (standard or a vanity set) with its DNS zone here: ` +
        'delegate it first, e.g. with a NameserverDelegation this resource dependsOn, or use mode "external" with your DNS host\'s DS records';
    } else if (wanted.state === "enabled") {
      hint = `mode "external" is for a domain on external nameservers, and ${domain} uses the service's nameservers: use mode "provider"`;
    } else {
      hint = "run `pulumi up` again once the domain's state allows the change";
    }
    return new Error(`mode: ${change} for ${domain} was refused (${error.apiMessage}): ${hint}`, {
      cause: error,
    });
  }
  if (error instanceof ConstraintViolationError) {
    return new Error(
      `records: the registry refused the record set of ${domain} (${error.apiMessage}): compare each DS with the one ` +
        "your DNS host publishes (dnssec-dsfromkey computes it from the DNSKEY), correct records and run `pulumi up` again",
      { cause: error },
    );
  }
  if (error instanceof BadGatewayError) {
    return new Error(
      `the registry did not take ${change} for ${domain} (${error.apiMessage}); nothing changed: run \`pulumi up\` again later`,
      { cause: error },
    );
  }
  return error;
}
