import { certificateStep } from "../../plan/certificate-step";
import { clock } from "../../provider/common/clock";
import { unknownValue } from "../../provider/common/unknown";
import { recordingTime, statesOf, stepOf, useRecordingClock } from "./support/previews";

// Which certificate steps cost money, decided by the provider's own triggers (plannedWork) on
// recorded previews' states, with the provider's clock at the time they were recorded.

useRecordingClock();

test("a create places a new order", () => {
  const { news } = statesOf(stepOf("create", "TlsCertificate"));
  expect(certificateStep("create", undefined, news)).toEqual({
    subject: "www.example.com (dv-single)",
    changes: [],
    notes: ["a new order"],
    paid: "new order",
  });
});

test("a replace (another common name) places a new order; the old one is retained", () => {
  const { olds, news } = statesOf(stepOf("change", "TlsCertificate"));
  expect(certificateStep("replace", olds, news)).toEqual({
    subject: "shop.example.com (dv-single)",
    previously: "www.example.com (dv-single)",
    changes: [{ field: "commonName", from: "www.example.com", to: "shop.example.com" }],
    notes: [
      `a new order; then crt-1001 is retained (onDelete retain), valid until ${olds.notAfter.slice(0, 10)}`,
    ],
    paid: "new order",
  });
});

test("a new CSR for the issued order (its CertificateRequest replaced, so unknown in preview) is a reissue", () => {
  const { olds, news } = statesOf(stepOf("reissue", "TlsCertificate"));
  expect(news.csr).toBe(unknownValue);
  expect(certificateStep("update", olds, news)).toMatchObject({
    paid: "reissue",
    notes: [`a reissue of ${olds.certificateId} (the CSR changed)`],
  });
});

describe("an update in the renewal window is a renewal", () => {
  const { olds, news } = statesOf(stepOf("renewal", "TlsCertificate"));
  const renewal = {
    paid: "renewal",
    notes: [`a renewal of ${olds.certificateId} (due ${olds.renewalDueAt.slice(0, 10)}): a new order`],
  };

  test("due by the API's clock (an emulator's, ahead), which the preview's refresh read and this process cannot", () => {
    expect(Date.parse(olds.renewalDueAt)).toBeGreaterThan(recordingTime());
    expect(certificateStep("update", olds, news)).toMatchObject(renewal);
  });

  test("due by this machine's clock", () => {
    jest.spyOn(clock, "now").mockReturnValue(Date.parse(olds.renewalDueAt) + 1000);
    expect(certificateStep("update", olds, news)).toMatchObject(renewal);
  });
});

describe("updates decided on the stored order", () => {
  const { olds, news } = statesOf(stepOf("renewal", "TlsCertificate"));
  // By this machine's clock the stored certificate is far from its renewal date.
  const current = { ...olds, notAfter: new Date(recordingTime() + 200 * 86_400_000).toISOString() };

  test("a renewal under way is waited for: nothing more to pay", () => {
    const step = certificateStep("update", { ...current, pendingRenewalId: "crt-2001" }, news);
    expect(step.paid).toBeUndefined();
    expect(step.notes).toEqual([`the renewal crt-2001 of ${olds.certificateId} under way is waited for`]);
  });

  test("an order cancelled outside Pulumi is ordered anew", () => {
    const step = certificateStep("update", { ...current, status: "cancelled" }, news);
    expect(step).toMatchObject({
      paid: "new order",
      notes: ["a new order: the order was cancelled or revoked"],
    });
  });

  test("a setting changed pays nothing", () => {
    const step = certificateStep("update", current, { ...news, timeoutSeconds: 900 });
    expect(step.paid).toBeUndefined();
    expect(step.changes).toEqual([{ field: "timeoutSeconds", from: news.timeoutSeconds, to: 900 }]);
    expect(step.notes).toEqual(["no new order: a setting changed"]);
  });
});

describe("a delete", () => {
  const { olds } = statesOf(stepOf("delete", "TlsCertificate"));

  test("retains an issued certificate (onDelete retain)", () => {
    expect(certificateStep("delete", olds, undefined)).toEqual({
      subject: "shop.example.com (dv-single)",
      changes: [],
      notes: [
        `${olds.certificateId} is retained (onDelete retain), valid until ${olds.notAfter.slice(0, 10)}`,
      ],
    });
  });

  test("revokes one with onDelete revoke, cancels one not issued yet", () => {
    expect(certificateStep("delete", { ...olds, onDelete: "revoke" }, undefined).notes).toEqual([
      `${olds.certificateId} is revoked (onDelete revoke)`,
    ]);
    expect(certificateStep("delete", { ...olds, status: "pending" }, undefined).notes).toEqual([
      `${olds.certificateId} is cancelled (not issued yet)`,
    ]);
  });
});
