/** Where a failed call went: every client error names it. */
export interface RequestInfo {
  method: string;
  /** The path as sent, base URL prefix (e.g. /v1) and query included. */
  path: string;
}

/** An error status from the API, with the Error body's text and any application code. */
export class RegistrarApiError extends Error {
  readonly status: number;
  readonly method: string;
  readonly path: string;
  /** The Error body's `message` (or `error`) as the server wrote it. */
  readonly apiMessage: string;
  /** A named application code such as 16009 (TLSCertificateProductLimit), when the body has one. */
  readonly code?: number;
  /** Seconds the server asked us to wait (Retry-After), when it said. */
  readonly retryAfterSeconds?: number;

  /** `hint` is appended to the message: what the user should do (e.g. which setting to check). */
  constructor(
    status: number,
    request: RequestInfo,
    apiMessage: string,
    code?: number,
    retryAfterSeconds?: number,
    hint?: string,
  ) {
    super(
      `${request.method} ${request.path} failed with ${status}${code ? ` (code ${code})` : ""}: ${apiMessage}` +
        (hint ? ` (${hint})` : ""),
    );
    this.name = new.target.name;
    this.status = status;
    this.method = request.method;
    this.path = request.path;
    this.apiMessage = apiMessage;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class BadRequestError extends RegistrarApiError {}
export class UnauthorizedError extends RegistrarApiError {}
export class ForbiddenError extends RegistrarApiError {}
export class NotFoundError extends RegistrarApiError {}
export class ConflictError extends RegistrarApiError {}
/** 417: a DNS record or DNSSEC record set violates a zone, TLD or provider constraint. */
export class ConstraintViolationError extends RegistrarApiError {}
/** 429: a limit refused the request, so nothing was done. */
export class RateLimitError extends RegistrarApiError {
  /**
   * The API asked to wait (Retry-After) longer than the client waits within one call: a limit
   * that resets in hours or days, which the caller reports instead of a passing rate limit.
   */
  longWait = false;
}
export class InternalServerError extends RegistrarApiError {}
export class BadGatewayError extends RegistrarApiError {}
export class ServiceUnavailableError extends RegistrarApiError {}
export class GatewayTimeoutError extends RegistrarApiError {}

/**
 * Code 16009: the SAN count or kind exceeds the product's limit. The spec lists it among the
 * rejected payloads of an order, so it is a bad request: fix the input, do not retry.
 */
export class TLSCertificateProductLimitError extends BadRequestError {}
/** Code 16010: names not covered by the CSR. A bad request too: make a CSR with those names. */
export class TLSCertificateCSRNameMismatchError extends BadRequestError {}

/** Named application codes: more precise than the status, so they win when both are known. */
const errorClassByCode: Record<number, typeof RegistrarApiError> = {
  16009: TLSCertificateProductLimitError,
  16010: TLSCertificateCSRNameMismatchError,
};

const errorClassByStatus: Record<number, typeof RegistrarApiError> = {
  400: BadRequestError,
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  417: ConstraintViolationError,
  429: RateLimitError,
  500: InternalServerError,
  502: BadGatewayError,
  503: ServiceUnavailableError,
  504: GatewayTimeoutError,
};

export function apiErrorFor(
  status: number,
  request: RequestInfo,
  apiMessage: string,
  code?: number,
  retryAfterSeconds?: number,
  hint?: string,
): RegistrarApiError {
  const ErrorClass =
    (code !== undefined ? errorClassByCode[code] : undefined) ??
    errorClassByStatus[status] ??
    RegistrarApiError;
  return new ErrorClass(status, request, apiMessage, code, retryAfterSeconds, hint);
}

/** A response whose body does not have the documented shape; `field` is the first offending path. */
export class ResponseShapeError extends Error {
  readonly method: string;
  readonly path: string;
  readonly field: string;

  constructor(request: RequestInfo, field: string, detail: string) {
    super(`${request.method} ${request.path}: unexpected response shape at "${field}": ${detail}`);
    this.name = "ResponseShapeError";
    this.method = request.method;
    this.path = request.path;
    this.field = field;
  }
}

/**
 * The call failed below HTTP (refused, reset, timed out, deadline reached). `mayHaveTakenEffect`
 * is false only when the request certainly never reached the server, so a caller knows whether a
 * write needs checking. `description` replaces the cause's raw text with a readable sentence.
 */
export class TransportError extends Error {
  readonly method: string;
  readonly path: string;
  readonly mayHaveTakenEffect: boolean;

  constructor(request: RequestInfo, cause: unknown, mayHaveTakenEffect: boolean, description?: string) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${request.method} ${request.path}: ${description ?? `connection failed: ${reason}`}`, { cause });
    this.name = "TransportError";
    this.method = request.method;
    this.path = request.path;
    this.mayHaveTakenEffect = mayHaveTakenEffect;
  }
}

/** The client's settings (base URL, API key) are missing or malformed; nothing was sent. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

/** Errors of a call that was sent more than once and whose earlier attempt may have taken effect. */
const afterUncertainAttempt = new WeakSet<Error>();

/** Marks `error` as the last of several attempts, an earlier one of which may have taken effect. */
export function markMayHaveTakenEffect(error: Error): void {
  afterUncertainAttempt.add(error);
}

/** Statuses after which a write may or may not have been applied by the server. */
const uncertainStatuses = new Set([500, 502, 503, 504]);

/**
 * Could the write that failed with `error` have taken effect? The one place that decides, so every
 * resource looks an object up by its natural key (instead of blindly repeating a POST) on the same
 * conditions: a transport failure after the request may have left, or a 5xx, in this attempt or
 * in an earlier one of the same call (the transport sends idempotent requests again).
 * A ResponseShapeError counts too: the server answered 2xx, so the write did happen.
 */
export function mayHaveTakenEffect(error: unknown): boolean {
  if (error instanceof Error && afterUncertainAttempt.has(error)) return true;
  if (error instanceof TransportError) return error.mayHaveTakenEffect;
  if (error instanceof RegistrarApiError) return uncertainStatuses.has(error.status);
  return error instanceof ResponseShapeError;
}
