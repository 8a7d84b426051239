import { notFound } from "../../core/errors";
import { badge, facts, link, table } from "./html";
import type { Page, PageContext } from "./page";

/** Invoices and the payment method, as the fixtures describe them (the API has no billing endpoint). */

function invoices({ runtime }: PageContext) {
  return runtime.fixtures.billing.invoices;
}

/** An open invoice past its due date reads "overdue", as in the assistant's answers. */
function state(invoice: { status: string; due_on: string }, now: Date): string {
  return invoice.status === "open" && invoice.due_on < now.toISOString().slice(0, 10)
    ? "overdue"
    : invoice.status;
}

export const invoiceList: Page = (ctx) => {
  const { currency } = ctx.runtime.fixtures.billing;
  return {
    title: "Invoices",
    content: table(
      ["Invoice", "Issued", "Due", "Amount", "State"],
      invoices(ctx).map((i) => [
        link(i.id, "billing", "invoices", i.id),
        i.issued_on,
        i.due_on,
        `${i.amount.toFixed(2)} ${currency}`,
        badge(state(i, ctx.now)),
      ]),
    ),
  };
};

export const invoicePage: Page = (ctx) => {
  const id = ctx.params[0] ?? "";
  const invoice = invoices(ctx).find((i) => i.id === id);
  if (!invoice) throw notFound(`No invoice ${id}`);
  return {
    title: `Invoice ${invoice.id}`,
    content: facts([
      ["Issued", invoice.issued_on],
      ["Due", invoice.due_on],
      ["Amount", `${invoice.amount.toFixed(2)} ${ctx.runtime.fixtures.billing.currency}`],
      ["State", badge(state(invoice, ctx.now))],
    ]),
  };
};

export const paymentPage: Page = ({ runtime }) => ({
  title: "Payment method",
  content: facts([["Payment method", runtime.fixtures.billing.payment_method ?? "none on file"]]),
});
