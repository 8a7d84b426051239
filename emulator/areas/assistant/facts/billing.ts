import type { Invoice } from "../fixtures";
import { escapeMarkdown, link } from "../markdown";
import { daysUntil, type FactsContext, say } from "./context";

/** The billing part of an answer (billing:read): payment method, open and last paid invoices. */

function amount(ctx: FactsContext, value: number): string {
  const text = value.toFixed(2);
  return `${ctx.language === "de" ? text.replace(".", ",") : text} ${ctx.billing.currency}`;
}

function openLine(ctx: FactsContext, invoice: Invoice): string {
  const target = link(invoice.id, "billing", "invoices", invoice.id);
  const sum = amount(ctx, invoice.amount);
  return daysUntil(ctx, invoice.due_on) < 0
    ? say(
        ctx,
        `- ${target}: ${sum}, overdue since ${invoice.due_on}`,
        `- ${target}: ${sum}, überfällig seit ${invoice.due_on}`,
      )
    : say(
        ctx,
        `- ${target}: ${sum}, due on ${invoice.due_on}`,
        `- ${target}: ${sum}, fällig am ${invoice.due_on}`,
      );
}

export function billingFacts(ctx: FactsContext): string[] {
  const { billing } = ctx;
  const lines: string[] = [];
  if (billing.payment_method) {
    const method = escapeMarkdown(billing.payment_method);
    lines.push(say(ctx, `- Payment method: ${method}`, `- Zahlungsart: ${method}`));
  }
  const open = billing.invoices.filter((i) => i.status === "open");
  if (open.length === 0) lines.push(say(ctx, "- No open invoices.", "- Keine offenen Rechnungen."));
  lines.push(...open.map((invoice) => openLine(ctx, invoice)));
  const lastPaid = billing.invoices
    .filter((i) => i.status === "paid")
    .sort((a, b) => b.issued_on.localeCompare(a.issued_on))[0];
  if (lastPaid) {
    const target = link(lastPaid.id, "billing", "invoices", lastPaid.id);
    const sum = amount(ctx, lastPaid.amount);
    lines.push(
      say(
        ctx,
        `- Last paid: ${target}, ${sum}, issued on ${lastPaid.issued_on}`,
        `- Zuletzt bezahlt: ${target}, ${sum}, ausgestellt am ${lastPaid.issued_on}`,
      ),
    );
  }
  return lines;
}
