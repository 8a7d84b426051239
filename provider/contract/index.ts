import { dnsOperations } from "./dns";
import { metaOperations } from "./meta";
import { tlsOperations } from "./tls";

/** Every operation of the API, by operationId; one entry per API area. */
export const operations = { ...dnsOperations, ...metaOperations, ...tlsOperations } as const;
export type OperationId = keyof typeof operations;

export { fillPath, type Method, type Operation, operation, pathParamNames } from "./operation";
export { shapes } from "./shapes";
