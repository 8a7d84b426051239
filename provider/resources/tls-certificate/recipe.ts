import type { TlsCertificateResponse } from "../../client/api";
import { withinDeadline } from "../../common/deadline-scope";
import { leftToNewHolder } from "../../common/taken-over";
import { deadlineAfter } from "../../common/wait";
import { removeDcvRecords } from "../../tls/dcv";
import { certificateNames, sameNames } from "../../tls/names";
import {
  cancelPending,
  isDone,
  isIssued,
  isReissuable,
  orderIfExists,
  orderName,
  revoke,
  sameRequest,
} from "../../tls/orders";
import type { ResourceRecipe } from "../runner/recipe";
import { checkProduct, placeOrder, productFailures, reissue, warnDcvElsewhere } from "./api";
import { finish, renew } from "./converge";
import { declaredCertificate, type TlsCertificateInputs, tlsCertificateInputs } from "./inputs";
import { outputs, pemsOf, renewalFields, type TlsCertificateOutputs, unrecordedReissue } from "./outputs";
import { changedInputs, storedOrder, workNeeded } from "./triggers";

export type { TlsCertificateInputs, TlsCertificateOutputs };

export const recipe: ResourceRecipe<TlsCertificateInputs, TlsCertificateOutputs> = {
  kind: "TlsCertificate",
  inputs: tlsCertificateInputs,
  // An order's product and names are fixed: other ones are another order.
  replaces: [
    "sku",
    "commonName",
    { property: "dnsNames", differs: (olds, news) => !sameNames(olds.dnsNames ?? [], news.dnsNames) },
    // An issued order takes a new CSR by a reissue; one not issued yet can only be ordered anew,
    // unless the CSR is the same request's with another key (made again after its state was lost,
    // or replaced by `--replace`): that order is completed, then reissued (no second order).
    {
      property: "csr",
      applies: (olds) => !isReissuable(olds.status),
      differs: (olds, news) => olds.csr !== news.csr && !sameRequest(olds.csr, news.csr),
    },
  ],
  // Create the new certificate before deleting the old one, so a valid one exists throughout.
  deleteBeforeReplace: false,
  // A DCV name in no zone of the account fails no `up` (the order waits for that CNAME to be made
  // elsewhere, and says which), so it fails no preview either: the preview warns instead.
  async checkWithApi(step, inputs, olds) {
    const failures = await productFailures(step.client, inputs, olds);
    if (failures.length === 0) await warnDcvElsewhere(step, inputs, olds);
    return failures;
  },

  diff(_step, olds, news) {
    return {
      changes: workNeeded(olds, news, storedOrder(olds)) !== undefined,
      changed: changedInputs(olds, news),
    };
  },

  async create(step, news) {
    const { client } = step;
    const deadline = deadlineAfter(news.timeoutSeconds);
    // The API calls of the whole step wait (a 429, a backoff) no later than its deadline.
    return withinDeadline(deadline, async () => {
      await checkProduct(client, news);
      const { order, takenBack } = await placeOrder(step, news);
      return {
        id: order.id,
        outs: await finish(step, order.id, news, order, deadline, undefined, takenBack),
      };
    });
  },

  async read(step, id, props) {
    const { client } = step;
    const current = await client.getCertificateByID(props.certificateId ?? id);
    let order = current;
    let pendingRenewal: TlsCertificateResponse | undefined;
    if (props.pendingRenewalId) {
      const renewal = await orderIfExists(client, props.pendingRenewalId);
      if (renewal && isIssued(renewal)) order = renewal;
      else if (renewal && !isDone(renewal)) pendingRenewal = renewal;
    }
    const outs = outputs(props, order, await pemsOf(client, order, props));
    if (pendingRenewal) Object.assign(outs, renewalFields(pendingRenewal));
    // A reissue the state does not record may have left DCV records: the next `up` removes them.
    if (props.dcvRecordsPublished || unrecordedReissue(props, current)) outs.dcvRecordsPublished = true;
    return outs;
  },

  async importInputs(step, id) {
    const { client } = step;
    return declaredCertificate(await client.getCertificateByID(id));
  },

  async update(step, id, olds, news) {
    const { client } = step;
    const deadline = deadlineAfter(news.timeoutSeconds);
    // The API calls of the whole step wait (a 429, a backoff) no later than its deadline.
    return withinDeadline(deadline, async () => {
      // Renewal is decided on the stored certificate, before any API call, as diff decided it.
      if (workNeeded(olds, news, storedOrder(olds))?.action === "renew") {
        return renew(step, id, olds, news, deadline);
      }
      let order = await client.getCertificateByID(olds.certificateId ?? id);
      // An `up` killed after it reissued: the checks below find the program's CSR on the order (no
      // second reissue), and the DCV records it made are still to be removed.
      let takenBack = unrecordedReissue(olds, order);
      if (takenBack) {
        step.log.info(
          `TLS certificate ${order.id} holds a ${order.reissue_pending ? "pending" : "issued"} reissue the state does not ` +
            "record (an interrupted `up` requested it): continuing with it; its DCV records are removed once it is issued",
        );
      }
      const work = workNeeded(olds, news, order);
      if (work?.action === "order") {
        step.log.info(`TLS certificate order ${order.id} is ${order.status}: placing a new order`);
        ({ order, takenBack } = await placeOrder(step, news));
      } else if (work?.action === "reissue" && isReissuable(order.status)) {
        order = await reissue(step, order, news);
      } else if (work?.action === "reissue" && sameRequest(order.csr, news.csr)) {
        // `finish` reissues it once issued: only then can an order take another key.
        step.log.info(
          `TLS certificate order ${order.id} is ${order.status} with an earlier key of this CertificateRequest: ` +
            "continuing with it, then reissuing it with the new key",
        );
      } else if (work?.action === "reissue") {
        throw new Error(
          `csr: order ${order.id} is ${order.status}, so its CSR cannot change yet: run \`pulumi refresh\`, then \`pulumi up\` (which replaces the certificate)`,
        );
      }
      return finish(step, id, news, order, deadline, olds, takenBack);
    });
  },

  async delete(step, id, props) {
    const { client, log } = step;
    const orderId = props.certificateId ?? id;
    const renewalId = props.pendingRenewalId;
    // The orders the resource replacing this one took over (by their CSR's key or mark) are its
    // own now: neither cancelled nor revoked, and their DCV records stay.
    const own = [orderId, ...(renewalId ? [renewalId] : [])].filter(
      (each) => !leftToNewHolder(client, log, orderName(each)),
    );
    if (own.length === 0) return;
    if (renewalId && own.includes(renewalId)) await cancelPending(client, log, renewalId);
    const order = await client.getCertificateByID(orderId);
    const mine = own.includes(orderId);
    if (mine && (order.status === "pending" || order.status === "action_required")) {
      await cancelPending(client, log, order.id);
    } else if (mine && order.status === "issued" && props.onDelete === "revoke") {
      await revoke(client, log, order);
    } else if (mine && order.status === "issued") {
      log.info(
        `TLS certificate ${order.id} is retained (onDelete "retain"): it stays valid until ${order.not_after}; ` +
          'set onDelete: "revoke" to revoke certificates on delete',
      );
    }
    if (props.manageDcvRecords !== false) {
      await removeDcvRecords(client, log, certificateNames(order.common_name, order.dns_names), own);
    }
  },
};
