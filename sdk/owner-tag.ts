import { createHash } from "node:crypto";
import * as pulumi from "@pulumi/pulumi";

const hash8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/**
 * The tag a resource's records carry to be recognised as its own after an interrupted `up`:
 * one half for the project and stack, one for the resource's name (docs/architecture.md).
 */
export function ownerTag(resourceName: string): string {
  return `${hash8(`${pulumi.getProject()}/${pulumi.getStack()}`)}.${hash8(resourceName)}`;
}
