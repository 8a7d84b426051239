import type { z } from "zod";
import { errorBody, successEnvelope } from "../../../provider/contract/envelope";
import type { HttpAnswer } from "../../support/http-call";

/** Asserts the exact success envelope and returns the payload parsed with the wire schema. */
export function expectSuccess<T extends z.ZodType>(res: HttpAnswer, payload: T): z.output<T> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${res.text}`);
  expect(Object.keys(res.body).sort()).toEqual(["code", "response", "success"]);
  expect(res.body.success).toBe(true);
  expect(res.body.code).toBe(200);
  return (successEnvelope(payload).parse(res.body) as { response: z.output<T> }).response;
}

/** Asserts the spec's Error body (no other keys) with this status; returns the message. */
export function expectError(res: HttpAnswer, status: number, message?: RegExp): string {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const parsed = errorBody.parse(res.body);
  expect(parsed.success).toBe(false);
  expect(Object.keys(res.body).sort()).toEqual(["error", "message", "success"]);
  expect(typeof parsed.message).toBe("string");
  expect(typeof parsed.error).toBe("string");
  if (message) expect(parsed.message).toMatch(message);
  return parsed.message ?? "";
}
