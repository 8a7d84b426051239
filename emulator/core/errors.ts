/**
 * A rule of the API refused an operation. The HTTP layer turns it into the Error body with
 * `status`; `code` is set only for the spec's named application codes (e.g. 16009).
 */
export class ModelError extends Error {
  override name = "ModelError";

  constructor(
    readonly status: number,
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** 429 with the number of seconds after which the same call would be accepted. */
export class RateLimitError extends ModelError {
  override name = "RateLimitError";

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string) => new ModelError(400, message);
export const notFound = (message: string) => new ModelError(404, message);
/** 417 Expectation Failed: the spec's status for records violating a zone constraint. */
export const zoneConstraint = (message: string) => new ModelError(417, message);
