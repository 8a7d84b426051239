import { median, medianInterval, medianItem } from "../../bench/statistics";

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

describe("medianInterval", () => {
  test("15 samples: the 4th smallest to the 4th largest, which covers 96.5% (the 5th would cover only 88%)", () => {
    const samples = [15, 3, 9, 1, 12, 6, 14, 2, 11, 8, 5, 13, 4, 10, 7];
    const interval = medianInterval(samples);
    expect(interval).toMatchObject({ low: 4, high: 12 });
    // 1 - 2 * P(Binomial(15, 1/2) <= 3) = 1 - 2 * 576 / 32768
    expect(interval.coverage).toBeCloseTo(1 - (2 * 576) / 32768, 10);
    expect(medianInterval(samples, 0.88)).toMatchObject({ low: 5, high: 11 });
  });

  test("60 samples at 90%: the 24th smallest to the 24th largest, 90.75%; at 95%, the 22nd (the 23rd covers only 94.8%)", () => {
    const samples = Array.from({ length: 60 }, (_, i) => 60 - i);
    const interval = medianInterval(samples);
    expect(interval).toMatchObject({ low: 24, high: 37 });
    expect(interval.coverage).toBeCloseTo(0.907539, 5);
    expect(medianInterval(samples, 0.95)).toMatchObject({ low: 22, high: 39 });
  });

  test("too few samples for the confidence: smallest to largest, saying how little that covers", () => {
    expect(medianInterval([1.2, 1.0, 1.1])).toEqual({ low: 1.0, high: 1.2, coverage: 0.75 });
    expect(medianInterval([2])).toEqual({ low: 2, high: 2, coverage: 0 });
    expect(() => medianInterval([])).toThrow(/no sample/);
  });
});
