import { z } from "zod";
import { checkFailures } from "../../../../provider/resources/runner/check-failures";

test("checkFailures serves any zod schema", () => {
  const schema = z.strictObject({ id: z.string(), sizes: z.array(z.number()), on: z.boolean().optional() });
  const parsed = schema.safeParse({ id: 1, sizes: [1, "2", "3"], extra: true, other: 0 });
  expect(parsed.success).toBe(false);
  const found = checkFailures((parsed as { error: z.ZodError }).error);
  expect(found.map((failure) => failure.property)).toEqual(["id", "sizes", "extra", "other"]);
  expect(found.find((failure) => failure.property === "sizes")?.reason).toMatch(
    /^sizes\[1\]: .*; sizes\[2\]: /,
  );
  expect(found.find((failure) => failure.property === "extra")?.reason).toBe(
    "extra: is not an input of this resource",
  );
  const whole = z.object({}).safeParse("not an object");
  expect(checkFailures((whole as { error: z.ZodError }).error)).toEqual([
    { property: "", reason: expect.any(String) },
  ]);
});
