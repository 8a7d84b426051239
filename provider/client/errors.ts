/** Where a failed call went: every client error names it. */
export interface RequestInfo {
  method: string;
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

  constructor(
    status: number,
    request: RequestInfo,
    apiMessage: string,
    code?: number,
    retryAfterSeconds?: number,
  ) {
    super(
      `${request.method} ${request.path} failed with ${status}${code ? ` (code ${code})` : ""}: ${apiMessage}`,
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
export class RateLimitError extends RegistrarApiError {}
export class InternalServerError extends RegistrarApiError {}
export class BadGatewayError extends RegistrarApiError {}
export class ServiceUnavailableError extends RegistrarApiError {}
export class GatewayTimeoutError extends RegistrarApiError {}

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
): RegistrarApiError {
  const ErrorClass = errorClassByStatus[status] ?? RegistrarApiError;
  return new ErrorClass(status, request, apiMessage, code, retryAfterSeconds);
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
 * The call failed below HTTP (refused, reset, timed out). `mayHaveTakenEffect` is false only when
 * the request certainly never reached the server, so a caller knows whether a write needs checking.
 */
export class TransportError extends Error {
  readonly method: string;
  readonly path: string;
  readonly mayHaveTakenEffect: boolean;

  constructor(request: RequestInfo, cause: unknown, mayHaveTakenEffect: boolean) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${request.method} ${request.path}: connection failed: ${reason}`, { cause });
    this.name = "TransportError";
    this.method = request.method;
    this.path = request.path;
    this.mayHaveTakenEffect = mayHaveTakenEffect;
  }
}
