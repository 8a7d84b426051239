/**
 * The API key; REGISTRAR_API_KEY when unset. Kept secret: never in the state in the clear, nor in any message.
 */
export declare const apiKey: string | undefined;
/**
 * The API's address, e.g. "https://api.example-registrar.com"; REGISTRAR_BASE_URL when unset.
 */
export declare const baseUrl: string | undefined;
/**
 * The share of a zone's records one run may change, 0 to 1, for every DnsZone of this provider (a one-run override of their `maxChangeRatio`); REGISTRAR_MAX_CHANGE_RATIO when unset.
 */
export declare const maxChangeRatio: number | undefined;
/**
 * Requests in flight at once, 1 to 1024 (default 8); REGISTRAR_MAX_CONCURRENT_REQUESTS when unset.
 */
export declare const maxConcurrentRequests: number | undefined;
/**
 * Seconds one API call may take, retries included (default 60); REGISTRAR_REQUEST_TIMEOUT_SECONDS when unset.
 */
export declare const requestTimeoutSeconds: number | undefined;
/**
 * The zone validators' severities and TTL range for every zone of this provider, as JSON, e.g. `{"rules": {"duplicate-spf": "error"}, "ttl": {"min": 300}}` (docs/guides/zone-validation.md); REGISTRAR_ZONE_VALIDATION when unset.
 */
export declare const zoneValidation: string | undefined;
