import { assistantOperations } from "./assistant";
import { dnsOperations } from "./dns";
import { dnssecOperations } from "./dnssec";
import { domainOperations } from "./domains";
import { hostingOperations } from "./hosting";
import { metaOperations } from "./meta";
import { tlsOperations } from "./tls";

/** Every operation of the API, by operationId; one entry per API area. */
export const operations = {
  ...dnsOperations,
  ...dnssecOperations,
  ...domainOperations,
  ...hostingOperations,
  ...assistantOperations,
  ...metaOperations,
  ...tlsOperations,
} as const;
export type OperationId = keyof typeof operations;

export { fillPath, type Method, type Operation, operation, pathParamNames } from "./operation";
export { shapes } from "./shapes";
