import { sliceTimeline } from "../../bench/estate-timeline";
import type { LoggedRequest } from "../support/emulator-admin";

const request = (method: string, path: string, realSeconds: number, inFlight: number): LoggedRequest => ({
  method,
  path,
  status: 200,
  // The emulator's clock runs 600 times faster, from 2030-01-01T00:00:00Z at the origin.
  time: new Date(Date.parse("2030-01-01T00:00:00Z") + realSeconds * 600 * 1000).toISOString(),
  keyId: null,
  inFlight,
});

test("per slice: the most steps of each type under way at once, requests by kind, the most in flight", () => {
  const slices = sliceTimeline(
    [
      { type: "Cert", startSeconds: 1, endSeconds: 9 },
      { type: "Cert", startSeconds: 2, endSeconds: 3 },
      { type: "Zone", startSeconds: 0, endSeconds: 4 },
      { type: "Zone", startSeconds: 6 },
    ],
    [
      request("GET", "/tls/certificate/crt-1", 2.5, 3),
      request("GET", "/tls/certificate/crt-1", 8, 1),
      request("POST", "/dns/rr", 0.5, 2),
    ],
    { originMs: Date.parse("2030-01-01T00:00:00Z"), rate: 600 },
    10,
    2,
  );
  expect(slices).toEqual([
    {
      startSeconds: 0,
      endSeconds: 5,
      stepsUnderWay: { Cert: 2, Zone: 1 },
      requests: { "order read": 1, "record write": 1 },
      peakInFlight: 3,
    },
    // The first certificate runs on through the second slice with no event in it but its end.
    {
      startSeconds: 5,
      endSeconds: 10,
      stepsUnderWay: { Cert: 1, Zone: 1 },
      requests: { "order read": 1 },
      peakInFlight: 1,
    },
  ]);
});
