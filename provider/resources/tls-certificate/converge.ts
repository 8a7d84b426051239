import type { TlsCertificateResponse } from "../../client/api";
import { type WaitResult, waitFor } from "../../common/wait";
import { caaRefusalMessage, refusedSince } from "../../tls/caa-refusal";
import { publishDcvRecords } from "../../tls/dcv";
import { describeOrder, isDone, isIssued, orderIfExists, sameKey } from "../../tls/orders";
import { NotConvergedError, type Step } from "../runner/recipe";
import { placeOrder, reissue, removeOwnRecords } from "./api";
import type { TlsCertificateInputs } from "./inputs";
import {
  outputs,
  pemsOf,
  renewalDueAt,
  renewalFields,
  samePems,
  settingsOf,
  type TlsCertificateOutputs,
} from "./outputs";

/**
 * A TlsCertificate's order (or renewal) brought to issuance within the run's deadline, or kept
 * for the next `up` to resume.
 */

/**
 * Brings an order to its end for this run (see `converge`) and makes the outputs. Once the order
 * exists any failure keeps it: a NotConvergedError records it in the state and the next `up`
 * resumes with it instead of ordering again.
 */
export async function finish(
  step: Step,
  id: string,
  news: TlsCertificateInputs,
  order: TlsCertificateResponse,
  deadline: number,
  olds?: TlsCertificateOutputs,
  takenBack = false,
): Promise<TlsCertificateOutputs> {
  const { client } = step;
  // A taken-back order's DCV records may exist without the state knowing: remove them too.
  let published = olds?.dcvRecordsPublished === true || takenBack;
  let latest = order;
  const kept = () => {
    const outs = outputs(news, latest, samePems(latest, olds));
    if (published) outs.dcvRecordsPublished = true;
    return outs;
  };
  try {
    const run = { published: false }; // DCV records of this order in the zones: made now or found
    for (let reissued = false; ; reissued = true) {
      const result = await converge(step, news, latest, deadline, run);
      latest = result.value;
      published ||= run.published;
      const refusal = caaRefusal(result, Date.parse(order.as_of));
      if (refusal) {
        throw new NotConvergedError(
          id,
          { ...kept() },
          `TLS certificate order ${latest.id}: ${refusal}. The order is kept: once the CAA records permit the CA, ` +
            "run `pulumi up` again to continue with it (no second order is placed)",
        );
      }
      if (result.timedOut) {
        throw new NotConvergedError(
          id,
          { ...kept() },
          `TLS certificate order ${latest.id} is still ${describeOrder(latest)} after ${result.elapsed}s ` +
            `(timeoutSeconds ${news.timeoutSeconds}). The order is kept: run \`pulumi up\` again to keep waiting (no second order is placed)`,
        );
      }
      if (!isIssued(latest)) return kept();
      if (reissued || sameKey(latest.csr, news.csr)) break;
      // Issued for a key of this request that an interrupted run made and lost with its state.
      step.log.info(
        `TLS certificate ${latest.id} is issued for a key that was lost with an interrupted run's state: ` +
          "reissuing it with this program's CSR",
      );
      latest = await reissue(step, latest, news);
    }
    // Records may carry the id of any order this resource has held (a renewal reuses the tokens).
    const held = [...new Set([id, olds?.certificateId ?? id, latest.id])];
    if (published) published = !(await removeOwnRecords(step, latest, held));
    const outs = outputs(news, latest, await pemsOf(client, latest, olds));
    if (published) outs.dcvRecordsPublished = true;
    return outs;
  } catch (error) {
    if (error instanceof NotConvergedError) throw error;
    throw new NotConvergedError(
      id,
      { ...kept() },
      `TLS certificate order ${latest.id}: ${(error as Error).message}. The order is kept: ` +
        "run `pulumi up` again to continue with it (no second order is placed)",
    );
  }
}

/**
 * A renewal order for the current certificate, brought to its end like a new order. Until it is
 * issued the state keeps the current certificate, with the renewal's id to resume from.
 */
export async function renew(
  step: Step,
  id: string,
  olds: TlsCertificateOutputs,
  news: TlsCertificateInputs,
  deadline: number,
): Promise<TlsCertificateOutputs> {
  const { client } = step;
  const current = olds.certificateId ?? id;
  const previous = olds.pendingRenewalId ? await orderIfExists(client, olds.pendingRenewalId) : undefined;
  let renewal: TlsCertificateResponse;
  let takenBack = false;
  if (previous && !isDone(previous)) {
    renewal = previous;
  } else {
    step.log.info(
      `TLS certificate ${current} is due for renewal (notAfter ${olds.notAfter}): placing a renewal order`,
    );
    try {
      ({ order: renewal, takenBack } = await placeOrder(step, news, current));
    } catch (error) {
      throw new Error(
        `renewal of TLS certificate ${current} failed: ${(error as Error).message}. ` +
          `The current certificate stays in the state (valid until ${olds.notAfter})`,
        { cause: error },
      );
    }
  }
  const kept = (order: TlsCertificateResponse, published: boolean) => {
    const outs: TlsCertificateOutputs = { ...olds, ...settingsOf(news), ...renewalFields(order) };
    const due = renewalDueAt(olds.notAfter, news.renewBeforeDays);
    if (due) outs.renewalDueAt = due;
    if (published || takenBack || olds.dcvRecordsPublished) outs.dcvRecordsPublished = true;
    return outs;
  };
  const run = { published: false };
  let result: WaitResult<TlsCertificateResponse>;
  try {
    result = await converge(step, news, renewal, deadline, run);
  } catch (error) {
    throw new NotConvergedError(
      id,
      { ...kept(renewal, false) },
      `renewal ${renewal.id} of TLS certificate ${current}: ${(error as Error).message}. The current certificate ` +
        "stays in the state; run `pulumi up` again to continue the renewal (no second order is placed)",
    );
  }
  const refusal = caaRefusal(result, Date.parse(renewal.as_of));
  if (refusal) {
    throw new NotConvergedError(
      id,
      { ...kept(result.value, run.published) },
      `renewal ${renewal.id} of TLS certificate ${current}: ${refusal}. The current certificate stays in the ` +
        "state; once the CAA records permit the CA, run `pulumi up` again to continue the renewal (no second order is placed)",
    );
  }
  if (result.timedOut) {
    throw new NotConvergedError(
      id,
      { ...kept(result.value, run.published) },
      `renewal ${renewal.id} of TLS certificate ${current} is still ${describeOrder(result.value)} after ` +
        `${result.elapsed}s (timeoutSeconds ${news.timeoutSeconds}). The current certificate stays in the state; ` +
        "run `pulumi up` again to keep waiting (no second order is placed)",
    );
  }
  if (!isIssued(result.value)) return kept(result.value, run.published);
  step.log.info(
    `TLS certificate ${current} renewed by ${renewal.id}; ${current} stays valid until ${olds.notAfter}`,
  );
  const published =
    (run.published || takenBack || olds.dcvRecordsPublished === true) &&
    !(await removeOwnRecords(step, result.value, [current, renewal.id]));
  const outs = outputs(news, result.value, await pemsOf(client, result.value));
  if (published) outs.dcvRecordsPublished = true;
  return outs;
}

/**
 * Takes an order as far as this run can: an action-required order is completed with
 * `organizationId`; DCV records in the account's zones are created (manageDcvRecords); then it
 * waits for issuance until `deadline` (waitForIssuance). It does not wait when someone else must
 * act first — DCV records in DNS hosted elsewhere, which another resource of the same program
 * may be about to create from `dcvRecords`, or organization details — and returns the order.
 * `dcv.published` is set when this order's DCV records are this provider's, made by this run or
 * found in the zones (to be removed after issuance).
 */
async function converge(
  step: Step,
  news: TlsCertificateInputs,
  start: TlsCertificateResponse,
  deadline: number,
  dcv: { published: boolean },
): Promise<WaitResult<TlsCertificateResponse>> {
  const { client } = step;
  let order = start;
  const result = (timedOut = false, elapsed = 0): WaitResult<TlsCertificateResponse> => ({
    value: order,
    timedOut,
    elapsed,
  });
  if (order.status === "action_required") {
    if (!news.organizationId) {
      step.log.info(
        `TLS certificate order ${order.id} needs organization details: set organizationId (a TlsOrganization's ` +
          `organizationId) and run \`pulumi up\`, or complete it at ${order.completion_url}`,
      );
      return result();
    }
    order = await client.completeCertificate(order.id, { org_id: news.organizationId });
    step.log.info(`TLS certificate order ${order.id} completed with organization ${news.organizationId}`);
  }
  const validating = order.status === "pending" || order.reissue_pending;
  if (!validating) return result();
  if (order.dcv_method === "dns-cname-token") {
    let elsewhere = order.dcv_records.filter((record) => record.status === "pending");
    if (news.manageDcvRecords) {
      const made = await publishDcvRecords(client, step.log, order);
      elsewhere = made.elsewhere;
      // Records found are an earlier run's, perhaps one killed before the state learnt of them.
      dcv.published = made.created || made.found;
    }
    if (elsewhere.length > 0) {
      step.log.info(
        `TLS certificate order ${order.id} waits for domain-control validation: create ` +
          `${elsewhere.map((r) => `${r.name} CNAME ${r.value}`).join("; ")} ` +
          "(see the dcvRecords output), then run `pulumi up` or `pulumi refresh` to pick up the certificate",
      );
      return result();
    }
  } else {
    step.log.info(
      `TLS certificate order ${order.id}: approval e-mails went to ${order.dcv_emails.join(", ")}`,
    );
  }
  if (!news.waitForIssuance) {
    const refusal = caaRefusalMessage(order);
    if (refusal) step.log.warn(`TLS certificate order ${order.id} at the CA's last check: ${refusal}`);
    return result();
  }
  // A refusal the CA made during this wait ends it: the order cannot be issued until CAA changes.
  const since = Date.parse(start.as_of);
  return waitFor({
    what: `TLS certificate ${order.id}`,
    log: step.log,
    poll: () => client.getCertificateByID(order.id),
    done: (polled) => isIssued(polled) || refusedSince(polled, since),
    describe: describeOrder,
    deadline,
  });
}

/**
 * The CA's CAA refusal that ends this run's wait, in the program's terms: one it made after
 * `since` (when this run first read the order), or any it reports when the wait timed out.
 */
function caaRefusal(result: WaitResult<TlsCertificateResponse>, since: number): string | undefined {
  const order = result.value;
  if (isIssued(order)) return undefined;
  if (!result.timedOut && !refusedSince(order, since)) return undefined;
  return caaRefusalMessage(order) || undefined;
}
