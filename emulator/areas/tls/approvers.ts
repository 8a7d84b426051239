import type { Account } from "../../core/account";
import { badRequest } from "../../core/errors";
import { dnsState } from "../dns/state";
import { baseOf } from "./names";
import type { DcvMethod } from "./order";
import { unique } from "./request";

const APPROVER_MAILBOXES = ["admin", "administrator", "hostmaster", "postmaster", "webmaster"];

/** The account zone of a name, without the dot; otherwise its last two labels. */
function approverDomain(account: Account, name: string): string {
  const zone = dnsState(account).zones.zoneFor(`${baseOf(name)}.`);
  return zone ? zone.name.replace(/\.$/, "") : baseOf(name).split(".").slice(-2).join(".");
}

/** dcv_emails: approver mailboxes at a name of the order or a parent domain of one. */
export function dcvEmailsOf(account: Account, value: unknown, names: string[], method: DcvMethod): string[] {
  if (value === undefined) {
    return method === "email" ? unique(names.map((n) => `admin@${approverDomain(account, n)}`)) : [];
  }
  if (!Array.isArray(value)) throw badRequest("dcv_emails must be an array of e-mail addresses");
  const parents = new Set(
    names.flatMap((n) => {
      const labels = baseOf(n).split(".");
      return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
    }),
  );
  return value.map((email, i) => {
    if (typeof email !== "string") throw badRequest(`dcv_emails[${i}] must be a string`);
    const [local, domain, ...rest] = email.toLowerCase().split("@");
    if (rest.length > 0 || !local || !domain || !APPROVER_MAILBOXES.includes(local) || !parents.has(domain)) {
      throw badRequest(
        `dcv_emails[${i}] "${email}" is not an approver address: use ${APPROVER_MAILBOXES.join(", ")} ` +
          "at a name of the order or one of its parent domains",
      );
    }
    return email.toLowerCase();
  });
}
