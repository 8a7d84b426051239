import { median, medianItem } from "../../bench/statistics";

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

test("medianItem: the item of median value, the lower middle one of an even count, whole", () => {
  const [a, b, c] = [
    { seconds: 4.1, requests: 3 },
    { seconds: 3.2, requests: 5 },
    { seconds: 9.9, requests: 7 },
  ];
  expect(medianItem([a, b, c], (run) => run.seconds)).toBe(a);
  expect(medianItem([c, b], (run) => run.seconds)).toBe(b);
  expect(medianItem([c], (run) => run.seconds)).toBe(c);
  expect(() => medianItem([], (run: { seconds: number }) => run.seconds)).toThrow(/no item/);
});
