import { z } from "zod";
import { errorBody, successEnvelope } from "../../../provider/contract/envelope";

const payload = z.object({ id: z.number() });

test("the success envelope unwraps a payload and refuses a body that is not a success", () => {
  expect(successEnvelope(payload).parse({ success: true, response: { id: 7 } })).toEqual({
    success: true,
    response: { id: 7 },
  });
  expect(successEnvelope(payload).safeParse({ success: false, response: { id: 7 } }).success).toBe(false);
  expect(successEnvelope(payload).safeParse({ success: true, response: { id: "7" } }).success).toBe(false);
  expect(errorBody.parse({ success: false, message: "no such zone", code: 16009 }).code).toBe(16009);
});

test("one envelope schema per payload schema, made once and reused by every response", () => {
  expect(successEnvelope(payload)).toBe(successEnvelope(payload));
  expect(successEnvelope(z.object({ id: z.number() }))).not.toBe(successEnvelope(payload));
});
