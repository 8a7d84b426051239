import { certificateRequestStep } from "../../plan/certificate-request-step";
import { statesOf, stepOf } from "./support/previews";

test("a replace makes a new key and CSR, for the inputs that changed", () => {
  const { olds, news } = statesOf(stepOf("reissue", "CertificateRequest"));
  expect(certificateRequestStep("replace", olds, news)).toEqual({
    subject: "key and CSR for shop.example.com (rsa-2048)",
    changes: [{ field: "keyAlgorithm", from: "ecdsa-p256", to: "rsa-2048" }],
    notes: ["a new private key and CSR, made locally"],
  });
});

test("a delete forgets the key", () => {
  const { olds } = statesOf(stepOf("delete", "CertificateRequest"));
  expect(certificateRequestStep("delete", olds, undefined)).toEqual({
    subject: "key and CSR for shop.example.com (rsa-2048)",
    changes: [],
    notes: ["the key is forgotten (it exists only in the state)"],
  });
});
