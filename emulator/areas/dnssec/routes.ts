import { dnssecOperations } from "../../../provider/contract/dnssec";
import { implement, type Route, type RouteContext } from "../../core/router";
import { cancelDnssecJob, dnssecJobs, getDnssec, type HostsZone, putDnssec, verifyDnssec } from "./model";
import { dnssecView, jobView } from "./views";

const read = { scopes: ["dns:read" as const] };
const write = { scopes: ["dns:write" as const] };

/** One instant per request, so the model and the view see the same phase of a job. */
const at = ({ runtime, params }: RouteContext) => ({
  account: runtime.account,
  domain: params.domain ?? "",
  now: runtime.clock.now(),
});

/** Registry DNSSEC of a domain: parse, call the model, serialise. */
export const dnssecRoutes = (hostsZone: HostsZone): Route[] =>
  implement(dnssecOperations, {
    GetDNSSECByDomain: {
      auth: read,
      handle(ctx) {
        const { account, domain, now } = at(ctx);
        return dnssecView(getDnssec(account, domain, now), now);
      },
    },
    PutDNSSECByDomain: {
      auth: write,
      handle(ctx) {
        const { account, domain, now } = at(ctx);
        return dnssecView(putDnssec(account, domain, ctx.json(), now, hostsZone), now);
      },
    },
    VerifyDNSSECByDomain: {
      auth: write,
      handle(ctx) {
        const { account, domain, now } = at(ctx);
        return dnssecView(verifyDnssec(account, domain, now), now);
      },
    },
    CancelDNSSECByDomain: {
      auth: write,
      handle(ctx) {
        const { account, domain, now } = at(ctx);
        return dnssecView(cancelDnssecJob(account, domain, now), now);
      },
    },
    ListDNSSECJobsByDomain: {
      auth: read,
      handle(ctx) {
        const { account, domain, now } = at(ctx);
        return dnssecJobs(account, domain, now).map((job) => jobView(job, now));
      },
    },
  });
