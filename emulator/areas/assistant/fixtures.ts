import { z } from "zod";

/**
 * The assistant's fixtures: its settings, and the account's billing data (which only the
 * assistant serves: the API has no billing endpoint). Both are read only.
 */

export const assistantSettingsSchema = z.strictObject({
  /** false: the assistant is not available for this account; every question gets 403. */
  enabled: z.boolean().default(true),
  /**
   * Emulated seconds one answer takes; a second question meanwhile gets 503. Default 0: answered
   * at once, so a frozen clock never holds a question.
   */
  answerSeconds: z.number().min(0).max(3600).default(0),
});

const invoiceSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "letters, digits and hyphens, at most 40"),
  issued_on: z.iso.date(),
  due_on: z.iso.date(),
  /** In the account's currency, e.g. 24.9. */
  amount: z.number().min(0),
  /** An open invoice whose due date has passed is shown as overdue. */
  status: z.enum(["paid", "open"]),
});

export const billingSchema = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 code such as EUR"),
  /** A description safe to show, e.g. "credit card ending in 4242". */
  payment_method: z.string().min(1).optional(),
  invoices: z.array(invoiceSchema).default([]),
});

export type AssistantSettings = z.output<typeof assistantSettingsSchema>;
export type Billing = z.output<typeof billingSchema>;
export type Invoice = Billing["invoices"][number];

/** The demo account's billing data: one paid invoice, one open. */
export function defaultBilling(): z.input<typeof billingSchema> {
  return {
    currency: "EUR",
    payment_method: "credit card ending in 4242",
    invoices: [
      { id: "INV-2024-0012", issued_on: "2024-12-01", due_on: "2024-12-15", amount: 59.4, status: "paid" },
      { id: "INV-2025-0001", issued_on: "2025-01-01", due_on: "2025-01-15", amount: 24.9, status: "open" },
    ],
  };
}
