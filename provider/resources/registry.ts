import type { ResourceProvider } from "@pulumi/pulumi/dynamic";
import type * as dnsRecord from "./dns-record";

/**
 * Where each resource's provider lives, by package path. Pulumi stores the path in every
 * resource's state (`__provider`), so a path here must never move or vanish: state written by an
 * earlier version has to keep loading (a test requires every path ever published).
 */
export const providerModules = {
  DnsRecord: "pulumi-registrar/provider/resources/dns-record",
} as const;

type Is<T extends U, U> = T;

/** Every provider module, typed: building fails when one stops being its ResourceProvider. */
export type ProviderModules = {
  DnsRecord: Is<typeof dnsRecord, ResourceProvider<dnsRecord.DnsRecordInputs, dnsRecord.DnsRecordOutputs>>;
};
export type ResourceKind = Is<keyof ProviderModules, keyof typeof providerModules>;
