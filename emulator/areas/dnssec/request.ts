import { dnssecModes, dnssecStates } from "../../../provider/contract/dnssec";
import { badRequest } from "../../core/errors";
import { isPlainObject } from "../../core/plain-object";
import type { DnssecMode, DnssecSwitch } from "./configuration";
import { parseRecords } from "./record-set";

/** A PUT /dns/{domain}/dnssec body, checked for shape (400). */
export interface DnssecChange {
  mode: DnssecMode;
  state: DnssecSwitch;
  verifyAfterApply: boolean;
  /** Only for mode external with state enabled; ignored (not even read) otherwise. */
  records?: ReturnType<typeof parseRecords>;
}

const FIELDS = ["mode", "state", "verify_after_apply", "records"];

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (value === undefined) throw badRequest(`${field} is required`);
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`${field} must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

export function parseDnssecChange(body: unknown): DnssecChange {
  if (!isPlainObject(body)) throw badRequest("request body must be a JSON object");
  for (const field of Object.keys(body)) {
    if (!FIELDS.includes(field)) throw badRequest(`unknown field "${field}"`);
  }
  const mode = oneOf(body.mode, "mode", dnssecModes);
  const state = oneOf(body.state, "state", dnssecStates);
  if (body.verify_after_apply !== undefined && typeof body.verify_after_apply !== "boolean") {
    throw badRequest("verify_after_apply must be a boolean");
  }
  const change: DnssecChange = { mode, state, verifyAfterApply: body.verify_after_apply === true };
  if (mode === "none" && state === "enabled") {
    throw badRequest("mode none cannot be enabled: use provider or external, or state disabled");
  }
  if (mode === "external" && state === "enabled") {
    if (body.records === undefined)
      throw badRequest("records is required for mode external with state enabled");
    change.records = parseRecords(body.records);
  }
  return change;
}
