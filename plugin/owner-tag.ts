import type { ResourceKind } from "../provider/resources/kinds";
import { ownerTagOf } from "../provider/resources/owner-tag";

/** A resource URN's parts: `urn:pulumi:<stack>::<project>::<type>::<name>`. */
export function urnParts(urn: string): { stack: string; project: string; name: string } {
  const match = /^urn:pulumi:([^:]+)::([^:]+)::.*::([^:]*)$/.exec(urn);
  if (!match) throw new Error(`the engine sent a resource URN of an unknown form: ${urn}`);
  return { stack: match[1] as string, project: match[2] as string, name: match[3] as string };
}

/**
 * The owner tag the SDK's class gives a resource of `kind` (classes/owner-tag.ts), from its URN: the
 * same resource declared through the plugin marks what it creates as its TypeScript twin would,
 * so crash recovery and `adoptExisting` work alike. Undefined for a kind that takes none.
 */
export function ownerTagOfUrn(kind: ResourceKind, urn: string): string | undefined {
  return ownerTagOf(kind, urnParts(urn));
}
