import { createHash } from "node:crypto";
import { OWNER_TAG_HALF } from "../dns/ownership";
import { kinds, type ResourceKind } from "./kinds";

const hash8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, OWNER_TAG_HALF);

/** Where a resource is declared: its stack, its project and its name in the program. */
export interface ResourcePlace {
  project: string;
  stack: string;
  name: string;
}

/**
 * The owner tag a resource of `kind` gets, from either front end (the SDK's class from Pulumi's
 * runtime, the plugin from the URN), so both mark what it creates alike: eight hex digits of
 * SHA-256 of `project/stack`, a dot, eight of the name its kind tags (kinds.ts). Its objects carry
 * it to be recognised as its own after an interrupted `up` (docs/architecture.md, "Crash
 * safety"). Undefined for a kind that takes no tag.
 */
export function ownerTagOf(kind: ResourceKind, place: ResourcePlace): string | undefined {
  const tagged: ((name: string) => string) | null = kinds[kind].ownerTagName;
  return tagged ? `${hash8(`${place.project}/${place.stack}`)}.${hash8(tagged(place.name))}` : undefined;
}
