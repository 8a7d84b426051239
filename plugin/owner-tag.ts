import { createHash } from "node:crypto";

const hash8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/** A resource URN's parts: `urn:pulumi:<stack>::<project>::<type>::<name>`. */
export function urnParts(urn: string): { stack: string; project: string; name: string } {
  const match = /^urn:pulumi:([^:]+)::([^:]+)::.*::([^:]*)$/.exec(urn);
  if (!match) throw new Error(`the engine sent a resource URN of an unknown form: ${urn}`);
  return { stack: match[1] as string, project: match[2] as string, name: match[3] as string };
}

/**
 * The owner tag the SDK's classes give a resource (sdk/owner-tag.ts), from its URN: the same
 * resource declared through the plugin marks what it creates as its TypeScript twin would, so
 * crash recovery and `adoptExisting` work alike (a test holds the two to the same result).
 */
export function ownerTagOf(urn: string, resourceName = urnParts(urn).name): string {
  const { stack, project } = urnParts(urn);
  return `${hash8(`${project}/${stack}`)}.${hash8(resourceName)}`;
}
