import type { z } from "zod";
import type { tlsCertificateResponse } from "../../../provider/contract/tls";
import { notFound } from "../../core/errors";
import { listCertificates, listOrganizations } from "../tls/model";
import { certificateView, organizationView } from "../tls/views";
import { badge, el, facts, link, table } from "./html";
import type { Page, PageContext } from "./page";

type TlsCertificateResponse = z.output<typeof tlsCertificateResponse>;

/** Certificate orders with their states, and the organizations OV/EV orders are bound to. */

async function certificates({ runtime, now }: PageContext): Promise<TlsCertificateResponse[]> {
  return (await listCertificates(runtime.account, now)).map((order) => certificateView(order, now));
}

async function certificate(ctx: PageContext): Promise<TlsCertificateResponse> {
  const id = ctx.params[0] ?? "";
  const found = (await certificates(ctx)).find((c) => c.id === id);
  if (!found) throw notFound(`No certificate ${id}`);
  return found;
}

const day = (iso: string | null) => iso?.slice(0, 10) ?? "";

export const certificateList: Page = async (ctx) => ({
  title: "Certificates",
  content: table(
    ["Id", "Common name", "Product", "State", "Valid until"],
    (await certificates(ctx)).map((c) => [
      link(c.id, "tls", "certificates", c.id),
      c.common_name,
      c.sku,
      badge(c.status),
      day(c.not_after),
    ]),
  ),
});

export const certificatePage: Page = async (ctx) => {
  const c = await certificate(ctx);
  return {
    title: `Certificate ${c.common_name}`,
    content: [
      facts([
        ["Order", c.id],
        ["State", badge(c.status)],
        ["Product", c.sku],
        ["Names", [c.common_name, ...c.dns_names].join(", ")],
        ["Ordered", c.ordered_at],
        ["Issued", c.issued_at ?? "not yet"],
        ["Valid", c.not_before ? `${day(c.not_before)} to ${day(c.not_after)}` : ""],
        ["Version", c.version],
        ["Organization", c.org_id ?? "none"],
        [
          "Action required",
          c.action_required ? link("complete the order", "tls", "certificates", c.id, "complete") : "no",
        ],
      ]),
      el("h2", "Domain control validation"),
      table(
        ["Name", "Type", "Value", "State"],
        c.dcv_records.map((r) => [r.name, r.type, el("code", r.value), badge(r.status)]),
      ),
    ],
  };
};

/** Read only: says what completing needs; the order is completed through the API. */
export const completionPage: Page = async (ctx) => {
  const c = await certificate(ctx);
  const organizations = listOrganizations(ctx.runtime.account).map(organizationView);
  return {
    title: `Complete the order ${c.id}`,
    content: [
      el(
        "p",
        c.action_required
          ? "This order waits for an organization. Bind one of the organizations below with POST /tls/certificate/{certificate_id}/complete."
          : "This order needs no action.",
      ),
      facts([
        ["State", badge(c.status)],
        ["Common name", c.common_name],
      ]),
      el("h2", "Organizations"),
      table(
        ["Id", "Organization", "City", "Country"],
        organizations.map((o) => [o.id, o.organization, o.city, o.country_code]),
      ),
    ],
  };
};

export const organizationList: Page = ({ runtime }) => ({
  title: "TLS organizations",
  content: table(
    ["Id", "Organization", "Contact", "Email", "City", "Country"],
    listOrganizations(runtime.account)
      .map(organizationView)
      .map((o) => [o.id, o.organization, `${o.first_name} ${o.last_name}`, o.email, o.city, o.country_code]),
  ),
});
