import { zoneFileOrigin } from "../../import/zone-file-origin";

// The zone of a zone file from the command line: --origin, or the former spellings with a line
// saying so; two zones a usage problem.

test("--origin as given; nothing given, nothing said", () => {
  expect(zoneFileOrigin("example.com", { zone: undefined })).toEqual({ origin: "example.com" });
  expect(zoneFileOrigin(undefined, { zone: [] })).toEqual({});
});

test("a former spelling: the same zone, and a deprecation naming the flag and what to write", () => {
  expect(zoneFileOrigin(undefined, { zone: ["example.com"], domain: undefined })).toEqual({
    origin: "example.com",
    deprecation: "--zone with --zone-file is deprecated: write --origin example.com (the same meaning)",
  });
  expect(zoneFileOrigin("example.com", { zone: ["example.com"], domain: ["example.com"] })).toEqual({
    origin: "example.com",
    deprecation:
      "--zone and --domain with --zone-file are deprecated: write --origin example.com (the same meaning)",
  });
});

test("two zones: a problem naming both", () => {
  expect(zoneFileOrigin("a.example", { zone: ["b.example"] })).toEqual({
    problem: "--zone-file takes one zone, its origin (--origin NAME), got 2: a.example, b.example",
  });
});
