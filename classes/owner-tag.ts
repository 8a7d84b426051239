import * as pulumi from "@pulumi/pulumi";
import type { ResourceKind } from "../provider/resources/kinds";
import { ownerTagOf } from "../provider/resources/owner-tag";

/**
 * The owner tag of the resource `name` of `kind` in this program's project and stack (the rule:
 * provider/resources/owner-tag.ts), or undefined for a kind that takes none.
 */
export function ownerTag(kind: ResourceKind, name: string): string | undefined {
  return ownerTagOf(kind, { project: pulumi.getProject(), stack: pulumi.getStack(), name });
}
