import { median } from "../../bench/statistics";

test("the middle sample of an odd count, whatever the order", () => {
  expect(median([9, 1, 5])).toBe(5);
  expect(median([4])).toBe(4);
});

test("the mean of the middle two of an even count", () => {
  expect(median([10, 1, 3, 7])).toBe(5);
});

test("NaN without samples, and the samples are left as they were", () => {
  expect(median([])).toBeNaN();
  const samples = [3, 1, 2];
  median(samples);
  expect(samples).toEqual([3, 1, 2]);
});
