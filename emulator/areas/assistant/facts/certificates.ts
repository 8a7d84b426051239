import { listCertificates, type Order } from "../../tls/model";
import { escapeMarkdown, link } from "../markdown";
import { type FactsContext, say } from "./context";

/** The certificates part of an answer (tls:read): the account's orders as of now. */

function statusText(ctx: FactsContext, order: Order): string {
  const notAfter = order.versions.at(-1)?.notAfter;
  const day = notAfter?.toISOString().slice(0, 10) ?? "";
  switch (order.status) {
    case "action_required": {
      const complete = link(
        say(ctx, "complete the order", "Bestellung abschließen"),
        "tls",
        "certificates",
        order.id,
        "complete",
      );
      return say(ctx, `action required: ${complete}`, `Aktion erforderlich: ${complete}`);
    }
    case "pending":
      return say(ctx, "pending validation", "Validierung ausstehend");
    case "issued":
      return notAfter && notAfter.getTime() <= ctx.now.getTime()
        ? say(ctx, `expired on ${day}`, `abgelaufen am ${day}`)
        : say(ctx, `issued, valid until ${day}`, `ausgestellt, gültig bis ${day}`);
    case "certificate-revoked":
      return say(
        ctx,
        "certificate revoked; it can be reissued",
        "Zertifikat widerrufen; es kann neu ausgestellt werden",
      );
    case "cancelled":
      return say(ctx, "cancelled", "storniert");
    default:
      return say(ctx, "order revoked", "Bestellung widerrufen");
  }
}

/** An order concerns a domain when one of its names is the domain or lies under it. */
function concerns(order: Order, domain: string): boolean {
  return order.names.some((name) => {
    const host = name.replace(/^\*\./, "");
    return host === domain || host.endsWith(`.${domain}`);
  });
}

/** One line per order, limited to the domains the question names, if it names any. */
export async function certificateFacts(ctx: FactsContext): Promise<string[]> {
  const orders = await listCertificates(ctx.account, ctx.now);
  const shown =
    ctx.mentioned.length > 0
      ? orders.filter((order) => ctx.mentioned.some((domain) => concerns(order, domain)))
      : orders;
  if (shown.length === 0) {
    return ctx.mentioned.length > 0
      ? [
          say(
            ctx,
            "- No certificate orders for these names.",
            "- Keine Zertifikatsbestellungen für diese Namen.",
          ),
        ]
      : [say(ctx, "- No certificate orders yet.", "- Noch keine Zertifikatsbestellungen.")];
  }
  return shown.map((order) => {
    const target = link(order.commonName, "tls", "certificates", order.id);
    return `- ${target} (${escapeMarkdown(order.product.sku)}): ${statusText(ctx, order)}`;
  });
}
