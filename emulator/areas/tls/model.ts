/**
 * The TLS area's model: organizations and certificate orders, every rule of the spec's TLS rows
 * on the account and the clock (an order's validation and issuance are settled lazily, by each
 * request: issuance.ts).
 */
export * from "./approval";
export * from "./cancellation";
export * from "./download";
export type * from "./order";
export * from "./ordering";
export * from "./orders";
export * from "./organizations";
export * from "./reissue";
export * from "./revocation";
