import { coldStartReport } from "../../bench/provider-cold-start";

const row = (report: string, label: string) => report.split("\n").find((line) => line.startsWith(label));

test("each step's median, the median of the per-process totals, and each library's median", () => {
  const report = coldStartReport([
    { steps: [70, 100], libraries: [50, 80] },
    { steps: [90, 80], libraries: [60, 70] },
    { steps: [60, 130], libraries: [40, 90] },
  ]);
  expect(report).toMatch(/medians of 3\./);
  expect(row(report, "DnsRecord provider module")).toMatch(/\s70$/);
  expect(row(report, "then the API client")).toMatch(/\s100$/);
  expect(row(report, "both:")).toMatch(/\s170$/);
  expect(row(report, "zod, translations deferred, alone")).toMatch(/\s50$/);
  expect(row(report, "undici's pool and request alone")).toMatch(/\s80$/);
});

test("the total is the median of each process's sum, not the sum of the medians", () => {
  const report = coldStartReport([
    { steps: [10, 100], libraries: [1, 1] },
    { steps: [100, 10], libraries: [1, 1] },
    { steps: [50, 50], libraries: [1, 1] },
  ]);
  // Medians 50 and 50 would sum to 100; every process took 110.
  expect(row(report, "both:")).toMatch(/\s110$/);
});
