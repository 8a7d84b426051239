import type { DnssecResponse } from "../../client/api";
import { NotFoundError } from "../../client/errors";
import { type WaitResult, waitFor } from "../../common/wait";
import { notAccountDomain } from "../account-domain";
import { NotConvergedError, type Step } from "../runner/recipe";
import { asked, describeDnssec, nextChangeAt, observe, put, reached, type Wanted } from "./api";
import type { DnssecConfigInputs } from "./inputs";
import { type DnssecConfigOutputs, outputs } from "./outputs";

/** DnssecConfig brought to the wanted configuration within the run's deadline, or left to resume. */

/**
 * Brings the domain's DNSSEC towards `wanted` until `deadline`: reads first, sends the PUT only
 * when the API does not already show the wanted configuration, then polls (GET, or a verify once
 * the change propagates) when the job's phase is due to change, else with backoff. A job running towards another configuration is waited
 * for, never cancelled. Enabled in the other mode, DNSSEC is disabled first (the API switches
 * modes only through disabled). Errors of the PUT say what to do.
 */
export async function converge(
  step: Step,
  wanted: Wanted,
  deadline: number,
): Promise<WaitResult<DnssecResponse>> {
  const { client } = step;
  const { domain } = wanted;
  let current: DnssecResponse | undefined;
  let waitingLogged = false;
  const poll = async (): Promise<DnssecResponse> => {
    current = current ? await observe(step, current, wanted) : await client.getDNSSECByDomain(domain);
    if (asked(current, wanted)) return current;
    const job = current.pending_job;
    if (job) {
      if (!waitingLogged) {
        step.log.info(
          `DNSSEC of ${domain}: job ${job.id} (${job.action} ${job.mode}) is running; waiting for it to end before applying the change (it is not cancelled)`,
        );
        waitingLogged = true;
      }
      return current;
    }
    const desired = current.desired_state;
    if (wanted.state === "enabled" && desired.state === "enabled" && desired.mode !== wanted.mode) {
      step.log.info(
        `DNSSEC of ${domain} is enabled in mode ${desired.mode}; the API switches to mode ${wanted.mode} only ` +
          "through disabled: disabling first",
      );
      current = await put(step, { ...wanted, state: "disabled" });
      return current;
    }
    current = await put(step, wanted);
    step.log.info(
      `DNSSEC of ${domain}: ${wanted.state === "enabled" ? `mode ${wanted.mode} enabled` : "disabled"}, requested`,
    );
    return current;
  };
  return waitFor({
    what: `DNSSEC of ${domain}`,
    log: step.log,
    poll,
    done: (res) => reached(res, wanted),
    describe: describeDnssec,
    deadline,
    nextChangeAt: (res) => nextChangeAt(res, wanted),
  });
}

/**
 * Converges and makes the outputs. At the deadline, or on a failure once the API shows the
 * change as requested, a NotConvergedError keeps the resource in the state: the next `up`
 * resumes waiting without a second PUT.
 */
export async function apply(
  step: Step,
  id: string,
  news: DnssecConfigInputs,
  deadline: number,
  creating: boolean,
): Promise<DnssecConfigOutputs> {
  const { client } = step;
  let result: WaitResult<DnssecResponse>;
  try {
    result = await converge(step, news, deadline);
  } catch (error) {
    if (creating && error instanceof NotFoundError) throw notAccountDomain(news.domain, error);
    const latest = await client.getDNSSECByDomain(news.domain).catch(() => undefined);
    if (!latest || !asked(latest, news)) throw error;
    throw new NotConvergedError(
      id,
      { ...outputs(news, latest) },
      `DNSSEC of ${news.domain}: ${(error as Error).message}. The change was requested: run \`pulumi up\` again to keep waiting (no second request is sent)`,
    );
  }
  if (result.timedOut) {
    const next = asked(result.value, news)
      ? "The change was requested: run `pulumi up` again to keep waiting (no second request is sent)"
      : "A job the API was already running has not ended, so the change is not requested yet: run `pulumi up` again to keep waiting";
    throw new NotConvergedError(
      id,
      { ...outputs(news, result.value) },
      `DNSSEC of ${news.domain} is still ${describeDnssec(result.value)} after ${result.elapsed}s ` +
        `(timeoutSeconds ${news.timeoutSeconds}; waitFor "${news.waitFor}"). ${next}`,
    );
  }
  return outputs(news, result.value);
}
