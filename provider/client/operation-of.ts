import type { OperationId } from "../contract";
import type { Operation } from "../contract/operation";

type Area = Readonly<Record<string, Operation>>;

/**
 * The contract's areas, each built the first time one of its operations is called, in the order
 * the client looks in them. Building an area's schemas costs milliseconds of every provider
 * process's start, and a process that manages DNS records calls no other area's operations.
 * test/provider/client/operation-of.test.ts checks that these are the areas of `operations`.
 */
export const areaLoaders: readonly (() => Area)[] = [
  () => (require("../contract/dns") as typeof import("../contract/dns")).dnsOperations,
  () => (require("../contract/dnssec") as typeof import("../contract/dnssec")).dnssecOperations,
  () => (require("../contract/domains") as typeof import("../contract/domains")).domainOperations,
  () => (require("../contract/hosting") as typeof import("../contract/hosting")).hostingOperations,
  () => (require("../contract/tls") as typeof import("../contract/tls")).tlsOperations,
  () => (require("../contract/assistant") as typeof import("../contract/assistant")).assistantOperations,
  () => (require("../contract/meta") as typeof import("../contract/meta")).metaOperations,
];

const loaded: Area[] = [];

/** The declaration of `operationId`, building areas in order until one declares it. */
export function operationOf(operationId: OperationId): Operation {
  for (const [i, load] of areaLoaders.entries()) {
    loaded[i] ??= load();
    const area = loaded[i];
    if (Object.hasOwn(area, operationId)) return area[operationId] as Operation;
  }
  throw new Error(`${operationId} is not an operation of the API contract`);
}
