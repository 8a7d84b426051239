import {
  apiErrorFor,
  BadGatewayError,
  BadRequestError,
  ConflictError,
  GatewayTimeoutError,
  InternalServerError,
  mayHaveTakenEffect,
  NotFoundError,
  RateLimitError,
  RegistrarApiError,
  ResponseShapeError,
  ServiceUnavailableError,
  TLSCertificateCSRNameMismatchError,
  TLSCertificateProductLimitError,
  TransportError,
} from "../../../provider/client/errors";

const request = { method: "POST", path: "/v1/tls/certificate" };

describe("apiErrorFor", () => {
  test.each([
    [16009, TLSCertificateProductLimitError],
    [16010, TLSCertificateCSRNameMismatchError],
  ])("code %i has its own class, chosen before the status", (code, ErrorClass) => {
    // 400 is the documented status; another status still gets the code's class.
    for (const status of [400, 409]) {
      const err = apiErrorFor(status, request, "rejected", code);
      expect(err).toBeInstanceOf(ErrorClass);
      expect(err).toBeInstanceOf(BadRequestError);
      expect(err).toBeInstanceOf(RegistrarApiError);
      expect(err).toMatchObject({ status, code, name: ErrorClass.name });
      expect(err.message).toBe(`POST /v1/tls/certificate failed with ${status} (code ${code}): rejected`);
    }
  });

  test("an unknown code falls back to the status class", () => {
    expect(apiErrorFor(409, request, "state", 12345)).toBeInstanceOf(ConflictError);
    expect(apiErrorFor(418, request, "teapot")).toBeInstanceOf(RegistrarApiError);
  });

  test("a hint is appended to the message, apiMessage stays as the server wrote it", () => {
    const err = apiErrorFor(404, request, "gone", undefined, undefined, "check the id");
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.message).toBe("POST /v1/tls/certificate failed with 404: gone (check the id)");
    expect(err.apiMessage).toBe("gone");
  });
});

describe("mayHaveTakenEffect", () => {
  test.each([
    [InternalServerError, 500],
    [BadGatewayError, 502],
    [ServiceUnavailableError, 503],
    [GatewayTimeoutError, 504],
  ])("a %p (status %i) may have taken effect", (_class, status) => {
    expect(mayHaveTakenEffect(apiErrorFor(status, request, "x"))).toBe(true);
  });

  test.each([400, 401, 403, 404, 409, 417, 429])("status %i did not take effect", (status) => {
    expect(mayHaveTakenEffect(apiErrorFor(status, request, "x"))).toBe(false);
  });

  test("transport errors say it themselves; a 2xx of the wrong shape did take effect", () => {
    expect(mayHaveTakenEffect(new TransportError(request, new Error("reset"), true))).toBe(true);
    expect(mayHaveTakenEffect(new TransportError(request, new Error("refused"), false))).toBe(false);
    expect(mayHaveTakenEffect(new ResponseShapeError(request, "response.id", "missing"))).toBe(true);
    expect(apiErrorFor(429, request, "x")).toBeInstanceOf(RateLimitError);
  });

  test("anything else did not", () => {
    for (const value of [new Error("x"), "x", undefined, { status: 503 }]) {
      expect(mayHaveTakenEffect(value)).toBe(false);
    }
  });
});
